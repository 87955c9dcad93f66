/**
 * The back-to-the-top button shows once the visitor has scrolled more than this many px. A module of its
 * own so the browser tests read it without the component, whose icon's address only a Vite build knows
 * (web/icon-sprite.ts).
 */
export const SCROLL_TO_TOP_THRESHOLD = 300;
