/**
 * The table of contents' id rule: the heading text lowercased, everything that is not a letter or digit
 * replaced by a hyphen. Made deterministic for Dutch text: accents are dropped rather than replaced
 * (één -> een, café -> cafe), runs of hyphens collapse to one, hyphens at either end go, and "&" reads as "en".
 */
export function headingId(text: string): string {
  const id = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' en ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'sectie' : id;
}

/** Hands out heading ids within one article: a repeated heading gets -2, -3 and so on. */
export function uniqueIds(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = headingId(text);
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

export type TocEntry = { id: string; text: string; level: 2 };

/** Observer margins -20% top, -80% bottom: a heading is in view once it passes the top fifth of the window. */
export const IN_VIEW_LINE = 0.2;

/**
 * The heading being read: the last one whose top has passed the line a fifth down the viewport. At the
 * very bottom of the page, where the last headings can never reach that line, the last heading on screen
 * counts.
 */
export function headingInView(tops: readonly number[], viewportHeight: number, atBottom: boolean): number | undefined {
  const line = viewportHeight * IN_VIEW_LINE + 1;
  let index: number | undefined;
  tops.forEach((top, i) => {
    if (top <= line || (atBottom && top < viewportHeight)) index = i;
  });
  return index;
}
