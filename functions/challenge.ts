import middy from '@middy/core';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { proofOfWork } from '../shared/proof-of-work.ts';
import { defineEnv } from './core/env.ts';
import { readSecrets } from './core/secrets.ts';
import { guardKey } from './core/guard-keys.ts';
import { logContext } from './core/logger.ts';
import { requestLog } from './http/request-log.ts';
import { httpErrors, jsonResponse, type HttpResponse } from './http/http.ts';
import { fromCloudFront } from './http/origin-check.ts';

/**
 * GET /api/uitdaging: a fresh proof-of-work challenge, signed with a key derived from the guard secret, so
 * the form handlers can check an answer without having stored the challenge. Each is accepted once.
 */

const env = defineEnv(['guardSecret']);

export const handler = middy<APIGatewayProxyEventV2, HttpResponse, Error, Context>()
  .use(logContext())
  .use(readSecrets(env))
  .use(requestLog(env))
  .use(httpErrors())
  .use(fromCloudFront())
  .handler(async () => {
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
