import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffApiPrefix, staffAreaPath } from '../../../shared/staff.ts';
import { ButtonLink } from '../components/ui/button.tsx';
import { completeSignIn, SignInError } from '../features/staff/sign-in.ts';
import { staffMeta } from '../features/staff/staff-meta.ts';
import { staffFetch } from '../features/staff/use-staff-session.ts';
import type { RouteHandle } from '../route-handle.ts';

/** The staff area is a React Router app in the browser (web/app/route-handle.ts). */
export const handle: RouteHandle = { hydrate: true };

export const meta = () => staffMeta('Aanmelden');

/** The sign-in's redirect URL: takes the code, gets the tokens, records the sign-in and goes on. */
export default function StaffSignInCallback() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code can be exchanged once; React's development double effect must not try twice.
    if (started.current) return;
    started.current = true;
    completeSignIn(new URL(window.location.href))
      .then(async (returnTo) => {
        // The audit trail's sign-in entry; a stage whose staff API lacks the route answers 404, which is fine.
        // A 401 here must not start another sign-in, or a misconfigured authorizer would loop forever.
        await staffFetch(`${staffApiPrefix}/aanmelding`, { method: 'POST' }, { signInAgainOn401: false }).catch(() => undefined);
        await navigate(returnTo, { replace: true });
      })
      .catch((failure: unknown) => {
        setError(failure instanceof SignInError ? failure.message : 'Het aanmelden is niet gelukt.');
      });
  }, [navigate]);

  useEffect(() => {
    if (error) heading.current?.focus();
  }, [error]);

  if (!error) {
    return (
      <div className="container-page py-16" role="status">
        Je wordt aangemeld…
      </div>
    );
  }
  return (
    <div className="container-page py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
        Aanmelden mislukt
      </h1>
      <p role="alert" className="mt-4 text-lg">
        {error} Meld je opnieuw aan.
      </p>
      <ButtonLink to={staffAreaPath} className="mt-6">
        Opnieuw aanmelden
      </ButtonLink>
    </div>
  );
}
