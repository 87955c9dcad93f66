import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../infra/app-spec.ts';
import { createGateway, type ApiHandlerModule, type Gateway } from '../../infra/local/gateway.ts';
import { createJwtAuthorizer } from '../../infra/local/jwt-authorizer.ts';
import { staffApiPrefix } from '../../shared/staff.ts';
import { startLocalAws, type LocalAws } from '../support/local-aws.ts';

/**
 * Every staff route as the browser reaches it: through the local gateway's JWT authorizer to the real staff
 * handler, run under its manifest against the emulators.
 */

const issuer = 'http://localhost:8010';
const clientId = 'beheer-lokaal';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = randomUUID();

async function token(groups: string[], use: 'access' | 'id' = 'access'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  // Cognito's access token names the client in client_id and carries the scopes; its ID token names the
  // client in aud, carries the groups and the email, and no scope.
  const kind =
    use === 'access'
      ? { client_id: clientId, scope: 'openid email profile', token_use: 'access' }
      : { aud: clientId, email: 'medewerker@voorbeeld.nl', token_use: 'id' };
  return new SignJWT({
    iss: issuer,
    sub: randomUUID(),
    username: 'medewerker',
    ...kind,
    'cognito:groups': groups,
    iat: now,
    exp: now + 600,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .sign(privateKey);
}

const staffRoutes = apiRoutes.filter((route) => route.path.startsWith(`${staffApiPrefix}/`));
const concrete = (path: string) => path.replace('{kind}', 'intake').replace('{id}', '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f');

describe('the staff API behind the local gateway', () => {
  let aws: LocalAws;
  let gateway: Gateway;

  beforeAll(async () => {
    aws = await startLocalAws();
    const staff = await import('../../functions/staff.ts');
    gateway = await createGateway({
      siteDir: null,
      port: 0,
      routes: staffRoutes,
      log: () => undefined,
      staffAuthorizer: createJwtAuthorizer({
        issuer,
        audience: [clientId],
        jwks: { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] },
      }),
      handlers: {
        staff: {
          handler: (event: APIGatewayProxyEventV2, context: Context) => aws.as('staff', () => staff.handler(event, context)),
        } as ApiHandlerModule,
      },
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await aws?.stop();
  });

  const send = (route: (typeof staffRoutes)[number], authorization?: string) =>
    fetch(`${gateway.url}${concrete(route.path)}`, {
      method: route.method,
      headers: {
        ...(authorization ? { authorization: `Bearer ${authorization}` } : {}),
        ...(route.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(route.method === 'POST' ? { body: '{}' } : {}),
    });

  it.each(staffRoutes)('answers $method $path with 401 without a token', async (route) => {
    expect((await send(route)).status).toBe(401);
  });

  it.each(staffRoutes)('answers $method $path with 403 to a token outside the staff group', async (route) => {
    expect((await send(route, await token(['klanten']))).status).toBe(403);
  });

  it.each(staffRoutes)('answers $method $path with 403 to the ID token of a member of staff, which is no access token', async (route) => {
    const response = await send(route, await token(['staff'], 'id'));

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden' });
  });

  it('lets a member of staff through to the inbox', async () => {
    const response = await send(
      staffRoutes.find((route) => route.path === `${staffApiPrefix}/leads`)!,
      await token(['staff']),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ items: [], cursor: null });
  });
});
