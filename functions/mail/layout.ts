import { address, brand, claimText, contact } from '../../shared/business-facts.ts';
import { html, multilineHtml, safeHref, type SafeHtml } from '../core/html.ts';

/**
 * The shared look of every email. A template describes its content as blocks; this module renders
 * them twice, as inline-styled HTML (email clients ignore <style> and external CSS) and as plain text,
 * so both bodies always say the same and escaping happens in one place. The intake templates reuse it.
 */

export type EmailContent = { subject: string; html: string; text: string };

export type EmailField = { label: string; value: string | null };

export type EmailBlock =
  | { type: 'paragraph'; text: string }
  | { type: 'fields'; rows: readonly EmailField[] }
  /** Something the visitor wrote, shown as a quote with its line breaks. */
  | { type: 'quote'; label: string; text: string }
  | { type: 'button'; href: string; label: string };

export type EmailDocument = {
  subject: string;
  /** The grey line mail apps show after the subject. */
  preheader: string;
  heading: string;
  blocks: readonly EmailBlock[];
  /** The site the footer links to (SITE_URL, so the local stack links to itself). */
  siteUrl: string;
  /** Why the reader gets this email, in small print. */
  footerNote?: string;
  /** For emails to subscribers: the one-click unsubscribe link, as a link in the footer. */
  unsubscribeUrl?: string;
};

const notGiven = 'Niet opgegeven';

// The site's own colours (web/app/app.css): ink, muted, line, brand teal, canvas.
const colors = { text: '#0f172a', muted: '#526075', border: '#e2e8f0', accent: '#0b6355', background: '#f7f8f6' };
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";

/** Subjects are a header line: line breaks would let a value add headers, so they become spaces. */
export function subjectLine(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 200);
}

function htmlBlock(block: EmailBlock): SafeHtml {
  switch (block.type) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;${font}font-size:16px;line-height:24px;color:${colors.text};">${multilineHtml(block.text)}</p>\n`;
    case 'fields':
      return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;">
${block.rows.map(
  (row) =>
    html`<tr><td style="padding:6px 12px 6px 0;${font}font-size:14px;color:${colors.muted};vertical-align:top;white-space:nowrap;">${row.label}</td><td style="padding:6px 0;${font}font-size:14px;color:${colors.text};vertical-align:top;">${row.value ?? notGiven}</td></tr>\n`,
)}</table>\n`;
    case 'quote':
      return html`<p style="margin:0 0 8px;${font}font-size:14px;font-weight:bold;color:${colors.text};">${block.label}</p>
<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${colors.accent};background:${colors.background};${font}font-size:15px;line-height:22px;color:${colors.text};">${multilineHtml(block.text)}</div>\n`;
    case 'button':
      return html`<p style="margin:8px 0 24px;"><a href="${safeHref(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${colors.accent};color:#ffffff;text-decoration:none;${font}font-size:15px;font-weight:bold;">${block.label}</a></p>\n`;
  }
}

function textBlock(block: EmailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows.map((row) => `${row.label}: ${row.value ?? notGiven}`).join('\n');
    case 'quote':
      return `${block.label}:\n${block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${block.href}`;
  }
}

/** Every email's footer names the agency; a fact still marked as an example says so (a deploy refuses it anyway). */
const businessLine = claimText(
  `${brand.legalName} · ${address.street}, ${address.postalCode} ${address.city} · KvK ${brand.kvkNumber}`,
  brand,
  address,
);
const phoneText = claimText(contact.phoneDisplay, contact);

export function renderEmail(doc: EmailDocument): EmailContent {
  const subject = subjectLine(doc.subject);
  const contactLine = `${contact.email} · ${phoneText} · ${doc.siteUrl}`;

  const body = html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${subject}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background};">
<span style="display:none;max-height:0;overflow:hidden;opacity:0;">${doc.preheader}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${colors.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${colors.border};${font}font-size:20px;font-weight:bold;color:${colors.accent};">${brand.name}</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;${font}font-size:22px;line-height:30px;color:${colors.text};">${doc.heading}</h1>
${doc.blocks.map(htmlBlock)}</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.border};${font}font-size:12px;line-height:18px;color:${colors.muted};">
${doc.footerNote ? html`<p style="margin:0 0 8px;">${doc.footerNote}</p>\n` : ''}${doc.unsubscribeUrl ? html`<p style="margin:0 0 8px;"><a href="${safeHref(doc.unsubscribeUrl)}" style="color:${colors.muted};">Afmelden voor de nieuwsbrief</a></p>\n` : ''}<p style="margin:0;">${businessLine}<br>
<a href="mailto:${contact.email}" style="color:${colors.muted};">${contact.email}</a> · <a href="${contact.phoneHref}" style="color:${colors.muted};">${contact.phoneDisplay}</a>${contact.example ? ' (voorbeeld)' : ''} · <a href="${safeHref(doc.siteUrl)}" style="color:${colors.muted};">${doc.siteUrl.replace(/^https?:\/\//, '')}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    doc.heading,
    '='.repeat(Math.min(doc.heading.length, 60)),
    '',
    doc.blocks.map(textBlock).join('\n\n'),
    '',
    '-- ',
    ...(doc.footerNote ? [doc.footerNote] : []),
    ...(doc.unsubscribeUrl ? [`Afmelden voor de nieuwsbrief: ${doc.unsubscribeUrl}`] : []),
    businessLine,
    contactLine,
    '',
  ].join('\n');

  return { subject, html: body.value, text };
}
