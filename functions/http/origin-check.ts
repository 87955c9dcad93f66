import { createHash, timingSafeEqual } from 'node:crypto';
import { envVars } from '../../shared/env-vars.ts';
import { originVerifyHeader } from '../../shared/origin-verify.ts';
import { defineEnv, EnvError } from '../core/env.ts';
import { loadSecrets } from '../core/secrets.ts';
import { HttpError } from './errors.ts';
import { header, type HttpMiddleware } from './http.ts';

export const originCheckMessage = 'Dit adres is alleen bereikbaar via de website van Startsprong.';

/** A request that reached the API without passing CloudFront (and so its WAF). */
export class NotThroughCloudFrontError extends HttpError {
  override name = 'NotThroughCloudFrontError';
  readonly statusCode = 403;
  constructor() {
    super(originCheckMessage, `Request without a valid ${originVerifyHeader} header`);
  }
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const originEnv = defineEnv(['originSecret']);

/**
 * Lets a request through only when it carries the origin-verify header with the secret CloudFront adds
 * on its way to the API (its value read from Secrets Manager at cold start, the secret named by
 * ORIGIN_SECRET_ARN, set by the CDK stack and by the local stack); any other is 403. In Lambda a missing
 * or unreadable secret is a deployment fault and fails every request (500, logged) rather than opening
 * the API. Outside Lambda without the secret, as when a handler test calls a handler directly, there is
 * no CloudFront to come through and the check stands aside.
 */
export function fromCloudFront(): HttpMiddleware {
  return {
    before: async (request) => {
      if (!process.env[envVars.originSecret]) {
        if (process.env.AWS_LAMBDA_FUNCTION_NAME) throw new EnvError(`Environment not configured: ${envVars.originSecret} is missing`);
        return;
      }
      await loadSecrets(originEnv);
      const expected = originEnv().originSecret;
      const given = header(request.event, originVerifyHeader);
      if (given === undefined || !sameSecret(given, expected)) throw new NotThroughCloudFrontError();
    },
  };
}
