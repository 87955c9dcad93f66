import * as oauth from 'oauth4webapi';
import {
  staffCallbackPath,
  staffSignedOutPath,
  staffSignInConfigPath,
  staffSignInConfigSchema,
  type StaffSignInConfig,
} from '../../../../shared/staff-sign-in.ts';
import { safeStaffReturnPath, staffGroup } from '../../../../shared/staff.ts';

/**
 * The staff sign-in in the browser: OAuth 2.0 authorization code with PKCE against the user pool (Cognito
 * in AWS, the local OpenID provider on `npm start`), with oauth4webapi doing the protocol checks.
 *
 * Where the tokens live: the access and ID tokens only in this module's memory, so no script can find them
 * in storage; the refresh token in sessionStorage, which belongs to this one tab and is gone when it
 * closes. That lets a reload or a second page in the tab continue without a round trip through the sign-in
 * pages, while the refresh token is useless without this tab's origin (a public client bound to the
 * pool's redirect URL) and rotates on every use. localStorage, which outlives the tab, holds nothing.
 */

export type SignedInUser = { username: string; email?: string };

type Tokens = { accessToken: string; idToken: string | undefined; expiresAt: number; user: SignedInUser; groups: string[] };

type Discovered = { config: StaffSignInConfig; server: oauth.AuthorizationServer; client: oauth.Client };

const refreshTokenKey = 'beheer.refresh';
const pendingKey = 'beheer.aanmelden';
/** Renew the access token this long before it expires, so a request never leaves with one about to lapse. */
const renewMarginMs = 60_000;

let discovered: Promise<Discovered> | null = null;
let tokens: Tokens | null = null;

/** http is allowed only for the local stack's provider on this machine; every stage in AWS uses https. */
const localOptions = (issuer: URL) =>
  issuer.protocol === 'http:' && issuer.hostname === 'localhost' ? { [oauth.allowInsecureRequests]: true } : {};

