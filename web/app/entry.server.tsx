import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/**
 * Runs only at build time: the site has no server, and every route is prerendered to static HTML
 * (react-router.config.ts). Nothing suspends, so a plain string render is complete.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
