import type { ReactNode } from 'react';

/** A link to another site: opens in a new tab without giving that tab access to ours, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opent in een nieuw tabblad)</span>
    </a>
  );
}
