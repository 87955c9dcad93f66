import { randomBytes, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { envVars, tableKeys, tables } from '../../infra/app-spec.ts';
import { localAccountId, localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { startLocalSecrets } from '../../infra/local/secrets.ts';
import type { LocalResources } from '../../infra/local/lambda-sandbox.ts';
import { localUserPoolId } from '../../infra/local/staff-directory.ts';
import { benchDynamoPort, portOffset } from './common.ts';

/**
 * What the API sections of the bench share: writing seeded items into the bench stack's tables, running a
 * function's handler in this process against that stack as its Lambda would (its environment, its manifest's
 * grants through invokeAs), the API Gateway event of a route, and counting what DynamoDB read for a request.
 * Left out of every figure: the HTTP hop, CloudFront's origin check and the JWT check in front, which do not
 * grow with the number of items stored.
 */

const dynamoEndpoint = `http://127.0.0.1:${benchDynamoPort}`;

/** Writes items into the bench stack's tables, 25 to a BatchWriteItem; each item names its table in `table`. */
export async function seedItems(items: readonly ({ table: string } & Record<string, unknown>)[]): Promise<void> {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: localRegion, endpoint: dynamoEndpoint, credentials: localCredentials }),
  );
  for (let start = 0; start < items.length; start += 25) {
    const byTable = new Map<string, Record<string, unknown>[]>();
    for (const { table: name, ...item } of items.slice(start, start + 25)) {
      byTable.set(name, [...(byTable.get(name) ?? []), item]);
    }
    await documents.send(
      new BatchWriteCommand({
        RequestItems: Object.fromEntries([...byTable].map(([name, items]) => [name, items.map((Item) => ({ PutRequest: { Item } }))])),
      }),
    );
  }
  documents.destroy();
}

/**
 * The environment every function reads, pointed at the bench stack, and the resources invokeAs checks grants
 * against. Functions read the guard secret at cold start (their request log hashes the client with it): a
 * Secrets Manager of the bench's own, as the local stack has one. Close it when the section is done.
 */
export async function benchFunctionEnv(): Promise<{ resources: LocalResources; close: () => void }> {
  const secrets = await startLocalSecrets({
    port: 0,
    host: '127.0.0.1',
    region: localRegion,
    accountId: localAccountId,
    values: { 'bench/guard-secret': randomBytes(32).toString('base64url') },
    caller: { arn: `arn:aws:iam::${localAccountId}:user/bench`, userId: localCredentials.accessKeyId },
  });
  const guardSecretArn = secrets.arns['bench/guard-secret']!;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
    [envVars.guardSecret]: guardSecretArn,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: dynamoEndpoint,
    // The erasure lists the person's files in the bench stack's S3 (an IP address: path-style, as s3rver needs).
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${5069 + portOffset}`,
    [envVars.uploadsBucket]: 'startsprong-uploads',
    [envVars.queueUrl]: 'http://127.0.0.1:9824/000000000000/leads',
    [envVars.siteUrl]: 'http://localhost:3500',
    [envVars.staffEmail]: 'hallo@startsprong.nl',
    ...Object.fromEntries(tableKeys.map((key) => [tables[key].envVar, tables[key].localName])),
  });
  const resources: LocalResources = {
    tableNames: Object.fromEntries(tableKeys.map((table) => [table, tables[table].localName])) as LocalResources['tableNames'],
    uploadsBucket: 'startsprong-uploads',
    queueUrl: String(process.env[envVars.queueUrl]),
    secretArns: { guardSecret: guardSecretArn },
    userPoolId: localUserPoolId,
  };
  return { resources, close: () => secrets.server.close() };
}

/** The Lambda context a handler gets in the bench. */
export const benchContext = (functionName: string) =>
  ({ functionName, awsRequestId: 'bench', getRemainingTimeInMillis: () => 30_000 }) as unknown as Context;

/** The API Gateway (HTTP API, payload 2.0) event of `route` ("GET /api/..."), with the JWT claims the authorizer would pass. */
export function apiEvent(route: string, query: Record<string, string> = {}, body?: unknown, claims?: Record<string, string>) {
  const [method, path] = route.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey: route,
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    queryStringParameters: query,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: randomUUID(),
      routeKey: route,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as unknown as APIGatewayProxyEventV2;
}

/**
 * What DynamoDB read for a request, seen at the SDK's one send method (as the local stack's sandbox sees
 * every call): the rows each Query and Scan evaluated, the items of a GetItem and a BatchGetItem, and how
 * many of each call there were.
 */
export function countDynamoReads(): { reset(): void; total(): { rows: number; calls: string } } {
  const client = Object.getPrototypeOf(DynamoDBClient.prototype) as {
    send: (this: { config: { serviceId?: string } }, command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown>;
  };
  const send = client.send;
  let rows = 0;
  const calls = new Map<string, number>();
  client.send = async function counted(command, ...rest) {
    const output = (await send.call(this, command, ...rest)) as Record<string, unknown>;
    if (this.config.serviceId !== 'DynamoDB') return output;
    const name = command.constructor.name.replace(/Command$/, '');
    calls.set(name, (calls.get(name) ?? 0) + 1);
    if (typeof output.ScannedCount === 'number') rows += output.ScannedCount;
    else if (output.Item) rows += 1;
    else if (output.Responses)
      rows += Object.values(output.Responses as Record<string, unknown[]>).reduce((sum, items) => sum + items.length, 0);
    return output;
  };
  return {
    reset() {
      rows = 0;
      calls.clear();
    },
    total: () => ({ rows, calls: [...calls].map(([name, times]) => `${times}× ${name}`).join(', ') }),
  };
}
