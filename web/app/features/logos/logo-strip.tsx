import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { ExampleNote } from '../../components/ui/example-mark.tsx';
import { launchedCompanies } from '../../../../shared/showcase.ts';

function LogoList({ hidden }: { hidden?: boolean }) {
  return (
    <ul
      className="flex shrink-0 items-center gap-6 pr-6 sm:gap-10 sm:pr-10 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"
      aria-hidden={hidden || undefined}
    >
      {launchedCompanies.map((company) => (
        <li
          key={company.id}
          className="flex h-16 w-40 shrink-0 items-center justify-center rounded-xl border border-line bg-white px-4 shadow-card"
        >
          <img
            src={company.logo}
            alt={hidden ? '' : `${company.name}, ${company.sector.toLowerCase()} in ${company.city}`}
            width="160"
            height="48"
            // Below the fold on every page that shows the strip: lazy, so React does not preload all of them
            // in the head, where they would compete with what the first screen needs.
            loading="lazy"
            decoding="async"
            className="h-10 w-auto"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The launched companies as an endless strip. The second copy of the list only closes the loop, so it is
 * hidden from assistive technology and left out when motion is reduced (the first copy then wraps).
 */
export function LogoStrip() {
  const [paused, setPaused] = useState(false);
  return (
    <div className="group relative">
      <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-logo-track
          className={`animate-marquee flex w-max group-hover:marquee-paused group-focus-within:marquee-paused motion-reduce:w-full motion-reduce:justify-center ${paused ? 'marquee-paused' : ''}`}
        >
          <LogoList />
          <div className="flex motion-reduce:hidden">
            <LogoList hidden />
          </div>
        </div>
      </div>
      {/* The label says what a press does, so it changes with the state (no aria-pressed beside it). */}
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        className="needs-js mx-auto mt-4 flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-muted hover:bg-white hover:text-ink motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? 'Logo’s laten bewegen' : 'Logo’s stilzetten'}
      </button>
      {launchedCompanies.some((company) => company.example) ? (
        <ExampleNote className="mt-4 text-center">Deze bedrijven en logo’s zijn voorbeelden, nog geen echte klanten.</ExampleNote>
      ) : null}
    </div>
  );
}
