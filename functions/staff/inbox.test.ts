import { describe, expect, it } from 'vitest';
import { periodOf } from './inbox.ts';

describe('the period filter', () => {
  it('runs from midnight to midnight in Amsterdam, in winter time and in summer time', () => {
    expect(periodOf({ van: '2026-11-20', tot: '2026-11-20' })).toEqual({
      from: '2026-11-19T23:00:00.000Z',
      until: '2026-11-20T22:59:59.999Z',
    });
    expect(periodOf({ van: '2026-07-01', tot: '2026-07-31' })).toEqual({
      from: '2026-06-30T22:00:00.000Z',
      until: '2026-07-31T21:59:59.999Z',
    });
  });

  it('takes the day the clocks change as the 23 or 25 hours it has', () => {
    expect(periodOf({ van: '2026-03-29', tot: '2026-03-29' })).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      until: '2026-03-29T21:59:59.999Z',
    });
    expect(periodOf({ van: '2026-10-25', tot: '2026-10-25' })).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      until: '2026-10-25T22:59:59.999Z',
    });
  });

  it('refuses an end before the start, and leaves out what is not given', () => {
    expect(() => periodOf({ van: '2026-11-21', tot: '2026-11-20' })).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(periodOf({})).toEqual({ from: undefined, until: undefined });
  });
});
