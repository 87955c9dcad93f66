import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context, SQSEvent, SQSRecord } from 'aws-lambda';

/* Test fixtures only: the events and context Lambda would pass. No handler imports this module. */

export function lambdaContextFor(functionName: string): Context {
  const unsupported = () => {
    throw new Error('Callbacks are not used; handlers return promises.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'test',
    getRemainingTimeInMillis: () => 30_000,
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

let clients = 0;
/**
 * A new client address for every event unless a test names one: the API's per-client limits would
 * otherwise turn a test's many requests into one client's flood. Tests of the limits set the address.
 */
function nextClientAddress(): string {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** The claims API Gateway's JWT authorizer passes for a signed-in member of the staff group. */
export const staffClaims = { sub: 'sub-anna', username: 'anna', 'cognito:groups': '[staff]' };

export interface HttpEventOptions {
  method?: 'GET' | 'POST';
  /** The route as API Gateway declares it, `{name}` parameters filled from `params` (default /api/contact). */
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
  contentType?: string;
  isBase64Encoded?: boolean;
  /** The client's address; a new one per event unless a test names it. */
  sourceIp?: string;
  /** The JWT authorizer's claims; none means a public route. */
  claims?: Record<string, unknown>;
}

/**
 * The one builder of API Gateway (HTTP API, payload 2.0) events for handler tests: public forms, newsletter
 * links and staff routes alike, so every test sees the fields Lambda really receives.
 */
export function httpEvent(options: HttpEventOptions = {}): APIGatewayProxyEventV2 {
  const method = options.method ?? 'POST';
  const route = options.path ?? '/api/contact';
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
  const headers = { ...(options.contentType === undefined ? {} : { 'content-type': options.contentType }), ...options.headers };
  return {
    version: '2.0',
    routeKey: `${method} ${route}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    headers,
    isBase64Encoded: options.isBase64Encoded ?? false,
    ...(options.body === undefined ? {} : { body: options.body }),
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: options.sourceIp ?? nextClientAddress(), userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${route}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(options.claims ? { authorizer: { jwt: { claims: options.claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

type EventOptions = Omit<HttpEventOptions, 'body' | 'contentType' | 'isBase64Encoded'>;

export function jsonEvent(body: unknown, options: EventOptions = {}): APIGatewayProxyEventV2 {
  return httpEvent({ ...options, body: JSON.stringify(body), contentType: 'application/json' });
}

export function formEvent(fields: Record<string, string>, options: EventOptions & { base64?: boolean } = {}): APIGatewayProxyEventV2 {
  const { base64 = false, ...rest } = options;
  const body = new URLSearchParams(fields).toString();
  return httpEvent({
    ...rest,
    body: base64 ? Buffer.from(body).toString('base64') : body,
    contentType: 'application/x-www-form-urlencoded',
    isBase64Encoded: base64,
  });
}

/** A staff API call as the authorizer passes it: signed in as Anna of the staff group unless `claims` says otherwise. */
export function staffEvent(
  method: 'GET' | 'POST',
  route: string,
  options: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    body?: unknown;
    claims?: Record<string, unknown> | null;
  } = {},
): APIGatewayProxyEventV2 {
  const claims = options.claims === undefined ? staffClaims : (options.claims ?? undefined);
  return httpEvent({
    method,
    path: route,
    ...(options.params ? { params: options.params } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body), contentType: 'application/json' }),
    sourceIp: '10.0.0.1',
    ...(claims ? { claims } : {}),
  });
}

export function sqsRecord(body: string, messageId: string = randomUUID()): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:leads',
    awsRegion: 'eu-west-1',
  };
}

export function sqsEvent(...records: SQSRecord[]): SQSEvent {
  return { Records: records };
}
