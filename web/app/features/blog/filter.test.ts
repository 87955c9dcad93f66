import { describe, expect, it } from 'vitest';
import type { ArticleSummary } from './categories.ts';
import { featuredArticle, filterArticles, paramsFromQuery, queryFromParams, recentArticles, resultsSentence } from './filter.ts';

const article = (slug: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary => ({
  slug,
  title: `Titel ${slug}`,
  category: 'startup',
  date: '2025-01-10',
  excerpt: `Samenvatting ${slug}`,
  featured: false,
  readMinutes: 10,
  image: { png: `/blog/${slug}.png` },
  ...overrides,
});

const articles = [
  article('kvk', { title: 'KvK-inschrijving: de gids', date: '2025-01-06' }),
  article('logo', { title: 'Logo laten maken', category: 'branding', date: '2025-01-09', excerpt: 'Over BEELDMERKEN en rechten' }),
  article('crm', { title: 'CRM op maat', category: 'development', date: '2025-01-12' }),
  article('gids', { title: 'Bedrijf starten: de gids', date: '2025-01-08', featured: true }),
  article('web', { title: 'Website laten maken', category: 'development', date: '2025-01-15' }),
];
const slugs = (list: readonly ArticleSummary[]) => list.map((item) => item.slug);

describe('the blog overview filter', () => {
  it('shows the featured article apart and leaves it out of the list in the default view', () => {
    const { featured, list } = filterArticles(articles, { search: '', category: 'all' });

    expect(featured?.slug).toBe('gids');
    expect(slugs(list)).toEqual(['web', 'crm', 'logo', 'kvk']);
  });

  it('hides the featured card once a category is chosen, and lists the featured article like any other', () => {
    const { featured, list } = filterArticles(articles, { search: '', category: 'startup' });

    expect(featured).toBeUndefined();
    expect(slugs(list)).toEqual(['gids', 'kvk']);
  });

  it('matches the search on the title, case-insensitively, and hides the featured card', () => {
    const { featured, list } = filterArticles(articles, { search: 'DE GIDS', category: 'all' });

    expect(featured).toBeUndefined();
    expect(slugs(list)).toEqual(['gids', 'kvk']);
  });

  it('matches the search on the excerpt too', () => {
    expect(slugs(filterArticles(articles, { search: 'beeldmerken', category: 'all' }).list)).toEqual(['logo']);
  });

  it('combines search and category', () => {
    expect(slugs(filterArticles(articles, { search: 'laten maken', category: 'development' }).list)).toEqual(['web']);
  });

  it('ignores spaces around the search and treats a blank search as none', () => {
    expect(filterArticles(articles, { search: '   ', category: 'all' }).featured?.slug).toBe('gids');
    expect(slugs(filterArticles(articles, { search: '  crm ', category: 'all' }).list)).toEqual(['crm']);
  });

  it('finds nothing for a search that matches no title or excerpt', () => {
    expect(filterArticles(articles, { search: 'hypotheek', category: 'all' }).list).toEqual([]);
  });

  it('features the newest article when none is marked featured', () => {
    expect(featuredArticle(articles.map((item) => ({ ...item, featured: false })))?.slug).toBe('web');
  });
});

describe('the sidebar', () => {
  it('lists the three most recent articles other than the featured one', () => {
    expect(slugs(recentArticles(articles))).toEqual(['web', 'crm', 'logo']);
  });
});

describe('the view in the URL', () => {
  it('reads search and category from ?zoek= and ?categorie=', () => {
    expect(queryFromParams(new URLSearchParams('zoek=logo&categorie=branding'))).toEqual({ search: 'logo', category: 'branding' });
  });

  it('falls back to all categories for an unknown category', () => {
    expect(queryFromParams(new URLSearchParams('categorie=recepten'))).toEqual({ search: '', category: 'all' });
  });

  it('writes no parameters for the default view, and round-trips a filtered one', () => {
    expect(paramsFromQuery({ search: '', category: 'all' }).toString()).toBe('');
    const query = { search: 'kosten & tijd', category: 'development' } as const;
    expect(queryFromParams(paramsFromQuery(query))).toEqual(query);
  });

  it('announces the number of results in Dutch', () => {
    expect([resultsSentence(0), resultsSentence(1), resultsSentence(4)]).toEqual([
      'Geen artikelen gevonden',
      '1 artikel gevonden',
      '4 artikelen gevonden',
    ]);
  });
});
