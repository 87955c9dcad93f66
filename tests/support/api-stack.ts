import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/local-stack.ts';
import { rememberSecrets } from './test-secrets.ts';

/**
 * The local stack with the real handlers, serving only /api, on free ports with throw-away data: for API tests.
 * Its guard secret is remembered, so the proof-of-work answers the tests sign are the ones its handlers accept.
 */
export async function startApiStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  const stack = await startLocalStack({
    siteDir: null,
    port: 0,
    siteUrl: 'http://localhost',
    dataDir: null,
    emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 },
    ...options,
  });
  rememberSecrets(stack.secrets);
  return stack;
}
