import type { Slot } from '../../shared/booking.ts';
import type { CalendarState, TakenSlot } from './slots.ts';

/**
 * The free slots as GET /api/gesprek/tijden and the no-JavaScript picker list them, kept in the function's
 * memory (issue 34, attacker's finding 10: each list cost a Query per calendar and the CPU of working out a
 * fortnight of slots in Amsterdam time, while the route's throttle is shared by every visitor).
 *
 * CloudFront cannot keep the list: its /api/* behaviour is CACHING_DISABLED
 * (infra/constructs/site-distribution.ts), rightly, since every other answer there is personal or a change.
 * Nor does the function keep what it read: a list a few seconds old would offer a slot another instance just
 * took, or hide one staff just freed, and the reads are small (hours and busy times in two, the taken slots
 * of the fortnight in a Query per calendar). What is kept is the work: the list is worked out again only
 * when what it is worked out from changed (the calendars, the taken slots) or the minute turned (the notice
 * and the past move on with the clock, on whole minutes). So it is never stale, and a flood of reads costs
 * the reads and a comparison, not the CPU of the list.
 */

const MINUTE_MS = 60_000;

export type SlotList = {
  /** The kept list when it was worked out from these same facts in this minute; otherwise `work`'s, which is kept. */
  get(facts: { calendars: readonly CalendarState[]; taken: readonly TakenSlot[] }, now: Date, work: () => Slot[]): Slot[];
};

export function slotList(): SlotList {
  let kept: { key: string; slots: Slot[] } | null = null;
  return {
    get(facts, now, work) {
      const key = `${Math.floor(now.getTime() / MINUTE_MS)}|${JSON.stringify(facts.calendars)}|${JSON.stringify(facts.taken)}`;
      if (kept?.key !== key) kept = { key, slots: work() };
      return kept.slots;
    },
  };
}
