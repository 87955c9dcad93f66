import * as z from 'zod/mini';
import { envVars, type EnvVarKey } from '../../shared/env-vars.ts';

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
  originSecret: z.string().check(z.minLength(32)),
  guardTable: z.string().check(z.trim(), z.minLength(1)),
  auditTable: z.string().check(z.trim(), z.minLength(1)),
  /** Generated at deploy (Secrets Manager) or at local start-up; the keys for challenges and client hashes derive from it. */
  guardSecret: z.string().check(z.minLength(32)),
  siteUrl: z.pipe(
    z.url(),
    z.transform((value: string) => value.replace(/\/+$/, '')),
  ),
  subscriberKey: z.string().check(z.minLength(32)),
  metricNamespace: z.string().check(z.regex(/^[A-Za-z0-9._/#:-]{1,255}$/)),
} satisfies Record<EnvVarKey, z.ZodMiniType<unknown, string>>;

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

/**
 * Each handler names only the variables it uses. Parsing waits for the first call and then sticks for
 * the cold start, so a test can import a handler module first and set process.env before invoking it.
 */
export function defineEnv<K extends EnvVarKey>(keys: readonly K[]): () => Pick<Env, K> {
  let cached: Pick<Env, K> | undefined;
  return () => (cached ??= parseEnv(keys, process.env));
}
