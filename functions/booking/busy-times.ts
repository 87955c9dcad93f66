import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { instantAt } from '../../shared/agency-clock.ts';
import type { Interval } from './slots.ts';

/**
 * The busy times in a member of staff's own calendar (the secret iCal address Google or Outlook gives), read
 * with ical.js: recurring events expanded with their exceptions (RECURRENCE-ID) and left-out dates (EXDATE),
 * times in the zone the calendar names (its own VTIMEZONE, as Outlook writes "W. Europe Standard Time", or
 * an IANA name from @touch4it/ical-timezones), floating times and all-day events on Amsterdam's clock. An
 * event marked free (TRANSP:TRANSPARENT, Google's default for all-day events) or cancelled blocks nothing.
 * Pure: the scheduled function fetches the text and stores what this returns.
 */

/**
 * Occurrences looked at per recurring event from a week before the window on: a daily event has about 30 there.
 * The walk up to that point is not counted here (a daily meeting since 2010 is 6,000 steps before it reaches
 * today, and must still block its hours), but in the calendar's budget below.
 */
export const MAX_OCCURRENCES_PER_EVENT = 5_000;
/**
 * Steps of recurrence expansion per calendar, all events together. ical.js walks every occurrence from DTSTART
 * (about 45 µs a step, measured on the shared dev machine), so a daily meeting since 2016 is 3,650 steps and
 * twenty-five of them fit, while a hostile calendar (hundreds of rules since 1970) stops here after a few
 * seconds of CPU instead of holding the scheduled function (60 s) and the other calendars up. Over it, the
 * calendar is unreadable as a whole and staff see the read error: the busy times read before stay, as after
 * any failed read, rather than old recurring meetings silently opening their hours.
 */
export const MAX_EXPANSION_STEPS = 100_000;
/**
 * Rules that repeat more often than daily are no busy times anyone keeps in a calendar (RFC 5545 allows them,
 * 3.3.10), and each is a flood of occurrences: such an event is skipped, as an unreadable rule is.
 */
const tooFrequent = new Set(['SECONDLY', 'MINUTELY', 'HOURLY']);
/** Busy intervals kept per calendar: a full working fortnight is a few dozen; the cached item stays far under DynamoDB's 400 KB. */
export const MAX_BUSY_INTERVALS = 1_000;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export class UnreadableCalendarError extends Error {
  override name = 'UnreadableCalendarError';
}

function wallClockInstant(time: ICAL.Time): number {
  const day = `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  return instantAt(day, time.isDate ? 0 : time.hour * 60 + time.minute).getTime();
}

/** An ICAL.Time as epoch ms: a zoned time by its zone, a floating time or a date as Amsterdam's wall clock. */
function instantOfTime(time: ICAL.Time): number {
  const zone = time.zone;
  if (time.isDate || !zone || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating') return wallClockInstant(time);
  return time.toJSDate().getTime();
}

/** Registers the calendar's own VTIMEZONEs, and the IANA zones it names without one, before any time is read. */
function registerZones(calendar: ICAL.Component, events: readonly ICAL.Component[]): void {
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const named = new Set<string>();
  for (const event of events) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') named.add(tzid);
    }
  }
  for (const tzid of named) {
    if (ICAL.TimezoneService.has(tzid)) continue;
    const known = getVtimezoneComponent(tzid);
    if (known) ICAL.TimezoneService.register(new ICAL.Component(ICAL.parse(known)));
  }
}

const blocksTime = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED' &&
  String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT';

/** Overlapping and touching intervals as one, sorted. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const merged: Interval[] = [];
  for (const interval of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * The busy intervals between `from` and `until` in an iCalendar text, and how many events could not be read;
 * throws UnreadableCalendarError on what is not a calendar at all.
 */
export function busyIntervals(ics: string, from: Date, until: Date): { busy: Interval[]; skipped: number } {
  let calendar: ICAL.Component;
  try {
    const parsed = ICAL.parse(ics) as unknown[];
    // A text of several calendars parses to a list of them: the first is the member's.
    calendar = new ICAL.Component((Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch (error) {
    throw new UnreadableCalendarError(`Not an iCalendar text: ${(error as Error).message}`);
  }
  if (calendar.name !== 'vcalendar') throw new UnreadableCalendarError(`Not a VCALENDAR but ${calendar.name}`);
  const events = calendar.getAllSubcomponents('vevent');
  registerZones(calendar, events);
  const exceptions = new Map<string, ICAL.Component[]>();
  for (const event of events) {
    if (!event.hasProperty('recurrence-id')) continue;
    const uid = String(event.getFirstPropertyValue('uid'));
    exceptions.set(uid, [...(exceptions.get(uid) ?? []), event]);
  }
  const [start, end] = [from.getTime(), until.getTime()];
  const busy: Interval[] = [];
  let skipped = 0;
  let steps = 0;
  for (const component of events) {
    if (component.hasProperty('recurrence-id') || !component.hasProperty('dtstart')) continue;
    const rule = component.getFirstPropertyValue('rrule') as { freq?: string } | null;
    if (rule && tooFrequent.has(String(rule.freq).toUpperCase())) {
      skipped++;
      continue;
    }
    try {
      const event = new ICAL.Event(component, { exceptions: exceptions.get(String(component.getFirstPropertyValue('uid'))) ?? [] });
      const iterator = event.iterator();
      // Occurrences come in the order of their original start; one moved by an exception (RECURRENCE-ID) may
      // land a week either side, so the walk goes on a week past the window, and counts from a week before it.
      for (let seen = 0, next = iterator.next(); next && seen < MAX_OCCURRENCES_PER_EVENT; next = iterator.next()) {
        if (++steps > MAX_EXPANSION_STEPS) throw new UnreadableCalendarError(`Over ${MAX_EXPANSION_STEPS} recurrence steps`);
        const at = instantOfTime(next);
        if (at > end + WEEK_MS) break;
        if (at < start - WEEK_MS) continue;
        seen++;
        const details = event.getOccurrenceDetails(next);
        const interval = { start: instantOfTime(details.startDate), end: instantOfTime(details.endDate) };
        if (interval.end <= interval.start || interval.end <= start || interval.start >= end) continue;
        if (blocksTime(details.item.component)) busy.push(interval);
      }
    } catch (error) {
      if (error instanceof UnreadableCalendarError) throw error;
      // One event ical.js cannot expand (a broken RRULE) leaves the others readable; the count is logged.
      skipped++;
    }
  }
  return { busy: mergeIntervals(busy).slice(0, MAX_BUSY_INTERVALS), skipped };
}
