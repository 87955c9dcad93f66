import { daysBetween, dayShortText, todayKey } from '../../../../shared/agency-clock.ts';

/** How long ago, and where a follow-up day stands: the staff area's relative dates (its absolute ones: shared/agency-clock.ts). */

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

/** Where a follow-up day stands today: overdue by some days, today, or still to come. */
export function followUpMark(day: string, today: string = todayKey()): { tone: 'overdue' | 'today' | 'later'; text: string } {
  const days = daysBetween(day, today);
  if (days > 0) return { tone: 'overdue', text: `Te laat: ${days === 1 ? '1 dag' : `${days} dagen`}` };
  if (days === 0) return { tone: 'today', text: 'Vandaag' };
  return { tone: 'later', text: dayShortText(day) };
}
