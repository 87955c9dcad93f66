/**
 * The only JavaScript of a content page (web/scripts/islands.ts puts it at the end of the body in place of
 * the router's scripts). It is small and waits for the first paint; then it loads React and hydrates each
 * `[data-island]` element on its own (web/app/lib/island.tsx). Each island's component is a chunk of its
 * own, loaded only on pages that have it; React and ReactDOM are the floor.
 */
import type { IslandLoader } from './lib/hydrate-islands.tsx';
import { rememberVisit } from './lib/attribution.ts';

/** Every island by name; the post-build step refuses a page with a name that is not here. */
export const islands = {
  menu: () => import('./components/layout/site-header.tsx').then((module) => module.SiteHeader),
  'quick-contact': () => import('./components/layout/quick-contact.tsx').then((module) => module.QuickContact),
  'logo-strip-pause': () => import('./features/logos/logo-strip-pause.tsx').then((module) => module.LogoStripPause),
  faq: () => import('./features/faq/faq-accordion.tsx').then((module) => module.FaqAccordion),
  calculator: () => import('./features/calculator/startup-calculator.tsx').then((module) => module.StartupCalculator),
  gallery: () => import('./features/systems/showcase-gallery.tsx').then((module) => module.ShowcaseGallery),
  location: () => import('./features/location/location-section.tsx').then((module) => module.LocationSection),
  toasts: () => import('./components/ui/toast.tsx').then((module) => module.ToastRegion),
  'blog-overview': () => import('./features/blog/blog-overview.tsx').then((module) => module.BlogOverview),
  newsletter: () => import('./features/newsletter/newsletter-form.tsx').then((module) => module.NewsletterForm),
  contents: () => import('./features/blog/table-of-contents.tsx').then((module) => module.TableOfContents),
  share: () => import('./features/blog/share-card.tsx').then((module) => module.ShareCard),
  checklists: () => import('./features/blog/article-checklists.tsx').then((module) => module.ArticleChecklists),
  'link-button': () => import('./features/newsletter/link-button-page.tsx').then((module) => module.LinkButtonForm),
} satisfies Record<string, IslandLoader>;

/**
 * Runs `start` once the page has painted, so hydration never delays the first paint: on the browser's
 * first-contentful-paint entry (a task after requestAnimationFrame can still come before the frame is on
 * screen), or after the first frame where there is no paint timing. A page in a background tab paints
 * nothing; it starts at once there.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) {
    start();
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
}

if (typeof document !== 'undefined') {
  rememberVisit();
  afterFirstPaint(() => {
    void import('./lib/hydrate-islands.tsx').then(({ hydrateIslands }) => hydrateIslands(islands));
  });
}
