import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import type { MiddlewareObj } from '@middy/core';
import * as z from 'zod/mini';
import { envVars, isSecretKey, type EnvVarKey, type SecretKey } from '../../shared/env-vars.ts';
import { secrets } from './clients.ts';
import { errorFields, logger } from './logger.ts';

const secretValue = z.string().check(z.minLength(32));
/** A secret's ARN (in AWS) or name: what GetSecretValue takes as SecretId. */
const secretId = z.string().check(z.trim(), z.minLength(1));

const schemas = {
  contactTable: z.string().check(z.trim(), z.minLength(1)),
  intakeTable: z.string().check(z.trim(), z.minLength(1)),
  newsletterTable: z.string().check(z.trim(), z.minLength(1)),
  uploadsBucket: z.string().check(z.trim(), z.minLength(3)),
  queueUrl: z.url(),
  /** A bare address; the brand name is added as display name when sending. */
  senderEmail: z.email(),
  staffEmail: z.email(),
  sesConfigurationSet: z.string().check(z.trim(), z.minLength(1)),
  originSecret: secretId,
  guardTable: z.string().check(z.trim(), z.minLength(1)),
  auditTable: z.string().check(z.trim(), z.minLength(1)),
  /** Generated at deploy (Secrets Manager) or at local start-up; the keys for challenges and client hashes derive from it. */
  guardSecret: secretId,
  siteUrl: z.pipe(
    z.url(),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  subscriberKey: secretId,
} satisfies Record<EnvVarKey, z.ZodMiniType<unknown, string>>;

/** What a handler reads: each variable parsed, and for a secret its value (not its ARN). */
export type Env = { [K in EnvVarKey]: z.output<(typeof schemas)[K]> };

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the named variables from `source`; throws one error naming every missing or invalid variable. */
export function parseEnv<K extends EnvVarKey>(keys: readonly K[], source: NodeJS.ProcessEnv): Pick<Env, K> {
  const result: Partial<Env> = {};
  const problems: string[] = [];
  for (const key of keys) {
    const name = envVars[key];
    const raw = source[name];
    if (raw === undefined || raw.trim() === '') {
      problems.push(`${name} is missing`);
      continue;
    }
    const parsed = schemas[key].safeParse(raw);
    if (parsed.success) Object.assign(result, { [key]: parsed.data });
    else problems.push(`${name} is invalid (${parsed.error.issues[0]?.message ?? 'unknown problem'})`);
  }
  if (problems.length > 0) throw new EnvError(`Environment not configured: ${problems.join('; ')}`);
  return result as Pick<Env, K>;
}

/*
 * Secret values, read once per cold start (and again only after a failed read), shared by every reader in
 * the process. Secrets Manager is asked by the SDK's own endpoint variable, so the local stack answers
 * through its emulator with the same client, and refuses a secret the function was not granted.
 */
const secretValues = new Map<SecretKey, string>();
const secretReads = new Map<SecretKey, Promise<void>>();
const secretFailures = new Map<SecretKey, unknown>();

function readSecret(key: SecretKey, id: string): Promise<void> {
  let read = secretReads.get(key);
  if (!read) {
    read = secrets.send(new GetSecretValueCommand({ SecretId: id })).then(
      ({ SecretString }) => {
        const parsed = secretValue.safeParse(SecretString ?? '');
        if (!parsed.success) throw new EnvError(`The secret named by ${envVars[key]} is not a secret of at least 32 characters`);
        secretValues.set(key, parsed.data);
        secretFailures.delete(key);
      },
      (error: unknown) => {
        secretReads.delete(key);
        secretFailures.set(key, error);
        throw error;
      },
    );
    secretReads.set(key, read);
  }
  return read;
}

export type EnvReader<K extends EnvVarKey> = {
  (): Pick<Env, K>;
  /** Reads the secrets among the keys from Secrets Manager; resolves at once when they are in memory. */
  load(): Promise<void>;
};

/**
 * Each handler names only the variables it uses. Parsing waits for the first call and then sticks for
 * the cold start, so a test can import a handler module first and set process.env before invoking it.
 * Secrets among them are read by `load()` (the middleware `readSecrets` calls it before the handler) and
 * then given by value; a secret not read yet throws EnvError.
 */
export function defineEnv<K extends EnvVarKey>(keys: readonly K[]): EnvReader<K> {
  let cached: Pick<Env, K> | undefined;
  const secretKeysOf: SecretKey[] = (keys as readonly EnvVarKey[]).filter(isSecretKey);
  const reader = () => {
    cached ??= parseEnv(keys, process.env);
    const values: Partial<Record<SecretKey, string>> = {};
    for (const key of secretKeysOf) {
      const value = secretValues.get(key);
      if (value === undefined) {
        const failure = secretFailures.get(key);
        throw new EnvError(`The secret named by ${envVars[key]} was not read${failure ? `: ${(failure as Error).message}` : ''}`);
      }
      values[key] = value;
    }
    return { ...cached, ...values } as Pick<Env, K>;
  };
  reader.load = async () => {
    if (secretKeysOf.every((key) => secretValues.has(key))) return;
    const ids = parseEnv(secretKeysOf, process.env) as Partial<Record<SecretKey, string>>;
    await Promise.all(secretKeysOf.map((key) => readSecret(key, ids[key]!)));
  };
  return reader;
}

/**
 * First in every handler: reads its secrets before anything needs them. It never fails the request
 * itself: the failure is logged, and what needs a secret then fails with it (a 500 for the API, a retry
 * for the worker), while the request log still gets written.
 */
export function readSecrets<E, R, C>(env: Pick<EnvReader<EnvVarKey>, 'load'>): MiddlewareObj<E, R, Error, C> {
  return {
    before: async () => {
      try {
        await env.load();
      } catch (error) {
        logger.error('Secrets could not be read', errorFields(error));
      }
    },
  };
}
