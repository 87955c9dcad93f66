import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('a secret named by its variable', () => {
  const arn = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:test/guard-AbCdEf';
  const secretsManager = mockClient(SecretsManagerClient);
  let env: typeof import('./env.ts');
  let secrets: typeof import('./secrets.ts');

  beforeEach(async () => {
    // A fresh module per test: what a cold start has read stays for the life of the instance.
    vi.resetModules();
    env = await import('./env.ts');
    secrets = await import('./secrets.ts');
    process.env.GUARD_SECRET_ARN = arn;
    process.env.GUARD_TABLE = 'abuse_guard';
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => {
    secretsManager.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    secretsManager.restore();
    delete process.env.GUARD_SECRET_ARN;
  });

  it('is read from Secrets Manager once per cold start, by the ARN the variable holds, and given by value', async () => {
    secretsManager.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: 'g'.repeat(48) });
    const reader = env.defineEnv(['guardTable', 'guardSecret']);
    const other = env.defineEnv(['guardSecret']);

    await secrets.loadSecrets(reader);
    await secrets.loadSecrets(other);

    expect(reader()).toEqual({ guardTable: 'abuse_guard', guardSecret: 'g'.repeat(48) });
    expect(other().guardSecret).toBe('g'.repeat(48));
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('is not there before it was read, and a failed read is tried again by the next request', async () => {
    secretsManager
      .on(GetSecretValueCommand)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ SecretString: 'g'.repeat(48) });
    const reader = env.defineEnv(['guardSecret']);

    expect(() => reader()).toThrow(env.EnvError);
    await expect(secrets.loadSecrets(reader)).rejects.toThrow('Rate exceeded');
    expect(() => reader()).toThrow(/GUARD_SECRET_ARN was not read: Rate exceeded/);
    await secrets.loadSecrets(reader);

    expect(reader().guardSecret).toBe('g'.repeat(48));
  });

  it('refuses a value too short to be a generated secret', async () => {
    secretsManager.on(GetSecretValueCommand).resolves({ SecretString: 'kort' });

    await expect(secrets.loadSecrets(env.defineEnv(['guardSecret']))).rejects.toThrow(/at least 32 characters/);
  });

  it('lets the handler answer when the read fails: readSecrets logs it, and what needs the secret fails with it', async () => {
    secretsManager.on(GetSecretValueCommand).rejects(Object.assign(new Error('User is not authorized'), { name: 'AccessDeniedException' }));
    const reader = env.defineEnv(['guardSecret']);
    const lines: string[] = [];
    vi.mocked(process.stdout.write).mockImplementation((line) => lines.push(String(line)) > 0);

    await secrets.readSecrets(reader).before!({} as never);

    expect(lines.map((line) => JSON.parse(line) as { message: string; errorName?: string })).toEqual([
      expect.objectContaining({ message: 'Secrets could not be read', errorName: 'AccessDeniedException' }),
    ]);
    expect(() => reader()).toThrow(/not read: User is not authorized/);
  });
});
