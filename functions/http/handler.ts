import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { lambdaHandler } from '../core/handler.ts';
import type { EnvReader } from '../core/env.ts';
import type { FormPageOptions } from './error-page.ts';
import { httpErrors, type HttpMiddleware, type HttpResponse } from './http.ts';
import { fromCloudFront } from './origin-check.ts';
import { requestLog } from './request-log.ts';
import { sameSiteOnly } from './same-site.ts';

export type HttpHandlerOptions = {
  /** The handler's environment; its guard secret keys the client hash of the request log. */
  env: EnvReader<'guardSecret'>;
  /** Where a plain form post's error page leads back to; only for forms that work without JavaScript. */
  formPage?: FormPageOptions;
  /** The site's URL, for handlers whose every POST must come from the site's own pages (http/same-site.ts). */
  sameSiteOnly?: () => string;
};

/**
 * Every API handler's chain, in one order: the request log line (so even a refused request is tied to
 * its client), then the error mapping (so everything after it answers in Dutch), then the origin check
 * (only requests through CloudFront and its WAF), then the same-site check for form posts.
 */
export function httpHandler(
  options: HttpHandlerOptions,
  handle: (event: APIGatewayProxyEventV2, context: Context) => Promise<HttpResponse>,
) {
  const middlewares: HttpMiddleware[] = [
    requestLog(options.env),
    httpErrors({ formPage: options.formPage }),
    fromCloudFront(),
    ...(options.sameSiteOnly ? [sameSiteOnly(options.sameSiteOnly)] : []),
  ];
  return lambdaHandler({ env: options.env, middlewares }, handle);
}
