import * as z from 'zod/mini';
import { envVars, isSecretKey, type EnvVarKey, type SecretKey } from '../../shared/env-vars.ts';

const secretValue = z.string().check(z.minLength(32));
/** A secret's ARN (in AWS) or name: what GetSecretValue takes as SecretId. */
const secretId = z.string().check(z.trim(), z.minLength(1));

const schemas = {
  contactTable: z.string().check(z.trim(), z.minLength(1)),
  intakeTable: z.string().check(z.trim(), z.minLength(1)),
  newsletterTable: z.string().check(z.trim(), z.minLength(1)),
  bookingTable: z.string().check(z.trim(), z.minLength(1)),
  scheduleTable: z.string().check(z.trim(), z.minLength(1)),
  uploadsBucket: z.string().check(z.trim(), z.minLength(3)),
  queueUrl: z.url(),
  /** A bare address; the brand name is added as display name when sending. */
  senderEmail: z.email(),
  staffEmail: z.email(),
  sesConfigurationSet: z.string().check(z.trim(), z.minLength(1)),
  originSecret: secretId,
  guardTable: z.string().check(z.trim(), z.minLength(1)),
  auditTable: z.string().check(z.trim(), z.minLength(1)),
  countsTable: z.string().check(z.trim(), z.minLength(1)),
  /** A Cognito user pool id, such as eu-west-1_AbCdEf123. */
  staffUserPool: z.string().check(z.regex(/^[\w-]+_[0-9A-Za-z]+$/)),
  /** Generated at deploy (Secrets Manager) or at local start-up; the keys for challenges and client hashes derive from it. */
  guardSecret: secretId,
  siteUrl: z.pipe(
    z.url(),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  subscriberKey: secretId,
  metricNamespace: z.string().check(z.regex(/^[A-Za-z0-9._/#:-]{1,255}$/)),
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
 * Secret values by key, once read (core/secrets.ts reads them from Secrets Manager). Kept here, apart from
 * the SDK client, so a function that reads no secret carries no Secrets Manager client.
 */
const secretValues = new Map<SecretKey, string>();
const secretFailures = new Map<SecretKey, unknown>();

/** Records what reading a secret gave: its value (checked here), or the failure a handler will report. */
export function rememberSecret(key: SecretKey, outcome: { value: string | undefined } | { failure: unknown }): void {
  if ('failure' in outcome) {
    secretFailures.set(key, outcome.failure);
    return;
  }
  const parsed = secretValue.safeParse(outcome.value ?? '');
  if (!parsed.success) {
    const failure = new EnvError(`The secret named by ${envVars[key]} is not a secret of at least 32 characters`);
    secretFailures.set(key, failure);
    throw failure;
  }
  secretValues.set(key, parsed.data);
  secretFailures.delete(key);
}

export function hasSecret(key: SecretKey): boolean {
  return secretValues.has(key);
}

export type EnvReader<K extends EnvVarKey> = {
  (): Pick<Env, K>;
  /** The secrets among its keys, which core/secrets.ts reads before the handler runs. */
  secretKeys: readonly SecretKey[];
};

/**
 * Each handler names only the variables it uses. Parsing waits for the first call and then sticks for
 * the cold start, so a test can import a handler module first and set process.env before invoking it.
 * Secrets among them are read by the middleware `readSecrets` (core/secrets.ts) before the handler and
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
  reader.secretKeys = secretKeysOf;
  return reader;
}
