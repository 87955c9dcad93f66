import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { routeThrottles } from '../../infra/app-spec.ts';
import { createGateway, type Gateway } from '../../infra/local/gateway.ts';
import { throttledBody } from '../../infra/local/route-throttle.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';

/**
 * API Gateway's throttles per route on the local HTTP API, with app-spec's limits. The throttle's clock is
 * frozen, so what a request meets depends on the requests before it, not on how fast this machine is.
 */
describe('the local HTTP API throttles each route on its own', () => {
  let gateway: Gateway;
  let clock = 0;
  let invocations = 0;
  const answer = async (): Promise<APIGatewayProxyResultV2> => {
    invocations += 1;
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
  };

  beforeAll(async () => {
    gateway = await createGateway({
      siteDir: null,
      port: 0,
      log: () => undefined,
      now: () => clock,
      handlers: { challenge: { handler: answer }, contact: { handler: answer } },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('answers a flood on the challenge route with 429 on that route only, before any function runs, and lets it recover', async () => {
    // Prepare
    const limit = routeThrottles.challenge;
    const challenge = () => fetch(`${gateway.url}${proofOfWork.path}`);
    invocations = 0;

    // Act: a burst and one more, all at the same instant
    const flood = [];
    for (let index = 0; index <= limit.burstLimit; index += 1) flood.push(await challenge());
    const otherRoute = await fetch(`${gateway.url}/api/contact`, { method: 'POST', body: '{}' });

    // Assess
    expect(flood.slice(0, limit.burstLimit).map((response) => response.status)).toEqual(Array(limit.burstLimit).fill(200));
    const refused = flood.at(-1)!;
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(throttledBody);
    expect(invocations).toBe(limit.burstLimit + 1);
    expect(otherRoute.status).toBe(200);

    // Act: one second later the route has its rate back
    clock += 1000;
    const after = [];
    for (let index = 0; index <= limit.rateLimit; index += 1) after.push((await challenge()).status);

    // Assess
    expect(after).toEqual([...Array(limit.rateLimit).fill(200), 429]);
  });
});
