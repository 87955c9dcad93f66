import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateTimeMedium,
  dateTimeNumeric,
  dateTimeSentence,
  dayKeyOf,
  dayLongText,
  dayMonthText,
  dayNumeric,
  dayShortText,
  daysBetween,
  dayWithWeekday,
  instantAt,
  isDayKey,
  isoWithOffset,
  isWorkingDay,
  minutesOf,
  timeOfDay,
  timeText,
  todayKey,
  wallClockAsUtc,
  wallClockOf,
  weekdayOf,
  weekOf,
} from './agency-clock.ts';

// Whatever zone the machine runs in (CI and Lambda: UTC), every answer is Amsterdam's.
describe('the agency clock across the change to summer time (28 March 2027)', () => {
  it('puts 09:00 on the Monday after it at 07:00Z', () => {
    expect(instantAt('2027-03-29', minutesOf('09:00')).toISOString()).toBe('2027-03-29T07:00:00.000Z');
  });

  it('puts 09:00 on the Friday before it at 08:00Z', () => {
    expect(instantAt('2027-03-26', minutesOf('09:00')).toISOString()).toBe('2027-03-26T08:00:00.000Z');
  });

  it('reads the change day itself on both sides of 02:00', () => {
    expect(instantAt('2027-03-28', minutesOf('01:30')).toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(instantAt('2027-03-28', minutesOf('03:30')).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('reads a time in the skipped hour as the hour after it', () => {
    expect(instantAt('2027-03-28', minutesOf('02:30')).toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });

  it('shows each instant of that week back on the wall clock it came from', () => {
    for (let day = '2027-03-25'; day <= '2027-04-01'; day = addDays(day, 1)) {
      for (const minute of [0, 540, 1020, 1439]) {
        if (day === '2027-03-28' && minute >= 120 && minute < 180) continue;
        expect(wallClockOf(instantAt(day, minute))).toEqual({ day, minute });
      }
    }
  });

  it('writes the offset each date has', () => {
    expect(isoWithOffset(instantAt('2027-03-26', 540))).toBe('2027-03-26T09:00:00+01:00');
    expect(isoWithOffset(instantAt('2027-03-29', 540))).toBe('2027-03-29T09:00:00+02:00');
  });
});

describe('the agency clock across the change back to winter time (31 October 2027)', () => {
  it('puts 09:00 on the Monday after it at 08:00Z', () => {
    expect(instantAt('2027-11-01', minutesOf('09:00')).toISOString()).toBe('2027-11-01T08:00:00.000Z');
  });

  it('puts 09:00 on the Friday before it at 07:00Z', () => {
    expect(instantAt('2027-10-29', minutesOf('09:00')).toISOString()).toBe('2027-10-29T07:00:00.000Z');
  });

  it('reads an hour that occurs twice as the second time it occurs', () => {
    expect(instantAt('2027-10-31', minutesOf('01:30')).toISOString()).toBe('2027-10-30T23:30:00.000Z');
    expect(instantAt('2027-10-31', minutesOf('02:30')).toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(instantAt('2027-10-31', minutesOf('03:30')).toISOString()).toBe('2027-10-31T02:30:00.000Z');
  });

  it('shows each instant of that week back on the wall clock it came from', () => {
    for (let day = '2027-10-28'; day <= '2027-11-04'; day = addDays(day, 1)) {
      for (const minute of [0, 540, 1020, 1439]) expect(wallClockOf(instantAt(day, minute))).toEqual({ day, minute });
    }
  });

  it('writes the offset each date has', () => {
    expect(isoWithOffset(instantAt('2027-10-29', 540))).toBe('2027-10-29T09:00:00+02:00');
    expect(isoWithOffset(instantAt('2027-11-01', 540))).toBe('2027-11-01T09:00:00+01:00');
  });

  it('counts midnight to midnight of the change day as 25 hours', () => {
    expect(instantAt('2027-11-01', 0).getTime() - instantAt('2027-10-31', 0).getTime()).toBe(25 * 3600_000);
    expect(instantAt('2027-10-31', 1440).toISOString()).toBe(instantAt('2027-11-01', 0).toISOString());
  });
});

describe('calendar days in Amsterdam', () => {
  it('counts a moment after midnight in Amsterdam to the new day', () => {
    expect(dayKeyOf('2026-11-01T23:30:00.000Z')).toBe('2026-11-02');
    expect(dayKeyOf('2026-07-01T21:59:00.000Z')).toBe('2026-07-01');
    expect(dayKeyOf('2026-07-01T22:00:00.000Z')).toBe('2026-07-02');
    expect(todayKey(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('gives nothing for a value that is not an instant', () => {
    expect(dayKeyOf('geen datum')).toBe('');
    expect(dayKeyOf(undefined)).toBe('');
    expect(wallClockAsUtc('')).toBeNull();
  });

  it('steps days over month, year and leap-day ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-29', -1)).toBe('2027-03-28');
    expect(daysBetween('2027-03-26', '2027-03-29')).toBe(3);
  });

  it('knows a real day key from one that only looks like one', () => {
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2027-02-29')).toBe(false);
    expect(isDayKey('2027-2-1')).toBe(false);
  });

  it('names working days from the office hours in the facts module', () => {
    expect(weekdayOf('2027-03-29')).toBe('Mo');
    expect(isWorkingDay('2027-03-26')).toBe(true);
    expect(isWorkingDay('2027-03-27')).toBe(false);
    expect(isWorkingDay('2027-03-28')).toBe(false);
  });

  it('gives the ISO week of a day, which a year end can cut', () => {
    expect(weekOf('2026-11-25')).toEqual({ week: '2026-W48', monday: '2026-11-23' });
    expect(weekOf('2027-01-03')).toEqual({ week: '2026-W53', monday: '2026-12-28' });
    expect(weekOf('2027-01-04').week).toBe('2027-W01');
    expect(weekOf('2025-12-29').week).toBe('2026-W01');
  });
});

describe('the formats, one name each', () => {
  it('writes a moment in an email sentence in Amsterdam time, summer and winter', () => {
    expect(dateTimeSentence('2025-01-15T08:30:00Z')).toBe('woensdag 15 januari 2025 om 09:30');
    expect(dateTimeSentence(new Date('2025-07-01T08:30:00Z'))).toBe('dinsdag 1 juli 2025 om 10:30');
  });

  it('writes a moment for the staff area and for the export', () => {
    expect(dateTimeMedium('2026-03-02T10:00:00Z')).toBe('2 mrt 2026, 11:00');
    expect(dateTimeNumeric('2026-07-02T07:04:00Z')).toBe('02-07-2026 09:04');
    expect(dateTimeMedium('geen datum')).toBe('');
    expect(timeOfDay('2027-03-29T07:00:00Z')).toBe('09:00');
  });

  it('writes a calendar day the same wherever it is shown', () => {
    expect(dayNumeric('2026-06-12')).toBe('12-06-2026');
    expect(dayShortText('2026-01-05')).toBe('ma 5 jan 2026');
    expect(dayLongText('2025-01-15')).toBe('15 januari 2025');
    expect(dayWithWeekday('2026-12-01')).toBe('dinsdag 1 december');
    expect(dayMonthText('2026-11-23')).toMatch(/^23 nov\.?$/);
  });

  it('writes the spreadsheet cell as the Amsterdam wall clock', () => {
    expect(wallClockAsUtc('2026-07-01T22:15:00.000Z')?.toISOString()).toBe('2026-07-02T00:15:00.000Z');
  });

  it('turns times of day into minutes and back', () => {
    expect(minutesOf('09:30')).toBe(570);
    expect(timeText(570)).toBe('09:30');
    expect(() => minutesOf('9:30')).toThrow();
  });
});
