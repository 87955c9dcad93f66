import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { ApiRoute } from '../../infra/app-spec.ts';
import { createGateway, type Gateway } from '../../infra/local/gateway.ts';
import { createJwtAuthorizer } from '../../infra/local/jwt-authorizer.ts';

const issuer = 'http://localhost:8010';
const clientId = 'beheer-lokaal';

function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return { privateKey, kid, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}
const trusted = keyPair();
const stranger = keyPair();

/** A token shaped like a Cognito access token, signed by the trusted key unless told otherwise. */
async function accessToken(overrides: JWTPayload = {}, signer: { privateKey: KeyObject; kid: string } = trusted): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    sub: 'b1d3c0de-0000-4000-8000-000000000001',
    username: 'medewerker',
    client_id: clientId,
    scope: 'openid email profile',
    'cognito:groups': ['staff'],
    iat: now,
    exp: now + 3600,
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: signer.kid, typ: 'at+jwt' })
    .sign(signer.privateKey);
}

const routes: ApiRoute[] = [
  { method: 'GET', path: '/api/beheer/leads', handler: 'contact', auth: 'staff', throttle: 'staff' },
  { method: 'POST', path: '/api/contact', handler: 'contact', throttle: 'form' },
];

describe('the local HTTP API JWT authorizer', () => {
  let gateway: Gateway;
  let events: APIGatewayProxyEventV2WithJWTAuthorizer[];

  beforeAll(async () => {
    gateway = await createGateway({
      siteDir: null,
      port: 0,
      routes,
      log: () => undefined,
      staffAuthorizer: createJwtAuthorizer({ issuer, audience: [clientId], jwks: { keys: [trusted.jwk] } }),
      handlers: {
        contact: {
          handler: async (event) => {
            events.push(event as APIGatewayProxyEventV2WithJWTAuthorizer);
            return { statusCode: 200, body: '{}' };
          },
        },
      },
    });
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    events = [];
  });

  const getLeads = (authorization?: string) =>
    fetch(`${gateway.url}/api/beheer/leads`, authorization ? { headers: { authorization } } : {});

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
    expect(events).toHaveLength(0);
  }

  it('answers 401 without calling the function when no token is sent', async () => {
    await expectRefused(await getLeads());
  });

  it('answers 401 for an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    await expectRefused(await getLeads(`Bearer ${await accessToken({ iat: past, exp: past + 3600 })}`));
  });

  it('answers 401 for a token from another issuer', async () => {
    await expectRefused(await getLeads(`Bearer ${await accessToken({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/other' })}`));
  });

  it('answers 401 for a token issued to another client', async () => {
    await expectRefused(await getLeads(`Bearer ${await accessToken({ client_id: 'een-andere-app' })}`));
  });

  it('answers 401 for a token whose aud names another audience, even with the right client_id: API Gateway reads client_id only without aud', async () => {
    await expectRefused(await getLeads(`Bearer ${await accessToken({ aud: 'https://andere-api.example' })}`));
  });

  it('answers 403 without calling the function to a Cognito ID token: it names the client as audience and the groups, but carries no scope', async () => {
    // Prepare: an ID token as Cognito issues it (the access token's claims without scope and client_id)
    const idToken = await accessToken({
      aud: clientId,
      token_use: 'id',
      email: 'medewerker@voorbeeld.nl',
      scope: undefined,
      client_id: undefined,
    });

    // Act
    const response = await getLeads(`Bearer ${idToken}`);

    // Assess
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden' });
    expect(events).toHaveLength(0);
  });

  it('answers 401 for a token signed by a key outside the issuer’s key set', async () => {
    await expectRefused(await getLeads(`Bearer ${await accessToken({}, stranger)}`));
  });

  it('answers 401 for a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await accessToken()).split('.');
    const forged = Buffer.from(JSON.stringify({ iss: issuer, sub: 'x', client_id: clientId, exp: 9999999999 })).toString('base64url');
    await expectRefused(await getLeads(`Bearer ${header}.${forged}.${signature}`));
  });

  it('passes the claims as API Gateway does: every value a string, an array as "[a b]", with the scopes', async () => {
    const token = await accessToken({ 'cognito:groups': ['staff', 'beheerders'] });

    const response = await getLeads(`Bearer ${token}`);

    expect(response.status).toBe(200);
    const authorizer = events[0]!.requestContext.authorizer;
    expect(authorizer.jwt.claims).toMatchObject({
      sub: 'b1d3c0de-0000-4000-8000-000000000001',
      username: 'medewerker',
      client_id: clientId,
      scope: 'openid email profile',
      'cognito:groups': '[staff beheerders]',
      iss: issuer,
    });
    expect(typeof authorizer.jwt.claims.exp).toBe('string');
    expect(authorizer.jwt.scopes).toEqual(['openid', 'email', 'profile']);
  });

  it('accepts a token sent without the Bearer prefix, as API Gateway does', async () => {
    expect((await getLeads(await accessToken())).status).toBe(200);
  });

  it('leaves routes without staff auth open and without an authorizer context', async () => {
    const response = await fetch(`${gateway.url}/api/contact`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(200);
    expect(events[0]!.requestContext.authorizer).toBeUndefined();
  });
});
