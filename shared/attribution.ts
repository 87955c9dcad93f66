import * as z from 'zod/mini';
import { optionLabel, valuesOf } from './form-fields.ts';
import { attributionLimits, campaignValuePattern, foundViaOptions, pagePathPattern, referrerHostPattern } from './attribution-fields.ts';
import type { LeadKind } from './lead-kinds.ts';

/**
 * Where a lead came from, as the page with the form knew it and sent it along with the form: the page
 * itself, the page before it (when that was a page of our own site) or the host of the site that linked
 * to it, the campaign parameters of its own address, and the visitor's own answer to "Hoe heb je ons
 * gevonden?". Nothing is kept on the visitor's device to find this out (DECISIONS.md, fourth round), so a
 * visit's first page and campaign are not known once the visitor has moved on within the site.
 *
 * Everything here is typed by the visitor's browser, so it is hostile: it is checked to a narrow shape, it
 * never makes a form fail (a value that does not fit is dropped), and it is shown to staff only, never in
 * an email to the visitor.
 */

const path = z.string().check(z.maxLength(attributionLimits.path), z.regex(pagePathPattern));
const referrerHost = z.string().check(z.maxLength(attributionLimits.referrerHost), z.regex(referrerHostPattern));
const campaignValue = z.string().check(z.trim(), z.maxLength(attributionLimits.campaignValue), z.regex(campaignValuePattern));
const foundVia = z.enum(valuesOf(foundViaOptions));

/** The rules a field must meet to be kept. */
const fieldRules = {
  pagePath: path,
  previousPath: path,
  referrerHost,
  utmSource: campaignValue,
  utmMedium: campaignValue,
  utmCampaign: campaignValue,
  foundVia,
} as const;

export type Attribution = {
  /** The page the form was sent from. */
  pagePath?: string;
  /** The page of our own site the visitor opened the form page from. */
  previousPath?: string;
  /** Rows from before the fourth round: the first page of the visit, as the tab remembered it then. */
  landingPath?: string;
  /** Another site that linked to the form page. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The visitor's own answer to "Hoe heb je ons gevonden?", an option key. */
  foundVia?: string;
};

/**
 * An attribution as a row keeps it. Read leniently, so rows saved under earlier, wider rules (a campaign
 * name with a space, say) still read; what is shown from them is escaped wherever it goes.
 */
export const storedAttributionSchema = z.object({
  pagePath: z.optional(z.string()),
  previousPath: z.optional(z.string()),
  landingPath: z.optional(z.string()),
  referrerHost: z.optional(z.string()),
  utmSource: z.optional(z.string()),
  utmMedium: z.optional(z.string()),
  utmCampaign: z.optional(z.string()),
  foundVia: z.optional(z.string()),
});

/** An attribution a row keeps, read back to show or count it; undefined when the row has none. */
export function storedAttribution(value: unknown): Attribution | undefined {
  const parsed = storedAttributionSchema.safeParse(value);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : undefined;
}

/**
 * Reads an attribution from what a request carried, field by field: a field that does not fit is dropped
 * and the rest kept (a campaign name with an odd character costs only that name). `answer` is the form's own
 * "Hoe heb je ons gevonden?" field, which a form without JavaScript posts as well. Never an error: it must
 * not cost anyone their form. Undefined when nothing fits.
 */
export function parseAttribution(value: unknown, answer?: unknown): Attribution | undefined {
  const given: Record<string, unknown> =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  if (answer !== undefined && answer !== '') given.foundVia = answer;
  const attribution: Attribution = {};
  for (const [name, rule] of Object.entries(fieldRules) as [keyof typeof fieldRules, z.ZodMiniType<string>][]) {
    const field = rule.safeParse(given[name]);
    if (field.success) attribution[name] = field.data;
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

const searchEngines: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)bing\.com$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)ecosia\.org$/, 'Ecosia'],
  [/(^|\.)yahoo\.com$/, 'Yahoo'],
];

/** The source of a lead that came to the form from another page of our own site: where it entered the site is not known. */
export const withinSite = 'eigen site';

/**
 * The source part alone, for grouping leads: "nieuwsbrief", "Google", "linkedin.com", "eigen site",
 * "rechtstreeks". A campaign's source is written in lower case, so "Nieuwsbrief" and "nieuwsbrief" count as one.
 */
export function attributionSource(attribution: Attribution | undefined): string {
  if (!attribution) return 'onbekend';
  if (attribution.utmSource) return attribution.utmSource.toLocaleLowerCase('nl');
  const host = attribution.referrerHost?.toLowerCase().replace(/^www\./, '');
  if (host) return searchEngines.find(([pattern]) => pattern.test(host))?.[1] ?? host;
  return attribution.previousPath ? withinSite : 'rechtstreeks';
}

/**
 * The page that brought the lead: the page the newsletter box was on, or the page of our site the visitor
 * came from to the contact form or the intake (which have pages of their own); the visit's first page on
 * rows from before the fourth round.
 */
export function attributionPage(kind: LeadKind, attribution: Attribution | undefined): string | undefined {
  if (!attribution) return undefined;
  if (kind === 'newsletter') return attribution.pagePath ?? attribution.landingPath;
  return attribution.previousPath ?? attribution.pagePath ?? attribution.landingPath;
}

/** The visitor's answer to "Hoe heb je ons gevonden?" in Dutch, or undefined when they gave none (or none of ours). */
export function foundViaLabel(attribution: Attribution | undefined): string | undefined {
  const answer = attribution?.foundVia;
  return answer && foundViaOptions.some((option) => option.value === answer) ? optionLabel(foundViaOptions, answer) : undefined;
}

/** In Dutch for staff: "Via Google, verstuurd vanaf /contact, daarvoor op /blog/zzp-of-bv, eigen antwoord: Een artikel". */
export function describeAttribution(attribution: Attribution | undefined): string {
  if (!attribution) return 'Onbekend (niet meegestuurd)';
  const source = attributionSource(attribution);
  const parts = [
    source === 'rechtstreeks'
      ? 'Rechtstreeks (geen verwijzende site)'
      : source === withinSite
        ? 'Via een andere pagina van de site'
        : `Via ${source}`,
  ];
  if (attribution.utmMedium) parts.push(`medium ${attribution.utmMedium}`);
  if (attribution.utmCampaign) parts.push(`campagne ${attribution.utmCampaign}`);
  if (attribution.pagePath) parts.push(`verstuurd vanaf ${attribution.pagePath}`);
  if (attribution.previousPath) parts.push(`daarvoor op ${attribution.previousPath}`);
  if (attribution.landingPath) parts.push(`binnengekomen op ${attribution.landingPath}`);
  const answer = foundViaLabel(attribution);
  if (answer) parts.push(`eigen antwoord: ${answer}`);
  return parts.join(', ');
}
