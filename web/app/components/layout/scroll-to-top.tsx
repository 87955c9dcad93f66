import { ArrowUp } from '../../icons/icons.tsx';

/*
 * Back to the top, without script: a sticky link in a track down the page's right edge (design.css,
 * scroll-top-track and scroll-top-link), out of sight until the visitor has scrolled more than 300 px. The
 * track's padding puts it there: 300 px plus one viewport height, in dvh (so a phone's toolbar does not move
 * the 300 px; scroll-to-top-threshold.ts); a browser without dvh has the link there from the start. `#top`
 * is the body (root.tsx): the browser scrolls to it and lets go of focus, so Tab goes on from the top of the
 * page.
 */

/** The link, last in its track (`scrollTopTrackClass`). */
export function ScrollToTop() {
  return (
    <a href="#top" className="scroll-top-link" data-testid="scroll-to-top">
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Terug naar boven</span>
    </a>
  );
}
