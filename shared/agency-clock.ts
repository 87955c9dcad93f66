import { officeHours } from './business-facts.ts';

/**
 * The agency's clock: every date and time the product shows, stores by day or computes with is read in
 * Amsterdam, whatever the zone of the machine, the Lambda (UTC) or the visitor's browser. This is the one
 * module that names the zone; everything else asks it.
 *
 * Instants are `Date`s (or ISO strings, which rows store); calendar days are day keys, "YYYY-MM-DD", compared
 * and sorted as text. A wall-clock time within a day is its minute (09:30 is 570). The conversion from a
 * wall-clock time to an instant reads the zone's offset twice, at fixed points, and never loops: Amsterdam's
 * offset changes by one hour at 01:00 UTC, so the offset at the wall-clock time taken as UTC, subtracted
 * once, lands on the right side of a change for every time that exists. A time in the hour summer time
 * skips (02:30 on the last Sunday of March) reads as the hour after it; a time that occurs twice (02:30 on
 * the last Sunday of October) as the second. Office hours, slots and deadlines never fall in either.
 */

export const agencyTimeZone = 'Europe/Amsterdam';

/** A calendar day in Amsterdam as YYYY-MM-DD. */
export type DayKey = string;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Formatters are made on first use: a page or function that never formats pays nothing for them. */
function lazy(options: Intl.DateTimeFormatOptions, locale = 'nl-NL'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const wallParts = lazy(
  {
    timeZone: agencyTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  },
  'en-GB',
);

/** An instant from a Date or an ISO string; null for anything else (an empty cell, a value a row lacks). */
export function instantOf(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' && value !== '' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The wall clock in Amsterdam at an instant, as the UTC timestamp with the same digits (milliseconds dropped). */
function wallMs(instant: Date): number {
  const part = Object.fromEntries(
    wallParts()
      .formatToParts(instant)
      .map(({ type, value }) => [type, Number(value)]),
  );
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}

/** Amsterdam's offset from UTC at an instant, in milliseconds (one hour in winter, two in summer). */
function offsetMs(instant: number): number {
  return wallMs(new Date(instant)) - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const keyOfUtc = (ms: number): DayKey => new Date(ms).toISOString().slice(0, 10);
const utcOfKey = (day: DayKey) => Date.parse(`${day}T00:00:00Z`);

/** A day key that names a real day (no 31 February). */
export function isDayKey(value: unknown): value is DayKey {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && keyOfUtc(utcOfKey(value)) === value;
}

/** "09:30" as 570; throws on anything else, as it only ever reads our own settings. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a time of day (HH:MM): ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 570 as "09:30". */
export function timeText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The day and the minute of the day an instant shows on Amsterdam's clock. */
export function wallClockOf(instant: Date): { day: DayKey; minute: number } {
  const wall = wallMs(instant);
  return { day: keyOfUtc(wall), minute: Math.floor((wall % DAY_MS) / MINUTE_MS) };
}

/**
 * The instant at which Amsterdam's clock shows `minute` (0 to 1440) on `day`: 09:00 on 29 March 2027 is
 * 07:00Z, on 1 November 2027 08:00Z. Minute 1440 is the next day's midnight.
 */
export function instantAt(day: DayKey, minute: number): Date {
  const wall = utcOfKey(day) + minute * MINUTE_MS;
  return new Date(wall - offsetMs(wall - offsetMs(wall)));
}

/** The calendar day in Amsterdam an instant falls on: 00:30 on 2 November there is 2 November. '' when not an instant. */
export function dayKeyOf(value: unknown): DayKey {
  const instant = instantOf(value);
  return instant ? wallClockOf(instant).day : '';
}

/** Today in Amsterdam. */
export function todayKey(now: Date = new Date()): DayKey {
  return wallClockOf(now).day;
}

export function addDays(day: DayKey, days: number): DayKey {
  return keyOfUtc(utcOfKey(day) + days * DAY_MS);
}

/** Whole days from `from` to `to`: 1 from Monday to Tuesday, -1 back. */
export function daysBetween(from: DayKey, to: DayKey): number {
  return Math.round((utcOfKey(to) - utcOfKey(from)) / DAY_MS);
}

const weekdayCodes = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** The day of the week as schema.org and the facts module write it: 'Mo' ... 'Su'. */
export function weekdayOf(day: DayKey): WeekdayCode {
  return weekdayCodes[new Date(utcOfKey(day)).getUTCDay()]!;
}

/** An office day (officeHours in the facts module). Public holidays count as working days. */
export function isWorkingDay(day: DayKey): boolean {
  return officeHours.dayCodes.includes(weekdayOf(day));
}

/** The ISO week a day falls in (2026-W48) and its Monday: the week that holds its Thursday counts to that Thursday's year. */
export function weekOf(day: DayKey): { week: string; monday: DayKey } {
  const monday = addDays(day, -((new Date(utcOfKey(day)).getUTCDay() + 6) % 7));
  const year = Number(addDays(monday, 3).slice(0, 4));
  const fourth = `${year}-01-04`;
  const firstMonday = addDays(fourth, -((new Date(utcOfKey(fourth)).getUTCDay() + 6) % 7));
  const number = 1 + Math.round(daysBetween(firstMonday, monday) / 7);
  return { week: `${year}-W${pad(number)}`, monday };
}

/** "2026-12-01T09:00:00+01:00": an instant in ISO 8601 with Amsterdam's offset on that date. */
export function isoWithOffset(instant: Date): string {
  const offset = offsetMs(instant.getTime()) / MINUTE_MS;
  const wall = new Date(wallMs(instant)).toISOString().slice(0, 19);
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * A spreadsheet date has no time zone: Excel shows the stored fields as they are. So a cell gets the
 * Amsterdam wall-clock time written as if it were UTC. Null when not an instant.
 */
export function wallClockAsUtc(value: unknown): Date | null {
  const instant = instantOf(value);
  return instant ? new Date(wallMs(instant)) : null;
}

// The formats, one name each. Instants are shown in Amsterdam time; day keys are calendar days and are
// formatted as UTC dates, so the prerendered text and the hydrated text agree wherever the browser is.

const sentence = lazy({ timeZone: agencyTimeZone, dateStyle: 'full', timeStyle: 'short' });
const medium = lazy({ timeZone: agencyTimeZone, dateStyle: 'medium', timeStyle: 'short' });
const numeric = lazy({ timeZone: agencyTimeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const clock = lazy({ timeZone: agencyTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dayShort = lazy({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const dayLong = lazy({ timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const dayWeekday = lazy({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const dayMonth = lazy({ timeZone: 'UTC', day: 'numeric', month: 'short' });

const formatted = (value: unknown, format: () => Intl.DateTimeFormat) => {
  const instant = instantOf(value);
  return instant ? format().format(instant) : '';
};
const formattedDay = (day: DayKey, format: () => Intl.DateTimeFormat) => (isDayKey(day) ? format().format(new Date(utcOfKey(day))) : '');

/** "dinsdag 3 juni 2025 om 14:05": in emails, where a date is read in a sentence. */
export const dateTimeSentence = (value: unknown): string => formatted(value, sentence);

/** "2 mrt 2026, 11:00": in the staff area's lists and pages. */
export const dateTimeMedium = (value: unknown): string => formatted(value, medium);

/** "02-03-2026 11:00": in the export and the leads tool, where columns line up. */
export const dateTimeNumeric = (value: unknown): string => formatted(value, numeric).replace(',', '');

/** "09:00". */
export const timeOfDay = (value: unknown): string => formatted(value, clock);

/** "12-06-2026" for the day 2026-06-12. */
export function dayNumeric(day: DayKey): string {
  const [year, month, date] = day.split('-');
  return year && month && date ? `${date}-${month}-${year}` : '';
}

/** "ma 5 jan 2026". */
export const dayShortText = (day: DayKey): string => formattedDay(day, dayShort);

/** "15 januari 2025". */
export const dayLongText = (day: DayKey): string => formattedDay(day, dayLong);

/** "dinsdag 1 december": a day in the coming weeks, where the year goes without saying. */
export const dayWithWeekday = (day: DayKey): string => formattedDay(day, dayWeekday);

/** "23 nov.": a week's Monday under a chart. */
export const dayMonthText = (day: DayKey): string => formattedDay(day, dayMonth);
