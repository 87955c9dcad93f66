import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauth from 'oauth4webapi';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { startStaffIdentity, type LocalStaffAccount, type StaffIdentity } from '../../infra/local/staff-identity.ts';
import { createJwtAuthorizer } from '../../infra/local/jwt-authorizer.ts';

const siteUrl = 'http://localhost:3999';
const callback = `${siteUrl}/beheer/aanmelden`;
const insecure = { [oauth.allowInsecureRequests]: true } as const;

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
    const url = new URL(server.authorization_endpoint!);
    url.search = new URLSearchParams({
      client_id: identity.clientId,
      redirect_uri: callback,
      response_type: 'code',
      scope: 'openid email profile',
      state: oauth.generateRandomState(),
      ...extra,
    }).toString();
    return url.href;
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
    expect((await authorizer(`Bearer ${tokens.access_token}`))?.jwt.claims['cognito:groups']).toBe('[staff]');
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
