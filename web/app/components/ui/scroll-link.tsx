import type { MouseEvent, ReactNode } from 'react';

/**
 * A same-page link that glides to its section (instantly for prefers-reduced-motion) and moves focus there,
 * so keyboard users continue from the section. Without JavaScript it is an ordinary anchor jump.
 */
export function ScrollLink({ targetId, className, children }: { targetId: string; className?: string; children: ReactNode }) {
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${targetId}`);
  }
  return (
    <a href={`#${targetId}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
