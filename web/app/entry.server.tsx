import type { ComponentType, ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { islands } from './islands.ts';
import { IslandComponents } from './lib/island.tsx';
import siteStylesheet from './app.css?url';
import { criticalCssOf } from './critical-css.server.ts';
import { CriticalCss, DocumentHydrates, hydratesWhole, PageHasIslands } from './route-handle.ts';

/** Every island's component, loaded once for the whole prerender. */
const islandComponents: Promise<ReadonlyMap<string, ComponentType<never>>> = Promise.all(
  Object.entries(islands).map(async ([name, load]) => [name, await load()] as const),
).then((entries) => new Map(entries));

async function renderDocument(document: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(document, {
    onError(error: unknown) {
      console.error(error);
    },
  });
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Runs only at build time: the site has no server, and every route is prerendered to static HTML
 * (react-router.config.ts). The whole document is awaited (allReady) so the HTML is complete.
 *
 * A route that does not hydrate (no `handle.hydrate`, web/app/route-handle.ts) is rendered twice: the
 * first pass gives the markup, from which the CSS the page uses is derived (critical-css.server.ts); the
 * second renders the same page with that CSS inline in its head (the root's CriticalStyle). After the build,
 * web/scripts/first-screen-css.ts narrows that CSS to what the first screen uses; nothing else edits the
 * markup afterwards. Such a page gets no router data either: the root renders no router scripts there
 * (DocumentHydrates), so nothing would read that stream.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const hydrates =
    context.isSpaMode || hydratesWhole(context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle));
  const pageContext: EntryContext = hydrates ? context : { ...context, serverHandoffStream: undefined };
  const components = await islandComponents;
  const page = (criticalCss: string, hasIslands: boolean) => (
    <DocumentHydrates value={hydrates}>
      <CriticalCss value={criticalCss}>
        <PageHasIslands value={hasIslands}>
          <IslandComponents value={components}>
            <ServerRouter context={pageContext} url={request.url} />
          </IslandComponents>
        </PageHasIslands>
      </CriticalCss>
    </DocumentHydrates>
  );
  let html = await renderDocument(page('', true));
  // `npm run dev` has no built stylesheet to read; its pages take the full one from the end of the body.
  if (!hydrates && !import.meta.env.DEV)
    html = await renderDocument(page(criticalCssOf(html, siteStylesheet), html.includes(' data-island=')));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
