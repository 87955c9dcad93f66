import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { proofOfWork } from '../shared/proof-of-work.ts';
import { defineEnv } from './core/env.ts';
import { guardKey } from './core/guard-keys.ts';
import { httpHandler } from './http/handler.ts';
import { jsonResponse } from './http/http.ts';

/**
 * GET /api/uitdaging: a fresh proof-of-work challenge, signed with a key derived from the guard secret, so
 * the form handlers can check an answer without having stored the challenge. Each is accepted once.
 */

const env = defineEnv(['guardSecret']);

export const handler = httpHandler({ env }, async () => {
  const [min, max] = proofOfWork.counterRange;
  const challenge = await createChallenge({
    algorithm: proofOfWork.algorithm,
    cost: 1,
    counter: randomInt(min, max),
    deriveKey,
    hmacSignatureSecret: guardKey(env().guardSecret, 'altcha'),
    expiresAt: new Date(Date.now() + proofOfWork.expiresInSeconds * 1000),
  });
  return jsonResponse(200, challenge);
});
