import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareObj } from '@middy/core';
import { envVars, type SecretKey } from '../../shared/env-vars.ts';
import { secrets } from './clients.ts';
import { hasSecret, parseEnv, rememberSecret, type EnvReader } from './env.ts';
import { errorFields, logger } from './logger.ts';

/*
 * Secret values, read from Secrets Manager once per cold start (and again only after a failed read), by
 * the ARN the function's variable holds, and shared by every reader in the process. The SDK finds the
 * endpoint itself (AWS_ENDPOINT_URL_SECRETS_MANAGER on the local stack), so the local stack answers through
 * its own endpoint with the same client, and refuses a secret the function's manifest does not grant.
 */

const reads = new Map<SecretKey, Promise<void>>();

function read(key: SecretKey, id: string): Promise<void> {
  let pending = reads.get(key);
  if (!pending) {
    pending = secrets.send(new GetSecretValueCommand({ SecretId: id })).then(
      ({ SecretString }) => rememberSecret(key, { value: SecretString }),
      (error: unknown) => {
        reads.delete(key);
        rememberSecret(key, { failure: error });
        throw error;
      },
    );
    reads.set(key, pending);
  }
  return pending;
}

/** Reads the secrets among the reader's keys; resolves at once when they are in memory. */
export async function loadSecrets(env: Pick<EnvReader<never>, 'secretKeys'>): Promise<void> {
  const missing = env.secretKeys.filter((key) => !hasSecret(key));
  if (missing.length === 0) return;
  const ids = parseEnv(missing, process.env) as Partial<Record<SecretKey, string>>;
  await Promise.all(missing.map((key) => read(key, ids[key]!)));
}

/**
 * First in every handler that reads a secret: reads them before anything needs them. It never fails the
 * request itself: the failure is logged, and what needs a secret then fails with it (a 500 for the API, a
 * retry for the worker), while the request log still gets written.
 */
export function readSecrets<E, R, C>(env: Pick<EnvReader<never>, 'secretKeys'>): MiddlewareObj<E, R, Error, C> {
  return {
    before: async () => {
      try {
        await loadSecrets(env);
      } catch (error) {
        logger.error('Secrets could not be read', { ...errorFields(error), variables: env.secretKeys.map((key) => envVars[key]) });
      }
    },
  };
}
