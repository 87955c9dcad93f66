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
