import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outlineText } from './outline-logos.ts';

const logo = (body: string, family = "Inter, 'Segoe UI', Arial, sans-serif") =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 48" width="160" height="48" font-family="${family}"><circle cx="16" cy="24" r="8" fill="#f00"/>${body}</svg>`;

describe('outlineText (web/scripts/outline-logos.ts)', () => {
  it('draws every word of the logos in web/public as a path in its own colour, keeps the drawing, and leaves no text or font behind', () => {
    const dir = join(import.meta.dirname, '..', 'public', 'images', 'logos');
    for (const file of readdirSync(dir)) {
      const source = readFileSync(join(dir, file), 'utf8');
      const outlined = outlineText(source, file);
      if (!/<text\b/.test(source)) {
        expect(outlined, file).toBe(source);
        continue;
      }
      const fills = [...source.matchAll(/<text[^>]*fill="([^"]+)"/g)].map((match) => match[1]);
      expect(outlined, file).not.toMatch(/<text|font-family/);
      expect([...outlined.matchAll(/<path fill="([^"]+)" d="M/g)].map((match) => match[1]).slice(-fills.length), file).toEqual(fills);
      expect(outlined.replace(/<path fill="[^"]+" d="[^"]+"\/>/g, ''), file).toBe(
        source.replace(/<text\b[^>]*>[^<]*<\/text>/g, '').replace(/\s+font-family="[^"]*"/, ''),
      );
    }
  });

  it('sets a word at its x and on its baseline at its size: the I of Inter Bold stands on y and is 0.73 em tall', () => {
    const outlined = outlineText(logo('<text x="40" y="30" font-size="16" font-weight="700" fill="#111">I</text>'));
    const d = outlined.match(/<path fill="#111" d="([^"]+)"/)![1]!;
    const points = [...d.matchAll(/([\d.]+) ([\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])] as const);
    const xs = points.map(([x]) => x);
    const ys = points.map(([, y]) => y);
    expect(Math.min(...xs)).toBeGreaterThan(40);
    expect(Math.max(...xs)).toBeLessThan(40 + 16 * 0.3);
    expect(Math.max(...ys)).toBeCloseTo(30, 1);
    expect(30 - Math.min(...ys)).toBeCloseTo(16 * 0.727, 0);
  });

  it('draws the characters SVG would: references decoded, white space collapsed, a quoted family name read', () => {
    const plain = outlineText(logo('<text x="40" y="30">Café Nova</text>'));
    expect(outlineText(logo('<text x="40" y="30">\n  Caf&#233;   Nova\n</text>'))).toBe(plain);
    expect(outlineText(logo('<text x="40" y="30">Caf&#xe9; Nova</text>', `'Inter', sans-serif`))).toBe(plain);
  });

  it('sets a word where the letters of Inter take it: letter spacing moves every glyph after the first', () => {
    const plain = outlineText(logo('<text x="40" y="30" font-size="16" font-weight="700" fill="#111">AB</text>'));
    const spaced = outlineText(logo('<text x="40" y="30" font-size="16" font-weight="700" fill="#111" letter-spacing="3">AB</text>'));
    const starts = (svg: string) => [...svg.matchAll(/M([\d.]+) /g)].map((match) => Number(match[1]));
    expect(starts(spaced)[0]).toBe(starts(plain)[0]);
    expect(starts(spaced).at(-1)! - starts(plain).at(-1)!).toBeCloseTo(3, 1);
  });

  it('leaves a logo drawn as paths as it is, whatever font it names', () => {
    const drawn = logo('<path fill="#111" d="M40 20h30v10h-30z"/>', 'Georgia, serif');
    expect(outlineText(drawn)).toBe(drawn);
  });

  it('refuses what it would draw wrongly: another font, a word outside the logo, text not directly in <svg>, what the root passes on, units, styles, characters Inter lacks', () => {
    expect(() => outlineText(logo('<text x="40" y="30">Bakker</text>', 'Georgia, serif'))).toThrow(/niet Inter/);
    expect(() => outlineText(logo('<text x="40" y="30" font-size="30" font-weight="900">Bakkerij Korrel</text>'))).toThrow(
      /buiten het logo/,
    );
    expect(() => outlineText(logo('<g transform="scale(2)"><text x="40" y="30">Bakker</text></g>'))).toThrow(/niet direct in <svg>/);
    expect(() => outlineText(logo('<text x="40" y="30" text-anchor="end">Bakker</text>'))).toThrow(/text-anchor/);
    expect(() => outlineText(logo('<text x="40" y="30">Bak<tspan>ker</tspan></text>'))).toThrow(/tspan/);
    expect(() => outlineText(logo('<text x="40" y="30" font-size="18px">Bakker</text>'))).toThrow(/geen getal/);
    expect(() => outlineText(logo('<text x="40" y="30" letter-spacing="normal">Bakker</text>'))).toThrow(/geen getal/);
    expect(() => outlineText(logo("<text x='40' y='30'>Bakker</text>"))).toThrow(/niet te lezen/);
    expect(() => outlineText(logo('<text x="40" y="30">Bakker</text>', 'Inter Tight, sans-serif'))).toThrow(/niet Inter/);
    expect(() => outlineText(logo('<text x="40" y="30">Bakker</text>').replace('<svg ', '<svg fill="#b00" '))).toThrow(/<svg> met fill/);
    expect(() => outlineText(logo('<style>text{font-weight:800}</style><text x="40" y="30">Bakker</text>'))).toThrow(/<style>/);
    const word = '<text x="40" y="30">Bakker</text>';
    expect(() => outlineText(logo(`${word}<a href="/"><g>${word}</g></a>`))).toThrow(/niet direct in <svg>/);
    expect(() => outlineText(logo('<text x="40" y="30">Bakker 日</text>'))).toThrow(/Inter niet heeft/);
    expect(() => outlineText(logo('<text x="40" y="8" font-size="16">Bakker</text>'))).toThrow(/buiten het logo/);
    expect(() => outlineText(logo('<text x="40" y="30">Bak &amp ker</text>'))).toThrow(/losse &/);
  });
});
