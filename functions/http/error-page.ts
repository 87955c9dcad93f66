import { address, brand, contact } from '../../shared/business-facts.ts';
import { html, type SafeHtml } from '../core/html.ts';
import type { ErrorBody } from './errors.ts';

export type FormPageOptions = {
  /** Where the form lives, e.g. "/contact". */
  backHref: string;
  backLabel: string;
  /** Dutch labels for the field names, so the list reads "Naam: Naam is verplicht". */
  fieldLabels: Record<string, string>;
  /** The page's heading when the visitor must fix something; "Je bericht is nog niet verzonden" by default. */
  heading?: string;
};

/**
 * The page a visitor without JavaScript sees when a form post is refused. Our CSP forbids inline
 * styles and scripts, so it is plain semantic HTML that any browser renders readably.
 */
export function errorPage(statusCode: number, body: ErrorBody, options: FormPageOptions): string {
  const fieldEntries = Object.entries(body.fieldErrors);
  const ourFault = statusCode >= 500;
  const heading = ourFault ? 'Er is iets misgegaan' : (options.heading ?? 'Je bericht is nog niet verzonden');
  const intro = fieldEntries.length > 0 ? 'Pas het volgende aan en verstuur het formulier opnieuw:' : body.error;

  const list: SafeHtml | undefined =
    fieldEntries.length > 0
      ? html`<ul>
${fieldEntries.map(([field, message]) => html`<li><strong>${options.fieldLabels[field] ?? field}</strong>: ${message}</li>\n`)}</ul>`
      : undefined;

  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${heading} | ${brand.name}</title>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${intro}</p>
${list}
<p><a href="${options.backHref}">${options.backLabel}</a></p>
<p>Met de terugknop van je browser zie je meestal je ingevulde gegevens terug.</p>
<p>Liever direct contact? Bel <a href="${contact.phoneHref}">${contact.phoneDisplay}</a> of mail naar <a href="mailto:${contact.email}">${contact.email}</a>.</p>
</main>
<footer>
<p>${brand.legalName}, ${address.city}</p>
</footer>
</body>
</html>
`.value;
}
