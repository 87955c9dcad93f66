import { compactPhone, phoneKey } from '../../shared/phone.ts';

/** Dutch dates in Amsterdam time and Dutch phone numbers, as the staff area, its export and the leads tool show them. */

const amsterdam = 'Europe/Amsterdam';

const dateTime = new Intl.DateTimeFormat('nl-NL', {
  timeZone: amsterdam,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const parse = (iso: unknown) => {
  const date = typeof iso === 'string' && iso !== '' ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

export function dutchDateTime(iso: unknown): string {
  const date = parse(iso);
  return date ? dateTime.format(date).replace(',', '') : '';
}

// en-CA writes YYYY-MM-DD, the form --since and --until take.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: amsterdam, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Amsterdam (YYYY-MM-DD): a lead at 00:30 on 2 November belongs to 2 November. */
export function amsterdamDay(iso: unknown): string {
  const date = parse(iso);
  return date ? isoDay.format(date) : '';
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: amsterdam,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * A spreadsheet date has no time zone: Excel shows the stored fields as they are. So the cell gets the
 * Amsterdam wall-clock time, written as if it were UTC.
 */
export function amsterdamWallClock(iso: unknown): Date | null {
  const date = parse(iso);
  if (!date) return null;
  const part = Object.fromEntries(wallClock.formatToParts(date).map(({ type, value }) => [type, Number(value)]));
  return new Date(Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

/** A Dutch number in its national form (0612345678), whether typed as +31, 0031 or 0. */
export function nationalPhone(value: string): string {
  return phoneKey(value) ?? compactPhone(value);
}
