import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * The strip's pause button, its only island: the logos stay static HTML, and the button sets the paused
 * class on the track beside it.
 */
export function LogoStripPause() {
  const [paused, setPaused] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.closest('[data-logo-strip]')?.querySelector('[data-logo-track]')?.classList.toggle('marquee-paused', paused);
  }, [paused]);
  return (
    <>
      {/* The label says what a press does, so it changes with the state (no aria-pressed beside it). */}
      <button
        ref={button}
        type="button"
        onClick={() => setPaused((value) => !value)}
        className="needs-js mx-auto mt-4 flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-white hover:text-ink motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? 'Logo’s laten bewegen' : 'Logo’s stilzetten'}
      </button>
    </>
  );
}
