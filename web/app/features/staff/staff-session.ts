import { staffApiPrefix } from '../../../../shared/staff.ts';
import { accessToken, currentUser, dropAccessToken, isStaffMember, signOut, startSignIn } from './sign-in.ts';
import type { StaffSession } from './session.ts';

export type StaffSessionState =
  /** 'no-access': signed in, but not in the staff group, so the API would refuse every request. */
  { status: 'signed-in' | 'no-access'; session: StaffSession } | { status: 'failed'; message: string };

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

let restored: Promise<StaffSessionState> | null = null;

/**
 * The session of this page load: restored from this tab, or a redirect to the sign-in pages (the promise
 * then never settles, as the page is leaving). Read once and shared by the /beheer layout's loader and its
 * pages' loaders, which the router runs side by side: two reads at once would each spend the tab's
 * refresh token, which rotates on every use. A failed read is tried again by the next loader.
 */
export function staffSession(): Promise<StaffSessionState> {
  restored ??= currentUser().then(
    (user): Promise<StaffSessionState> | StaffSessionState => {
      if (!user) return startSignIn(here());
      const session: StaffSession = { user, fetch: staffFetch, signOut };
      return { status: isStaffMember() ? 'signed-in' : 'no-access', session };
    },
    () => {
      restored = null;
      return { status: 'failed', message: 'Aanmelden lukt nu niet: de aanmeldservice is niet bereikbaar. Probeer het zo opnieuw.' };
    },
  );
  return restored;
}

/** For a page's loader: the session when signed in as staff; null when the layout shows no page (no access, or a failed sign-in). */
export async function signedInSession(): Promise<StaffSession | null> {
  const state = await staffSession();
  return state.status === 'signed-in' ? state.session : null;
}
