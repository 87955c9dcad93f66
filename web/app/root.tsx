import { use, useEffect, useRef, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import islandsLoader, { corner as cornerScript } from 'virtual:islands-loader';
import type { Route } from './+types/root';
import siteStylesheet from './app.css?url';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { StaffHeader } from './components/layout/staff-header.tsx';
import { QuickContact } from './components/layout/quick-contact.tsx';
import { CriticalCss, DocumentHydrates, PageHasIslands } from './route-handle.ts';
import { staffAreaPath } from '../../shared/staff.ts';

export const links: Route.LinksFunction = () => [
  // The .ico first and sized, so browsers that read SVG icons still choose the SVG below.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  // The staff area hydrates as a React Router app; every other page is static HTML with islands.
  const app = use(DocumentHydrates);
  const islands = use(PageHasIslands);
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6355" />
        <Meta />
        <Links />
        {app ? <link rel="stylesheet" href={siteStylesheet} /> : <CriticalStyle />}
      </head>
      {/* Positioned, so the quick-contact aside (quick-contact.tsx) can run the page's length. `#top` is the
          target of "Terug naar boven": the browser scrolls there and, the body being no control, lets go of
          focus, so Tab goes on from the top of the page. */}
      <body id="top" className="relative flex min-h-screen flex-col antialiased">
        {/* Shown on :focus-visible: the keyboard shows it, a tap does not. */}
        <a id="naar-inhoud" href="#inhoud" className="skip-link">
          Direct naar de inhoud
        </a>
        {children}
        {app ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <>
            {/* At the end of <body> the full stylesheet blocks no paint: the first screen is drawn with the
                critical CSS above, and what this sheet adds is further down the page. */}
            <link rel="stylesheet" href={siteStylesheet} />
            {/* The quick-contact corner's few hundred bytes (entry.corner.ts), and the islands' loader: modules,
                so deferred; the loader waits for the first paint itself. A page whose other interactions are
                all HTML and CSS loads no more than the corner's script. */}
            <script type="module" src={cornerScript} />
            {islands ? <script type="module" src={islandsLoader} /> : null}
          </>
        )}
      </body>
    </html>
  );
}

/**
 * The CSS this page's markup uses, inline so the first paint waits for no request (entry.server.tsx derives
 * it from the page itself); the Content-Security-Policy allows it by the hash of its text, read from the
 * built pages. Rendered only on the static pages, which React never hydrates as a whole.
 */
function CriticalStyle() {
  return <style dangerouslySetInnerHTML={{ __html: use(CriticalCss) }} />;
}

/**
 * After a client-side navigation focus moves to the main content, as a full page load would put it at
 * the top: keyboard users continue from the new page, and a screen reader starts reading it instead of
 * staying silent on <body>. Not on the first load, not for a link to an anchor, which the browser
 * brings into view itself, and not in the staff area, whose layout moves focus to the page's heading once
 * the page's data is loaded.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash || pathname === staffAreaPath || pathname.startsWith(`${staffAreaPath}/`)) return;
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export default function App() {
  useEffect(() => {
    // Marks the moment the page became interactive; browser tests wait for it before they click.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  useFocusMainOnNavigation();
  const { pathname } = useLocation();
  if (pathname === staffAreaPath || pathname.startsWith(`${staffAreaPath}/`)) {
    return (
      <>
        <StaffHeader />
        <main id="inhoud" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader pathname={pathname} />
      <main id="inhoud" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <QuickContact />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="inhoud" className="container-page py-24">
      <h1 className="text-3xl font-bold">{notFound ? '404 Pagina niet gevonden' : 'Er ging iets mis'}</h1>
      <p className="mt-4 text-ink-soft">
        {notFound ? 'Deze pagina bestaat niet (meer).' : 'Deze pagina kon niet worden geladen. Probeer het zo nog eens.'}
      </p>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Terug naar de homepage
      </a>
    </main>
  );
}
