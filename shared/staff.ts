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
