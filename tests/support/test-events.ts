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

export function httpEvent(options: {
  body: string;
  contentType?: string;
  isBase64Encoded?: boolean;
  path?: string;
}): APIGatewayProxyEventV2 {
  const path = options.path ?? '/api/contact';
  return {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: options.contentType === undefined ? {} : { 'content-type': options.contentType },
    isBase64Encoded: options.isBase64Encoded ?? false,
    body: options.body,
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: nextClientAddress(), userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `POST ${path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
}

export function jsonEvent(body: unknown): APIGatewayProxyEventV2 {
  return httpEvent({ body: JSON.stringify(body), contentType: 'application/json' });
}

export function formEvent(fields: Record<string, string>, options: { base64?: boolean } = {}): APIGatewayProxyEventV2 {
  const body = new URLSearchParams(fields).toString();
  return httpEvent({
    body: options.base64 ? Buffer.from(body).toString('base64') : body,
    contentType: 'application/x-www-form-urlencoded',
    isBase64Encoded: options.base64 ?? false,
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
