import { describe, expect, it } from 'vitest';
import { defaultAvailability } from '../../shared/booking.ts';
import { slotList } from './slot-list.ts';
import type { CalendarState, TakenSlot } from './slots.ts';

const calendars: CalendarState[] = [{ key: 'team', availability: defaultAvailability, busy: [] }];
const taken: TakenSlot[] = [{ calendar: 'team', start: Date.parse('2026-12-01T08:00:00Z') }];
const now = new Date('2026-11-30T10:00:05Z');

/** A list worker that counts how often it was asked. */
function counting() {
  let calls = 0;
  return {
    work: () => {
      calls += 1;
      return [{ start: `call ${calls}`, end: '' }];
    },
    calls: () => calls,
  };
}

describe('the slot list kept in memory', () => {
  it('works the list out once for the same calendars and taken slots within a minute', () => {
    // Prepare
    const list = slotList();
    const worker = counting();

    // Act
    const first = list.get({ calendars, taken }, now, worker.work);
    const again = list.get({ calendars: structuredClone(calendars), taken: [...taken] }, new Date(now.getTime() + 50_000), worker.work);

    // Assess
    expect(worker.calls()).toBe(1);
    expect(again).toBe(first);
  });

  it('works it out again when a slot was taken or freed, the busy times changed, or the minute turned', () => {
    // Prepare
    const list = slotList();
    const worker = counting();
    list.get({ calendars, taken }, now, worker.work);

    // Act
    list.get({ calendars, taken: [] }, now, worker.work);
    list.get({ calendars: [{ ...calendars[0]!, busy: [{ start: 1, end: 2 }] }], taken: [] }, now, worker.work);
    const later = list.get(
      { calendars: [{ ...calendars[0]!, busy: [{ start: 1, end: 2 }] }], taken: [] },
      new Date('2026-11-30T10:01:00Z'),
      worker.work,
    );

    // Assess
    expect(worker.calls()).toBe(4);
    expect(later).toEqual([{ start: 'call 4', end: '' }]);
  });
});
