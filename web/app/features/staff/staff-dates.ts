/** Dates as staff read them: Dutch, in Amsterdam time, and how long ago. */

const dateTime = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

export function dutchDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const relative = new Intl.RelativeTimeFormat('nl-NL', { numeric: 'auto' });

/** "5 minuten geleden", "gisteren", "3 weken geleden". */
export function age(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 86400],
    ['month', 30 * 86400],
    ['week', 7 * 86400],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  return 'zojuist';
}

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in Amsterdam as YYYY-MM-DD, the form follow-up days are stored in. */
export function amsterdamToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

const longDay = new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** "ma 5 jan 2026" for the stored day 2026-01-05. */
export function dutchDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : longDay.format(date);
}

/** Where a follow-up day stands today: overdue by some days, today, or still to come. */
export function followUpMark(day: string, today: string = amsterdamToday()): { tone: 'overdue' | 'today' | 'later'; text: string } {
  const days = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
  if (days > 0) return { tone: 'overdue', text: `Te laat: ${days === 1 ? '1 dag' : `${days} dagen`}` };
  if (days === 0) return { tone: 'today', text: 'Vandaag' };
  return { tone: 'later', text: dutchDay(day) };
}
