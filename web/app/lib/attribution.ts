import type { Attribution } from '../../../shared/attribution.ts';
import {
  attributionLimits,
  campaignParameters,
  campaignValuePattern,
  pagePathPattern,
  referrerHostPattern,
} from '../../../shared/attribution-fields.ts';

/**
 * What the page with the form knows about how the visitor reached it, sent only inside a form the visitor
 * submits: the page itself, the page before it when that was a page of this site, or else the host of the
 * site that linked here (document.referrer, which the site's referrer policy cuts to an origin for other
 * sites), and the utm_source, utm_medium and utm_campaign of the page's own address. Nothing is written
 * to the device for it and no request of its own is made (DECISIONS.md, fourth round). The API checks it
 * again (shared/attribution.ts).
 */

/** A path without query or fragment and without a trailing slash, within the length the API takes; null when it is not one of ours. */
function pathOf(url: URL): string | null {
  const path = (url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname).slice(0, attributionLimits.path);
  return pagePathPattern.test(path) ? path : null;
}

/** What a page at `url`, opened from `referrer` (document.referrer, possibly empty), knows about the visit. */
export function pageAttribution(url: URL, referrer: string): Attribution | undefined {
  const attribution: Attribution = {};
  const pagePath = pathOf(url);
  if (pagePath) attribution.pagePath = pagePath;
  try {
    const from = referrer ? new URL(referrer) : null;
    const host = from?.hostname.toLowerCase() ?? '';
    if (from && host === url.hostname.toLowerCase()) {
      // A reload reports the page itself (or where it was first opened from): only another page of ours is "before".
      const previousPath = pathOf(from);
      if (previousPath && previousPath !== pagePath) attribution.previousPath = previousPath;
    } else if (host && host.length <= attributionLimits.referrerHost && referrerHostPattern.test(host)) {
      attribution.referrerHost = host;
    }
  } catch {
    // Not a URL: nothing known about where the visitor came from.
  }
  for (const [parameter, field] of campaignParameters) {
    const value = (url.searchParams.get(parameter) ?? '').trim();
    if (value && value.length <= attributionLimits.campaignValue && campaignValuePattern.test(value)) attribution[field] = value;
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

/** The attribution of the page the form is on now, for a form to send along as `attribution` (JSON leaves undefined out). */
export function formAttribution(): Attribution | undefined {
  try {
    return pageAttribution(new URL(window.location.href), document.referrer);
  } catch {
    return undefined;
  }
}
