import { useEffect, useRef } from 'react';
import { useLocation, useNavigation, useOutlet } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { loadMailPause, MailPauseNotice } from '../features/staff/mail-pause-notice.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import { staffSession } from '../features/staff/staff-session.ts';
import type { RouteHandle } from '../route-handle.ts';
import type { Route } from './+types/beheer';

/** The staff area is a React Router app in the browser (web/app/route-handle.ts). */
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta('Beheer');

/**
 * The session (restored from this tab, or the way to the sign-in pages) and the mail pause every page
 * shows. The pages' own loaders wait for the same session, so nothing is asked of the API before it is known.
 */
export async function clientLoader() {
  const state = await staffSession();
  return { state, pause: state.status === 'signed-in' ? await loadMailPause(state.session) : null };
}

/** Read once per page load, as the session is: a page's own data reloads with the page, not this. */
export const shouldRevalidate = () => false;

/** What the prerendered page and the first moments after a load show, until the session is known. */
export function HydrateFallback() {
  return (
    <div className="container-page py-16" role="status">
      Je wordt aangemeld…
      {/* The staff area is an app: without JavaScript it says so instead of waiting for ever. */}
      <noscript>
        <p className="mt-4">Het beheer werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.</p>
      </noscript>
    </div>
  );
}

/**
 * The staff area's layout: nothing of it shows until the session is known; without one the browser goes
 * to the sign-in pages. Its child routes receive the StaffSession through `useOutletContext`.
 */
export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { state, pause } = loaderData;
  const area = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const outlet = useOutlet(state.status === 'signed-in' ? state.session : undefined);
  // While another page of the area loads, it says so where that page will be, as the page's own loading
  // text did before: the page being left cannot be used meanwhile.
  const navigation = useNavigation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname;

  // Once signed in, and on every page of the area, focus goes to the page's heading, so a screen reader
  // announces where the user is and the keyboard continues from there.
  useEffect(() => {
    const heading = area.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // A heading is not a control: it takes focus to be read out, without a focus ring that looks like one.
    heading.classList.add('focus:outline-none');
    heading.focus({ preventScroll: true });
  }, [state.status, pathname]);

  if (state.status === 'failed') {
    return (
      <div ref={area} className="container-page py-16">
        <h1 className="text-3xl font-bold">Beheer</h1>
        <p role="alert" className="mt-4 text-lg">
          {state.message}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Opnieuw proberen
        </Button>
      </div>
    );
  }

  const { session } = state;
  if (state.status === 'no-access') {
    return (
      <div ref={area} className="container-page py-16">
        <h1 className="text-3xl font-bold">Geen toegang tot beheer</h1>
        <p className="mt-4 text-lg">
          Je bent aangemeld als <strong>{session.user.email ?? session.user.username}</strong>, maar dit account hoort niet bij de
          medewerkers. Vraag een beheerder om je toe te voegen, of meld je aan met een ander account.
        </p>
        <Button className="mt-6" onClick={() => void session.signOut()}>
          Afmelden
        </Button>
      </div>
    );
  }
  return (
    <div ref={area} className="container-page py-8">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-4">
        <p className="min-w-0 break-words text-ink-soft">
          Aangemeld als <strong className="text-ink">{session.user.email ?? session.user.username}</strong>
        </p>
        <Button variant="secondary" onClick={() => void session.signOut()}>
          Afmelden
        </Button>
      </div>
      <MailPauseNotice pause={pause} />
      <div className="pt-6">
        {leaving ? (
          <p role="status">Pagina wordt geladen…</p>
        ) : (
          (outlet ?? (
            <>
              <h1 className="text-3xl font-bold">Beheer</h1>
              <p className="mt-4 text-ink-soft">Hier beheer je de aanvragen die binnenkomen via de site.</p>
            </>
          ))
        )}
      </div>
    </div>
  );
}
