import { ArrowUp } from '../../icons/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useCoversControl } from '../../lib/use-covers-control.ts';
import { SCROLL_TO_TOP_THRESHOLD } from './scroll-to-top-threshold.ts';

/**
 * On a phone it sits beside the WhatsApp bubble rather than above it, so both stay in the footer's bottom
 * padding at the end of the page instead of on its legal links.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const [focused, setFocused] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stepsAside = useCoversControl(buttonRef, buttonRef, visible) && !focused;

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      ref={buttonRef}
      type="button"
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('naar-inhoud')?.focus({ preventScroll: true });
      }}
      className={`fixed right-[5.25rem] bottom-[1.375rem] z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-opacity duration-150 hover:bg-brand-50 sm:right-7 sm:bottom-24 ${stepsAside ? 'invisible opacity-0' : ''}`}
      aria-label="Terug naar boven"
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
