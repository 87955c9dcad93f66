import type { ReactNode } from 'react';

/**
 * Folds a block on phones, where eight cards with their lists run to screens of scrolling, and leaves it
 * open from md up. The content stays in the HTML either way, so search engines and the browser's find
 * read it. From md up the summary is hidden and ::details-content is shown (browsers without that
 * pseudo-element show the fold there too, which still works).
 */
export function PhoneFold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <details className="group mt-4 md:[&::details-content]:[content-visibility:visible] md:[&::details-content]:block">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 font-semibold text-brand-700 md:hidden">
        <span className="group-open:hidden">Toon {summary}</span>
        <span className="hidden group-open:inline">Verberg {summary}</span>
      </summary>
      {children}
    </details>
  );
}
