/**
 * What the /beheer layout route gives its child routes (through `useOutletContext<StaffSession>()`) once a
 * member of staff is signed in: who it is, a fetch that carries the access token to `/api/beheer/*`, and
 * sign-out. Sign-in itself (code flow with PKCE) lives beside this file.
 */
export type StaffSession = {
  /** The user-pool username and, when the ID token carries it, the email address. */
  user: { username: string; email?: string };
  /** fetch for the staff API: adds the bearer token; on 401 it starts a fresh sign-in. */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  signOut: () => Promise<void>;
};
