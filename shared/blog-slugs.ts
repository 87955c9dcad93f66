/**
 * The blog's 22 article paths (the spec's, with one renamed: see renamedBlogSlugs). The articles themselves are Markdown files in
 * web/content/blog/{slug}.md; this list exists apart from them because the redirect table of the
 * CloudFront Function (infra/site-routing.ts) needs the old paths without reading web/, and the
 * build test checks that the two agree.
 */
export const blogSlugs = [
  'bedrijf-starten-gids',
  'van-idee-naar-omzet',
  'software-voor-startups',
  'financiering-alle-opties',
  'kvk-inschrijving-gids',
  'belastingen-voor-starters',
  'rechtsvorm-kiezen',
  'marketing-op-budget',
  'pitch-deck-maken',
  'zzp-naar-bv',
  'ondernemingsplan-schrijven',
  'crm-op-maat',
  'webapp-laten-bouwen',
  'huisstijl-ontwerpen',
  'branding-voor-starters',
  'bedrijf-starten-hulp',
  'bedrijf-starten-zonder-geld',
  'businessplan-laten-schrijven',
  'logo-laten-maken',
  'website-laten-maken',
  'financiering-voor-starters',
  'zzp-of-bv',
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

/**
 * Articles that moved to a new slug, old to new. "Ondernemingsplan laten schrijven" competed with
 * "Businessplan laten schrijven" for one search; it became the chapter-by-chapter guide to writing a plan
 * yourself, at the path that says so. Its old paths answer with a permanent redirect (infra/site-routing.ts).
 */
export const renamedBlogSlugs: Readonly<Record<string, BlogSlug>> = {
  'ondernemingsplan-laten-schrijven': 'ondernemingsplan-schrijven',
};
