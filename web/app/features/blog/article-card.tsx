import { ArticleImage } from './article-image.tsx';
import { dayLongText } from '../../../../shared/agency-clock.ts';
import { articlePath, categories, readTimeLabel, type ArticleSummary } from './categories.ts';

export function CategoryLabel({ category, className = '' }: { category: ArticleSummary['category']; className?: string }) {
  return <span className={`category-label ${className}`.trim()}>{categories[category]}</span>;
}

/**
 * The date a list shows beside a title: when the article was last brought up to date, so a title naming this
 * tax year never sits beside last year's date; the publication date for an article never updated.
 */
export function ArticleMeta({
  article,
  className = '',
}: {
  article: Pick<ArticleSummary, 'date' | 'updated' | 'readMinutes'>;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-sm text-muted ${className}`}>
      {article.updated ? (
        <span>
          Bijgewerkt op <time dateTime={article.updated}>{dayLongText(article.updated)}</time>
        </span>
      ) : (
        <time dateTime={article.date}>{dayLongText(article.date)}</time>
      )}
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel(article.readMinutes)}</span>
    </p>
  );
}

/** A card in a list of articles; the whole card is one link, named by the article's title. */
export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleSummary; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="article-card group">
      <ArticleImage image={article.image} sizes="(min-width: 64rem) 22rem, 100vw" />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <CategoryLabel category={article.category} />
        <Heading className="text-lg leading-snug font-bold tracking-tight text-ink">
          <a href={articlePath(article.slug)} className="card-link">
            {article.title}
          </a>
        </Heading>
        <p className="line-clamp-3 text-[0.95rem] leading-relaxed text-ink-soft">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-auto pt-1" />
      </div>
    </article>
  );
}

/** Article cards two by two: the overview's list and the related articles under an article. */
export function ArticleCardList({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2">
      {articles.map((article) => (
        <li key={article.slug} className="flex">
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
