import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { abuseLimits } from '../../shared/api-limits.ts';
import { bookingDays } from '../../shared/booking.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import type { Client, GuardConfig } from '../http/client-limit.ts';
import { mailboxHash } from '../mail/recipient-cap.ts';

/**
 * How many calls to come one visitor may hold (issue 34's attacker report, finding 1): without a bound, one
 * script took all 180 slots of the fortnight in 90 seconds. A mailbox (folded: core/mailbox-key.ts) holds at
 * most one future call, and a client (a hashed IP, its /64 for IPv6) at most two, so a shared office can still
 * book for two people. A place lasts until its call ends, and a cancel gives it back (releaseHolds).
 *
 * Each is one guard-table item, `booking-mailbox#<hash>` or `booking-client#<hash>`, whose `held` map names
 * the bookings holding a place with when each place ends. The places end one by one, which a DynamoDB set
 * with one TTL cannot express, so a place is taken by read, then a write conditional on the `version` that
 * was read: two posts at once cannot both take the last place, and the loser reads again. The mailbox item
 * also notes each booking's client, so a cancel, which comes from another address, can give both places back.
 * No address or IP is kept: the keys are keyed hashes, as every other brake's.
 */

const DAY_SECONDS = 24 * 60 * 60;

type Place = { until: number; client?: string };
type Documents = Pick<DynamoDBDocumentClient, 'send'>;
type Held = Record<string, Place>;
export type HoldRefusal = 'mailbox' | 'client';

const mailboxItem = (config: GuardConfig, email: string) => `booking-mailbox#${mailboxHash(config, email)}`;
const clientItem = (hash: string) => `booking-client#${hash}`;

/** The places still running at `now`, as stored; an item without any holds nothing. */
function runningPlaces(item: Record<string, unknown> | undefined, nowSeconds: number): Held {
  const held = (item?.held ?? {}) as Held;
  return Object.fromEntries(Object.entries(held).filter(([, place]) => Number(place.until) > nowSeconds));
}

/**
 * Takes a place for `bookingId` in the item `id` that holds at most `cap` places; true when the booking holds
 * one now (also when it already did: a retry of the same submission takes no second place).
 */
async function takePlace(config: GuardConfig, id: string, cap: number, bookingId: string, place: Place, now: Date): Promise<boolean> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  // Each lost race means another post wrote the item: a place taken, or the same submission posted twice at
  // once. A few rounds more than the cap leave the item full or ours; past them the post is refused.
  for (let round = 0; round < cap + 4; round += 1) {
    const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: { id }, ConsistentRead: true }));
    const running = runningPlaces(Item, nowSeconds);
    if (!running[bookingId] && Object.keys(running).length >= cap) return false;
    const held = { ...running, [bookingId]: place };
    const version = Item?.version as number | undefined;
    try {
      await dynamo.send(
        new UpdateCommand({
          TableName: config.guardTable,
          Key: { id },
          UpdateExpression: 'SET held = :held, version = :next, expires_at = :expires',
          ConditionExpression: version === undefined ? 'attribute_not_exists(version)' : 'version = :version',
          ExpressionAttributeValues: {
            ':held': held,
            ':next': (version ?? 0) + 1,
            // TTL only tidies up (each place's `until` decides). A fortnight past the last end: a call moved
            // later still ends within the days the picker offers from the move, so before its item goes.
            ':expires': Math.max(...Object.values(held).map((running) => running.until)) + (bookingDays + 1) * DAY_SECONDS,
            ...(version === undefined ? {} : { ':version': version }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  }
  return false;
}

/** Changes the booking's place in the item `id`; nothing when it holds none there. */
async function changePlace(
  config: GuardConfig,
  id: string,
  bookingId: string,
  change: { expression: string; names?: Record<string, string>; values: Record<string, unknown> },
  documents: Documents = dynamo,
): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id },
        UpdateExpression: change.expression,
        ConditionExpression: 'attribute_exists(held.#booking)',
        ExpressionAttributeNames: { '#booking': bookingId, ...change.names },
        ExpressionAttributeValues: change.values,
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

const releasePlace = (config: GuardConfig, id: string, bookingId: string, documents: Documents = dynamo) =>
  changePlace(config, id, bookingId, { expression: 'REMOVE held.#booking SET version = version + :one', values: { ':one': 1 } }, documents);

/**
 * Holds the places a new call needs, its mailbox's first and then its client's, each until the call ends;
 * null when both were taken, or which one was full (a mailbox place taken before a full client's is given back).
 */
export async function holdPlaces(
  config: GuardConfig,
  booking: { id: string; email: string; end: Date },
  client: Client,
  now: Date,
): Promise<HoldRefusal | null> {
  const until = Math.ceil(booking.end.getTime() / 1000);
  const mailbox = mailboxItem(config, booking.email);
  if (!(await takePlace(config, mailbox, abuseLimits.futureCallsPerMailbox, booking.id, { until, client: client.hash }, now)))
    return 'mailbox';
  if (await takePlace(config, clientItem(client.hash), abuseLimits.futureCallsPerClient, booking.id, { until }, now)) return null;
  await releasePlace(config, mailbox, booking.id);
  return 'client';
}

/** The items a call holds places in: its mailbox's, which names the client it was booked from, and that client's. */
async function itemsHolding(config: GuardConfig, booking: { id: string; email: string }, documents: Documents = dynamo): Promise<string[]> {
  const mailbox = mailboxItem(config, booking.email);
  const { Item } = await documents.send(new GetCommand({ TableName: config.guardTable, Key: { id: mailbox }, ConsistentRead: true }));
  const client = ((Item?.held ?? {}) as Held)[booking.id]?.client;
  return [mailbox, ...(client ? [clientItem(client)] : [])];
}

/**
 * Gives back a call's places (cancelled, erased, or never booked after all). The client's place goes first and
 * the mailbox's last: the mailbox item is the only note of which client booked, so a failure between the two
 * leaves it for a retry to find (booking/change.ts, releaseCall).
 */
export async function releaseHolds(
  config: GuardConfig,
  booking: { id: string; email: string },
  documents: Documents = dynamo,
): Promise<void> {
  const items = await itemsHolding(config, booking, documents);
  for (const id of items.reverse()) await releasePlace(config, id, booking.id, documents);
}

/** A moved call's places last until its new end. */
export async function extendHolds(config: GuardConfig, booking: { id: string; email: string }, end: Date): Promise<void> {
  const items = await itemsHolding(config, booking);
  const until = Math.ceil(end.getTime() / 1000);
  await Promise.all(
    items.map((id) =>
      changePlace(config, id, booking.id, {
        expression: 'SET held.#booking.#until = :until',
        names: { '#until': 'until' },
        values: { ':until': until },
      }),
    ),
  );
}
