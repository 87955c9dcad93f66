/**
 * After `react-router build`: the clients' logos in build/client/images/logos/ get their words as outlines
 * (text-outlines.ts). As written in web/public they are text in Inter, which no visitor's system has: each
 * browser drew them in a font of its own (Segoe UI, Arial, DejaVu Sans...), wider or narrower than designed,
 * and laid that text out in one SVG document per logo while the home page loaded (on this machine, slowed
 * four times as Lighthouse slows a phone, about 0.2 s of the main thread; docs/performance.md). Outlined,
 * every logo looks as designed everywhere and the browser only paints it.
 *
 * Only what the logos use is understood: `<text>` directly in the root `<svg>` (which names Inter and
 * passes nothing else on), with plain numbers for x, y, font-size, font-weight (or normal, bold) and
 * letter-spacing, and a fill. Anything else (units, styles, groups, characters Inter lacks, a word outside
 * the logo) fails the build rather than drawing a logo wrongly. A logo without text (a real client's,
 * drawn as paths) passes unchanged.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { covers, inter, measure, textPath } from './text-outlines.ts';

const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const onText = new Set(['x', 'y', 'font-size', 'font-weight', 'fill', 'letter-spacing']);
const onRoot = new Set(['xmlns', 'viewBox', 'width', 'height', 'font-family']);
const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** An element's attributes; anything between them that is not `name="value"` (single quotes, a bare name) is refused. */
function attributes(source: string, where: string): Map<string, string> {
  const found = new Map<string, string>();
  const rest = source.replace(/\s*([\w:-]+)="([^"]*)"/g, (_, name: string, value: string) => {
    found.set(name, value);
    return '';
  });
  if (rest.replace(/\/$/, '').trim()) throw new Error(`${where}: attribuut niet te lezen: ${rest.trim()}`);
  return found;
}

/** The characters SVG draws for a text: references decoded, white space collapsed as `xml:space="default"` does. */
function characters(content: string, where: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decoded = content.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, reference: string) => {
    if (reference[0] === '#')
      return String.fromCodePoint(reference[1]?.toLowerCase() === 'x' ? parseInt(reference.slice(2), 16) : Number(reference.slice(1)));
    const character = named[reference];
    if (!character) throw new Error(`${where}: onbekende verwijzing ${whole}`);
    return character;
  });
  if (decoded.includes('&')) throw new Error(`${where}: een losse & in de tekst`);
  return decoded.replace(/\s+/g, ' ').trim();
}

/** The open elements between the root's start tag and a position: none, where a `<text>` of the root's own stands. */
function openElementsBefore(svg: string, from: number, to: number): number {
  let open = 0;
  for (const [tag] of svg.slice(from, to).matchAll(/<\/?[\w:-]+\b[^>]*>/g)) {
    if (tag.startsWith('</')) open -= 1;
    else if (!tag.endsWith('/>')) open += 1;
  }
  return open;
}

/**
 * The SVG with every `<text>` drawn as a path in Inter; the font family, no longer read, leaves the root.
 * An SVG without text comes back as it is.
 */
export function outlineText(svg: string, name = 'logo'): string {
  const root = svg.match(/<svg\b([^>]*)>/);
  if (!root || root.index === undefined) throw new Error(`${name}: geen <svg>`);
  // A logo drawn as paths already (as a designer delivers one) has nothing to outline.
  if (!/<text\b/.test(svg)) return svg;
  const rootAttributes = attributes(root[1]!, `${name} <svg>`);
  const unknownOnRoot = [...rootAttributes.keys()].filter((key) => !onRoot.has(key));
  // What the root would pass on to its text (a weight, a fill, a style) would be lost: refused.
  if (unknownOnRoot.length > 0) throw new Error(`${name}: <svg> met ${unknownOnRoot.join(', ')}`);
  const family = rootAttributes.get('font-family') ?? '';
  if (!/^\s*(['"]?)Inter\1\s*(,|$)/.test(family)) throw new Error(`${name}: lettertype ${family || '(geen)'}, niet Inter`);
  const box = (rootAttributes.get('viewBox') ?? '').trim().split(/[\s,]+/);
  if (box.length !== 4 || !box.every((value) => NUMBER.test(value))) throw new Error(`${name}: geen viewBox om de tekst in te houden`);
  const [minX, minY, width, height] = box.map(Number) as [number, number, number, number];
  if (/<(tspan|textPath|style)\b|\sstyle=/.test(svg)) throw new Error(`${name}: <tspan>, <textPath>, <style> of style= wordt niet omgezet`);
  if ((svg.match(/<text\b/g) ?? []).length !== [...svg.matchAll(TEXT)].length) throw new Error(`${name}: een <text> met meer dan tekst`);
  const rootEnd = root.index + root[0].length;

  const outlined = svg.replace(TEXT, (_whole, source: string, content: string, offset: number) => {
    const where = `${name} <text> op ${offset}`;
    const given = attributes(source, where);
    const unknown = [...given.keys()].filter((key) => !onText.has(key));
    if (unknown.length > 0) throw new Error(`${where}: met ${unknown.join(', ')}`);
    if (openElementsBefore(svg, rootEnd, offset) !== 0) throw new Error(`${where}: niet direct in <svg>`);
    const number = (key: string, fallback: number) => {
      const value = given.get(key);
      if (value === undefined) return fallback;
      if (!NUMBER.test(value.trim())) throw new Error(`${where}: ${key}="${value}" is geen getal`);
      return Number(value);
    };
    const weights: Record<string, number> = { normal: 400, bold: 700 };
    const weight = weights[given.get('font-weight') ?? ''] ?? number('font-weight', 400);
    const font = inter(weight);
    const text = characters(content, where);
    if (!covers(font, text)) throw new Error(`${where}: "${text}" heeft tekens die Inter niet heeft`);
    const [x, y, size, spacing] = [number('x', 0), number('y', 0), number('font-size', 16), number('letter-spacing', 0)];
    // The last glyph's spacing is space after the word, not ink.
    const right = x + measure(font, text, size, spacing) - spacing;
    // Roughly the ink above and below the baseline (Inter's ascender and descender); enough to catch a word outside.
    const [top, bottom] = [y - size * 0.97, y + size * 0.24];
    if (!(x >= minX && right <= minX + width && top >= minY && bottom <= minY + height))
      throw new Error(`${where}: "${text}" valt buiten het logo (${x}–${right.toFixed(1)}, ${top.toFixed(1)}–${bottom.toFixed(1)})`);
    return textPath(font, text, size, x, y, given.get('fill') ?? '#000', spacing);
  });
  return outlined.replace(/\s+font-family="[^"]*"/, '');
}

/** Every logo of the built site, outlined in place. */
export function outlineLogos(dir = join(process.cwd(), 'build', 'client', 'images', 'logos')): string[] {
  const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));
  for (const file of files) writeFileSync(join(dir, file), outlineText(readFileSync(join(dir, file), 'utf8'), file));
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = outlineLogos();
  console.log(`Logo's omgezet naar contouren: ${files.length}`);
}
