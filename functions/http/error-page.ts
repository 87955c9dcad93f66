import { address, brand, contact, links } from '../../shared/business-facts.ts';
import { isChoice, type FormField } from '../../shared/form-fields.ts';
import { html, type SafeHtml } from '../core/html.ts';
import type { ErrorBody } from './errors.ts';

export type FormPageOptions = {
  /** Where the form lives, e.g. "/contact". */
  backHref: string;
  backLabel: string;
  /**
   * The form's fields as the site defines them (shared/form-fields.ts): their labels name what to fix ("Naam:
   * Naam is verplicht"), and with `form` the page shows them again.
   */
  fields: readonly FormField[];
  /** Labels for what may have a message without being a field the visitor filled in (the submission's id). */
  otherLabels?: Record<string, string>;
  /** The page's heading when the visitor must fix something; "Je bericht is nog niet verstuurd" by default. */
  heading?: string;
  /** When given, the form is shown again on this page with the visitor's answers and each field's message. */
  form?: { action: string; submitLabel: string };
};

/**
 * The site's stylesheet under a name that does not change between builds (the build writes it next to
 * the hashed one), so this page, rendered by the API, looks like the site without knowing the hash.
 */
export const SITE_STYLESHEET = '/site.css';

// Tailwind classes of the site (web/app/app.css scans this file, so they are in the stylesheet).
const controlClass = (invalid: boolean) =>
  `block w-full rounded-control border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200 ${invalid ? 'border-danger' : 'border-line'}`;

function fieldHtml(field: FormField, value: string, error: string | undefined): SafeHtml {
  const id = `veld-${field.name}`;
  const errorId = `${id}-fout`;
  const described = error ? html` aria-invalid="true" aria-describedby="${errorId}"` : html``;
  const required = field.optional ? html`` : html` required`;
  let control: SafeHtml;
  if (isChoice(field)) {
    const options = field.options.map(
      (option) => html`<option value="${option.value}"${option.value === value ? html` selected` : html``}>${option.label}</option>`,
    );
    control = html`<select id="${id}" name="${field.name}" class="${controlClass(Boolean(error))}"${required}${described}><option value="">${field.optional ? 'Geen antwoord' : 'Kies een antwoord'}</option>${options}</select>`;
  } else if (field.type === 'textarea') {
    control = html`<textarea id="${id}" name="${field.name}" rows="${String(field.rows ?? 4)}" maxlength="${String(field.max)}" class="${controlClass(Boolean(error))}"${required}${described}>${value}</textarea>`;
  } else {
    control = html`<input id="${id}" name="${field.name}" type="${field.type}" value="${value}" maxlength="${String(field.max)}" autocomplete="${field.autoComplete ?? 'off'}" class="${controlClass(Boolean(error))}"${required}${described}>`;
  }
  return html`<div>
<label for="${id}" class="block text-sm font-semibold text-ink">${field.label}${field.optional ? html`<span class="font-normal text-muted"> (optioneel)</span>` : html``}</label>
<div class="mt-1.5">${control}</div>
${error ? html`<p id="${errorId}" class="mt-1.5 text-sm font-medium text-danger">${error}</p>` : html``}
</div>
`;
}

/**
 * The page a visitor without JavaScript sees when a form post is refused: in the site's own layout (its
 * stylesheet, header and footer), with what to fix and, for a form that passes `form`, the form again
 * with every answer kept. Our CSP forbids inline styles and scripts, so there are none.
 */
export function errorPage(statusCode: number, body: ErrorBody, options: FormPageOptions, values: Record<string, string> = {}): string {
  const fieldEntries = Object.entries(body.fieldErrors);
  const ourFault = statusCode >= 500;
  const heading = ourFault ? 'Er is iets misgegaan' : (options.heading ?? 'Je bericht is nog niet verstuurd');
  const intro = fieldEntries.length > 0 ? 'Pas het volgende aan en verstuur het formulier opnieuw:' : body.error;

  const labelOf = (name: string) => options.fields.find((field) => field.name === name)?.label ?? options.otherLabels?.[name] ?? name;
  const list: SafeHtml | undefined =
    fieldEntries.length > 0
      ? html`<ul class="mt-3 list-disc space-y-1 pl-6">
${fieldEntries.map(([field, message]) => html`<li><strong>${labelOf(field)}</strong>: ${message}</li>\n`)}</ul>`
      : undefined;

  const form = options.form && !ourFault ? options.form : undefined;
  const formHtml: SafeHtml | undefined = form
    ? html`<form method="post" action="${form.action}" class="mt-8 space-y-5 rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
${options.fields.map((field) => fieldHtml(field, values[field.name] ?? '', body.fieldErrors[field.name]))}<button type="submit" class="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-accent-600 px-6 text-base font-semibold text-white shadow-sm hover:bg-accent-700">${form.submitLabel}</button>
</form>`
    : undefined;

  return sitePage({
    heading,
    backHref: options.backHref,
    backLabel: options.backLabel,
    content: html`<div role="alert" class="mt-6 rounded-control bg-accent-50 px-4 py-3 text-accent-700">
<p class="font-medium">${intro}</p>
${list}
</div>
${formHtml}`,
  });
}

/**
 * A page the API renders in the site's own layout (its stylesheet, header and footer) for a browser without
 * JavaScript: a refused form post, or the intro call's slots as a plain form. No inline style or script.
 */
export function sitePage(page: { heading: string; backHref: string; backLabel: string; content: SafeHtml }): string {
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.heading} | ${brand.name}</title>
<link rel="stylesheet" href="${SITE_STYLESHEET}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body class="flex min-h-screen flex-col antialiased">
<header class="border-b border-line bg-white">
<div class="container-page flex h-16 items-center justify-between gap-4">
<a href="/" class="text-xl font-extrabold tracking-tight text-ink">${brand.name}</a>
</div>
</header>
<main id="inhoud" class="flex-1">
<div class="container-page max-w-3xl py-12">
<h1 class="text-3xl font-extrabold tracking-tight text-ink">${page.heading}</h1>
${page.content}
<p class="mt-8"><a href="${page.backHref}" class="font-semibold text-brand-700 underline">${page.backLabel}</a></p>
<p class="mt-3 text-ink-soft">Liever direct contact? Bel <a href="${contact.phoneHref}" class="font-semibold text-brand-700 underline">${contact.phoneDisplay}</a> of mail naar <a href="mailto:${contact.email}" class="font-semibold text-brand-700 underline">${contact.email}</a>.</p>
</div>
</main>
<footer class="bg-brand-900 text-brand-100">
<nav aria-label="Navigatie" class="container-page py-10">
<ul class="flex flex-wrap gap-x-6 gap-y-2">
<li><a href="/" class="hover:text-white hover:underline">Home</a></li>
<li><a href="${page.backHref}" class="hover:text-white hover:underline">${page.backLabel}</a></li>
<li><a href="${links.privacy}" class="hover:text-white hover:underline">Privacyverklaring</a></li>
</ul>
<p class="mt-6 text-sm">${brand.legalName}, ${address.city}</p>
</nav>
</footer>
</body>
</html>
`.value;
}
