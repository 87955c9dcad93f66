/**
 * The staff area's contract, shared by the sign-in (a Cognito user pool in AWS, an OpenID Connect provider on
 * the local stack), the API's JWT authorizer, the staff handler and the /beheer pages.
 */

/** Only members of this user-pool group may use the staff API; the handler checks it again behind the authorizer. */
export const staffGroup = 'staff';

/** Every staff API route lives under this prefix, and each one is behind the JWT authorizer. */
export const staffApiPrefix = '/api/beheer';

/** The staff area's pages (noindex, not in the sitemap, their own route chunks). */
export const staffAreaPath = '/beheer';

/**
 * The access-token claims the staff handler reads from the authorizer's context
 * (`requestContext.authorizer.jwt.claims` in an HTTP API payload 2.0 event). Cognito's access tokens carry
 * `sub`, `username`, `client_id`, `scope` and `cognito:groups`; the HTTP API passes an array claim as one
 * string such as "[staff]", so the handler parses both forms.
 */
export type StaffClaims = {
  sub: string;
  username: string;
  client_id?: string;
  scope?: string;
  'cognito:groups'?: string | readonly string[];
};

/** A lead's page in the staff area; the staff notification links here on the deployment's own site. */
export function staffLeadPath(kind: string, id: string): string {
  return `${staffAreaPath}/leads/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
}

/**
 * Where a sign-in may return to: a path in the staff area on this very site, never another host (an open
 * redirect) and never the sign-in's own pages. Anything else gives the staff area's start.
 */
export function safeStaffReturnPath(value: unknown, origin: string, excluded: readonly string[] = []): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return staffAreaPath;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return staffAreaPath;
  }
  if (url.origin !== new URL(origin).origin) return staffAreaPath;
  const inArea = url.pathname === staffAreaPath || url.pathname.startsWith(`${staffAreaPath}/`);
  if (!inArea || excluded.includes(url.pathname)) return staffAreaPath;
  return `${url.pathname}${url.search}${url.hash}`;
}
