import { ArrowUp } from 'lucide-react';

/*
 * Back to the top, without script: a sticky link in a track down the page's right edge (design.css,
 * scroll-top-track and scroll-top-link), out of sight until the visitor has scrolled more than 300 px. The
 * track's padding puts it there: 300 px plus one viewport height, in dvh (so a phone's toolbar does not move
 * the 300 px); a browser without dvh has the link there from the start. `#top` is the body (root.tsx): the
 * browser scrolls to it and lets go of focus, so Tab goes on from the top of the page.
 */
export const scrollTopTrackClass = 'scroll-top-track pt-[calc(300px+100dvh)]';

/** The link shows once the visitor has scrolled more than this many px: read from the track's class, which says it once. */
export const SCROLL_TO_TOP_THRESHOLD = Number(/pt-\[calc\((\d+)px\+100dvh\)\]/.exec(scrollTopTrackClass)![1]);

/** The link, last in its track (`scrollTopTrackClass`). */
export function ScrollToTop() {
  return (
    <a href="#top" className="scroll-top-link" data-testid="scroll-to-top">
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Terug naar boven</span>
    </a>
  );
}
