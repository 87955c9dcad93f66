import type { ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { islands } from './islands.ts';
import { IslandComponents } from './lib/island.tsx';
import { DocumentHydrates, hydratesWhole } from './route-handle.ts';

/** Every island's component, loaded once for the whole prerender. */
const islandComponents: Promise<ReadonlyMap<string, ComponentType<never>>> = Promise.all(
  Object.entries(islands).map(async ([name, load]) => [name, await load()] as const),
).then((entries) => new Map(entries));

/**
 * Runs only at build time: the site has no server, and every route is prerendered to static HTML
 * (react-router.config.ts). The whole document is awaited (allReady) so the HTML is complete.
 *
 * A route that does not hydrate (no `handle.hydrate`, web/app/route-handle.ts) gets no router data in its
 * HTML: the root renders no router scripts there (DocumentHydrates), so nothing would read that stream.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const hydrates =
    context.isSpaMode || hydratesWhole(context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle));
  const pageContext: EntryContext = hydrates ? context : { ...context, serverHandoffStream: undefined };
  const stream = await renderToReadableStream(
    <DocumentHydrates value={hydrates}>
      <IslandComponents value={await islandComponents}>
        <ServerRouter context={pageContext} url={request.url} />
      </IslandComponents>
    </DocumentHydrates>,
    {
      onError(error: unknown) {
        console.error(error);
      },
    },
  );
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status, headers });
}
