import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { apiRoutes, maxBodyBytes, type ApiRoute } from '../app-spec.ts';
import { inlineScriptHashes, securityHeaders } from '../security-headers.ts';
import { notFoundPage, runSiteRouting } from '../site-routing.ts';
import { lambdaContext, localAccountId } from './lambda-context.ts';

/**
 * The local stand-in for CloudFront + API Gateway: serves the prerendered site as the distribution does
 * (the CloudFront Function's routing, the 404 page, the security headers) and /api/* as the HTTP API does
 * (the route table of app-spec, payload format 2.0).
 */

export type ApiHandlerModule = {
  handler: (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2 | undefined | void>;
};

export type GatewayLogEntry = { method: string; path: string; status: number; ms: number; route?: string };

export type GatewayOptions = {
  /** The built site (build/client); null serves /api only (npm run dev, where Vite serves the pages). */
  siteDir: string | null;
  /** Origins the pages may connect to besides their own: the local uploads bucket. */
  connectSources?: readonly string[];
  /** With no siteDir: where page requests are sent instead (the Vite dev server), with a temporary redirect. */
  redirectPagesTo?: string;
  /** Handler modules by the names apiRoutes uses. */
  handlers: Partial<Record<string, ApiHandlerModule>>;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  routes?: readonly ApiRoute[];
  bodyLimitBytes?: number;
  /** One call per request; a JSON line on stdout unless replaced. */
  log?: (entry: GatewayLogEntry) => void;
  /**
   * The browser tests: every connection counts as its own visitor, so the API's per-client limits, meant
   * for one address sending a flood, do not see one browser running a hundred tests as one client.
   */
  clientPerConnection?: boolean;
};

export type Gateway = { server: Server; port: number; url: string; close(): Promise<void> };

export const gatewayMessages = {
  notFound: 'Dit adres van de API bestaat niet.',
  tooLarge: `Je verzoek is te groot. Stuur maximaal ${Math.floor(maxBodyBytes / 1024)} kB.`,
  serverError: 'Er ging aan onze kant iets mis. Probeer het over een paar minuten opnieuw.',
  methodNotAllowed: 'Deze pagina kan alleen worden opgevraagd, niet verstuurd.',
  badPath: 'Dit adres is ongeldig.',
} as const;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const compressibleExtensions = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
/** Below this size compression costs more than it saves (CloudFront's own threshold is 1,000 bytes). */
const minCompressBytes = 1000;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function createGateway(options: GatewayOptions): Promise<Gateway> {
  const host = options.host ?? '127.0.0.1';
  const routes = options.routes ?? apiRoutes;
  const bodyLimit = options.bodyLimitBytes ?? maxBodyBytes;
  const log = options.log ?? ((entry: GatewayLogEntry) => console.log(JSON.stringify({ level: 'info', source: 'gateway', ...entry })));
  const siteDir = options.siteDir === null ? null : resolve(options.siteDir);
  const siteHeaders = securityHeaders(siteDir ? inlineScriptHashes(siteDir) : [], options.connectSources ?? []);
  const compressed = new Map<string, Buffer>();

  const server = createServer((req, res) => {
    const started = performance.now();
    const target = splitTarget(req.url ?? '/');
    const entry: GatewayLogEntry = { method: req.method ?? 'GET', path: target.path, status: 0, ms: 0 };
    res.on('finish', () => {
      entry.status = res.statusCode;
      entry.ms = Math.round(performance.now() - started);
      log(entry);
    });
    for (const [name, value] of Object.entries(siteHeaders)) res.setHeader(name, value);

    const isApi = target.path === '/api' || target.path.startsWith('/api/');
    const work = isApi
      ? serveApi(req, res, target, {
          routes,
          handlers: options.handlers,
          bodyLimit,
          entry,
          clientPerConnection: options.clientPerConnection ?? false,
        })
      : siteDir
        ? serveSite(req, res, target, siteDir, compressed)
        : Promise.resolve(redirectOrNotFound(res, target, options.redirectPagesTo, req.method === 'HEAD'));
    work.catch((error: unknown) => {
      logError('gateway request failed', error, { path: target.path });
      if (!res.headersSent) sendJson(res, 500, { error: gatewayMessages.serverError });
      else res.destroy();
    });
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    // A browser's keep-alive connections would otherwise hold close() open until they time out.
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

type RequestTarget = { path: string; rawQuery: string };

/** The raw path and query as the client sent them: CloudFront and API Gateway see them undecoded too. */
function splitTarget(url: string): RequestTarget {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return { path: path.startsWith('/') ? path : `/${path}`, rawQuery: queryStart === -1 ? '' : url.slice(queryStart + 1) };
}

// ---------------------------------------------------------------- API

type ApiContext = {
  routes: readonly ApiRoute[];
  handlers: Partial<Record<string, ApiHandlerModule>>;
  bodyLimit: number;
  entry: GatewayLogEntry;
  clientPerConnection: boolean;
};

async function serveApi(req: IncomingMessage, res: ServerResponse, target: RequestTarget, api: ApiContext): Promise<void> {
  const match = matchRoute(api.routes, req.method ?? 'GET', target.path);
  if (!match) {
    await drain(req);
    sendJson(res, 404, { error: gatewayMessages.notFound });
    return;
  }
  api.entry.route = `${match.route.method} ${match.route.path}`;
  const declaredLength = Number(req.headers['content-length'] ?? 0);
  const body = declaredLength > api.bodyLimit ? null : await readBody(req, api.bodyLimit);
  if (body === null) {
    await drain(req);
    sendJson(res, 413, { error: gatewayMessages.tooLarge });
    return;
  }
  const module = api.handlers[match.route.handler];
  if (!module) {
    logError('no handler module loaded', new Error(`handler ${match.route.handler} ontbreekt`), { route: api.entry.route });
    sendJson(res, 500, { error: gatewayMessages.serverError });
    return;
  }

  const event = buildApiEvent(req, target, match, body);
  if (api.clientPerConnection) {
    const port = req.socket.remotePort ?? 0;
    event.headers['cloudfront-viewer-address'] = `127.${(port >> 8) & 255}.${port & 255}.1:${port}`;
  }
  let result: APIGatewayProxyResultV2 | undefined | void;
  try {
    result = await module.handler(event, lambdaContext(match.route.handler));
  } catch (error) {
    logError('handler threw', error, { route: api.entry.route, requestId: event.requestContext.requestId });
    sendJson(res, 500, { error: gatewayMessages.serverError });
    return;
  }
  writeApiResult(res, req.method === 'HEAD', result);
}

type RouteMatch = { route: ApiRoute; pathParameters: Record<string, string> | undefined };

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

/** Reads what the client still sends, so it receives our answer instead of a reset connection. */
async function drain(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await new Promise<void>((done) => {
    req.once('end', done);
    req.once('close', done);
    req.once('error', () => done());
  });
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

export function buildApiEvent(req: IncomingMessage, target: RequestTarget, match: RouteMatch, body: Buffer): APIGatewayProxyEventV2 {
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
  const hostHeader = headers.host ?? 'localhost';
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-for'] ??= sourceIp(req);
  // What CloudFront adds for the API (its origin request policy forwards it): the viewer's address and port,
  // taken from the connection and never from the client, which could otherwise pick its own.
  headers['cloudfront-viewer-address'] = `${sourceIp(req)}:${req.socket.remotePort ?? 0}`;

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
        sourceIp: sourceIp(req),
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
function writeApiResult(res: ServerResponse, headOnly: boolean, result: APIGatewayProxyResultV2 | undefined | void): void {
  if (result === undefined || result === null || typeof result !== 'object' || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(headOnly ? undefined : body);
    return;
  }
  const structured = result;
  for (const [name, value] of Object.entries(structured.headers ?? {})) res.setHeader(name, String(value));
  if (structured.cookies?.length) res.setHeader('Set-Cookie', structured.cookies);
  const body =
    structured.body === undefined ? Buffer.alloc(0) : Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8');
  res.setHeader('Content-Length', body.length);
  res.statusCode = structured.statusCode ?? 200;
  res.end(headOnly ? undefined : body);
}

// ---------------------------------------------------------------- site

async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  target: RequestTarget,
  siteDir: string,
  compressed: Map<string, Buffer>,
): Promise<void> {
  const headOnly = req.method === 'HEAD';
  if (req.method !== 'GET' && !headOnly) {
    await drain(req);
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, gatewayMessages.methodNotAllowed, false);
    return;
  }

  const routing = runSiteRouting(target.path, new URLSearchParams(target.rawQuery));
  if (routing.kind === 'redirect') {
    res.writeHead(routing.statusCode, { Location: routing.location, 'Cache-Control': 'max-age=3600', 'Content-Length': 0 });
    res.end();
    return;
  }

  const file = resolveSiteFile(siteDir, routing.uri);
  if (file === null) {
    sendText(res, 400, gatewayMessages.badPath, headOnly);
    return;
  }
  const found = await readSiteFile(file);
  if (found) {
    await sendFile(req, res, siteDir, file, found, 200, compressed);
    return;
  }
  const notFoundFile = join(siteDir, notFoundPage);
  const page = await readSiteFile(notFoundFile);
  if (page) await sendFile(req, res, siteDir, notFoundFile, page, 404, compressed);
  else sendText(res, 404, 'Pagina niet gevonden', headOnly);
}

/** Null for a path that would leave the site folder or cannot be decoded: such a key cannot exist in the bucket. */
export function resolveSiteFile(siteDir: string, uri: string): string | null {
  const decoded = safeDecode(uri);
  if (decoded === null || decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = resolve(siteDir, `.${decoded}`);
  if (file !== siteDir && !file.startsWith(siteDir + sep)) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return file;
}

type SiteFile = { content: Buffer; mtimeMs: number };

async function readSiteFile(file: string): Promise<SiteFile | null> {
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { content: await readFile(file), mtimeMs: info.mtimeMs };
  } catch {
    return null;
  }
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  siteDir: string,
  file: string,
  { content, mtimeMs }: SiteFile,
  status: number,
  compressed: Map<string, Buffer>,
): Promise<void> {
  const extension = extname(file).toLowerCase();
  const relative = file.slice(siteDir.length);
  res.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream');
  res.setHeader(
    'Cache-Control',
    // Vite puts a content hash in every file name under /assets, so those never change.
    relative.startsWith(`${sep}assets${sep}`)
      ? 'public, max-age=31536000, immutable'
      : extension === '.html'
        ? 'no-cache'
        : 'public, max-age=3600',
  );
  const etag = `"${createHash('sha1').update(content).digest('base64url')}"`;
  res.setHeader('ETag', etag);

  const compressible = compressibleExtensions.has(extension) && content.length >= minCompressBytes;
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.statusCode = 304;
    res.end();
    return;
  }

  let body = content;
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const key = `${file}:${mtimeMs}:${encoding}`;
    let packed = compressed.get(key);
    if (!packed) {
      packed =
        encoding === 'br'
          ? await brotli(content, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length },
            })
          : await gzipAsync(content, { level: 9 });
      compressed.set(key, packed);
    }
    body = packed;
    res.setHeader('Content-Encoding', encoding);
  }
  res.setHeader('Content-Length', body.length);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Brotli when the client takes it, else gzip; an encoding with q=0 is refused. */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const wildcard = accepted.get('*');
  const quality = (name: string) => accepted.get(name) ?? wildcard ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return null;
}

function redirectOrNotFound(res: ServerResponse, target: RequestTarget, origin: string | undefined, headOnly: boolean): void {
  if (!origin) {
    sendText(res, 404, 'Pagina niet gevonden', headOnly);
    return;
  }
  // Concatenated, not resolved: a path like //elders.nl must stay on the dev server.
  const location = `${origin.replace(/\/+$/, '')}${target.path}${target.rawQuery ? `?${target.rawQuery}` : ''}`;
  res.writeHead(307, { Location: location, 'Content-Length': 0 });
  res.end();
}

// ---------------------------------------------------------------- helpers

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string, headOnly: boolean): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  res.end(headOnly ? undefined : text);
}

function logError(message: string, error: unknown, details: Record<string, unknown>): void {
  const err = error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
  console.error(JSON.stringify({ level: 'error', source: 'gateway', message, ...details, error: err }));
}
