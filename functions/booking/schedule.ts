import { createHash } from 'node:crypto';
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  bookingDays,
  bookingIndexes,
  defaultAvailability,
  scheduleIndexes,
  slotKeyPrefix,
  slotMinutes,
  teamCalendar,
} from '../../shared/booking.ts';
import { availabilitySchema } from '../../shared/booking-schema.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import type { CalendarState, Interval, TakenSlot } from './slots.ts';

/**
 * The schedule table, as the booking function, the staff API and the scheduled function read and write it:
 *   availability          one item: each member of staff's hours (`calendars`), set in /beheer
 *   busy#<calendar>       the busy times read from that member's own calendar, cached by the scheduled function
 *   source#<calendar>     that member's secret iCal address and how its last read went
 *   feed#<token hash>     a member's calendar feed (the member it belongs to); feedof#<member> points back at it
 *   slot#<start>#<calendar>   a taken slot: written once, conditionally, by the booking that takes it
 * The free slots of the coming days are one GetItem, one BatchGetItem and one Query per calendar on the
 * `taken` index (the slots taken from now on), however many calls were ever booked.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT_MS = slotMinutes * 60 * 1000;

export const slotItemId = (start: Date, calendar: string) => `${slotKeyPrefix}${start.toISOString()}#${calendar}`;
export const busyItemId = (calendar: string) => `busy#${calendar}`;
export const calendarSourceId = (calendar: string) => `source#${calendar}`;
/** A calendar feed's token is stored as its hash only: the item can check an address, never give it back. */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedItemId = (hash: string) => `feed#${hash}`;
export const feedOfMember = (member: string) => `feedof#${member}`;

/** Each calendar's availability as stored; the team's default from the facts module while nobody has set theirs. */
export async function readAvailability(table: string): Promise<Map<string, CalendarState['availability']>> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: table, Key: { id: 'availability' }, ConsistentRead: true }));
  const calendars = new Map<string, CalendarState['availability']>();
  for (const [key, value] of Object.entries((Item?.calendars ?? {}) as Record<string, unknown>)) {
    const parsed = availabilitySchema.safeParse(value);
    if (parsed.success) calendars.set(key, parsed.data);
  }
  if (calendars.size === 0) calendars.set(teamCalendar, defaultAvailability);
  return calendars;
}

/** The calendars with their cached busy times. */
export async function readCalendars(table: string): Promise<CalendarState[]> {
  const availability = await readAvailability(table);
  const keys = [...availability.keys()];
  const { Responses } = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: keys.map((key) => ({ id: busyItemId(key) })) } } }),
  );
  const busy = new Map<string, Interval[]>();
  for (const item of Responses?.[table] ?? []) {
    const intervals = Array.isArray(item.intervals) ? (item.intervals as [string, string][]) : [];
    busy.set(
      String(item.id).slice(busyItemId('').length),
      intervals.map(([start, end]) => ({ start: Date.parse(start), end: Date.parse(end) })),
    );
  }
  return keys.map((key) => ({ key, availability: availability.get(key)!, busy: busy.get(key) ?? [] }));
}

/** The slots taken from now on in these calendars (and in the team's, whose calls stay when staff set their own hours). */
export async function readTaken(table: string, calendars: readonly string[], now: Date): Promise<TakenSlot[]> {
  const from = new Date(now.getTime() - SLOT_MS).toISOString();
  const until = new Date(now.getTime() + (bookingDays + 1) * DAY_MS).toISOString();
  const pages = await Promise.all(
    [...new Set([...calendars, teamCalendar])].map(async (calendar) => {
      const items = await queryAll({
        TableName: table,
        IndexName: scheduleIndexes.taken.name,
        KeyConditionExpression: '#calendar = :calendar AND #start BETWEEN :from AND :until',
        ExpressionAttributeNames: { '#calendar': scheduleIndexes.taken.partitionKey, '#start': scheduleIndexes.taken.sortKey },
        ExpressionAttributeValues: { ':calendar': calendar, ':from': from, ':until': until },
      });
      return items.map((item): TakenSlot => ({ calendar, start: Date.parse(String(item.start)) }));
    }),
  );
  return pages.flat();
}

