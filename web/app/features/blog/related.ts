import type { Category } from './categories.ts';

/** Related articles come from this fixed list of four, in this order. */
export const relatedCandidates = [
  'bedrijf-starten-zonder-geld',
  'businessplan-laten-schrijven',
  'logo-laten-maken',
  'website-laten-maken',
] as const;

export const MAX_RELATED = 2;

/** The candidates in the current article's category, other than the article itself, at most two. */
export function relatedArticles<T extends { slug: string; category: Category }>(
  current: { slug: string; category: Category },
  articles: readonly T[],
): T[] {
  return relatedCandidates
    .map((slug) => articles.find((article) => article.slug === slug))
    .filter((article): article is T => article !== undefined && article.category === current.category && article.slug !== current.slug)
    .slice(0, MAX_RELATED);
}
