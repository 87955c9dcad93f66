import { Search, X } from '../../icons/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { ArticleCardList, ArticleMeta, CategoryLabel } from './article-card.tsx';
import { ArticleImage } from './article-image.tsx';
import { articlePath, categoryFilters, type ArticleSummary } from './categories.ts';
import { defaultQuery, filterArticles, paramsFromQuery, queryFromParams, resultsSentence, type BlogQuery } from './filter.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useUrlQuery } from '../../lib/use-url-query.ts';

// A fixed id, not useId: the overview is an island, once on /blog.
const searchId = 'zoek-artikelen';

export const NO_RESULTS = 'Geen artikelen gevonden die voldoen aan je zoekopdracht.';

/**
 * The searchable, filterable list. The view lives in the URL (?zoek=...&categorie=...), so it can be
 * shared and survives a reload; the prerendered HTML is the default view with every article.
 */
export function BlogOverview({ articles }: { articles: readonly ArticleSummary[] }) {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useUrlQuery();
  const fromUrl = hydrated ? queryFromParams(searchParams) : defaultQuery;
  // The search box holds its own text: the router writes the URL a moment later, and a box fed from the
  // URL would put the caret back at the end on every keystroke. The URL still wins when it changes by
  // itself (Back, a shared link), which `written` tells apart from our own writes.
  const [searchText, setSearchText] = useState(fromUrl.search);
  const written = useRef(fromUrl.search);
  useEffect(() => {
    if (fromUrl.search !== written.current) {
      written.current = fromUrl.search;
      setSearchText(fromUrl.search);
    }
  }, [fromUrl.search]);
  const query: BlogQuery = { ...fromUrl, search: searchText };
  const { featured, list } = filterArticles(articles, query);
  const searchBox = useRef<HTMLInputElement>(null);
  const filtered = query.search.trim() !== '' || query.category !== 'all';

  // Typing replaces the entry (every keystroke is not a step the back button should walk through);
  // choosing a category is a step, so Back returns to the previous category.
  const update = (next: Partial<BlogQuery>, replace = true) => {
    const merged = { ...query, ...next };
    if (next.search !== undefined) {
      written.current = merged.search;
      setSearchText(merged.search);
    }
    setSearchParams(paramsFromQuery(merged), { replace });
  };
  /** For the buttons that disappear once pressed: focus goes to the search box, not to the page's top. */
  const clearSearch = (next: Partial<BlogQuery>) => {
    update(next);
    searchBox.current?.focus();
  };

  return (
    <div>
      <div className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
        {/* No form: the list filters as you type, and without JavaScript there is nothing to submit to. */}
        <search aria-label="Artikelen">
          <label htmlFor={searchId} className="block text-sm font-semibold text-ink">
            Zoek in de artikelen
          </label>
          <div className="relative mt-1.5">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
            <input
              id={searchId}
              ref={searchBox}
              type="search"
              name="zoek"
              value={query.search}
              onChange={(event) => update({ search: event.target.value })}
              placeholder="Bijv. financiering of logo"
              autoComplete="off"
              maxLength={100}
              className="block w-full rounded-control border border-line bg-white py-2.5 pr-11 pl-11 text-base text-ink shadow-sm placeholder:text-muted/80 focus:border-brand-600 focus:ring-3 focus:ring-brand-200 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
            />
            {query.search ? (
              <button
                type="button"
                onClick={() => clearSearch({ search: '' })}
                aria-label="Zoekopdracht wissen"
                className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1.5 text-muted hover:bg-canvas hover:text-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            ) : null}
          </div>
        </search>
        <div role="group" aria-label="Filter op categorie" className="mt-4 flex flex-wrap gap-2">
          {categoryFilters.map((filter) => {
            const active = query.category === filter.key;
            return (
              <button
                key={filter.key}
                type="button"
                aria-pressed={active}
                onClick={() => update({ category: filter.key }, false)}
                className={`min-h-10 rounded-full px-4 text-sm font-semibold transition-colors ${active ? 'bg-brand-700 text-white shadow-sm' : 'bg-canvas text-ink-soft ring-1 ring-line ring-inset hover:bg-brand-50 hover:text-brand-800'}`}
              >
                {filter.label}
              </button>
            );
          })}
        </div>
      </div>

      <p role="status" aria-live="polite" aria-atomic="true" className={filtered ? 'mt-5 text-sm font-medium text-ink-soft' : 'sr-only'}>
        {filtered ? resultsSentence(list.length) : ''}
      </p>

      {featured ? <FeaturedArticle article={featured} /> : null}

      {list.length > 0 ? (
        <>
          <h2 className={featured ? 'mt-12 text-2xl font-bold tracking-tight' : 'sr-only'}>
            {featured ? 'Alle artikelen' : 'Gevonden artikelen'}
          </h2>
          <ArticleCardList articles={list} />
        </>
      ) : (
        <div className="mt-6 rounded-card border border-dashed border-line bg-white px-6 py-12 text-center">
          <p className="font-semibold text-ink">{NO_RESULTS}</p>
          <p className="mt-2 text-sm text-ink-soft">Probeer een ander woord of kies een andere categorie.</p>
          <button
            type="button"
            onClick={() => clearSearch(defaultQuery)}
            className="mt-5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            Toon alle artikelen
          </button>
        </div>
      )}
    </div>
  );
}

function FeaturedArticle({ article }: { article: ArticleSummary }) {
  return (
    <section aria-labelledby="uitgelicht-titel" className="mt-8">
      <h2 id="uitgelicht-titel" className="sr-only">
        Uitgelicht artikel
      </h2>
      <article className="group relative grid overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-float md:grid-cols-2">
        {/* The image keeps its 2:1 shape; the dark panel behind it fills the height of a taller text column. */}
        {/* On a phone the page's largest paint is the introduction above this card, so the image takes no
            priority. Its width: half the column beside the 20rem sidebar from lg on, half the page container
            from md on, the container less its padding below. */}
        <div className="flex items-center bg-linear-to-br from-brand-700 to-brand-900">
          <ArticleImage
            image={article.image}
            hero
            priority={false}
            sizes="(min-width: 72rem) 23rem, (min-width: 64rem) calc(50vw - 13.25rem), (min-width: 48rem) calc(50vw - 2rem), calc(100vw - 2.5rem)"
          />
        </div>
        <div className="flex flex-col gap-3 p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wide text-accent-700 ring-1 ring-accent-100 ring-inset">
              Uitgelicht
            </span>
            <CategoryLabel category={article.category} />
          </div>
          <h3 className="text-2xl leading-tight font-extrabold tracking-tight text-balance text-ink">
            <a href={articlePath(article.slug)} className="card-link">
              {article.title}
            </a>
          </h3>
          <p className="leading-relaxed text-ink-soft">{article.excerpt}</p>
          <ArticleMeta article={article} className="mt-auto pt-2" />
          <span aria-hidden="true" className="font-semibold text-brand-700">
            Lees het artikel →
          </span>
        </div>
      </article>
    </section>
  );
}
