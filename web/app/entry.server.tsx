import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Runs only at build time: the site has no server, and every route is prerendered to static HTML
 * (react-router.config.ts). The whole document is awaited (allReady) so the router's data stream is
 * complete in the HTML and the client can hydrate from it.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const stream = await renderToReadableStream(<ServerRouter context={context} url={request.url} />, {
    onError(error: unknown) {
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { status, headers });
}
