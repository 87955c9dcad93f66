import { afterEach, describe, expect, it, vi } from 'vitest';
import { busyMessage, serverFaultMessage } from '../../../shared/error-messages.ts';
import { postJson } from './api.ts';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('postJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells the visitor the site is busy when API Gateway's route throttle answers 429 in its own words", async () => {
    // Prepare
    vi.stubGlobal('fetch', answer(429, { message: 'Too Many Requests' }));

    // Act
    const result = await postJson('/api/contact', {});

    // Assess
    expect(result).toEqual({ ok: false, status: 429, error: busyMessage });
  });

  it("shows the API's own Dutch sentence when it sends one, and ours for a fault without one", async () => {
    // Prepare
    vi.stubGlobal('fetch', answer(429, { error: 'Je hebt in korte tijd vaak iets verstuurd.' }));
    const limited = await postJson('/api/contact', {});
    vi.stubGlobal('fetch', answer(502, { message: 'Internal Server Error' }));
    const fault = await postJson('/api/contact', {});

    // Assess
    expect(limited).toMatchObject({ status: 429, error: 'Je hebt in korte tijd vaak iets verstuurd.' });
    expect(fault).toMatchObject({ status: 502, error: serverFaultMessage });
  });
});
