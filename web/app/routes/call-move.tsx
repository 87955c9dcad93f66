import { CalendarClock } from '../icons/icons.tsx';
import { Island } from '../lib/island.tsx';
import { pageMeta } from '../lib/seo.ts';

/**
 * The page a booking email's move link opens: the picker, which posts the new moment with the link's id and
 * token. Without JavaScript (and until it hydrates) the picker is a link to the API's own list of slots, which
 * reads the move link from this page's address (Referer) and moves that call; if the slots cannot be read it
 * offers that link again.
 */
export const meta = () =>
  pageMeta({ title: 'Gesprek verzetten', description: 'Kies een ander moment voor je kennismakingsgesprek.', noindex: true });

export default function CallMove() {
  // The picker grows when the free slots arrive. Nothing in view lies under it, so nothing moves: the section is
  // at least a screen tall, which keeps the footer out of view.
  return (
    <section className="container-page min-h-svh py-16 sm:py-24">
      <CalendarClock aria-hidden="true" className="size-12 text-brand-700" />
      <h1 className="mt-5 text-4xl font-extrabold tracking-tight">Gesprek verzetten</h1>
      <p className="mt-5 max-w-xl text-lg text-ink-soft">Kies een nieuw moment. Het oude moment vervalt zodra het nieuwe vastligt.</p>
      <div className="mt-8 max-w-3xl">
        <Island name="booking" props={{ idPrefix: 'verzetten', mode: 'move' }} />
      </div>
    </section>
  );
}
