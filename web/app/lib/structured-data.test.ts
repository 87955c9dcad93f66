import { describe, expect, it } from 'vitest';
import { brand } from '../../../shared/business-facts.ts';
import { pageMeta } from './seo.ts';
import { blogPostingData } from './structured-data.ts';

const article = {
  path: '/blog/zzp-of-bv',
  title: 'Zzp of bv: waarmee begin je?',
  metaDescription: 'Een vergelijking.',
  date: '2025-01-06',
  author: { name: 'Sanne de Vries', jobTitle: 'Oprichter', path: '/about#oprichter', example: false },
  image: { png: '/blog/zzp-of-bv.png' },
};

describe('the author of an article page', () => {
  it('is the writer as a person once she is real', () => {
    expect(blogPostingData(article).author).toEqual({
      '@type': 'Person',
      name: 'Sanne de Vries',
      jobTitle: 'Oprichter',
      url: 'https://www.startsprong.nl/about#oprichter',
    });
  });

  it('is the agency while the writer is an example, so no invented person reaches search engines', () => {
    expect(blogPostingData({ ...article, author: { ...article.author, example: true } }).author).toMatchObject({
      '@type': 'Organization',
      name: brand.name,
    });
  });
});

describe('the dates of an article page', () => {
  it('give dateModified as the day the article was brought up to date', () => {
    expect(blogPostingData({ ...article, updated: '2026-11-24' })).toMatchObject({
      datePublished: '2025-01-06',
      dateModified: '2026-11-24',
    });
  });

  it('fall back to the publication date for dateModified when the article was never updated', () => {
    expect(blogPostingData(article)).toMatchObject({ datePublished: '2025-01-06', dateModified: '2025-01-06' });
  });

  it('add article:modified_time beside article:published_time, and only there', () => {
    const meta = pageMeta({ title: 'x', description: 'y', type: 'article', publishedTime: '2025-01-06', modifiedTime: '2026-11-24' });
    const withoutPublished = pageMeta({ title: 'x', description: 'y', modifiedTime: '2026-11-24' });

    expect(meta).toContainEqual({ property: 'article:published_time', content: '2025-01-06' });
    expect(meta).toContainEqual({ property: 'article:modified_time', content: '2026-11-24' });
    expect(withoutPublished).not.toContainEqual(expect.objectContaining({ property: 'article:modified_time' }));
  });
});
