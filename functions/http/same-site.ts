import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { domain } from '../../shared/business-facts.ts';
import { CrossSiteError } from './errors.ts';
import { header, type HttpMiddleware } from './http.ts';

/**
 * Refuses form posts another site makes a visitor's browser send (cross-site request forgery, or a page
 * elsewhere using our forms to mail its victims). Browsers say where a request comes from in
 * Sec-Fetch-Site: only 'same-origin' (our own pages) and 'none' (typed or bookmarked) pass; 'same-site'
 * (a sibling subdomain) and 'cross-site' do not. Every browser that still gets security updates sends
 * it, except older Safari (before 16.4, still on some iPhones): without the header, an Origin that is not
 * the site's own (another site's, or "null" from a sandboxed frame or a data: page) is refused too. A
 * request with neither header is not a browser a page can steer, so there is nothing to forge.
 */

export const sameSiteMessage = `Dit formulier kan alleen vanaf onze eigen website worden verstuurd. Ga naar ${domain} en probeer het daar opnieuw.`;

/** `siteUrl` is asked for only when the Origin decides (no Sec-Fetch-Site, an Origin other than "null"). */
export function crossSiteReason(event: Pick<APIGatewayProxyEventV2, 'headers'>, siteUrl: () => string): string | null {
  const site = header(event, 'sec-fetch-site')?.trim().toLowerCase();
  if (site !== undefined) return site === 'same-origin' || site === 'none' ? null : `Sec-Fetch-Site: ${site}`;
  const origin = header(event, 'origin')?.trim();
  if (origin === undefined) return null;
  if (origin === 'null') return 'Origin: null';
  return origin.toLowerCase() === new URL(siteUrl()).origin ? null : `Origin: ${origin.slice(0, 100)}`;
}

/** Before the handler: a cross-site POST is answered 403 in Dutch (a plain page for a form post) and goes no further. */
export function sameSiteOnly(siteUrl: () => string): HttpMiddleware {
  return {
    before: (request) => {
      if (request.event.requestContext.http.method !== 'POST') return;
      const reason = crossSiteReason(request.event, siteUrl);
      if (reason) throw new CrossSiteError(reason, sameSiteMessage);
    },
  };
}
