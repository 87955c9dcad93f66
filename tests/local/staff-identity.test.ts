import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { startStaffIdentity, type LocalStaffAccount, type StaffIdentity } from '../../infra/local/staff-identity.ts';
import { createJwtAuthorizer } from '../../infra/local/jwt-authorizer.ts';
import { staffRouteScopes } from '../../infra/app-spec.ts';
import { staffAccessTokenMinutes } from '../../shared/staff-sign-in.ts';

const siteUrl = 'http://localhost:3999';
const callback = `${siteUrl}/beheer/aanmelden`;
const insecure = { [oauth.allowInsecureRequests]: true } as const;

/** The provider's authorization address for the staff pages' client, with the request's own parameters. */
function authorizeUrlOf(server: oauth.AuthorizationServer, clientId: string, extra: Record<string, string>): string {
  const url = new URL(server.authorization_endpoint!);
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: callback, response_type: 'code', ...extra }).toString();
  return url.href;
}

/** A browser's part of the flow, by hand: cookies kept per provider, redirects followed until the site. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(new URL(url, this.origin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!, value ?? '');
    }
    return response;
  }
  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: 'POST',
      body: new URLSearchParams(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  /** Follows redirects on the provider; returns the first URL off it (the site's callback). */
  async follow(response: Response): Promise<{ response: Response; leftFor?: URL }> {
    let current = response;
    while (current.status >= 300 && current.status < 400) {
      const next = new URL(current.headers.get('location')!, this.origin);
      if (next.origin !== this.origin) return { response: current, leftFor: next };
      current = await this.request(next.href);
    }
    return { response: current };
  }
}

describe('the local sign-in provider', () => {
  let identity: StaffIdentity;
  let server: oauth.AuthorizationServer;
  const client = { client_id: '' };

  beforeAll(async () => {
    identity = await startStaffIdentity({ port: 0, siteUrl, dataDir: null });
    client.client_id = identity.clientId;
    const issuer = new URL(identity.issuer);
    server = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
  });
  afterAll(() => identity.close());

  function authorizeUrl(extra: Record<string, string>): string {
    return authorizeUrlOf(server, identity.clientId, { scope: 'openid email profile', state: oauth.generateRandomState(), ...extra });
  }

  async function signIn(account: LocalStaffAccount) {
    const browser = new Browser(identity.issuer);
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const start = await browser.follow(
      await browser.request(
        authorizeUrl({ state, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' }),
      ),
    );
    const interaction = new URL(start.response.url).pathname;
    await browser.post(`${interaction}/wachtwoord`, { username: account.username, password: account.password });
    const done = await browser.follow(await browser.post(`${interaction}/code`, { code: await generate({ secret: account.totpSecret }) }));
    const parameters = oauth.validateAuthResponse(server, client, done.leftFor!, state);
    const response = await oauth.authorizationCodeGrantRequest(server, client, oauth.None(), parameters, callback, verifier, insecure);
    return oauth.processAuthorizationCodeResponse(server, client, response);
  }

  it('refuses an authorization request without PKCE', async () => {
    const browser = new Browser(identity.issuer);

    const { response, leftFor } = await browser.follow(await browser.request(authorizeUrl({})));

    const error = leftFor?.searchParams.get('error') ?? (await response.text());
    expect(error).toMatch(/invalid_request/);
  });

  it('issues JWT access tokens with the claims Cognito puts in them, which the authorizer accepts', async () => {
    const tokens = await signIn(identity.accounts.staff);

    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: identity.accounts.staff.sub,
      username: 'medewerker',
      client_id: identity.clientId,
      scope: 'openid email profile',
      'cognito:groups': ['staff'],
      iss: identity.issuer,
    });
    expect(tokens.refresh_token).toBeTruthy();
    const authorizer = createJwtAuthorizer({ issuer: identity.issuer, audience: [identity.clientId], jwks: identity.jwks });
    expect(await authorizer(`Bearer ${tokens.access_token}`, staffRouteScopes)).toMatchObject({
      context: { jwt: { claims: { 'cognito:groups': '[staff]' } } },
    });
  });

  it('issues access tokens that live as long as the Cognito app client’s, name the client as audience and say they are access tokens', async () => {
    const tokens = await signIn(identity.accounts.staff);

    const claims = decodeJwt(tokens.access_token);
    expect(claims.exp! - claims.iat!).toBe(staffAccessTokenMinutes * 60);
    expect(claims).toMatchObject({ aud: identity.clientId, client_id: identity.clientId, token_use: 'access' });
    expect(tokens.expires_in).toBe(staffAccessTokenMinutes * 60);
  });

  it('leaves the groups claim out for an account in no group, as Cognito does', async () => {
    const tokens = await signIn(identity.accounts.outsider);

    expect(decodeJwt(tokens.access_token)).not.toHaveProperty('cognito:groups');
  });

  it('refuses a wrong password without saying which half was wrong', async () => {
    const browser = new Browser(identity.issuer);
    const challenge = await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier());
    const start = await browser.follow(await browser.request(authorizeUrl({ code_challenge: challenge, code_challenge_method: 'S256' })));
    const interaction = new URL(start.response.url).pathname;

    const response = await browser.post(`${interaction}/wachtwoord`, { username: 'medewerker', password: 'fout' });

    expect(response.status).toBe(401);
    expect(await response.text()).toContain('De gebruikersnaam of het wachtwoord klopt niet.');
  });

  it('makes a revoked refresh token useless', async () => {
    const tokens = await signIn(identity.accounts.staff);

    await oauth.processRevocationResponse(await oauth.revocationRequest(server, client, oauth.None(), tokens.refresh_token!, insecure));

    const renewal = await oauth.refreshTokenGrantRequest(server, client, oauth.None(), tokens.refresh_token!, insecure);
    await expect(oauth.processRefreshTokenResponse(server, client, renewal)).rejects.toMatchObject({ error: 'invalid_grant' });
  });
});

