import { describe, expect, it } from 'vitest';
import { isoWithOffset } from '../../shared/agency-clock.ts';
import { defaultAvailability, type Availability } from '../../shared/booking.ts';
import { freeSlots, judgeStart, slotsOfCalendar, type CalendarState } from './slots.ts';

const iso = (ms: number) => isoWithOffset(new Date(ms));
const team = (availability: Availability = defaultAvailability, busy: CalendarState['busy'] = []): CalendarState => ({
  key: 'team',
  availability,
  busy,
});
const noNotice = { ...defaultAvailability, minNoticeHours: 0 };

describe('the slots of a calendar', () => {
  it('offers the office hours of the facts module in half hours, the last one ending at closing time', () => {
    // Prepare: a Monday morning before opening
    const now = new Date('2026-11-30T06:00:00Z');

    // Act
    const slots = slotsOfCalendar(noNotice, [], now, 1);

    // Assess
    expect(slots).toHaveLength(18);
    expect(iso(slots[0]!.start)).toBe('2026-11-30T09:00:00+01:00');
    expect(iso(slots.at(-1)!.end)).toBe('2026-11-30T18:00:00+01:00');
  });

  it('keeps 09:00 at 09:00 in Amsterdam across the change to summer time', () => {
    // Prepare: the Friday before the change of 28 March 2027
    const now = new Date('2027-03-26T05:00:00Z');

    // Act
    const slots = slotsOfCalendar(noNotice, [], now, 4);

    // Assess
    const firsts = [...new Set(slots.map((slot) => iso(slot.start).slice(0, 10)))].map((day) =>
      slots.find((slot) => iso(slot.start).startsWith(day))!,
    );
    expect(firsts.map((slot) => new Date(slot.start).toISOString())).toEqual(['2027-03-26T08:00:00.000Z', '2027-03-29T07:00:00.000Z']);
  });

  it('keeps 09:00 at 09:00 in Amsterdam across the change back to winter time', () => {
    const now = new Date('2027-10-29T05:00:00Z');

    const slots = slotsOfCalendar(noNotice, [], now, 4);

    expect(slots.filter((slot) => slot.start % (24 * 3600_000) === 7 * 3600_000).map((slot) => iso(slot.start))).toEqual([
      '2027-10-29T09:00:00+02:00',
    ]);
    expect(slots.some((slot) => iso(slot.start) === '2027-11-01T09:00:00+01:00')).toBe(true);
    expect(new Date(slots.find((slot) => iso(slot.start).startsWith('2027-11-01'))!.start).toISOString()).toBe('2027-11-01T08:00:00.000Z');
  });

  // Hours through the night of a change (the last Sunday of March and of October 2027), so the changed hour lies inside them.
  const sundayNights: Availability = { ...noNotice, weekly: { Su: { opens: '00:00', closes: '05:00' } } };
  const wallTimes = (slots: readonly { start: number }[]) => slots.map((slot) => iso(slot.start).slice(11, 16));
  const lengths = (slots: readonly { start: number; end: number }[]) => new Set(slots.map((slot) => (slot.end - slot.start) / 60_000));

  it('offers no slot in the hour the change to summer time skips, and no slot twice', () => {
    // Prepare: the Saturday before 28 March 2027, when Amsterdam's clock jumps from 02:00 to 03:00
    const now = new Date('2027-03-27T12:00:00Z');

    // Act
    const slots = slotsOfCalendar(sundayNights, [], now, 2);

    // Assess
    expect(wallTimes(slots)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30']);
    expect(new Set(slots.map((slot) => slot.start)).size).toBe(slots.length);
    expect(lengths(slots)).toEqual(new Set([30]));
    expect(iso(slots[3]!.start)).toBe('2027-03-28T01:30:00+01:00');
    expect(iso(slots[4]!.start)).toBe('2027-03-28T03:00:00+02:00');
  });

  it('offers each time of the hour the change back to winter time repeats once, every slot half an hour long', () => {
    // Prepare: the Saturday before 31 October 2027, when Amsterdam's clock goes from 03:00 back to 02:00
    const now = new Date('2027-10-30T12:00:00Z');

    // Act
    const slots = slotsOfCalendar(sundayNights, [], now, 2);

    // Assess
    expect(wallTimes(slots)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30']);
    expect(lengths(slots)).toEqual(new Set([30]));
    expect(slots.every((slot, index) => index === 0 || slots[index - 1]!.end <= slot.start)).toBe(true);
    expect(iso(slots[3]!.end)).toBe('2027-10-31T02:00:00+02:00');
  });

  it('leaves out what is too soon, in a break, on a day off or busy in the staff calendar', () => {
    // Prepare: Monday 10:10 with two hours' notice, a lunch break, Tuesday off and a busy hour on Wednesday
    const now = new Date('2026-11-30T09:10:00Z');
    const availability: Availability = {
      ...defaultAvailability,
      minNoticeHours: 2,
      breaks: [{ opens: '12:30', closes: '13:30' }],
      daysOff: ['2026-12-01'],
    };
    const busy = [{ start: Date.parse('2026-12-02T09:15:00Z'), end: Date.parse('2026-12-02T10:00:00Z') }];

    // Act
    const starts = slotsOfCalendar(availability, busy, now, 3).map((slot) => iso(slot.start));

    // Assess
    expect(starts[0]).toBe('2026-11-30T13:30:00+01:00');
    expect(starts).not.toContain('2026-11-30T12:00:00+01:00');
    expect(starts).not.toContain('2026-11-30T12:30:00+01:00');
    expect(starts).not.toContain('2026-11-30T13:00:00+01:00');
    expect(starts.some((start) => start.startsWith('2026-12-01'))).toBe(false);
    expect(starts).not.toContain('2026-12-02T10:00:00+01:00');
    expect(starts).not.toContain('2026-12-02T10:30:00+01:00');
    expect(starts).toContain('2026-12-02T11:00:00+01:00');
  });

  it('keeps every slot thirty minutes of real time when staff hours cross the night of a clock change', () => {
    // Prepare: hours from 00:00 to 23:59 on Sundays, the days summer time starts (28 March 2027) and ends (31 October 2027)
    const allNight: Availability = {
      ...noNotice,
      weekly: { ...noNotice.weekly, Su: { opens: '00:00', closes: '23:59' } },
    };

    // Act
    const spring = slotsOfCalendar(allNight, [], new Date('2027-03-27T23:00:00Z'), 1);
    const autumn = slotsOfCalendar(allNight, [], new Date('2027-10-30T22:00:00Z'), 1);

    // Assess: no slot of another length, none overlapping the next, none at the wall time the spring change skips
    expect([...spring, ...autumn].every((slot) => slot.end - slot.start === 30 * 60_000)).toBe(true);
    expect(autumn.every((slot, index) => index === 0 || autumn[index - 1]!.end <= slot.start)).toBe(true);
    expect(spring.map((slot) => iso(slot.start))).not.toContain('2027-03-28T02:30:00+02:00');
    expect(spring.map((slot) => iso(slot.start))).not.toContain('2027-03-28T02:30:00+01:00');
    expect(spring.map((slot) => iso(slot.start))).toContain('2027-03-28T03:00:00+02:00');
    expect(autumn.map((slot) => new Date(slot.start).toISOString())).toContain('2027-10-31T01:00:00.000Z');
  });

  it('offers nothing for a calendar that takes no calls', () => {
    expect(slotsOfCalendar({ ...defaultAvailability, takesCalls: false }, [], new Date('2026-11-30T06:00:00Z'))).toEqual([]);
  });
});

describe('the free slots of the team', () => {
  const now = new Date('2026-11-30T06:00:00Z');
  const nine = Date.parse('2026-11-30T08:00:00Z');

  it('takes a taken slot out of its calendar only, and offers it while a colleague is free', () => {
    // Prepare
    const calendars = [
      { ...team(noNotice), key: 'anna' },
      { ...team(noNotice), key: 'kees' },
    ];

    // Act
    const slots = freeSlots(calendars, [{ calendar: 'anna', start: nine }], now, 1);

    // Assess
    expect(slots.find((slot) => slot.start === nine)?.calendars).toEqual(['kees']);
    expect(slots.find((slot) => slot.start === nine + 1800_000)?.calendars).toEqual(['kees', 'anna']);
  });

  it('keeps a call of a calendar that no longer offers calls out of everyone’s slots', () => {
    const slots = freeSlots([{ ...team(noNotice), key: 'anna' }], [{ calendar: 'team', start: nine }], now, 1);

    expect(slots.some((slot) => slot.start === nine)).toBe(false);
  });

  it('tells a taken slot (409) from one never offered (400)', () => {
    const calendars = [team(noNotice)];
    const taken = [{ calendar: 'team', start: nine }];

    expect(judgeStart(calendars, taken, new Date(nine), now).verdict).toBe('taken');
    expect(judgeStart(calendars, taken, new Date(nine + 1800_000), now).verdict).toBe('free');
    expect(judgeStart(calendars, taken, new Date(nine + 60_000), now).verdict).toBe('not-offered');
    expect(judgeStart(calendars, taken, new Date('2026-11-29T08:00:00Z'), now).verdict).toBe('not-offered');
  });
});
