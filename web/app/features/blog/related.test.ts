import { describe, expect, it } from 'vitest';
import type { Category } from './categories.ts';
import { relatedArticles } from './related.ts';

const all: { slug: string; category: Category }[] = [
  { slug: 'bedrijf-starten-zonder-geld', category: 'startup' },
  { slug: 'businessplan-laten-schrijven', category: 'startup' },
  { slug: 'logo-laten-maken', category: 'branding' },
  { slug: 'website-laten-maken', category: 'development' },
  { slug: 'kvk-inschrijving-gids', category: 'startup' },
  { slug: 'huisstijl-ontwerpen', category: 'branding' },
  { slug: 'crm-op-maat', category: 'development' },
];
const related = (slug: string) =>
  relatedArticles(
    all.find((item) => item.slug === slug)!,
    all,
  ).map((item) => item.slug);

describe('related articles', () => {
  it('picks the candidates of the same category, in the fixed order, at most two', () => {
    expect(related('kvk-inschrijving-gids')).toEqual(['bedrijf-starten-zonder-geld', 'businessplan-laten-schrijven']);
  });

  it('never lists the current article itself', () => {
    expect(related('businessplan-laten-schrijven')).toEqual(['bedrijf-starten-zonder-geld']);
    expect(related('logo-laten-maken')).toEqual([]);
  });

  it('only chooses from the fixed list of four', () => {
    expect(related('huisstijl-ontwerpen')).toEqual(['logo-laten-maken']);
    expect(related('crm-op-maat')).toEqual(['website-laten-maken']);
  });

  it('skips a candidate whose article does not exist', () => {
    expect(relatedArticles({ slug: 'x', category: 'startup' }, all.slice(1))).toEqual([all[1]]);
  });
});
