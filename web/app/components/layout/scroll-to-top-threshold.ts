/**
 * Where back to the top comes into view (scroll-to-top.tsx): the track's padding puts the link 300 px plus
 * one viewport height down. A module of its own so the browser tests read it without the component, whose
 * icon's address only a Vite build knows (web/icon-sprite.ts).
 */
export const scrollTopTrackClass = 'scroll-top-track pt-[calc(300px+100dvh)]';

/** The link shows once the visitor has scrolled more than this many px: read from the track's class, which says it once. */
export const SCROLL_TO_TOP_THRESHOLD = Number(/pt-\[calc\((\d+)px\+100dvh\)\]/.exec(scrollTopTrackClass)![1]);
