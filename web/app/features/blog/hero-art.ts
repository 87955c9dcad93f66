import type { SpriteDrawing } from '../../icons/drawings.ts';
import { categoryKeys, type Category } from './categories.ts';

/*
 * The drawing of an article's title card, shared by the generated image (web/scripts/blog-assets.ts: the PNG
 * for sharing and the cards' WebP) and the card on the article page (article-hero-card.tsx, whose figure and
 * mark come from the icon sprite: heroDrawings), so both show the same figure in the same colours.
 */

/** The site's colours, as the image needs them (design.css holds the same). */
export const heroColours = {
  brand900: '#0b3d36',
  brand700: '#0b6355',
  brand500: '#129a80',
  brand200: '#aee4d5',
  accent: '#f26b1d',
  ink: '#0f172a',
  canvas: '#f7f8f6',
};

/** A geometric figure on the right, different per category: steps for starting, rings for branding, a grid of blocks for systems. */
export function heroPattern(category: Category | 'default'): string {
  const white = (opacity: number) => `fill="#ffffff" fill-opacity="${opacity}"`;
  if (category === 'startup') {
    const steps = [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${560 + i * 44}" y="${300 - i * 48}" width="44" height="${100 + i * 48}" rx="6" ${white(0.06 + i * 0.035)}/>`)
      .join('');
    return `${steps}<path d="M548 262c60 0 92-40 120-96s62-104 124-104" fill="none" stroke="${heroColours.accent}" stroke-width="10" stroke-linecap="round"/><path d="M764 40l30 22-22 32" fill="none" stroke="${heroColours.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  if (category === 'branding') {
    const rings = [150, 112, 74]
      .map(
        (r, i) => `<circle cx="690" cy="190" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.1 + i * 0.06}" stroke-width="18"/>`,
      )
      .join('');
    return `${rings}<circle cx="690" cy="190" r="34" fill="${heroColours.accent}"/><circle cx="600" cy="330" r="44" ${white(0.08)}/><circle cx="780" cy="60" r="26" fill="${heroColours.brand500}"/>`;
  }
  if (category === 'development') {
    const blocks: string[] = [];
    for (let row = 0; row < 5; row++) {
      for (let col = 0; col < 4; col++) {
        const lit = (row * 4 + col) % 7 === 3;
        blocks.push(
          `<rect x="${580 + col * 52}" y="${46 + row * 64}" width="40" height="40" rx="9" ${lit ? `fill="${heroColours.accent}"` : white(0.05 + ((row + col) % 3) * 0.04)}/>`,
        );
      }
    }
    return `${blocks.join('')}<path d="M556 200l-20 22 20 22M776 200l14 22-14 22" fill="none" stroke="${heroColours.brand200}" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return `<circle cx="690" cy="190" r="120" ${white(0.08)}/><circle cx="690" cy="190" r="60" fill="${heroColours.accent}" fill-opacity="0.9"/>`;
}

/** The Startsprong mark (as in the favicon), drawn at 40 px. */
export const heroMark = (x: number, y: number) =>
  `<g transform="translate(${x} ${y}) scale(1.25)"><rect width="32" height="32" rx="9" fill="#ffffff"/><path d="M7 22.5c4.2 0 6-2.4 7.6-5.6C16.3 13.6 18.4 10 24.5 10" fill="none" stroke="${heroColours.brand700}" stroke-width="3" stroke-linecap="round"/><path d="M20.5 7.5 25 10l-2.6 4.4" fill="none" stroke="${heroColours.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></g>`;

/** The title card's figure and mark per category, as symbols of the icon sprite (web/icon-sprite.ts), in the image's 800x400 units. */
export const heroDrawings: Record<`kaart-${Category}`, SpriteDrawing> = Object.fromEntries(
  categoryKeys.map((category) => [`kaart-${category}`, { viewBox: '0 0 800 400', shapes: `${heroPattern(category)}${heroMark(48, 324)}` }]),
) as Record<`kaart-${Category}`, SpriteDrawing>;
