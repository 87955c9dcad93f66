import { useEffect, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { MailPauseNotice } from '../features/staff/mail-pause-notice.tsx';
import { staffMeta } from '../features/staff/staff-meta.ts';
import { useStaffSession } from '../features/staff/use-staff-session.ts';

export const meta = () => staffMeta('Beheer');

/**
 * The staff area's layout: nothing of it shows until the session is known; without one the browser goes
 * to the sign-in pages. Its child routes receive the StaffSession through `useOutletContext`.
 */
export default function StaffLayout() {
  const state = useStaffSession();
  const area = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const outlet = useOutlet(state.status === 'signed-in' ? state.session : undefined);

  // Once signed in, and on every page of the area, focus goes to the page's heading, so a screen reader
  // announces where the user is and the keyboard continues from there.
  useEffect(() => {
    if (state.status === 'loading') return;
    const heading = area.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    // A heading is not a control: it takes focus to be read out, without a focus ring that looks like one.
    heading.classList.add('focus:outline-none');
    heading.focus({ preventScroll: true });
  }, [state.status, pathname]);

  if (state.status === 'loading') {
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
      <MailPauseNotice session={session} />
      <div className="pt-6">
        {outlet ?? (
          <>
            <h1 className="text-3xl font-bold">Beheer</h1>
            <p className="mt-4 text-ink-soft">Hier beheer je de aanvragen die binnenkomen via de site.</p>
          </>
        )}
      </div>
    </div>
  );
}
