/*
 * "Lees ook": each article names two others by topic in its front matter (`related`), chosen from all
 * articles (DECISIONS, third round; the spec's fixed list of four left most articles showing the same two).
 */

/** The articles an article names under "Lees ook", in its order. */
export function relatedArticles<T extends { slug: string }>(current: { related: readonly string[] }, articles: readonly T[]): T[] {
  return current.related.map((slug) => articles.find((article) => article.slug === slug)).filter((article) => article !== undefined);
}

/**
 * The links join the articles into one web: every name is an existing article, and every article is named by
 * another, so no article is left without readers coming from the rest. One Dutch message per problem.
 */
export function relatedProblems(articles: readonly { slug: string; related: readonly string[] }[]): string[] {
  const slugs = new Set(articles.map((article) => article.slug));
  const named = new Set(articles.flatMap((article) => article.related));
  return [
    ...articles.flatMap((article) =>
      article.related
        .filter((slug) => !slugs.has(slug))
        .map((slug) => `web/content/blog/${article.slug}.md: related noemt '${slug}', en dat artikel bestaat niet.`),
    ),
    ...articles
      .filter((article) => !named.has(article.slug))
      .map(
        (article) =>
          `web/content/blog/${article.slug}.md: geen ander artikel noemt dit artikel onder related; zet het bij een verwant artikel.`,
      ),
  ];
}
