import * as z from 'zod/mini';
import { attributionLimits, campaignValuePattern, landingPathPattern, referrerHostPattern } from './attribution-fields.ts';

/**
 * Where a lead came from, as the visitor's own tab remembered it (sessionStorage: gone when the tab
 * closes) and sent along with a form the visitor submitted: the page the visit started on, the host of the
 * referring site, and the campaign parameters of the visit's first link. No cookie, no third party.
 *
 * Everything here is typed by the visitor's browser, so it is hostile: it is checked to a narrow shape, it
 * never makes a form fail (a value that does not fit is dropped), and it is shown to staff only, never in
 * an email to the visitor.
 */

const landingPath = z.string().check(z.maxLength(attributionLimits.landingPath), z.regex(landingPathPattern));
const referrerHost = z.string().check(z.maxLength(attributionLimits.referrerHost), z.regex(referrerHostPattern));
const campaignValue = z.string().check(z.trim(), z.maxLength(attributionLimits.campaignValue), z.regex(campaignValuePattern));

export const attributionSchema = z.object({
  landingPath,
  referrerHost: z.optional(referrerHost),
  utmSource: z.optional(campaignValue),
  utmMedium: z.optional(campaignValue),
  utmCampaign: z.optional(campaignValue),
});

export type Attribution = z.infer<typeof attributionSchema>;

const optionalFields = { referrerHost, utmSource: campaignValue, utmMedium: campaignValue, utmCampaign: campaignValue } as const;

/**
 * Reads an attribution from anything a request carried, field by field: a field that does not fit is
 * dropped and the rest kept (a campaign name with an odd character costs only that name); without a
 * landing page that fits there is nothing to keep. Never an error: it must not cost anyone their form.
 */
export function parseAttribution(value: unknown): Attribution | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const landing = landingPath.safeParse(given.landingPath);
  if (!landing.success) return undefined;
  const attribution: Attribution = { landingPath: landing.data };
  for (const [name, schema] of Object.entries(optionalFields) as [keyof typeof optionalFields, z.ZodMiniType<string>][]) {
    const field = schema.safeParse(given[name]);
    if (field.success) attribution[name] = field.data;
  }
  return attribution;
}

const searchEngines: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)yahoo\.com$/, 'Yahoo'],
];

/**
 * The source part alone, for grouping leads: "nieuwsbrief", "Google", "linkedin.com", "rechtstreeks". A
 * campaign's source is written in lower case, so "Nieuwsbrief" and "nieuwsbrief" count as one.
 */
export function attributionSource(attribution: Attribution | undefined): string {
  if (!attribution) return 'onbekend';
  if (attribution.utmSource) return attribution.utmSource.toLocaleLowerCase('nl');
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
