/**
 * Text drawn as outlines from the Inter font files in node_modules (@fontsource/inter), for the images the
 * build makes or finishes: they look the same on every machine, never depend on the fonts a system happens
 * to have, and a browser lays out no text to show them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';

export type Font = {
  layout(text: string): {
    glyphs: { id: number; path: { scale(x: number, y: number): { translate(x: number, y: number): { toSVG(): string } } } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
  unitsPerEm: number;
};

const fonts = new Map<number, Font>();

/** Inter at a weight from 100 to 900 (its latin subset, which holds every Dutch letter). */
export function inter(weight: number): Font {
  if (!Number.isInteger(weight / 100) || weight < 100 || weight > 900) throw new Error(`Inter heeft geen gewicht ${weight}`);
  let font = fonts.get(weight);
  if (!font) {
    const file = join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', `inter-latin-${weight}-normal.woff2`);
    font = fontkit.create(readFileSync(file)) as unknown as Font;
    fonts.set(weight, font);
  }
  return font;
}

/** Whether the font has a glyph for every character of the text (glyph 0 is the font's empty box). */
export const covers = (font: Font, text: string): boolean => font.layout(text).glyphs.every((glyph) => glyph.id !== 0);

/** The advance of a line of text at a size, letter spacing after every glyph included as a browser adds it. */
export function measure(font: Font, text: string, size: number, letterSpacing = 0): number {
  const run = font.layout(text);
  return (run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * size) / font.unitsPerEm + run.glyphs.length * letterSpacing;
}

/** One line of text as an SVG path, its baseline starting at (x, y). */
export function textPath(font: Font, text: string, size: number, x: number, y: number, fill: string, letterSpacing = 0): string {
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let cursor = x;
  const parts = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const d = glyph.path
      .scale(scale, -scale)
      .translate(cursor + position.xOffset * scale, y - position.yOffset * scale)
      .toSVG();
    cursor += position.xAdvance * scale + letterSpacing;
    return d;
  });
  return `<path fill="${fill}" d="${parts.join('')}"/>`;
}
