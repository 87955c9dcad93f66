import * as z from 'zod/mini';
import { staffAreaPath } from './staff.ts';

/**
 * What the /beheer pages need to start a sign-in, given at run time because the same prerendered files serve
 * every stage: the deployment writes it into the site bucket as this object (the local stack serves it in
 * the same place). A file beside the pages rather than an API route: no function, no cold start, and the
 * values are public anyway (an issuer URL and a public client's id).
 */
export const staffSignInConfigPath = `${staffAreaPath}/config.json`;

/** Where the sign-in returns with its code, and where sign-out lands; both registered with the client. */
export const staffCallbackPath = `${staffAreaPath}/aanmelden`;
export const staffSignedOutPath = `${staffAreaPath}/afgemeld`;

/** Staff sign in for a working day at most; the browser renews its short access token until then. */
export const staffSessionHours = 12;

/**
 * How long an access (and ID) token works: the longest a colleague keeps access to the staff API after being
 * taken out of the staff group, disabled or signed out everywhere. The API Gateway JWT authorizer checks a
 * token's signature and expiry, never whether Cognito revoked it, so a token lives until it expires; the
 * browser renews it silently with the refresh token (web/app/features/staff/sign-in.ts), and a renewal is
 * what Cognito refuses: a disabled user "can't sign in" (AdminDisableUser, Amazon Cognito API Reference,
 * https://docs.aws.amazon.com/cognito-user-identity-pools/latest/APIReference/API_AdminDisableUser.html),
 * after a global sign-out Cognito "no longer accepts a signed-out user's refresh tokens"
 * (AdminUserGlobalSignOut, same reference), and a renewed token carries the groups the user is in now.
 * Five minutes is the least Cognito allows for an access token.
 */
export const staffAccessTokenMinutes = 5;

export const staffSignInConfigSchema = z.object({
  /** The OpenID issuer: discovery is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: z.url(),
  clientId: z.string().check(z.minLength(1)),
  /**
   * Cognito's managed-login sign-out (`https://<domain>/logout`, with client_id and logout_uri), which its
   * discovery document does not name; a provider with an end_session_endpoint needs none.
   */
  signOutUrl: z.optional(z.url()),
  /** Cognito's token revocation (`https://<domain>/oauth2/revoke`), for a discovery document that omits it. */
  revocationUrl: z.optional(z.url()),
});

export type StaffSignInConfig = z.infer<typeof staffSignInConfigSchema>;