/**
 * Takes the slot for a booking: true when this booking holds it now (also when it already did, as a retry of the
 * same submission finds), false when another booking holds it.
 */
export async function takeSlot(table: string, start: Date, calendar: string, bookingId: string): Promise<boolean> {
  const id = slotItemId(start, calendar);
  try {
    await dynamo.send(
      new PutCommand({
        TableName: table,
        Item: {
          id,
          calendar,
          start: start.toISOString(),
          booking_id: bookingId,
          // Gone a week after the call: the booking row keeps the history.
          expires_at: Math.floor((start.getTime() + SLOT_MS + 7 * DAY_MS) / 1000),
        },
        ConditionExpression: 'attribute_not_exists(id) OR booking_id = :booking',
        ExpressionAttributeValues: { ':booking': bookingId },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Frees a slot, only if this booking holds it (the leads tool passes its own client for the stack it works on). */
export async function releaseSlot(
  table: string,
  start: Date,
  calendar: string,
  bookingId: string,
  documents: Pick<DynamoDBDocumentClient, 'send'> = dynamo,
): Promise<void> {
  try {
    await documents.send(
      new DeleteCommand({
        TableName: table,
        Key: { id: slotItemId(start, calendar) },
        ConditionExpression: 'booking_id = :booking',
        ExpressionAttributeValues: { ':booking': bookingId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * A member of staff's own calendar: the secret iCal address they pasted in /beheer (`source#<calendar>`), and
 * how its last read went. Only the staff function writes it and only the scheduled function reads the
 * address; the booking function reads the busy times it leaves (`busy#<calendar>`), never the address.
 */
export type CalendarSource = { calendar: string; url: string; saved_at: string; read_at?: string; read_error?: string };

/** The calendar sources of these members of staff (those who pasted an address). */
export async function readCalendarSources(table: string, calendars: readonly string[]): Promise<CalendarSource[]> {
  if (calendars.length === 0) return [];
  const { Responses } = await dynamo.send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: calendars.map((calendar) => ({ id: calendarSourceId(calendar) })) } } }),
  );
  return (Responses?.[table] ?? []).filter((item) => typeof item.url === 'string') as CalendarSource[];
}

/** The busy times read from a member's calendar, as the booking function reads them back (readCalendars). */
export async function saveBusyTimes(table: string, calendar: string, busy: readonly Interval[], now: Date): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: table,
      Item: {
        id: busyItemId(calendar),
        intervals: busy.map((interval) => [new Date(interval.start).toISOString(), new Date(interval.end).toISOString()]),
        read_at: now.toISOString(),
      },
    }),
  );
}

/** How the read went, on the source item, only while it still holds the address that was read. */
export async function recordCalendarRead(table: string, source: CalendarSource, now: Date, error: string | null): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: calendarSourceId(source.calendar) },
        UpdateExpression: error ? 'SET read_at = :now, read_error = :error' : 'SET read_at = :now REMOVE read_error',
        ConditionExpression: '#url = :url',
        ExpressionAttributeNames: { '#url': 'url' },
        ExpressionAttributeValues: { ':now': now.toISOString(), ':url': source.url, ...(error ? { ':error': error } : {}) },
      }),
    );
  } catch (failure) {
    // The member changed or removed the address meanwhile: the next run reads the new one.
    if (!isConditionalCheckFailed(failure)) throw failure;
  }
}

/** The calls whose start lies in [from, until), in order, through the booking table's `calls` index (staff's list, the feed). */
export async function callsBetween(table: string, from: Date, until: Date): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: table,
    IndexName: bookingIndexes.calls.name,
    KeyConditionExpression: '#kind = :kind AND #start BETWEEN :from AND :until',
    ExpressionAttributeNames: { '#kind': bookingIndexes.calls.partitionKey, '#start': bookingIndexes.calls.sortKey },
    // BETWEEN includes its end: a call starting exactly at `until` belongs to the next range.
    ExpressionAttributeValues: {
      ':kind': 'booking',
      ':from': from.toISOString(),
      ':until': new Date(until.getTime() - 1).toISOString(),
    },
  });
}

/** Every item a query finds, page after page (the SDK's own paginator follows LastEvaluatedKey). */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: dynamo }, input)) items.push(...(page.Items ?? []));
  return items;
}
