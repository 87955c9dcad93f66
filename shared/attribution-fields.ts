/**
 * The plain rules of what a lead's attribution may hold (shared/attribution.ts): lengths, patterns and the
 * campaign parameters it reads. Kept apart from the zod schema because the browser's part
 * (web/app/lib/attribution.ts) runs in every content page's loader, which must not carry a schema library.
 */

export const attributionLimits = { landingPath: 300, referrerHost: 253, campaignValue: 100 } as const;

/**
 * A path on our own site: one leading slash (two would name another host), no spaces, backslashes, query or
 * fragment. The query stays out on purpose: it can carry a newsletter link's token, an advertiser's click id
 * (gclid, fbclid) or a search the visitor typed, none of which staff need to see where a lead came from.
 */
export const landingPathPattern = /^\/(?!\/)[^\s\\?#]*$/;

/** A host name as `URL.hostname` gives it: letters, digits, dots and hyphens. */
export const referrerHostPattern = /^[a-z0-9.-]+$/i;

/** A campaign parameter's value: letters, digits, spaces and a few separators, nothing that could be markup. */
export const campaignValuePattern = /^[\p{L}\p{N} ._+\-/:]+$/u;

/** The campaign parameters of a visit's first link, by their name in the URL and in the attribution. */
export const campaignParameters = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;
