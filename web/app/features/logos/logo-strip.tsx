import { Pause, Play } from '../../icons/icons.tsx';
import { ExampleNote, exampleAttributes } from '../../components/ui/example-mark.tsx';
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
            // Not lazy: the strip moves its logos in sideways, where a lazy image is fetched only once it is
            // in view, so each slid in as an empty white tile. Fetched with the page at low priority instead:
            // after what the first screen needs, and React preloads no low-priority image in the head.
            fetchPriority="low"
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
 * hidden from assistive technology and left out when motion is reduced (the first copy then wraps). It
 * pauses on hover, on focus inside it and by its checkbox.
 */
export function LogoStrip() {
  const anyExample = launchedCompanies.some((company) => company.example);
  return (
    <div className="group relative" data-logo-strip {...exampleAttributes(anyExample)}>
      <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-logo-track
          className="animate-marquee flex w-max group-hover:marquee-paused group-focus-within:marquee-paused motion-reduce:w-full motion-reduce:justify-center"
        >
          <LogoList />
          <div className="flex motion-reduce:hidden">
            <LogoList hidden />
          </div>
        </div>
      </div>
      {/* The pause is a checkbox, so it works without any script: checked, CSS stops the track
          (`[data-logo-pause]` in design.css); its icon shows what a press will do. */}
      <label className="logo-strip-pause">
        <input type="checkbox" className="sr-only" data-logo-pause />
        <Pause aria-hidden="true" className="logo-strip-pause-off size-4" />
        <Play aria-hidden="true" className="logo-strip-pause-on size-4" />
        Logo’s stilzetten
      </label>
      {anyExample ? (
        <ExampleNote className="mt-4 text-center">Deze bedrijven en logo’s zijn voorbeelden, nog geen echte klanten.</ExampleNote>
      ) : null}
    </div>
  );
}
