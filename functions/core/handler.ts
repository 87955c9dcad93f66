import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { EnvReader } from './env.ts';
import { logContext } from './logger.ts';
import { readSecrets } from './secrets.ts';

export type LambdaMiddleware<TEvent, TResult> = MiddlewareObj<TEvent, TResult, Error, Context>;

/**
 * The one place a Lambda's middy chain is put together, for the API handlers (through http/handler.ts)
 * and the queue, event and schedule handlers alike: the log context first, so every later line carries
 * the request id; then the function's secrets, read before anything needs them; then what the kind of
 * handler adds, in the order given.
 */
export function lambdaHandler<TEvent, TResult>(
  options: { env: Pick<EnvReader<never>, 'secretKeys'>; middlewares?: readonly LambdaMiddleware<TEvent, TResult>[] },
  handle: (event: TEvent, context: Context) => Promise<TResult>,
) {
  return middy<TEvent, TResult, Error, Context>()
    .use(logContext())
    .use(readSecrets(options.env))
    .use([...(options.middlewares ?? [])])
    .handler(handle);
}
