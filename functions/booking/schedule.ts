import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { bookingDays, defaultAvailability, scheduleIndexes, slotMinutes, teamCalendar } from '../../shared/booking.ts';
import { availabilitySchema } from '../../shared/booking-schema.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import type { CalendarState, Interval, TakenSlot } from './slots.ts';

/**
 * The schedule table, as the booking function, the staff API and the scheduled function read and write it:
 *   availability          one item: each member of staff's hours (`calendars`), set in /beheer
 *   busy#<calendar>       the busy times read from that member's own calendar, cached by the scheduled function
 *   slot#<start>#<calendar>   a taken slot: written once, conditionally, by the booking that takes it
 * The free slots of the coming days are one GetItem, one BatchGetItem and one Query per calendar on the
 * `taken` index (the slots taken from now on), however many calls were ever booked.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const SLOT_MS = slotMinutes * 60 * 1000;

export const slotItemId = (start: Date, calendar: string) => `slot#${start.toISOString()}#${calendar}`;

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
    new BatchGetCommand({ RequestItems: { [table]: { Keys: keys.map((key) => ({ id: `busy#${key}` })) } } }),
  );
  const busy = new Map<string, Interval[]>();
  for (const item of Responses?.[table] ?? []) {
    const intervals = Array.isArray(item.intervals) ? (item.intervals as [string, string][]) : [];
    busy.set(
      String(item.id).slice('busy#'.length),
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
      const taken: TakenSlot[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await dynamo.send(
          new QueryCommand({
            TableName: table,
            IndexName: scheduleIndexes.taken.name,
            KeyConditionExpression: '#calendar = :calendar AND #start BETWEEN :from AND :until',
            ExpressionAttributeNames: { '#calendar': scheduleIndexes.taken.partitionKey, '#start': scheduleIndexes.taken.sortKey },
            ExpressionAttributeValues: { ':calendar': calendar, ':from': from, ':until': until },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) taken.push({ calendar, start: Date.parse(String(item.start)) });
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return taken;
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

/** Frees a slot, only if this booking holds it. */
export async function releaseSlot(table: string, start: Date, calendar: string, bookingId: string): Promise<void> {
  try {
    await dynamo.send(
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
