/**
 * HTML built by tagged templates: every interpolated value is escaped unless it is already SafeHtml,
 * so forgetting to escape a visitor's value takes effort instead of being the default.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Escaped text with its line breaks kept, for messages people typed over several lines. */
export function multilineHtml(text: string): SafeHtml {
  return new SafeHtml(
    text
      .split(/\r\n|\r|\n/)
      .map(escapeHtml)
      .join('<br>\n'),
  );
}

/** Only links we can vouch for: http(s), mailto and tel. Anything else (javascript:, data:) becomes '#'. */
export function safeHref(href: string): string {
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i.test(href.trim()) ? href.trim() : '#';
}
