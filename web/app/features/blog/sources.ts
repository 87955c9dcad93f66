/**
 * The official sites an article can rest its facts on: the bodies that make or carry out the rules a starter
 * meets. Every article links at least one, where the reader can check what it says (the build refuses one
 * that links none). A host counts with its subdomains (www.kvk.nl is kvk.nl).
 */
export const officialSources: Readonly<Record<string, string>> = {
  'kvk.nl': 'KvK',
  'belastingdienst.nl': 'Belastingdienst',
  'rvo.nl': 'RVO',
  'rijksoverheid.nl': 'Rijksoverheid',
  'ondernemersplein.overheid.nl': 'Ondernemersplein',
  'wetten.overheid.nl': 'wetten.overheid.nl',
  'autoriteitpersoonsgegevens.nl': 'Autoriteit Persoonsgegevens',
  'acm.nl': 'ACM',
  'afm.nl': 'AFM',
  'boip.int': 'Benelux-Bureau voor de Intellectuele Eigendom',
};

/** The official source a URL belongs to, or undefined for any other site. */
export function officialSourceOf(url: string): string | undefined {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const match = Object.keys(officialSources).find((domain) => host === domain || host.endsWith(`.${domain}`));
  return match && officialSources[match];
}

/**
 * Query parameters that tell another site where a visitor came from or who they are. Articles link other
 * sites plainly: a link carrying one of these stops the build.
 */
const trackingParameter = /^(?:utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|igshid|_hsenc|_hsmi|_ga|_gl|yclid|ref_src)$/i;

/** The tracking parameters in a URL, by name; empty for a plain link. */
export function trackingParameters(url: string): string[] {
  return [...new URL(url).searchParams.keys()].filter((name) => trackingParameter.test(name));
}
