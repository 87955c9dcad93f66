import { officeHours } from './business-facts.ts';

/*
 * When the one reply-time promise ("binnen één werkdag") runs out for a lead received at a given moment: one
 * working day of office time later, counted in Amsterdam on office days between opening and closing. A lead
 * on Monday at 10:00 is due on Tuesday at 10:00; one on Friday evening or Saturday on Monday at closing time.
 * Public holidays count as working days here: the deadline staff see is then the earlier one, so the promise
 * to the visitor still holds.
 */

const zone = 'Europe/Amsterdam';
const MINUTE_MS = 60_000;
const dayCodes = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};
const opens = minutesOf(officeHours.opens);
const closes = minutesOf(officeHours.closes);

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: zone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The wall clock in Amsterdam, as a UTC timestamp with the same digits (so date arithmetic ignores the zone). */
function amsterdamWallClock(moment: Date): number {
  const part = Object.fromEntries(partsFormat.formatToParts(moment).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!);
}

/** The moment at which Amsterdam's clock shows this wall-clock time (office hours never fall in a clock change). */
function fromAmsterdamWallClock(wall: number): Date {
  let guess = wall;
  for (let i = 0; i < 2; i++) guess = wall - (amsterdamWallClock(new Date(guess)) - guess);
  return new Date(guess);
}

const isOfficeDay = (wall: number) => officeHours.dayCodes.includes(dayCodes[new Date(wall).getUTCDay()]!);
const startOfDay = (wall: number) => wall - (wall % (24 * 60 * MINUTE_MS));

/** The moment the reply is due for a lead received at `received`. */
export function replyDeadline(received: Date): Date {
  let remaining = closes - opens;
  let wall = amsterdamWallClock(received);
  for (;;) {
    const day = startOfDay(wall);
    const minuteOfDay = (wall - day) / MINUTE_MS;
    if (isOfficeDay(day) && minuteOfDay < closes) {
      const from = Math.max(minuteOfDay, opens);
      const available = closes - from;
      if (remaining <= available) return fromAmsterdamWallClock(day + (from + remaining) * MINUTE_MS);
      remaining -= available;
    }
    wall = day + 24 * 60 * MINUTE_MS;
  }
}
