import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { envVars, secretKeys, type SecretKey } from '../../shared/env-vars.ts';

/**
 * The secrets a handler reads at cold start, for tests. Against the emulators (startLocalAws, the local
 * stack) they come from the local Secrets Manager and are recorded here; a test of failure paths with
 * mocked clients calls `useMockedSecrets`, which names a secret per variable and answers GetSecretValue
 * for those names only.
 */

let guardSecret = '';

/** The guard secret the handlers under test read, for signing a proof-of-work answer as the browser gets it. */
export function currentGuardSecret(): string {
  return guardSecret;
}

export function rememberSecrets(values: Pick<Record<SecretKey, string>, 'guardSecret'>): void {
  guardSecret = values.guardSecret;
}

export const testSecretValues: Record<SecretKey, string> = {
  originSecret: 'a-test-origin-secret-of-at-least-thirty-two-characters',
  guardSecret: 'a-test-secret-of-at-least-thirty-two-characters',
  subscriberKey: 'a-test-subscriber-key-of-at-least-thirty-two-characters',
};

/** Sets each secret variable to a test ARN and answers GetSecretValue for it; the origin secret is left unset unless asked. */
export function useMockedSecrets(keys: readonly SecretKey[] = ['guardSecret', 'subscriberKey']): { restore(): void } {
  const client = mockClient(SecretsManagerClient);
  for (const key of secretKeys.filter((candidate) => keys.includes(candidate))) {
    const arn = `arn:aws:secretsmanager:eu-west-1:123456789012:secret:test/${key}-AbCdEf`;
    process.env[envVars[key]] = arn;
    client.on(GetSecretValueCommand, { SecretId: arn }).resolves({ ARN: arn, SecretString: testSecretValues[key] });
  }
  rememberSecrets(testSecretValues);
  return { restore: () => client.restore() };
}
