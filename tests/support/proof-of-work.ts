import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { guardKey } from '../../functions/core/guard-keys.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { jsonEvent } from './test-events.ts';
import { currentGuardSecret } from './test-secrets.ts';

/** A challenge as functions/challenge.ts issues it, `issuedMsAgo` ago (the intake measures its fill time from it). */
export function testChallenge(secret: string = currentGuardSecret(), issuedMsAgo = 60_000) {
  return createChallenge({
    algorithm: proofOfWork.algorithm,
    cost: 1,
    counter: 5 + Math.floor(Math.random() * 50),
    deriveKey,
    hmacSignatureSecret: guardKey(secret, 'altcha'),
    expiresAt: new Date(Date.now() - issuedMsAgo + proofOfWork.expiresInSeconds * 1000),
  });
}

/**
 * A real proof-of-work answer, signed with the guard secret the handlers read (from Secrets Manager), as the browser
 * would send it. The challenge is an easy one, so tests stay fast; the handlers check signature,
 * expiry, solution and single use, not how hard the challenge was. By default it was issued a minute ago,
 * as for a visitor who started the form then; `started` adds the form's first challenge, as the browser
 * sends it when it had to fetch a fresh one.
 */
export async function proofOfWorkAnswer(
  secret: string = currentGuardSecret(),
  options: { issuedMsAgo?: number; started?: { parameters: unknown; signature?: string } } = {},
): Promise<string> {
  const challenge = await testChallenge(secret, options.issuedMsAgo);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution, ...(options.started ? { started: options.started } : {}) })).toString('base64');
}

/** A JSON post as the JavaScript forms send it: the body plus a fresh proof-of-work answer. */
export async function answeredJsonEvent(
  body: Record<string, unknown>,
  options: Parameters<typeof jsonEvent>[1] = {},
): Promise<APIGatewayProxyEventV2> {
  return jsonEvent({ ...body, [proofOfWork.field]: await proofOfWorkAnswer() }, options);
}
