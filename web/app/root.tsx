import { useEffect, useRef, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import siteStylesheet from './app.css?url';
import criticalCss from './critical.css?inline';
import { QuickContact } from './components/layout/quick-contact.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { SiteHeader } from './components/layout/site-header.tsx';
import { StaffHeader } from './components/layout/staff-header.tsx';
import { ToastRegion } from './components/ui/toast.tsx';
import { Island } from './lib/island.tsx';
import { rememberVisit } from './lib/attribution.ts';
import { staffAreaPath } from '../../shared/staff.ts';

export const links: Route.LinksFunction = () => [
  // The .ico first and sized, so browsers that read SVG icons still choose the SVG below.
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6355" />
        <Meta />
        <Links />
        <CriticalStyle />
      </head>
      <body className="flex min-h-screen flex-col antialiased">
        <a
          id="naar-inhoud"
          href="#inhoud"
          className="sr-only z-50 rounded-control bg-white px-4 py-3 font-semibold text-ink shadow-float focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Direct naar de inhoud
        </a>
        {children}
        {/* At the end of <body> the full stylesheet blocks no paint: the first screen is drawn with the
            critical CSS above, and what this sheet adds is further down the page. */}
        <link rel="stylesheet" href={siteStylesheet} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The first screen's CSS, inline so the first paint waits for no request; the Content-Security-Policy
 * allows it by the hash of its text, read from the built pages. The client renders the text the server
 * put in the page, so the CSS is not in the JavaScript as well (the import is dead code there).
 */
function CriticalStyle() {
  const css = import.meta.env.SSR ? criticalCss : (document.getElementById('kritieke-css')?.textContent ?? '');
  return <style id="kritieke-css" dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * After a client-side navigation focus moves to the main content, as a full page load would put it at
 * the top: keyboard users continue from the new page, and a screen reader starts reading it instead of
 * staying silent on <body>. Not on the first load, and not for a link to an anchor, which the browser
 * brings into view itself.
 */
function useFocusMainOnNavigation() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    document.getElementById('inhoud')?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

export default function App() {
  useEffect(() => {
    // Where the visit came from, for the forms to send along (the content pages' loader does the same).
    rememberVisit();
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
      <Island name="menu" component={SiteHeader} props={{ pathname }} />
      <main id="inhoud" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <aside aria-label="Snel contact">
        <Island name="quick-contact" component={QuickContact} props={{}} />
      </aside>
      <Island name="toasts" component={ToastRegion} props={{}} />
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
