import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRoutes, envVars, secretKeys, type ApiRoute } from '../../infra/app-spec.ts';
import { createGateway, type ApiHandlerModule, type Gateway } from '../../infra/local/gateway.ts';
import { httpHandler } from '../../functions/http/handler.ts';
import { jsonResponse } from '../../functions/http/http.ts';
import { originCheckMessage } from '../../functions/http/origin-check.ts';
import { httpEvent, lambdaContextFor } from '../support/test-events.ts';
import { originVerifyHeader } from '../../shared/origin-verify.ts';
import { testSecretValues, useMockedSecrets } from '../support/test-secrets.ts';

const secret = testSecretValues.originSecret;

/** The API handler files, loaded once their secrets' variables are set, as the local stack loads them. */
async function realHandlers(): Promise<Record<ApiRoute['handler'], ApiHandlerModule>> {
  return {
    contact: (await import('../../functions/contact.ts')) as ApiHandlerModule,
    intake: (await import('../../functions/intake.ts')) as ApiHandlerModule,
    uploads: (await import('../../functions/uploads.ts')) as ApiHandlerModule,
    newsletter: (await import('../../functions/newsletter.ts')) as ApiHandlerModule,
    challenge: (await import('../../functions/challenge.ts')) as ApiHandlerModule,
    staff: (await import('../../functions/staff.ts')) as ApiHandlerModule,
  };
}

function send(base: string, route: ApiRoute, headers: Record<string, string> = {}) {
  return fetch(`${base}${route.path}`, {
    method: route.method,
    redirect: 'manual',
    headers: route.method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    ...(route.method === 'POST' ? { body: '[]' } : {}),
  });
}

// The handlers read their secrets from Secrets Manager, answered here by a mock.
let secrets: { restore(): void };
const previous = Object.fromEntries(secretKeys.map((key) => [envVars[key], process.env[envVars[key]]]));
beforeAll(() => {
  secrets = useMockedSecrets(secretKeys);
});
afterAll(() => {
  secrets.restore();
  for (const [name, value] of Object.entries(previous)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the API behind the local gateway only answers requests that came through its CloudFront half', () => {
  let gateway: Gateway;

  beforeAll(async () => {
    gateway = await createGateway({ siteDir: null, port: 0, handlers: await realHandlers(), originSecret: secret, log: () => undefined });
  });

  afterAll(async () => {
    await gateway.close();
  });

  // The staff routes' authorizer answers before any handler, as in AWS: without a token they are 401
  // (tests/local/staff-api-gateway.test.ts); the origin check then stands behind it in the handler.
  const openRoutes = apiRoutes.filter((route) => !route.auth);

  it.each(openRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'refuses %s on the API’s own address with 403, even with a guessed header',
    async (_, route) => {
      // Act
      const bare = await send(gateway.apiUrl, route);
      const guessed = await send(gateway.apiUrl, route, { [originVerifyHeader]: 'geraden' });

      // Assess
      expect(bare.status).toBe(403);
      expect(await bare.json()).toEqual({ error: originCheckMessage, fieldErrors: {} });
      expect(guessed.status).toBe(403);
    },
  );

  it.each(openRoutes.filter((route) => route.method === 'POST').map((route) => [route.path, route] as const))(
    'lets %s through the CloudFront half to the handler, which reads the request',
    async (_, route) => {
      // Act: a JSON array is no form, so the handler answers 400 without touching any AWS service.
      const response = await send(gateway.url, route, { [originVerifyHeader]: 'wat-een-bezoeker-ook-stuurt' });

      // Assess
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain(originCheckMessage);
    },
  );

  it('answers only /api on the API’s own address: the site is the distribution’s', async () => {
    // Act
    const response = await fetch(`${gateway.apiUrl}/contact`);

    // Assess
    expect(response.status).toBe(404);
  });
});

describe('fromCloudFront()', () => {
  const env = Object.assign(() => ({ guardSecret: testSecretValues.guardSecret }), { secretKeys: [] });
  const handler = httpHandler({ env }, async () => jsonResponse(200, { ok: true }));
  let saved: { secret: string | undefined; lambda: string | undefined };
  beforeEach(() => {
    saved = { secret: process.env[envVars.originSecret], lambda: process.env.AWS_LAMBDA_FUNCTION_NAME };
  });
  const eventWith = (headers: Record<string, string>) => ({ ...httpEvent({ body: '{}', contentType: 'application/json' }), headers });

  afterEach(() => {
    for (const [name, value] of [
      [envVars.originSecret, saved.secret],
      ['AWS_LAMBDA_FUNCTION_NAME', saved.lambda],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('passes a request with the secret in any letter case of the header name', async () => {
    // Act
    const response = await handler(eventWith({ 'X-Origin-Verify': secret }), lambdaContextFor('contact'));

    // Assess
    expect(response.statusCode).toBe(200);
  });

  it('refuses a secret that differs in its last character', async () => {
    // Act
    const response = await handler(eventWith({ [originVerifyHeader]: `${secret.slice(0, -1)}y` }), lambdaContextFor('contact'));

    // Assess
    expect(response.statusCode).toBe(403);
  });

  it('fails closed in Lambda when the secret is not configured: 500, never an open API', async () => {
    // Prepare
    delete process.env[envVars.originSecret];
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'contact';

    // Act
    const response = await handler(eventWith({}), lambdaContextFor('contact'));

    // Assess
    expect(response.statusCode).toBe(500);
  });
});
