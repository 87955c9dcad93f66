import { addDays, instantAt, minutesOf, todayKey, wallClockOf, weekdayOf } from '../../shared/agency-clock.ts';
import { bookingDays, slotMinutes, type Availability } from '../../shared/booking.ts';

/**
 * Which slots are free, decided from what is known: each calendar's availability (a member of staff's, or
 * the team's default from the facts module), its busy times from the staff member's own calendar (read and
 * cached by the scheduled function, never at request time), and the slots already taken. Pure, so the
 * answer to GET /api/gesprek/tijden and the check of a POST are the same function.
 */

export type Interval = { start: number; end: number };
export type CalendarState = { key: string; availability: Availability; busy: readonly Interval[] };
/** A taken slot: the calendar it belongs to and its start (epoch ms). */
export type TakenSlot = { calendar: string; start: number };

/** An offered slot and the calendars that are free for it, in the order a booking should take them. */
export type FreeSlot = { start: number; end: number; calendars: string[] };

const MINUTE_MS = 60_000;
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** Every slot a calendar's hours give from `now` on, ignoring what is taken: on the half hour from opening, ending by closing. */
export function slotsOfCalendar(availability: Availability, busy: readonly Interval[], now: Date, days = bookingDays): Interval[] {
  if (!availability.takesCalls) return [];
  const earliest = now.getTime() + availability.minNoticeHours * 60 * MINUTE_MS;
  const today = todayKey(now);
  const slots: Interval[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    const hours = availability.weekly[weekdayOf(day)];
    if (!hours || availability.daysOff.includes(day)) continue;
    const breaks = availability.breaks.map((pause) => ({ start: minutesOf(pause.opens), end: minutesOf(pause.closes) }));
    const closes = minutesOf(hours.closes);
    for (let minute = minutesOf(hours.opens); minute + slotMinutes <= closes; minute += slotMinutes) {
      const wall = { start: minute, end: minute + slotMinutes };
      if (breaks.some((pause) => overlaps(pause, wall))) continue;
      // A slot lasts slotMinutes of real time, counted from its start: across a change of clock the wall time
      // of its end would give a 90-minute or a negative slot. A wall time the clock skips (02:30 on the last
      // Sunday of March) does not exist, so it is no slot.
      const instant = instantAt(day, minute);
      const shown = wallClockOf(instant);
      if (shown.day !== day || shown.minute !== minute) continue;
      const slot = { start: instant.getTime(), end: instant.getTime() + slotMinutes * MINUTE_MS };
      if (slot.start < earliest || busy.some((interval) => overlaps(interval, slot))) continue;
      slots.push(slot);
    }
  }
  return slots;
}

/**
 * The free slots of all calendars together: a slot is free when one of them is free. A taken slot blocks its
 * own calendar; one taken in a calendar that no longer offers calls (the team's default, once staff set their
 * own hours) blocks every calendar, since somebody still has to hold that call. The calendars free for a slot
 * come with the fewest bookings first, so calls spread over the team.
 */
export function freeSlots(calendars: readonly CalendarState[], taken: readonly TakenSlot[], now: Date, days = bookingDays): FreeSlot[] {
  const keys = new Set(calendars.map((calendar) => calendar.key));
  const orphans = taken.filter((slot) => !keys.has(slot.calendar)).map((slot) => slot.start);
  const load = new Map(calendars.map((calendar) => [calendar.key, taken.filter((slot) => slot.calendar === calendar.key).length]));
  const byStart = new Map<number, FreeSlot>();
  for (const calendar of calendars) {
    const own = new Set(taken.filter((slot) => slot.calendar === calendar.key).map((slot) => slot.start));
    for (const slot of slotsOfCalendar(calendar.availability, calendar.busy, now, days)) {
      if (own.has(slot.start) || orphans.some((start) => overlaps({ start, end: start + slotMinutes * MINUTE_MS }, slot))) continue;
      const free = byStart.get(slot.start) ?? { ...slot, calendars: [] };
      free.calendars.push(calendar.key);
      byStart.set(slot.start, free);
    }
  }
  const order = (a: string, b: string) => load.get(a)! - load.get(b)! || a.localeCompare(b);
  return [...byStart.values()].sort((a, b) => a.start - b.start).map((slot) => ({ ...slot, calendars: slot.calendars.sort(order) }));
}

/**
 * What a requested start is: offered (with the calendars free for it, in order), taken (it would be offered
 * but every calendar is booked: 409), or not offered at all (past, outside the hours, or made up: 400).
 */
export function judgeStart(
  calendars: readonly CalendarState[],
  taken: readonly TakenSlot[],
  start: Date,
  now: Date,
): { verdict: 'free'; slot: FreeSlot } | { verdict: 'taken' } | { verdict: 'not-offered' } {
  const wanted = start.getTime();
  const slot = freeSlots(calendars, taken, now).find((candidate) => candidate.start === wanted);
  if (slot) return { verdict: 'free', slot };
  const offered = freeSlots(calendars, [], now).some((candidate) => candidate.start === wanted);
  return offered ? { verdict: 'taken' } : { verdict: 'not-offered' };
}
