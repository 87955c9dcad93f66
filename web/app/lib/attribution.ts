import type { Attribution } from '../../../shared/attribution.ts';
import {
  attributionLimits,
  campaignParameters,
  campaignValuePattern,
  landingPathPattern,
  referrerHostPattern,
} from '../../../shared/attribution-fields.ts';
import { staffAreaPath } from '../../../shared/staff.ts';

/**
 * Where this visit came from, remembered in this tab only (sessionStorage: the browser forgets it when the
 * tab closes) and sent only inside a form the visitor submits: the page the visit started on, the host of
 * the site that linked here, and the utm_source, utm_medium and utm_campaign of that first link. No cookie,
 * no request of its own, no third party. The API checks it again (shared/attribution.ts).
 *
 * A visit starts on the tab's first page of this site, and again whenever the tab arrives from another
 * site or through a link with campaign parameters; reloads, the back button and our own links keep it.
 */

const STORAGE_KEY = 'startsprong:herkomst';

/** The path a visit landed on: without query or fragment, without a trailing slash, within the length the API takes. */
function landingPathOf(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return path.slice(0, attributionLimits.landingPath);
}

/** What a page, opened from `referrer` (document.referrer, possibly empty), says about the visit. */
export function pageAttribution(url: URL, referrer: string): Attribution | null {
  const landingPath = landingPathOf(url);
  if (!landingPathPattern.test(landingPath)) return null;
  const attribution: Attribution = { landingPath };
  try {
    const host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
    if (host && host !== url.hostname.toLowerCase() && host.length <= attributionLimits.referrerHost && referrerHostPattern.test(host)) {
      attribution.referrerHost = host;
    }
  } catch {
    // Not a URL: no referring host.
  }
  for (const [parameter, field] of campaignParameters) {
    const value = (url.searchParams.get(parameter) ?? '').trim().slice(0, attributionLimits.campaignValue).trim();
    if (value && campaignValuePattern.test(value)) attribution[field] = value;
  }
  return attribution;
}

/**
 * What to remember after this page: the page's own attribution when it starts a visit, or null to keep what
 * is remembered. A page that came from another site or carries campaign parameters starts a new visit,
 * unless it was only reloaded or reached with the back or forward button (the browser then reports the
 * referrer of the original arrival).
 */
export function nextRemembered(remembered: boolean, page: Attribution | null, navigationType: string | undefined): Attribution | null {
  if (!page) return null;
  if (!remembered) return page;
  const fromOutside = Boolean(page.referrerHost || page.utmSource || page.utmMedium || page.utmCampaign);
  return fromOutside && navigationType !== 'reload' && navigationType !== 'back_forward' ? page : null;
}

/**
 * Called once on every page load, by the content pages' islands loader and by the router apps' root. Cheap
 * and synchronous: it reads the address and the referrer and writes one sessionStorage entry, or nothing.
 * A browser that blocks storage remembers nothing, and the forms then send no attribution.
 */
export function rememberVisit(): void {
  try {
    const url = new URL(window.location.href);
    if (url.pathname === staffAreaPath || url.pathname.startsWith(`${staffAreaPath}/`)) return;
    const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    const storage = window.sessionStorage;
    const next = nextRemembered(storage.getItem(STORAGE_KEY) !== null, pageAttribution(url, document.referrer), navigation?.type);
    if (next) storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: nothing is remembered, and nothing breaks.
  }
}

/** What this tab remembers, for a form to send along as `attribution`; undefined when nothing is (JSON then leaves it out). */
export function rememberedAttribution(): Attribution | undefined {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : undefined;
    return parsed && typeof parsed === 'object' ? (parsed as Attribution) : undefined;
  } catch {
    return undefined;
  }
}
