import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/blog';
import { PageIntro } from '../components/ui/page-intro.tsx';
import { allArticles, toSummary } from '../features/blog/articles.server.ts';
import { BlogOverview } from '../features/blog/blog-overview.tsx';
import { BlogSidebar } from '../features/blog/blog-sidebar.tsx';
import { feedLinks } from '../features/blog/feed-link.ts';
import { recentArticles, sortNewestFirst } from '../features/blog/filter.ts';
import { taxYear } from '../../../shared/business-facts.ts';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';

/** Runs at build time: the overview's data is the articles' summaries, never their text. */
export function loader() {
  return { articles: sortNewestFirst(allArticles().map(toSummary)) };
}

/** Search and filter only change the URL's query; the data stays the same, so nothing is fetched again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta = () =>
  pageMeta({
    title: 'Blog: praktische kennis voor starters',
    description: `Artikelen voor starters over een bedrijf beginnen, financiering, belastingen, branding en software: helder, concreet en met de bedragen van ${taxYear.year}.`,
    path: '/blog',
  });

export const links: Route.LinksFunction = feedLinks;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <PageIntro eyebrow="Blog" title="Kennis voor starters, helder uitgelegd">
        <p>
          Over de KvK-inschrijving, je ondernemingsplan, financiering, belastingen, branding en software: we schrijven op wat we starters
          elke week uitleggen. Concreet, met bedragen en stappen, en zonder vakjargon.
        </p>
      </PageIntro>
      <div className="container-page grid gap-10 py-12 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Island name="blog-overview" component={BlogOverview} props={{ articles }} />
        <aside aria-label="Meer van de blog" className="lg:pt-0">
          <BlogSidebar recent={recentArticles(articles)} />
        </aside>
      </div>
    </>
  );
}
