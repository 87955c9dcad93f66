import { describe, expect, it } from 'vitest';
import { counterOf } from '../../shared/lead-counts.ts';
import { weeksUntil } from '../../shared/lead-overview.ts';
import { countable, countersOf, overviewOf, type CountedBucket } from './lead-counts.ts';

const now = new Date('2026-11-25T12:00:00Z');
const weeks = weeksUntil(now);
const bucket = (
  dimension: 'source' | 'landing' | 'answer',
  week: string,
  kind: 'intake' | 'contact' | 'newsletter',
  value: string,
  leads: number,
) => ({
  bucket: counterOf(dimension, week, kind, value).bucket,
  leads,
});

describe('the counters of a lead', () => {
  it('are its source, the page that brought it and its own answer, in its week in Amsterdam, for its kind', () => {
    const counters = countersOf({
      kind: 'contact',
      at: new Date('2026-11-29T22:30:00Z'),
      attribution: { pagePath: '/contact', previousPath: '/blog/zzp-of-bv', utmSource: 'Nieuwsbrief', foundVia: 'article' },
    });

    expect(counters.map((counter) => counter.id)).toEqual([
      'source#2026-W48#contact#nieuwsbrief',
      'landing#2026-W48#contact#/blog/zzp-of-bv',
      'answer#2026-W48#contact#article',
    ]);
  });

  it('count a lead without attribution as unknown on all three', () => {
    expect(countersOf({ kind: 'intake', at: now, attribution: undefined }).map((counter) => counter.bucket)).toEqual([
      '2026-W48#intake#onbekend',
      '2026-W48#intake#onbekend',
      '2026-W48#intake#onbekend',
    ]);
  });

  it("count only a lead without flags that was sent at a person's pace", () => {
    expect(countable({ paced: true })).toBe(true);
    expect(countable({ paced: true, flags: [] })).toBe(true);
    expect(countable({ paced: false })).toBe(false);
    expect(countable({ paced: true, flags: ['probably_automated'] })).toBe(false);
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
      ['Gesprek gepland', 0],
    ]);
    expect(overview.totals.at(-1)).toBe(5);
    expect(overview.totals.at(-2)).toBe(1);
    expect(overview.totals.reduce((sum, count) => sum + count, 0)).toBe(6);
  });

  it("names a source with one lead, or in a shape today's rules refuse, only among the rest", () => {
    const buckets: CountedBucket[] = [
      bucket('source', thisWeek, 'contact', 'nieuwsbrief', 3),
      bucket('source', thisWeek, 'contact', 'bel-0900-1234', 1),
      bucket('source', lastWeek, 'contact', 'bel 0900-1234 voor support', 5),
      bucket('source', lastWeek, 'contact', 'https://inloggen.example', 4),
    ];

    const overview = overviewOf(buckets, { per: 'bron' }, weeks);

    expect(overview.series.map((series) => [series.label, series.total])).toEqual([
      ['nieuwsbrief', 3],
      ['3 overige bronnen', 10],
    ]);
  });

  it('names each answer to "Hoe heb je ons gevonden?" by its label', () => {
    const buckets: CountedBucket[] = [
      bucket('answer', thisWeek, 'intake', 'article', 2),
      bucket('answer', thisWeek, 'contact', 'onbekend', 4),
      bucket('answer', thisWeek, 'contact', 'iets-anders', 9),
    ];

    const overview = overviewOf(buckets, { per: 'antwoord' }, weeks);

    expect(overview.series.map((series) => [series.label, series.total])).toEqual([
      ['Geen antwoord', 4],
      ['Een artikel', 2],
      ['1 overig antwoord', 9],
    ]);
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

  it('names the unknown page in Dutch', () => {
    const overview = overviewOf([bucket('landing', thisWeek, 'intake', 'onbekend', 2)], { per: 'pagina' }, weeks);

    expect(overview.series).toEqual([{ key: 'onbekend', label: 'Onbekend', counts: [...Array(11).fill(0), 2], total: 2 }]);
  });
});
