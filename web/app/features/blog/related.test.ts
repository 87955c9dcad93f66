import { describe, expect, it } from 'vitest';
import { relatedArticles, relatedProblems } from './related.ts';

const articles = [
  { slug: 'zzp-of-bv', related: ['zzp-naar-bv', 'rechtsvorm-kiezen'] },
  { slug: 'zzp-naar-bv', related: ['zzp-of-bv', 'belastingen-voor-starters'] },
  { slug: 'rechtsvorm-kiezen', related: ['zzp-of-bv', 'belastingen-voor-starters'] },
  { slug: 'belastingen-voor-starters', related: ['rechtsvorm-kiezen', 'zzp-naar-bv'] },
];

describe('related articles', () => {
  it('are the two an article names, in its order', () => {
    expect(relatedArticles(articles[0]!, articles).map((article) => article.slug)).toEqual(['zzp-naar-bv', 'rechtsvorm-kiezen']);
  });

  it('pass the build when every name exists and every article is named by another', () => {
    expect(relatedProblems(articles)).toEqual([]);
  });

  it('stop the build on a name without an article, and on an article nobody names', () => {
    const broken = [
      { slug: 'zzp-of-bv', related: ['zzp-naar-bv', 'ondernemingsplan-laten-schrijven'] },
      { slug: 'zzp-naar-bv', related: ['zzp-of-bv', 'zzp-of-bv'] },
      { slug: 'logo-laten-maken', related: ['zzp-of-bv', 'zzp-naar-bv'] },
    ];

    expect(relatedProblems(broken)).toEqual([
      "web/content/blog/zzp-of-bv.md: related noemt 'ondernemingsplan-laten-schrijven', en dat artikel bestaat niet.",
      'web/content/blog/logo-laten-maken.md: geen ander artikel noemt dit artikel onder related; zet het bij een verwant artikel.',
    ]);
  });
});