export function discover(): Promise<Discovered> {
  discovered ??= (async () => {
    const response = await fetch(staffSignInConfigPath, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${staffSignInConfigPath}: ${response.status}`);
    const config = staffSignInConfigSchema.parse(await response.json());
    const issuer = new URL(config.issuer);
    const server = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, localOptions(issuer)));
    return { config, server, client: { client_id: config.clientId } };
  })();
  discovered.catch(() => {
    discovered = null;
  });
  return discovered;
}

const callbackUrl = () => new URL(staffCallbackPath, window.location.origin).href;

/** A page of the staff area on this site to come back to; anything else (another host, the sign-in's own pages) gives /beheer. */
const returnPathOf = (value: unknown) => safeStaffReturnPath(value, window.location.origin, [staffCallbackPath, staffSignedOutPath]);

/**
 * Leaves for the sign-in pages; after signing in the browser comes back to `returnTo` (a lead opened from
 * a notification email, say). It travels in this tab's sessionStorage, never in a URL, and is checked on
 * the way out and on the way back.
 */
export async function startSignIn(returnTo: string): Promise<never> {
  const { config, server } = await discover();
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  sessionStorage.setItem(pendingKey, JSON.stringify({ verifier, state, returnTo: returnPathOf(returnTo) }));
  const url = new URL(server.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: callbackUrl(),
    response_type: 'code',
    scope: 'openid email profile',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    // Cognito's managed login shows its pages in Dutch; a provider that does not know the parameter ignores it.
    lang: 'nl',
    // Always the password and the code, never managed login's session cookie: that cookie outlives a global
    // sign-out by up to an hour (AdminUserGlobalSignOut "doesn't clear the managed login session cookie",
    // Amazon Cognito API Reference), and with it a signed-out browser could fetch new tokens without either.
    // Managed login honours the OpenID Connect prompt parameter (The redirect and authorization endpoint,
    // Amazon Cognito Developer Guide); a sign-in starts only when the tab has no session left anyway.
    prompt: 'login',
  }).toString();
  window.location.assign(url.href);
  // The page is leaving; nothing after this should run.
  return new Promise<never>(() => undefined);
}

/** On the callback page: exchanges the code for tokens. Returns where the sign-in started. */
export async function completeSignIn(currentUrl: URL): Promise<string> {
  const pending = sessionStorage.getItem(pendingKey);
  sessionStorage.removeItem(pendingKey);
  if (!pending) throw new SignInError('Deze aanmelding is niet vanuit dit venster begonnen.');
  const { verifier, state, returnTo } = JSON.parse(pending) as { verifier: string; state: string; returnTo: string };
  const { server, client } = await discover();
  let parameters: URLSearchParams;
  try {
    parameters = oauth.validateAuthResponse(server, client, currentUrl, state);
  } catch {
    throw new SignInError('Het aanmelden is afgebroken of verlopen.');
  }
  const issuer = new URL(server.issuer);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.None(),
    parameters,
    callbackUrl(),
    verifier,
    localOptions(issuer),
  );
  keep(await oauth.processAuthorizationCodeResponse(server, client, response, { requireIdToken: true }));
  return returnPathOf(returnTo);
}

/** The signed-in user, renewing the access token with the refresh token when needed; null when signed out. */
export async function currentUser(): Promise<SignedInUser | null> {
  return (await accessToken()) ? tokens!.user : null;
}

/**
 * Whether the signed-in user is in the staff group, read from the access token so the page can say so at
 * once. Only a courtesy: the API's authorizer and handler decide.
 */
export function isStaffMember(): boolean {
  return tokens?.groups.includes(staffGroup) ?? false;
}

/** A valid access token, or null when there is no session left to renew. */
export async function accessToken(): Promise<string | null> {
  if (tokens && tokens.expiresAt - renewMarginMs > Date.now()) return tokens.accessToken;
  const refreshToken = sessionStorage.getItem(refreshTokenKey);
  if (!refreshToken) return null;
  const { server, client } = await discover();
  try {
    const response = await oauth.refreshTokenGrantRequest(server, client, oauth.None(), refreshToken, localOptions(new URL(server.issuer)));
    keep(await oauth.processRefreshTokenResponse(server, client, response), refreshToken);
    return tokens!.accessToken;
  } catch {
    // Revoked, expired or rotated away by another tab: only a fresh sign-in helps.
    forget();
    return null;
  }
}

/** The access token was refused: drop it so the next call renews or signs in again. */
export function dropAccessToken(): void {
  if (tokens) tokens = { ...tokens, expiresAt: 0 };
}

/** Revokes the refresh token, forgets every token and ends the session at the provider. */
export async function signOut(): Promise<never> {
  const { config, server, client } = await discover();
  const refreshToken = sessionStorage.getItem(refreshTokenKey);
  const idToken = tokens?.idToken;
  forget();
  const revocationEndpoint = server.revocation_endpoint ?? config.revocationUrl;
  if (refreshToken && revocationEndpoint) {
    // Revoking the refresh token also ends the access tokens it issued at Cognito; a failure still signs out here.
    await oauth
      .revocationRequest({ ...server, revocation_endpoint: revocationEndpoint }, client, oauth.None(), refreshToken, {
        ...localOptions(new URL(server.issuer)),
        additionalParameters: { token_type_hint: 'refresh_token' },
      })
      .catch(() => undefined);
  }
  const signedOut = new URL(staffSignedOutPath, window.location.origin).href;
  let url: URL;
  if (server.end_session_endpoint) {
    url = new URL(server.end_session_endpoint);
    url.search = new URLSearchParams({
      client_id: config.clientId,
      post_logout_redirect_uri: signedOut,
      ...(idToken ? { id_token_hint: idToken } : {}),
    }).toString();
  } else if (config.signOutUrl) {
    url = new URL(config.signOutUrl);
    url.search = new URLSearchParams({ client_id: config.clientId, logout_uri: signedOut }).toString();
  } else {
    url = new URL(signedOut);
  }
  window.location.assign(url.href);
  return new Promise<never>(() => undefined);
}

export class SignInError extends Error {
  override name = 'SignInError';
}

function keep(response: oauth.TokenEndpointResponse, previousRefreshToken?: string): void {
  const claims = oauth.getValidatedIdTokenClaims(response);
  const username = claims?.['cognito:username'] ?? claims?.preferred_username ?? tokens?.user.username ?? claims?.sub;
  const email = claims?.email ?? tokens?.user.email;
  tokens = {
    accessToken: response.access_token,
    idToken: response.id_token ?? tokens?.idToken,
    expiresAt: Date.now() + (response.expires_in ?? 300) * 1000,
    user: { username: String(username ?? ''), ...(typeof email === 'string' ? { email } : {}) },
    groups: groupsOf(response.access_token),
  };
  // Cognito without rotation answers a refresh without a new refresh token: the old one stays valid.
  const refreshToken = response.refresh_token ?? previousRefreshToken;
  if (refreshToken) sessionStorage.setItem(refreshTokenKey, refreshToken);
}

/** The token's `cognito:groups`, unverified: the signature is the API's to check, this only shapes the page. */
function groupsOf(accessToken: string): string[] {
  try {
    const binary = atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))) as Record<string, unknown>;
    const groups = claims['cognito:groups'];
    return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
  } catch {
    return [];
  }
}

function forget(): void {
  tokens = null;
  sessionStorage.removeItem(refreshTokenKey);
}
