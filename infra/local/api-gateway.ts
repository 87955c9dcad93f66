import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { staffRouteScopes, type ApiRoute } from '../app-spec.ts';
import {
  drain,
  gatewayMessages,
  jsonAnswer,
  logError,
  safeDecode,
  type GatewayLogEntry,
  type HttpAnswer,
  type RequestTarget,
} from './gateway-common.ts';
import { throttledBody, type RouteThrottles } from './route-throttle.ts';
import { unauthorizedBody, type JwtAuthorizer, type JwtAuthorizerContext } from './jwt-authorizer.ts';
import { lambdaContext, localAccountId } from './lambda-context.ts';

/**
 * The local stand-in for the HTTP API (API Gateway, payload format 2.0): matches the route table of
 * app-spec, throttles per route, builds the event a Lambda receives, and turns the Lambda's answer into
 * the HTTP answer API Gateway gives.
 */

export type ApiHandlerModule = {
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2 | undefined | void>;
};

export type ApiContext = {
  routes: readonly ApiRoute[];
  handlers: Partial<Record<string, ApiHandlerModule>>;
  bodyLimit: number;
  entry: GatewayLogEntry;
  clientPerConnection: boolean;
  /** The JWT authorizer of the routes marked `auth: 'staff'`; without one those routes refuse every request. */
  staffAuthorizer?: JwtAuthorizer;
  throttles: RouteThrottles;
  /** The request came through the CloudFront half: the API's source address is then the edge's, this one. */
  edgeAddress?: string;
};

/** The header CloudFront adds with the viewer's address and port, when the origin request policy forwards it. */
export const viewerAddressHeader = 'cloudfront-viewer-address';

/** CloudFront-Viewer-Address as CloudFront writes it: the viewer's address and source port. */
export function viewerAddressOf(req: IncomingMessage): string {
  return `${sourceIp(req)}:${req.socket.remotePort ?? 0}`;
}

/** What an HTTP API answers, itself, to a request that matches none of its routes. */
export const noRouteBody = { message: 'Not Found' } as const;

export async function serveApi(req: IncomingMessage, target: RequestTarget, api: ApiContext): Promise<HttpAnswer> {
  const match = matchRoute(api.routes, req.method ?? 'GET', target.path);
  if (!match) {
    await drain(req);
    return jsonAnswer(404, noRouteBody);
  }
  api.entry.route = `${match.route.method} ${match.route.path}`;
  if (!api.throttles.admit(match.route)) {
    await drain(req);
    return jsonAnswer(429, throttledBody);
  }
  let authorizer: JwtAuthorizerContext | null = null;
  if (match.route.auth === 'staff') {
    const verdict = api.staffAuthorizer
      ? await api.staffAuthorizer(req.headers.authorization, staffRouteScopes)
      : { status: 401 as const, body: unauthorizedBody };
    if (!('context' in verdict)) {
      await drain(req);
      return jsonAnswer(verdict.status, verdict.body);
    }
    authorizer = verdict.context;
  }
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  const body = declaredLength > api.bodyLimit ? null : await readBody(req, api.bodyLimit);
  if (body === null) {
    await drain(req);
    return jsonAnswer(413, { error: gatewayMessages.tooLarge });
  }
  const module = api.handlers[match.route.handler];
  if (!module) {
    logError('no handler module loaded', new Error(`handler ${match.route.handler} ontbreekt`), { route: api.entry.route });
    return jsonAnswer(500, { error: gatewayMessages.serverError });
  }

  const event = buildApiEvent(req, target, match, body, api.edgeAddress);
  // Payload 2.0 with a JWT authorizer: the verified claims and scopes, beside two fields Lambda authorizers fill.
  if (authorizer) Object.assign(event.requestContext, { authorizer: { principalId: '', integrationLatency: 0, ...authorizer } });
  if (api.clientPerConnection) {
    const port = req.socket.remotePort ?? 0;
    event.headers[viewerAddressHeader] = `127.${(port >> 8) & 255}.${port & 255}.1:${port}`;
  }
  let result: APIGatewayProxyResultV2 | undefined | void;
  try {
    result = await module.handler(event, lambdaContext(match.route.handler));
  } catch (error) {
    logError('handler threw', error, { route: api.entry.route, requestId: event.requestContext.requestId });
    return jsonAnswer(500, { error: gatewayMessages.serverError });
  }
  return answerOf(result);
}

