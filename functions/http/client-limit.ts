import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamo } from '../core/clients.ts';
import { keyedHash } from '../core/guard-keys.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { logger } from '../core/logger.ts';
import { originVerifyHeader, viewerAddressMissingMessage } from '../../shared/origin-verify.ts';
import { TooManyRequestsError } from './errors.ts';
import { header } from './http.ts';

/**
 * The per-client limits of the API, the app's own layer behind the WAF (and the only one locally). A client
 * is the address CloudFront saw (the CloudFront-Viewer-Address header it sets; the local gateway sets it
 * from the socket), and it is kept only as a keyed hash: neither the guard table nor the logs hold an IP.
 * Counters are fixed windows in the guard table, deleted by TTL after they close.
 */

/** Requests already reported for a missing viewer address: the request log and the limits both ask. */
const reportedWithoutViewer = new WeakSet<object>();

/**
 * A request that came through CloudFront (the origin-verify header is CloudFront's; a forged one is refused
 * by the origin check right after) but without CloudFront-Viewer-Address means the /api/* origin request
 * policy no longer forwards it. Its source address is then an edge server's, shared by every visitor
 * behind it: the request is still served and counted (keyed on that address, so visitors may be limited
 * together), and the error is logged once, where a metric filter counts it and an alarm tells staff.
 */
function reportMissingViewer(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): void {
  if (header(event, originVerifyHeader) === undefined || reportedWithoutViewer.has(event)) return;
  reportedWithoutViewer.add(event);
  logger.error(viewerAddressMissingMessage, { route: event.requestContext.routeKey });
}

export type GuardConfig = { guardTable: string; guardSecret: string };
export type Window = { limit: number; windowSeconds: number };

/** How long after a refusal a client counts as "limited" on the leads it still sends. */
const LIMITED_MEMORY_SECONDS = 60 * 60;

/**
 * The viewer's address without its port: "203.0.113.7:51234" -> "203.0.113.7"; an IPv6 address is cut to its
 * /64, the block one household or phone gets, so a client cannot step around the limit by changing the last bits.
 */
export function clientAddressOf(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  if (!viewer) reportMissingViewer(event);
  const address = viewer ? viewer.replace(/^\[?(.*?)\]?:\d+$/, '$1') : event.requestContext.http.sourceIp;
  if (!address.includes(':')) return address;
  // An IPv4 address written as IPv6 (::ffff:203.0.113.7) is that IPv4 address.
  if (address.includes('.')) return address.slice(address.lastIndexOf(':') + 1);
  // Written out in full first, so "2001:db8::1" and "2001:db8:0:0:5::1" share their /64.
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export type Client = { hash: string };

export function clientOf(
  config: Pick<GuardConfig, 'guardSecret'>,
  event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>,
): Client {
  return { hash: keyedHash(config.guardSecret, 'client', clientAddressOf(event)) };
}

/**
 * Counts one (or `amount`) against the client's current window of `bucket`; throws TooManyRequestsError with
 * the seconds until the window closes when the count passes the limit.
 */
export async function countAgainstLimit(
  config: GuardConfig,
  client: Client,
  bucket: string,
  window: Window,
  options: { amount?: number; now?: Date } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % window.windowSeconds);
  const windowEnd = windowStart + window.windowSeconds;
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: `client#${client.hash}#${bucket}#${windowStart}` },
      UpdateExpression: 'ADD #count :amount SET #expires = :expires',
      ExpressionAttributeNames: { '#count': 'count', '#expires': 'expires_at' },
      ExpressionAttributeValues: { ':amount': options.amount ?? 1, ':expires': windowEnd },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const count = Number(Attributes?.count ?? 0);
  if (count <= window.limit) return;
  const retryAfterSeconds = Math.max(1, windowEnd - nowSeconds);
  logger.warn('Client limit reached', { client: client.hash, bucket, count, limit: window.limit, retryAfterSeconds });
  await rememberLimited(config, client, nowSeconds);
  throw new TooManyRequestsError(retryAfterSeconds, `Client ${client.hash} passed ${window.limit} on ${bucket}`);
}

async function rememberLimited(config: GuardConfig, client: Client, nowSeconds: number): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: `limited#${client.hash}` },
      UpdateExpression: 'SET #expires = :expires',
      ExpressionAttributeNames: { '#expires': 'expires_at' },
      ExpressionAttributeValues: { ':expires': nowSeconds + LIMITED_MEMORY_SECONDS },
    }),
  );
}

/** True when the client was refused for sending too much within the last hour: the lead is flagged for staff. */
export async function wasLimitedRecently(config: GuardConfig, client: Client, now: Date = new Date()): Promise<boolean> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id: `limited#${client.hash}` } }));
  // TTL deletes within a day or two, not on the second: the expiry itself decides.
  return Item !== undefined && Number(Item.expires_at) > now.getTime() / 1000;
}

/**
 * Holds `items` (unique ids, such as the keys of one submission's files) in a set that may never hold more
 * than `cap`, after taking out `released`; throws TooManyRequestsError when the new items would not fit.
 * Two updates, because DynamoDB will not add to and delete from one set in a single update; the release
 * goes first, so a swap never fails for want of the place it frees.
 */
export async function holdInCap(
  config: GuardConfig,
  key: string,
  cap: number,
  items: readonly string[],
  options: { released?: readonly string[]; expiresAt: number },
): Promise<void> {
  const names = { '#items': 'items', '#expires': 'expires_at' };
  if (options.released && options.released.length > 0) {
    await dynamo
      .send(
        new UpdateCommand({
          TableName: config.guardTable,
          Key: { id: key },
          UpdateExpression: 'DELETE #items :released',
          ConditionExpression: 'attribute_exists(#items)',
          ExpressionAttributeNames: { '#items': 'items' },
          ExpressionAttributeValues: { ':released': new Set(options.released) },
        }),
      )
      .catch((error: unknown) => {
        // Nothing held yet: nothing to give back.
        if (!isConditionalCheckFailed(error)) throw error;
      });
  }
  // DynamoDB holds no empty sets: a request that only gives back has nothing to add.
  if (items.length === 0) return;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: key },
        UpdateExpression: 'ADD #items :items SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#items) OR size(#items) <= :room',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':items': new Set(items), ':room': cap - items.length, ':expires': options.expiresAt },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new TooManyRequestsError(null, `${key} would pass its cap of ${cap}`);
    throw error;
  }
}
