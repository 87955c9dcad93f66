import { describe, expect, it } from 'vitest';
import { counterOf } from '../../shared/lead-counts.ts';
import { weeksUntil } from '../../shared/lead-overview.ts';
import { countersOf, overviewOf, type CountedBucket } from './lead-counts.ts';

const now = new Date('2026-11-25T12:00:00Z');
const weeks = weeksUntil(now);
const bucket = (
  dimension: 'source' | 'landing',
  week: string,
  kind: 'intake' | 'contact' | 'newsletter',
  value: string,
  leads: number,
) => ({
  bucket: counterOf(dimension, week, kind, value).bucket,
  leads,
});

describe('the counters of a lead', () => {
  it('are its source and its landing page in its week in Amsterdam, for its kind', () => {
    const counters = countersOf({
      kind: 'contact',
      at: new Date('2026-11-29T22:30:00Z'),
      attribution: { landingPath: '/blog/zzp-of-bv', utmSource: 'Nieuwsbrief' },
    });

    expect(counters.map((counter) => counter.id)).toEqual([
      'source#2026-W48#contact#nieuwsbrief',
      'landing#2026-W48#contact#/blog/zzp-of-bv',
    ]);
  });

  it('count a lead without attribution as unknown on both', () => {
    expect(countersOf({ kind: 'intake', at: now, attribution: undefined }).map((counter) => counter.bucket)).toEqual([
      '2026-W48#intake#onbekend',
      '2026-W48#intake#onbekend',
    ]);
  });
});

describe('the overview', () => {
  const thisWeek = weeks.at(-1)!.week;
  const lastWeek = weeks.at(-2)!.week;

  it('adds every source up per kind, in the weeks shown, and leaves out what is older', () => {
    const buckets: CountedBucket[] = [
      bucket('source', thisWeek, 'contact', 'nieuwsbrief', 2),
      bucket('source', thisWeek, 'contact', 'Google', 3),
      bucket('source', lastWeek, 'intake', 'rechtstreeks', 1),
      bucket('source', '2026-W01', 'intake', 'Google', 50),
    ];

    const overview = overviewOf(buckets, { per: 'soort' }, weeks);

    expect(overview.series.map((series) => [series.label, series.total])).toEqual([
      ['Intake', 1],
      ['Contactbericht', 5],
      ['Nieuwsbrief', 0],
    ]);
    expect(overview.totals.at(-1)).toBe(5);
    expect(overview.totals.at(-2)).toBe(1);
    expect(overview.totals.reduce((sum, count) => sum + count, 0)).toBe(6);
  });

  it('shows the largest sources on their own and the rest added up, for one kind only when asked', () => {
    const buckets: CountedBucket[] = [
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((value, index) => bucket('source', thisWeek, 'contact', value, 10 - index)),
      bucket('source', thisWeek, 'intake', 'h', 100),
      bucket('source', lastWeek, 'contact', 'rechtstreeks', 1),
    ];

    const overview = overviewOf(buckets, { per: 'bron', kind: 'contact' }, weeks);

    expect(overview.series.map((series) => [series.label, series.total])).toEqual([
      ['a', 10],
      ['b', 9],
      ['c', 8],
      ['d', 7],
      ['e', 6],
      ['f', 5],
      ['3 overige bronnen', 4 + 3 + 1],
    ]);
    expect(overview.kind).toBe('contact');
  });

  it('names the unknown landing page in Dutch', () => {
    const overview = overviewOf([bucket('landing', thisWeek, 'intake', 'onbekend', 2)], { per: 'pagina' }, weeks);

    expect(overview.series).toEqual([{ key: 'onbekend', label: 'Onbekend', counts: [...Array(11).fill(0), 2], total: 2 }]);
  });
});
