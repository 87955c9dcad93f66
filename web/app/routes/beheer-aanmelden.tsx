import { useEffect, useRef } from 'react';
import { replace } from 'react-router';
import { staffApiPrefix, staffAreaPath } from '../../../shared/staff.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { completeSignIn, SignInError } from '../features/staff/sign-in.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';
import { staffFetch } from '../features/staff/staff-session.ts';
import type { RouteHandle } from '../route-handle.ts';
import type { Route } from './+types/beheer-aanmelden';

/** The staff area is a React Router app in the browser (web/app/route-handle.ts). */
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta('Aanmelden');

/**
 * The sign-in's redirect URL: takes the code, gets the tokens, records the sign-in and goes on. A loader
 * runs once per visit, so the code (which can be exchanged once) is never tried twice.
 */
export async function clientLoader() {
  let returnTo: string;
  try {
    returnTo = await completeSignIn(new URL(window.location.href));
  } catch (failure) {
    return { error: failure instanceof SignInError ? failure.message : 'Het aanmelden is niet gelukt.' };
  }
  // The audit trail's sign-in entry; a stage whose staff API lacks the route answers 404, which is fine.
  // A 401 here must not start another sign-in, or a misconfigured authorizer would loop forever.
  await staffFetch(`${staffApiPrefix}/aanmelding`, { method: 'POST' }, { signInAgainOn401: false }).catch(() => undefined);
  return replace(returnTo);
}

/** Shown while the code is exchanged. */
export function HydrateFallback() {
  return (
    <div className="container-page py-16" role="status">
      Je wordt aangemeld…
    </div>
  );
}

export default function StaffSignInCallback({ loaderData }: Route.ComponentProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="container-page py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
        Aanmelden mislukt
      </h1>
      <p role="alert" className="mt-4 text-lg">
        {loaderData.error} Meld je opnieuw aan.
      </p>
      <ButtonLink to={staffAreaPath} className="mt-6">
        Opnieuw aanmelden
      </ButtonLink>
    </div>
  );
}