describe('the local sign-in provider’s lockout, as Cognito’s', () => {
  let identity: StaffIdentity;
  let clock = Date.parse('2026-11-28T09:00:00Z');

  beforeAll(async () => {
    identity = await startStaffIdentity({ port: 0, siteUrl, dataDir: null, now: () => clock });
  });
  afterAll(() => identity.close());

  /** A new sign-in in a fresh browser, at the password form: its interaction's address. */
  async function openSignIn(): Promise<{ browser: Browser; interaction: string }> {
    const browser = new Browser(identity.issuer);
    const issuer = new URL(identity.issuer);
    const server = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
    const url = authorizeUrlOf(server, identity.clientId, {
      scope: 'openid',
      code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
      code_challenge_method: 'S256',
    });
    const start = await browser.follow(await browser.request(url));
    return { browser, interaction: new URL(start.response.url).pathname };
  }

  /** A new sign-in up to the code form. */
  async function passwordAccepted(account: LocalStaffAccount): Promise<{ browser: Browser; interaction: string }> {
    const opened = await openSignIn();
    const answer = await opened.browser.post(`${opened.interaction}/wachtwoord`, {
      username: account.username,
      password: account.password,
    });
    expect(answer.status).toBe(303);
    return opened;
  }

  const wrongCodeFor = async (account: LocalStaffAccount) =>
    String((Number(await generate({ secret: account.totpSecret })) + 500_000) % 1_000_000).padStart(6, '0');

  it('locks the account after five wrong codes, counted across sign-ins, for one second and then twice as long per wrong code', async () => {
    // Prepare: four wrong codes, then the password again in a new sign-in, which does not start the count over
    const account = identity.accounts.staff;
    const first = await passwordAccepted(account);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await first.browser.post(`${first.interaction}/code`, { code: await wrongCodeFor(account) })).status).toBe(401);
    }
    const second = await passwordAccepted(account);

    // Act: the fifth wrong code, then the right one at once
    const fifth = await second.browser.post(`${second.interaction}/code`, { code: await wrongCodeFor(account) });
    const rightButLocked = await second.browser.post(`${second.interaction}/code`, {
      code: await generate({ secret: account.totpSecret }),
    });

    // Assess: locked for a second, even for the right code and the right password
    expect(fifth.status).toBe(401);
    expect(rightButLocked.status).toBe(429);
    expect(await rightButLocked.text()).toContain('Te veel mislukte pogingen. Probeer het over 1 seconde opnieuw.');
    const third = await openSignIn();
    const password = await third.browser.post(`${third.interaction}/wachtwoord`, {
      username: account.username,
      password: account.password,
    });
    expect(password.status).toBe(429);

    // Act: after the second, one more wrong code locks it for two
    clock += 1000;
    expect((await second.browser.post(`${second.interaction}/code`, { code: await wrongCodeFor(account) })).status).toBe(401);
    const lockedAgain = await second.browser.post(`${second.interaction}/code`, { code: await generate({ secret: account.totpSecret }) });

    // Assess
    expect(lockedAgain.status).toBe(429);
    expect(await lockedAgain.text()).toContain('Probeer het over 2 seconden opnieuw.');

    // Act: once the lockout is over, the right code signs in, and the count starts over
    clock += 2000;
    const done = await second.browser.follow(
      await second.browser.post(`${second.interaction}/code`, { code: await generate({ secret: account.totpSecret }) }),
    );

    // Assess
    expect(done.leftFor?.href).toMatch(/^http:\/\/localhost:3999\/beheer\/aanmelden\?code=/);
    const after = await passwordAccepted(account);
    expect((await after.browser.post(`${after.interaction}/code`, { code: await wrongCodeFor(account) })).status).toBe(401);
  });

  it('starts the count over after fifteen minutes without an attempt', async () => {
    // Prepare: locked after five wrong codes
    const account = identity.accounts.colleague;
    const signIn = await passwordAccepted(account);
    for (let attempt = 0; attempt < 5; attempt += 1)
      await signIn.browser.post(`${signIn.interaction}/code`, { code: await wrongCodeFor(account) });

    // Act
    clock += 15 * 60_000;
    const wrongAgain = await signIn.browser.post(`${signIn.interaction}/code`, { code: await wrongCodeFor(account) });
    const right = await signIn.browser.post(`${signIn.interaction}/code`, { code: await generate({ secret: account.totpSecret }) });

    // Assess: one wrong code after the quiet time does not lock; the right code then gets through
    expect(wrongAgain.status).toBe(401);
    expect(right.status).toBe(303);
  });
});
