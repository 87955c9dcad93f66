/**
 * Drawings of our own in the icon sprite beside lucide's (web/icon-sprite.ts), each a symbol's viewBox and
 * its shapes as SVG markup. A page draws one with `<Drawing drawing="…">` (icons.tsx).
 */
export type SpriteDrawing = { viewBox: string; shapes: string };

/** The share buttons' marks: LinkedIn's, Facebook's and X's own shapes, filled in the text's colour. */
export const brandMarks = {
  'merk-linkedin': {
    viewBox: '0 0 24 24',
    shapes:
      '<path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4v11.5H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1v5.85h-4v-5.2c0-1.24-.02-2.83-1.72-2.83-1.73 0-2 1.35-2 2.74v5.29h-4V9.75Z"/>',
  },
  'merk-facebook': {
    viewBox: '0 0 24 24',
    shapes:
      '<path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.92.26-1.55 1.58-1.55h1.68V3.9a22 22 0 0 0-2.45-.13c-2.43 0-4.1 1.48-4.1 4.2v2.33H7.5v3.2h2.71v8h3.29Z"/>',
  },
  'merk-x': {
    viewBox: '0 0 24 24',
    shapes:
      '<path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z"/>',
  },
} satisfies Record<string, SpriteDrawing>;

export type BrandMark = keyof typeof brandMarks;
