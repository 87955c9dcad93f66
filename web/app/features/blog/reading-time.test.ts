import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time.ts';
import { readTimeLabel } from './categories.ts';

describe('reading time', () => {
  it('counts words, not punctuation, and keeps hyphenated and apostrophe words whole', () => {
    expect(countWords("Een KvK-inschrijving kost € 82,25 — logo's inbegrepen?")).toBe(6);
  });

  it('rounds up to whole minutes at 200 words a minute, and is never zero', () => {
    expect([readingMinutes(0), readingMinutes(200), readingMinutes(201), readingMinutes(2400)]).toEqual([1, 1, 2, 12]);
  });

  it('reads as "N min leestijd"', () => {
    expect(readTimeLabel(12)).toBe('12 min leestijd');
  });
});
