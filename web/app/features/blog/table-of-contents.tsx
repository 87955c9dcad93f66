import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { headingInView, type TocEntry } from './headings.ts';

const titleId = 'inhoud-titel';

/** The list the prerender wrote, read back from the page: each link's target and text (an island's `inMarkup`). */
function entriesInPage(): TocEntry[] {
  const links = document.querySelectorAll<HTMLAnchorElement>(`nav[aria-labelledby="${titleId}"] a[href^="#"]`);
  return [...links].map((link) => ({ id: link.getAttribute('href')!.slice(1), text: link.textContent ?? '', level: 2 }));
}

/**
 * The article's h2 headings as a contents list. The heading being read is marked (aria-current);
 * a click scrolls to it smoothly, or at once for visitors who asked for reduced motion, and moves
 * focus there so keyboard and screen-reader users continue reading from that heading.
 *
 * The prerender gives it the entries; in the browser it reads them from the list it wrote, so the page
 * does not carry them a second time as the island's props.
 */
export function TableOfContents({ entries: given }: { entries?: readonly TocEntry[] }) {
  const [entries] = useState(() => given ?? entriesInPage());
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  // While a click's smooth scroll runs, the headings it passes must not take the mark from the clicked one.
  const scrollingTo = useRef<string | undefined>(undefined);

  useEffect(() => {
    const headings = entries
      .map((entry) => document.getElementById(entry.id))
      .filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      if (scrollingTo.current) return;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const index = headingInView(
        headings.map((heading) => heading.getBoundingClientRect().top),
        window.innerHeight,
        atBottom,
      );
      setActiveId(index === undefined ? undefined : headings[index]!.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const settle = () => {
      scrollingTo.current = undefined;
      schedule();
    };
    // Measured on every scroll (once per frame) rather than by an IntersectionObserver: a jump (End, a link
    // to an anchor, a fast fling) can carry a heading past the line without it ever crossing in a frame.
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('scrollend', settle);
    window.addEventListener('hashchange', schedule);
    window.addEventListener('resize', schedule);
    update();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('scrollend', settle);
      window.removeEventListener('hashchange', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [entries]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scrollingTo.current = reduceMotion ? undefined : id;
    // Browsers without scrollend (or a scroll that had nowhere to go) hand the mark back after a second.
    window.setTimeout(() => {
      if (scrollingTo.current === id) scrollingTo.current = undefined;
    }, 1200);
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActiveId(id);
  }

  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby={titleId} className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-muted uppercase">
        In dit artikel
      </h2>
      <ol className="mt-3 space-y-0.5 border-l-2 border-line">
        {entries.map((entry) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                onClick={(event) => onClick(event, entry.id)}
                aria-current={active ? 'location' : undefined}
                className="toc-link"
              >
                {entry.text}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
