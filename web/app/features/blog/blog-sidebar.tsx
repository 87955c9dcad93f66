import { ArrowRight } from '../../icons/icons.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { NewsletterCard } from '../newsletter/newsletter-card.tsx';
import { ArticleMeta } from './article-card.tsx';
import { articlePath, type ArticleSummary } from './categories.ts';

/** The overview's sidebar: the most recent articles, the newsletter box and the call to start. */
export function BlogSidebar({ recent }: { recent: readonly ArticleSummary[] }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="recent-titel" className="rounded-card border border-line bg-white p-5 shadow-card">
        <h2 id="recent-titel" className="text-lg font-bold tracking-tight text-ink">
          Recente artikelen
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {recent.map((article) => (
            <li key={article.slug} className="py-3 first:pt-1 last:pb-0">
              <a href={articlePath(article.slug)} className="font-semibold leading-snug text-ink hover:text-brand-700 hover:underline">
                {article.title}
              </a>
              <ArticleMeta article={article} className="mt-1" />
            </li>
          ))}
        </ul>
      </section>
      <NewsletterCard id="nieuwsbrief" compact />
      <StartCard />
    </div>
  );
}

/** The call to /begin-vandaag, in the blog's dark card. */
export function StartCard() {
  return (
    <section aria-labelledby="start-titel" className="relative overflow-hidden rounded-card bg-brand-800 p-6 text-white shadow-card">
      <div aria-hidden="true" className="absolute -top-10 -right-10 size-36 rounded-full bg-brand-700" />
      <div className="relative">
        <h2 id="start-titel" className="text-lg font-bold tracking-tight">
          Klaar om te beginnen?
        </h2>
        <p className="mt-2 text-[0.95rem] leading-relaxed text-brand-100">
          Van idee tot een draaiend bedrijf, met persoonlijke begeleiding. Het eerste gesprek is gratis.
        </p>
        <ButtonLink to="/begin-vandaag" variant="accent" className="mt-5 w-full">
          Begin vandaag
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </section>
  );
}
