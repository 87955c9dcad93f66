import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';

/** The button shows once the visitor has scrolled more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById('naar-inhoud')?.focus({ preventScroll: true });
      }}
      className="fixed bottom-24 right-5 z-30 inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card hover:bg-brand-50 sm:right-7"
      aria-label="Terug naar boven"
      data-testid="scroll-to-top"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
