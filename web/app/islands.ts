/**
 * Every island of the site, declared once: its name and its component, each behind a dynamic import so the
 * browser loads a chunk per island, only on pages that have it. Pages render `<Island name props>`
 * (web/app/lib/island.tsx) with the props type taken from here; the prerender (entry.server.tsx) renders
 * the components and the loader (entry.islands.ts) hydrates them.
 */
import type { ComponentType } from 'react';
import type { IslandProps, PropsOfComponent } from './lib/island.tsx';

/**
 * An island that shows toasts brings the toast area with it, loaded beside its own chunk. Never imported
 * here at the top: the loader imports this registry, and the toast module pulls in React, which must wait
 * for the first paint (tests/e2e/islands.spec.ts).
 */
const withToastArea = <C extends ComponentType<never>>(component: Promise<C>): Promise<C> =>
  Promise.all([component, import('./components/ui/toast.tsx')]).then(([loaded, toast]) => toast.withToasts(loaded));

export const islands = {
  calculator: () => import('./features/calculator/startup-calculator.tsx').then((module) => module.StartupCalculator),
  gallery: () => import('./features/systems/showcase-gallery.tsx').then((module) => module.ShowcaseGallery),
  location: () => import('./features/location/location-section.tsx').then((module) => module.LocationSection),
  'blog-overview': () => import('./features/blog/blog-overview.tsx').then((module) => module.BlogOverview),
  newsletter: () => withToastArea(import('./features/newsletter/newsletter-form.tsx').then((module) => module.NewsletterForm)),
  contents: () => import('./features/blog/table-of-contents.tsx').then((module) => module.TableOfContents),
  share: () => withToastArea(import('./features/blog/share-card.tsx').then((module) => module.ShareCard)),
  checklists: () => import('./features/blog/article-checklists.tsx').then((module) => module.ArticleChecklists),
  'link-button': () => import('./features/newsletter/link-button-page.tsx').then((module) => module.LinkButtonForm),
  'contact-form': () => withToastArea(import('./features/contact/contact-form.tsx').then((module) => module.ContactForm)),
  booking: () => import('./features/booking/slot-picker.tsx').then((module) => module.SlotPicker),
  intake: () => withToastArea(import('./features/intake/intake-form.tsx').then((module) => module.IntakeForm)),
};

type Islands = typeof islands;

/** An island's props travel as JSON in the page: a component whose props are not plain data fails here. */
type SerializableOnly = {
  [N in keyof Islands]: PropsOfComponent<Awaited<ReturnType<Islands[N]>>> extends IslandProps ? Islands[N] : never;
};

// Fails to compile, naming the island, when a component's props are not plain data.
const serializable: SerializableOnly = islands;
void serializable;

declare module './lib/island.tsx' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the registry's entries, merged in
  interface IslandRegistry extends SerializableOnly {}
}
