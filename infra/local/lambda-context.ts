import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { lambdaFunctions, type FunctionName } from '../app-spec.ts';
import { localAccountId, localRegion } from './emulators.ts';

export { localAccountId };

/** The Lambda context of one local invocation, with the function's timeout and memory from app-spec. */
export function lambdaContext(name: FunctionName | string): Context {
  const spec = (lambdaFunctions as Partial<Record<string, { timeoutSeconds: number; memoryMb: number }>>)[name];
  const timeoutMs = (spec?.timeoutSeconds ?? 30) * 1000;
  const deadline = Date.now() + timeoutMs;
  const functionName = `startsprong-local-${name}`;
  const unsupported = () => {
    throw new Error('De callback-functies van de Lambda-context worden niet ondersteund; geef een Promise terug.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${localRegion}:${localAccountId}:function:${functionName}`,
    memoryLimitInMB: String(spec?.memoryMb ?? 512),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${randomUUID().replaceAll('-', '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/** What Lambda reports when an invocation runs past its timeout. */
export class LambdaTimeoutError extends Error {
  override name = 'Sandbox.Timedout';
}

/**
 * Runs one invocation as Lambda does with respect to time: past the function's timeout it fails with
 * "Task timed out", whatever it was doing, so the poller retries its batch and the gateway answers 500.
 * (The work itself cannot be stopped in this process; Lambda freezes it.) Timeouts are derived in
 * shared/timing.ts, so this makes their order hold locally too.
 */
export async function withinTimeout<T>(name: FunctionName, context: Context, call: () => Promise<T>): Promise<T> {
  const seconds = lambdaFunctions[name].timeoutSeconds;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new LambdaTimeoutError(`Task timed out after ${seconds}.00 seconds`)),
      context.getRemainingTimeInMillis(),
    );
    timer.unref();
  });
  try {
    return await Promise.race([call(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
