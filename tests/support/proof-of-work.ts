import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { guardKey } from '../../functions/core/guard-keys.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { jsonEvent } from './test-events.ts';
import { currentGuardSecret } from './test-secrets.ts';

/**
 * A real proof-of-work answer, signed with the guard secret the handlers read (from Secrets Manager), as the browser
 * would send it. The challenge is an easy one, so tests stay fast; the handlers check signature,
 * expiry, solution and single use, not how hard the challenge was.
 */
export async function proofOfWorkAnswer(secret: string = currentGuardSecret()): Promise<string> {
  const challenge = await createChallenge({
    algorithm: proofOfWork.algorithm,
    cost: 1,
    counter: 5 + Math.floor(Math.random() * 50),
    deriveKey,
    hmacSignatureSecret: guardKey(secret, 'altcha'),
    expiresAt: new Date(Date.now() + proofOfWork.expiresInSeconds * 1000),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Could not solve the test challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A JSON post as the JavaScript forms send it: the body plus a fresh proof-of-work answer. */
export async function answeredJsonEvent(body: Record<string, unknown>): Promise<APIGatewayProxyEventV2> {
  return jsonEvent({ ...body, [proofOfWork.field]: await proofOfWorkAnswer() });
}
