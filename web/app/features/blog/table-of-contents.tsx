import { useEffect, useState, type MouseEvent } from 'react';
import type { TocEntry } from './headings.ts';

/** SPEC.md section 9: a heading is "in view" once it enters the top fifth of the viewport. */
export const TOC_ROOT_MARGIN = '-20% 0px -80% 0px';

/**
 * The article's h2 headings as a contents list. The heading being read is marked (aria-current);
 * a click scrolls to it smoothly, or at once for visitors who asked for reduced motion, and moves
 * focus there so keyboard and screen-reader users continue reading from that heading.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const [activeId, setActiveId] = useState<string | undefined>(undefined);

  useEffect(() => {
    const headings = entries.map((entry) => document.getElementById(entry.id)).filter((element): element is HTMLElement => element !== null);
    if (headings.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (observed) => {
        const entering = observed.filter((entry) => entry.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (entering) setActiveId(entering.target.id);
      },
      { rootMargin: TOC_ROOT_MARGIN },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [entries]);

  function onClick(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${id}`);
    setActiveId(id);
  }

  if (entries.length === 0) return null;
  return (
    <nav aria-labelledby="inhoud-titel" className="rounded-card border border-line bg-white p-5 shadow-card">
      <h2 id="inhoud-titel" className="text-sm font-semibold tracking-wide text-muted uppercase">
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
                className={`-ml-0.5 block border-l-2 py-1.5 pr-2 pl-3.5 text-sm leading-snug transition-colors ${active ? 'border-brand-600 font-semibold text-brand-800' : 'border-transparent text-ink-soft hover:border-line hover:text-ink'}`}
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