export type RouteMatch = { route: ApiRoute; pathParameters: Record<string, string> | undefined };

/** Literal segments, `{name}` for one segment and `{name+}` for the rest, as API Gateway routes allow. */
function matchRoute(routes: readonly ApiRoute[], method: string, path: string): RouteMatch | null {
  const segments = path.split('/').slice(1);
  for (const route of routes) {
    if (route.method !== method) continue;
    const parameters = matchSegments(route.path.split('/').slice(1), segments);
    if (parameters) return { route, pathParameters: Object.keys(parameters).length ? parameters : undefined };
  }
  return null;
}

function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  const parameters: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const greedy = /^\{(.+)\+\}$/.exec(part);
    if (greedy) {
      const rest = segments.slice(i).join('/');
      if (!rest) return null;
      parameters[greedy[1]!] = safeDecode(rest) ?? rest;
      return parameters;
    }
    const segment = segments[i];
    if (!segment) return null;
    const parameter = /^\{(.+)\}$/.exec(part);
    if (parameter) parameters[parameter[1]!] = safeDecode(segment) ?? segment;
    else if (part !== segment) return null;
  }
  return segments.length === pattern.length ? parameters : null;
}

/** Null when the body is larger than the limit. */
async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Content types API Gateway passes as text; every other body arrives base64-encoded. */
function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/javascript'
  );
}

/** @param edgeAddress the source address API Gateway sees: CloudFront's for a request through the distribution, else the client's. */
export function buildApiEvent(
  req: IncomingMessage,
  target: RequestTarget,
  match: RouteMatch,
  body: Buffer,
  edgeAddress = sourceIp(req),
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (name === 'cookie') {
      cookies = (Array.isArray(value) ? value.join('; ') : value)
        .split(';')
        .map((c) => c.trim())
        .filter(Boolean);
      continue;
    }
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  // CloudFront's id for the request, which it adds to every origin request (and replaces any the client sent).
  headers['x-amz-cf-id'] = randomBytes(42).toString('base64url').slice(0, 56);
  const hostHeader = headers.host ?? 'localhost';
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-for'] ??= sourceIp(req);

  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(target.rawQuery)) {
    queryStringParameters[name] = name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }

  const now = new Date();
  const routeKey = `${match.route.method} ${match.route.path}`;
  const hasBody = body.length > 0;
  const asText = isTextContentType(headers['content-type']);
  return {
    version: '2.0',
    routeKey,
    rawPath: target.path,
    rawQueryString: target.rawQuery,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(Object.keys(queryStringParameters).length ? { queryStringParameters } : {}),
    ...(match.pathParameters ? { pathParameters: match.pathParameters } : {}),
    requestContext: {
      accountId: localAccountId,
      apiId: 'local',
      domainName: hostHeader.split(':')[0]!,
      domainPrefix: hostHeader.split('.')[0]!.split(':')[0]!,
      http: {
        method: match.route.method,
        path: target.path,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: edgeAddress,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: apiGatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: asText ? body.toString('utf8') : body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !asText,
  };
}

function sourceIp(req: IncomingMessage): string {
  return (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** API Gateway's format: 12/Mar/2020:19:03:58 +0000. */
function apiGatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Payload 2.0: a result without statusCode is taken as a JSON body with status 200. */
function answerOf(result: APIGatewayProxyResultV2 | undefined | void): HttpAnswer {
  if (result === undefined || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { status: 200, headers: { 'Content-Type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  return { status: result.statusCode ?? 200, headers, body };
}
