import { categoryKeys, type ArticleSummary, type Category, type CategoryFilter } from './categories.ts';

/** The overview's view: what the visitor searched and which category they chose. */
export type BlogQuery = { search: string; category: CategoryFilter };

export const defaultQuery: BlogQuery = { search: '', category: 'all' };

/** URL parameter names; Dutch, because visitors see and share these URLs. */
export const queryParams = { search: 'zoek', category: 'categorie' } as const;

/** Reads the view from the URL; an unknown category means all, so an old or mistyped link still shows articles. */
export function queryFromParams(params: URLSearchParams): BlogQuery {
  const category = params.get(queryParams.category);
  return {
    search: params.get(queryParams.search) ?? '',
    category: categoryKeys.includes(category as Category) ? (category as Category) : 'all',
  };
}

/** The view as URL parameters; the default view has none, so /blog stays /blog. */
export function paramsFromQuery(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim() !== '') params.set(queryParams.search, query.search);
  if (query.category !== 'all') params.set(queryParams.category, query.category);
  return params;
}

/** The article the overview highlights: the newest one marked featured, or else the newest of all. */
export function featuredArticle<T extends ArticleSummary>(articles: readonly T[]): T | undefined {
  const newestFirst = sortNewestFirst(articles);
  return newestFirst.find((article) => article.featured) ?? newestFirst[0];
}

export function sortNewestFirst<T extends Pick<ArticleSummary, 'date' | 'title'>>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, 'nl'));
}

/**
 * Search matches title or excerpt, case-insensitive; the featured card shows only in the
 * default view (all categories, no search), and then the list leaves it out.
 */
export function filterArticles<T extends ArticleSummary>(articles: readonly T[], query: BlogQuery): { featured: T | undefined; list: T[] } {
  const needle = query.search.trim().toLocaleLowerCase('nl');
  const isDefaultView = needle === '' && query.category === 'all';
  const featured = isDefaultView ? featuredArticle(articles) : undefined;
  const list = sortNewestFirst(articles).filter(
    (article) =>
      article !== featured &&
      (query.category === 'all' || article.category === query.category) &&
      (needle === '' || article.title.toLocaleLowerCase('nl').includes(needle) || article.excerpt.toLocaleLowerCase('nl').includes(needle)),
  );
  return { featured, list };
}

/** The sidebar: the three most recent articles other than the featured one. */
export function recentArticles<T extends ArticleSummary>(articles: readonly T[], count = 3): T[] {
  const featured = featuredArticle(articles);
  return sortNewestFirst(articles)
    .filter((article) => article !== featured)
    .slice(0, count);
}

/** The live region's sentence after filtering. */
export function resultsSentence(count: number): string {
  if (count === 0) return 'Geen artikelen gevonden';
  return count === 1 ? '1 artikel gevonden' : `${count} artikelen gevonden`;
}
