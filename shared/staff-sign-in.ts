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
