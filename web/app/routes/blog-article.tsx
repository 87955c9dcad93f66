import { ArrowRight } from '../icons/icons.tsx';
import { data } from 'react-router';
import type { Route } from './+types/blog-article';
import { Breadcrumb, type Crumb } from '../components/ui/breadcrumb.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { AboutArticle, AuthorName } from '../features/blog/article-about.tsx';
import { ArticleBody } from '../features/blog/article-body.tsx';
import { ArticleCardList, CategoryLabel } from '../features/blog/article-card.tsx';
import { ArticleHeroCard } from '../features/blog/article-hero-card.tsx';
import { allArticles, findArticle, toSummary } from '../features/blog/articles.server.ts';
import { authors } from '../features/blog/authors.ts';
import { dayLongText } from '../../../shared/agency-clock.ts';
import { articlePath, readTimeLabel } from '../features/blog/categories.ts';
import { relatedArticles } from '../features/blog/related.ts';
import { feedLinks } from '../features/blog/feed-link.ts';
import { NewsletterCard } from '../features/newsletter/newsletter-card.tsx';
import { Island } from '../lib/island.tsx';
import { absoluteUrl, pageMeta } from '../lib/seo.ts';
import { blogPostingData, breadcrumbData } from '../lib/structured-data.ts';
import { checklistVerdicts } from '../features/blog/checklist-verdicts.ts';

/** Runs at build time, once per article: the page's data is this article alone, plus its related cards. */
export function loader({ params }: Route.LoaderArgs) {
  const found = findArticle(params.slug);
  if (!found) throw data(null, { status: 404 });
  const { words: _words, ...article } = found;
  return { article, author: authors[article.author], related: relatedArticles(article, allArticles()).map(toSummary) };
}

const crumbs = (article: { slug: string; title: string }): Crumb[] => [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: article.title, to: articlePath(article.slug) },
];

export const links: Route.LinksFunction = feedLinks;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: '404 Pagina niet gevonden' }];
  const { article, author } = loaderData;
  const path = articlePath(article.slug);
  return pageMeta({
    title: article.title,
    description: article.metaDescription,
    path,
    type: 'article',
    publishedTime: article.date,
    modifiedTime: article.updated ?? article.date,
    image: { path: article.image.png, width: 800, height: 400 },
    structuredData: [
      blogPostingData({
        ...article,
        path,
        author: { name: author.name, jobTitle: author.role, path: author.path, example: author.example },
      }),
      breadcrumbData(crumbs(article)),
    ],
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { article, author, related } = loaderData;
  const url = absoluteUrl(articlePath(article.slug));
  return (
    <article>
      <header className="relative overflow-hidden border-b border-line bg-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(60rem_20rem_at_85%_-10%,var(--color-brand-100),transparent_70%)]"
        />
        <div className="container-page relative pt-8 pb-10 sm:pt-10 sm:pb-12">
          <Breadcrumb items={crumbs(article)} />
          <CategoryLabel category={article.category} className="mt-8" />
          <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink sm:text-[2.75rem]">
            {article.title}
          </h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-[0.95rem] text-ink-soft">
            <span>
              Door <AuthorName author={author} />
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={article.date}>{dayLongText(article.date)}</time>
            {article.updated ? (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  Bijgewerkt op <time dateTime={article.updated}>{dayLongText(article.updated)}</time>
                </span>
              </>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{readTimeLabel(article.readMinutes)}</span>
          </p>
        </div>
      </header>

      <div className="article-layout">
        {/* The image leads on a phone; from lg up the contents list sits beside it. */}
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ArticleHeroCard title={article.title} category={article.category} />
        </div>

        <aside aria-label="Inhoud en delen" className="article-aside">
          <Island name="contents" props={{}} inMarkup={{ entries: article.toc }} />
          <Island name="share" props={{ url, title: article.title }} />
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ArticleBody html={article.html} />
          {article.html.includes('data-checklist') ? (
            <Island name="checklists" props={{ verdicts: checklistVerdicts[article.slug] }} />
          ) : null}

          <AboutArticle author={author} updated={article.updated} sources={article.sources} />

          <section aria-labelledby="cta-titel" className="mt-14 max-w-[42rem] rounded-card bg-brand-800 p-6 text-white shadow-card sm:p-8">
            <h2 id="cta-titel" className="text-2xl font-bold tracking-tight">
              Hulp nodig bij de volgende stap?
            </h2>
            <p className="mt-2 leading-relaxed text-brand-100">
              Je hoeft het niet alleen uit te zoeken. We denken mee, maken het concreet en pakken het samen met je op.
            </p>
            <ButtonLink to={article.serviceLink} variant="accent" size="lg" wrap className="mt-6">
              {article.ctaText}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </ButtonLink>
          </section>

          <div className="mt-8 max-w-[42rem]">
            <NewsletterCard id="artikel-nieuwsbrief" title="Meer van dit soort artikelen?" />
          </div>

          {related.length > 0 ? (
            <section aria-labelledby="gerelateerd-titel" className="mt-14">
              <h2 id="gerelateerd-titel" className="text-2xl font-bold tracking-tight text-ink">
                Lees ook
              </h2>
              <ArticleCardList articles={related} />
            </section>
          ) : null}
        </div>
      </div>
    </article>
  );
}
