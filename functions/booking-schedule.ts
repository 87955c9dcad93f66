import type { ScheduledEvent } from 'aws-lambda';
import { bookingDays, bookingIndexes, calendarReadErrors, teamCalendar } from '../shared/booking.ts';
import { calendarRefreshMinutes } from '../shared/timing.ts';
import { busyIntervals, UnreadableCalendarError } from './booking/busy-times.ts';
import { CalendarFetchError, fetchCalendar } from './booking/calendar-fetch.ts';
import {
  queryAll,
  readAvailability,
  readCalendarSources,
  recordCalendarRead,
  saveBusyTimes,
  type CalendarSource,
} from './booking/schedule.ts';
import { defineEnv } from './core/env.ts';
import { lambdaHandler } from './core/handler.ts';
import { errorFields, logger } from './core/logger.ts';
import { enqueue } from './queue/enqueue.ts';

/**
 * Every few minutes (shared/timing.ts), the intro call's chores that must not wait for a visitor:
 * - reads each member of staff's own calendar (the secret iCal address from /beheer) once its last read is
 *   a quarter of an hour old, and caches its busy times for the booking function, which never fetches one
 *   while a visitor waits;
 * - queues the calls whose reminder is due, found through the sparse `reminder` index (never a scan); the
 *   worker sends the reminders to both sides, once each, and takes the call off the index.
 */

const env = defineEnv(['scheduleTable', 'bookingTable', 'queueUrl']);

const DAY_MS = 24 * 60 * 60 * 1000;

export type ScheduleResult = { calendarsRead: number; calendarsFailed: number; remindersQueued: number };

/** What staff see when their calendar could not be read: what to check, in Dutch; the cause itself is logged. */
export function readErrorOf(error: unknown): string {
  if (error instanceof UnreadableCalendarError) return calendarReadErrors.notACalendar;
  if (error instanceof CalendarFetchError)
    return /answered 40[134]/.test(error.message) ? calendarReadErrors.gone : calendarReadErrors.refused;
  return calendarReadErrors.unreachable;
}

/** Whether a source is due for a read: never read, changed since, or read longer ago than the refresh time. */
export function isDue(source: CalendarSource, now: Date): boolean {
  if (!source.read_at || source.read_at < source.saved_at) return true;
  return Date.parse(source.read_at) <= now.getTime() - calendarRefreshMinutes * 60_000;
}

async function readCalendar(table: string, source: CalendarSource, now: Date): Promise<boolean> {
  try {
    const text = await fetchCalendar(source.url);
    // The busy times of the days the picker offers, and one day more for the minimum notice's sake.
    const { busy, skipped } = busyIntervals(text, now, new Date(now.getTime() + (bookingDays + 1) * DAY_MS));
    await saveBusyTimes(table, source.calendar, busy, now);
    await recordCalendarRead(table, source, now, null);
    logger.info('Calendar read', { calendar: source.calendar, busy: busy.length, skippedEvents: skipped });
    return true;
  } catch (error) {
    // The busy times read before stay: an outage of Google's calendar must not open the member's busy hours.
    logger.warn('Calendar could not be read; the busy times read before stay', { calendar: source.calendar, ...errorFields(error) });
    await recordCalendarRead(table, source, now, readErrorOf(error));
    return false;
  }
}

export async function refreshCalendars(now: Date): Promise<Pick<ScheduleResult, 'calendarsRead' | 'calendarsFailed'>> {
  const table = env().scheduleTable;
  const members = [...(await readAvailability(table)).keys()].filter((calendar) => calendar !== teamCalendar);
  const due = (await readCalendarSources(table, members)).filter((source) => isDue(source, now));
  const results = await Promise.all(due.map((source) => readCalendar(table, source, now)));
  return { calendarsRead: results.filter(Boolean).length, calendarsFailed: results.filter((ok) => !ok).length };
}

/** Queues every call whose reminder is due; the worker sends it once and takes the call off the index. */
export async function queueReminders(now: Date): Promise<number> {
  const due = await queryAll({
    TableName: env().bookingTable,
    IndexName: bookingIndexes.reminder.name,
    KeyConditionExpression: '#kind = :kind AND #due <= :now',
    ExpressionAttributeNames: { '#kind': bookingIndexes.reminder.partitionKey, '#due': bookingIndexes.reminder.sortKey },
    ExpressionAttributeValues: { ':kind': 'booking', ':now': now.toISOString() },
  });
  let queued = 0;
  for (const item of due) {
    if (await enqueue(env().queueUrl, env().bookingTable, { kind: 'booking', id: String(item.id) })) queued++;
  }
  return queued;
}

export async function runSchedule(now: Date = new Date()): Promise<ScheduleResult> {
  // The reminders first: a slow calendar must not hold them up.
  const remindersQueued = await queueReminders(now);
  const calendars = await refreshCalendars(now);
  if (remindersQueued > 0 || calendars.calendarsRead > 0 || calendars.calendarsFailed > 0)
    logger.info('Booking schedule ran', { remindersQueued, ...calendars });
  return { remindersQueued, ...calendars };
}

export const handler = lambdaHandler<ScheduledEvent, ScheduleResult>({ env }, () => runSchedule());
