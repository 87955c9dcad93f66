import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { header } from './http.ts';

export type LinkCredentials = { id: string; token: string };

/**
 * The id and token a button or mail app sends (the newsletter's links, a booked call's cancel and move links): the page's form fields, or the link's query (the one-click
 * POST goes to the link itself). Without JavaScript the page cannot copy its query into the form, so the
 * page's own address in Referer (sent in full to the same origin under the site's referrer policy) is the
 * last place to look.
 */
export function linkCredentials(event: APIGatewayProxyEventV2, fields: Record<string, unknown>, pages: readonly string[]): LinkCredentials {
  const fromFields = { id: typeof fields.id === 'string' ? fields.id : '', token: typeof fields.token === 'string' ? fields.token : '' };
  if (fromFields.id || fromFields.token) return fromFields;
  const query = new URLSearchParams(event.rawQueryString ?? '');
  if (query.has('id') || query.has('token')) return { id: query.get('id') ?? '', token: query.get('token') ?? '' };
  const referer = header(event, 'referer');
  if (referer) {
    try {
      const page = new URL(referer);
      if (pages.includes(page.pathname.replace(/\/+$/, ''))) {
        return { id: page.searchParams.get('id') ?? '', token: page.searchParams.get('token') ?? '' };
      }
    } catch {
      // Not a URL: no credentials from it.
    }
  }
  return { id: '', token: '' };
}
