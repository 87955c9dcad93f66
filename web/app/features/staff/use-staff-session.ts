import { useEffect, useState } from 'react';
import { staffApiPrefix } from '../../../../shared/staff.ts';
import { accessToken, currentUser, dropAccessToken, isStaffMember, signOut, startSignIn } from './sign-in.ts';
import type { StaffSession } from './session.ts';

export type StaffSessionState =
  | { status: 'loading' }
  /** 'no-access': signed in, but not in the staff group, so the API would refuse every request. */
  | { status: 'signed-in' | 'no-access'; session: StaffSession }
  | { status: 'failed'; message: string };

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * fetch for the staff API (the StaffSession's). The token goes only to this site's /api/beheer routes,
 * never to another address a caller might pass by mistake. A 401 means the session is over (revoked, or the user pool
 * changed): the browser signs in again and comes back to the page it was on.
 */
export async function staffFetch(path: string, init: RequestInit = {}, { signInAgainOn401 = true } = {}): Promise<Response> {
  if (!path.startsWith(`${staffApiPrefix}/`)) throw new Error(`${path} is geen adres van de beheer-API`);
  const token = await accessToken();
  if (!token) return startSignIn(here());
  const headers = new Headers(init.headers);
  headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { ...init, headers });
  if (response.status === 401 && signInAgainOn401) {
    dropAccessToken();
    return startSignIn(here());
  }
  return response;
}

/** The session of the /beheer layout: restored from this tab, or a redirect to the sign-in pages. */
export function useStaffSession(): StaffSessionState {
  const [state, setState] = useState<StaffSessionState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    currentUser()
      .then((user) => {
        if (!user) return startSignIn(here());
        const session: StaffSession = { user, fetch: staffFetch, signOut };
        if (active) setState({ status: isStaffMember() ? 'signed-in' : 'no-access', session });
      })
      .catch(() => {
        if (active)
          setState({ status: 'failed', message: 'Aanmelden lukt nu niet: de aanmeldservice is niet bereikbaar. Probeer het zo opnieuw.' });
      });
    return () => {
      active = false;
    };
  }, []);
  return state;
}
