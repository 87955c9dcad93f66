import type { ChoiceField } from './form-fields.ts';

/**
 * The plain rules of what a lead's attribution may hold (shared/attribution.ts): lengths, patterns, the
 * campaign parameters it reads and the question "Hoe heb je ons gevonden?". Kept apart from the zod schema
 * because the browser's part (web/app/lib/attribution.ts) goes with every form, which must not carry a
 * schema library before it is used.
 */

export const attributionLimits = { path: 300, referrerHost: 253, campaignValue: 40 } as const;

/**
 * A path on our own site: one leading slash (two would name another host), no spaces, backslashes, query or
 * fragment. The query stays out on purpose: it can carry a newsletter link's token, an advertiser's click id
 * (gclid, fbclid) or a search the visitor typed, none of which staff need to see where a lead came from.
 */
export const pagePathPattern = /^\/(?!\/)[^\s\\?#]*$/;

/** A host name as `URL.hostname` gives it: letters, digits, dots and hyphens. */
export const referrerHostPattern = /^[a-z0-9.-]+$/i;

/**
 * A campaign parameter's value: one short word of letters, digits, dots, hyphens and underscores, as the
 * agency writes its own links (utm_source=nieuwsbrief, utm_campaign=voorjaar-2026). No spaces, colons or
 * slashes: a value is shown to staff in the overview of sources, so it must not be able to carry a sentence,
 * a phone number with instructions or an address to a look-alike site (issue 30, point 7).
 */
export const campaignValuePattern = /^[\p{L}\p{N}._-]+$/u;

/** The campaign parameters of the form page's own address, by their name in the URL and in the attribution. */
export const campaignParameters = [
  ['utm_source', 'utmSource'],
  ['utm_medium', 'utmMedium'],
  ['utm_campaign', 'utmCampaign'],
] as const;

export const foundViaOptions = [
  { value: 'google', label: 'Google' },
  { value: 'article', label: 'Een artikel' },
  { value: 'social-media', label: 'Social media' },
  { value: 'recommendation', label: 'Een aanbeveling' },
  { value: 'advertisement', label: 'Een advertentie' },
  { value: 'other', label: 'Anders' },
] as const;

/** The optional question every form asks; its answer travels with the attribution and is the visitor's own choice. */
export const foundViaField = {
  name: 'foundVia',
  label: 'Hoe heb je ons gevonden?',
  staffLabel: 'Zelf gekozen',
  type: 'choice',
  control: 'select',
  options: foundViaOptions,
  optional: true,
  messages: {},
} as const satisfies ChoiceField;
