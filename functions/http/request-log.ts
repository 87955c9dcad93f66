import { EnvError } from '../core/env.ts';
import { logger } from '../core/logger.ts';
import { clientOf } from './client-limit.ts';
import { header, type HttpMiddleware } from './http.ts';

/**
 * One log line per API request that ties it to its client, and the same fields on every later line of the
 * invocation. Behind CloudFront the API's own access log can only see CloudFront's address, and it cannot
 * log request headers, so the handler does it:
 * - client: the keyed hash of the viewer's address (CloudFront-Viewer-Address), the same hash the
 *   per-client limits count by; never the address itself.
 * - apiRequestId: the API Gateway request id, the requestId of the API's access log line.
 * - edgeRequestId: CloudFront's X-Amz-Cf-Id, the x-edge-request-id of its standard log line, which holds the
 *   viewer's address (c-ip) for an operator who needs it.
 */
export function requestLog(config: () => { guardSecret: string }): HttpMiddleware {
  return {
    before: ({ event }) => {
      logger.addContext({
        client: clientHash(config, event),
        apiRequestId: event.requestContext.requestId,
        edgeRequestId: header(event, 'x-amz-cf-id'),
      });
      logger.info('Request', { route: event.routeKey });
    },
  };
}

/**
 * A log line never decides a request: without its guard secret (a deployment fault the handler reports
 * itself when it needs the secret) the request is still answered, and logged without the hash.
 */
function clientHash(config: () => { guardSecret: string }, event: Parameters<typeof clientOf>[1]): string | undefined {
  try {
    return clientOf(config(), event).hash;
  } catch (error) {
    if (error instanceof EnvError) return undefined;
    throw error;
  }
}
