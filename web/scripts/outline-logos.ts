/**
 * After `react-router build`: the clients' logos in build/client/images/logos/ get their words as outlines
 * (text-outlines.ts). As written in web/public they are text in Inter, which no visitor's system has: each
 * browser drew them in a font of its own (Segoe UI, Arial, DejaVu Sans...), wider or narrower than designed,
 * and laid that text out in one SVG document per logo while the home page loaded (on this machine, slowed
 * four times as Lighthouse slows a phone, about 0.2 s of the main thread; docs/performance.md). Outlined,
 * every logo looks as designed everywhere and the browser only paints it.
 *
 * Only what the logos use is understood: `<text>` directly in the root `<svg>`, with x, y, font-size,
 * font-weight, fill and letter-spacing, the font family Inter; anything else fails the build rather than
 * drawing a logo wrongly, as does a word that would run past the logo's right edge. A logo without text (a
 * real client's, drawn as paths) passes unchanged.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inter, measure, textPath } from './text-outlines.ts';

const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
const known = new Set(['x', 'y', 'font-size', 'font-weight', 'fill', 'letter-spacing']);

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of source.matchAll(/([\w:-]+)="([^"]*)"/g)) found.set(name!, value!);
  return found;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

/** The SVG with every `<text>` drawn as a path in Inter; the font family, no longer read, leaves the root. */
export function outlineText(svg: string, name = 'logo'): string {
  const root = svg.match(/<svg\b([^>]*)>/);
  if (!root) throw new Error(`${name}: geen <svg>`);
  // A logo drawn as paths already (as a designer delivers one) has nothing to outline.
  if (!/<text\b/.test(svg)) return svg;
  const rootAttributes = attributes(root[1]!);
  const family = rootAttributes.get('font-family') ?? '';
  if (!/^\s*Inter\b/.test(family)) throw new Error(`${name}: lettertype ${family || '(geen)'}, niet Inter`);
  const width = Number(rootAttributes.get('viewBox')?.split(/\s+/)[2]);
  if (/<tspan|<textPath/.test(svg)) throw new Error(`${name}: <tspan> of <textPath> wordt niet omgezet`);
  if ((svg.match(/<text\b/g) ?? []).length !== [...svg.matchAll(TEXT)].length) throw new Error(`${name}: een <text> met meer dan tekst`);

  const outlined = svg.replace(TEXT, (whole, source: string, content: string) => {
    const given = attributes(source);
    const unknown = [...given.keys()].filter((key) => !known.has(key));
    if (unknown.length > 0) throw new Error(`${name}: <text> met ${unknown.join(', ')}`);
    if (svg.slice(0, svg.indexOf(whole)).split(/<g\b/).length !== svg.slice(0, svg.indexOf(whole)).split('</g>').length)
      throw new Error(`${name}: <text> binnen een <g>`);
    const number = (key: string, fallback: number) => Number(given.get(key) ?? fallback);
    const font = inter(number('font-weight', 400));
    const text = decode(content);
    const [x, size, spacing] = [number('x', 0), number('font-size', 16), number('letter-spacing', 0)];
    // The last glyph's spacing is space after the word, not ink.
    const right = x + measure(font, text, size, spacing) - spacing;
    if (Number.isFinite(width) && right > width)
      throw new Error(`${name}: "${text}" loopt tot ${right.toFixed(1)}, voorbij de rand (${width})`);
    return textPath(font, text, size, x, number('y', 0), given.get('fill') ?? '#000', spacing);
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
