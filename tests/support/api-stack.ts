import { startLocalStack, type LocalStack, type LocalStackOptions } from '../../infra/local/local-stack.ts';

/** The local stack with the real handlers, serving only /api, on free ports with throw-away data: for API tests. */
export function startApiStack(options: Partial<LocalStackOptions> = {}): Promise<LocalStack> {
  return startLocalStack({
    siteDir: null,
    port: 0,
    siteUrl: 'http://localhost',
    dataDir: null,
    emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0 },
    ...options,
  });
}
