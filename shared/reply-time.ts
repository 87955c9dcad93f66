import { addDays, instantAt, isWorkingDay, minutesOf, wallClockOf } from './agency-clock.ts';
import { officeHours } from './business-facts.ts';

/*
 * When the one reply-time promise ("binnen één werkdag") runs out for a lead received at a given moment: one
 * working day of office time later, counted in Amsterdam on office days between opening and closing. A lead
 * on Monday at 10:00 is due on Tuesday at 10:00; one on Friday evening or Saturday on Monday at closing time.
 * Public holidays count as working days here: the deadline staff see is then the earlier one, so the promise
 * to the visitor still holds.
 */

const opens = minutesOf(officeHours.opens);
const closes = minutesOf(officeHours.closes);

/** The moment the reply is due for a lead received at `received`. */
export function replyDeadline(received: Date): Date {
  let remaining = closes - opens;
  let { day, minute } = wallClockOf(received);
  for (;;) {
    if (isWorkingDay(day) && minute < closes) {
      const from = Math.max(minute, opens);
      const available = closes - from;
      if (remaining <= available) return instantAt(day, from + remaining);
      remaining -= available;
    }
    day = addDays(day, 1);
    minute = 0;
  }
}
