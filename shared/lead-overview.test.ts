import { describe, expect, it } from 'vitest';
import { amsterdamWeekOf, weeksUntil } from './lead-overview.ts';

describe('a week of the overview', () => {
  it('is the ISO week of the day in Amsterdam, Monday first', () => {
    expect(amsterdamWeekOf(new Date('2026-11-25T12:00:00Z'))).toEqual({ week: '2026-W48', monday: '2026-11-23' });
  });

  it('follows the clock in Amsterdam, not UTC, on a Sunday night', () => {
    // 23:30 on Sunday 29 November in Amsterdam is 22:30 UTC: still week 48.
    expect(amsterdamWeekOf(new Date('2026-11-29T22:30:00Z')).week).toBe('2026-W48');
    // 00:30 on Monday 30 November in Amsterdam is 23:30 UTC on Sunday: already week 49.
    expect(amsterdamWeekOf(new Date('2026-11-29T23:30:00Z')).week).toBe('2026-W49');
  });

  it('belongs to the year of its Thursday at the turn of the year', () => {
    expect(amsterdamWeekOf(new Date('2026-12-31T12:00:00Z')).week).toBe('2026-W53');
    expect(amsterdamWeekOf(new Date('2027-01-03T12:00:00Z')).week).toBe('2026-W53');
    expect(amsterdamWeekOf(new Date('2027-01-04T12:00:00Z')).week).toBe('2027-W01');
    expect(amsterdamWeekOf(new Date('2025-12-29T12:00:00Z')).week).toBe('2026-W01');
  });

  it('keeps its Monday across the change to summer time', () => {
    expect(amsterdamWeekOf(new Date('2026-03-29T12:00:00Z'))).toEqual({ week: '2026-W13', monday: '2026-03-23' });
    expect(amsterdamWeekOf(new Date('2026-03-30T00:30:00Z'))).toEqual({ week: '2026-W14', monday: '2026-03-30' });
  });
});

describe('the twelve weeks of the overview', () => {
  it('end with the current week, oldest first, one week apart across the turn of the year', () => {
    const weeks = weeksUntil(new Date('2027-01-13T09:00:00Z'));

    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2027-W02', monday: '2027-01-11' });
    expect(weeks[0]).toEqual({ week: '2026-W44', monday: '2026-10-26' });
    expect(weeks.map((week) => week.week)).toContain('2026-W53');
    expect(new Set(weeks.map((week) => week.week)).size).toBe(12);
  });
});
