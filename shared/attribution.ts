import * as z from 'zod/mini';

/**
 * Where a lead came from, as the visitor's own tab remembered it (sessionStorage: gone when the tab
 * closes) and sent along with a form the visitor submitted: the page the visit started on, the host of the
 * referring site, and the campaign parameters of the visit's first link. No cookie, no third party.
 *
 * Everything here is typed by the visitor's browser, so it is hostile: it is checked to a narrow shape, it
 * never makes a form fail (a value that does not fit is dropped), and it is shown to staff only, never in
 * an email to the visitor.
 */

const LANDING_MAX = 300;
const HOST_MAX = 253;
const CAMPAIGN_MAX = 100;

/** A path on our own site: starts with one slash, no scheme, host, spaces or control characters. */
const landingPath = z.string().check(z.maxLength(LANDING_MAX), z.regex(/^\/(?!\/)[^\s\\]*$/));

/** A host name as `URL.hostname` gives it: letters, digits, dots and hyphens. */
const referrerHost = z.string().check(z.maxLength(HOST_MAX), z.regex(/^[a-z0-9.-]+$/i));

/** A campaign parameter: letters, digits, spaces and a few separators, nothing that could be markup. */
const campaignValue = z.string().check(z.trim(), z.maxLength(CAMPAIGN_MAX), z.regex(/^[\p{L}\p{N} ._+\-/:]+$/u));

export const attributionSchema = z.object({
  landingPath,
  referrerHost: z.optional(referrerHost),
  utmSource: z.optional(campaignValue),
  utmMedium: z.optional(campaignValue),
  utmCampaign: z.optional(campaignValue),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** Reads an attribution from anything a request carried: what does not fit the shape is dropped, never an error. */
export function parseAttribution(value: unknown): Attribution | undefined {
  const parsed = attributionSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const searchEngines: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)yahoo\.com$/, 'Yahoo'],
];

/** The source part alone, for grouping leads: "nieuwsbrief", "Google", "linkedin.com", "rechtstreeks". */
export function attributionSource(attribution: Attribution | undefined): string {
  if (!attribution) return 'onbekend';
  if (attribution.utmSource) return attribution.utmSource;
  const host = attribution.referrerHost?.toLowerCase().replace(/^www\./, '');
  if (!host) return 'rechtstreeks';
  return searchEngines.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** In Dutch for staff: "Via nieuwsbrief, campagne voorjaar, binnengekomen op /blog/zzp-of-bv". */
export function describeAttribution(attribution: Attribution | undefined): string {
  if (!attribution) return 'Onbekend (niet meegestuurd)';
  const source = attributionSource(attribution);
  const parts = [source === 'rechtstreeks' ? 'Rechtstreeks (geen verwijzende site)' : `Via ${source}`];
  if (attribution.utmMedium) parts.push(`medium ${attribution.utmMedium}`);
  if (attribution.utmCampaign) parts.push(`campagne ${attribution.utmCampaign}`);
  parts.push(`binnengekomen op ${attribution.landingPath}`);
  return parts.join(', ');
}
