import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { abuseLimits } from '../../shared/api-limits.ts';
import { clientOf, countAgainstLimit, wasLimitedRecently, type GuardConfig } from './client-limit.ts';
import type { RequestSource } from './http.ts';

/**
 * The per-client brake every form post passes (contact, intake, newsletter sign-up) once it is valid: one
 * shared count for all forms, and a stricter second one for posts without a proof-of-work answer (the
 * plain HTML forms that work without JavaScript). Throws TooManyRequestsError; otherwise tells whether
 * this client was refused shortly before, so the lead can be flagged for staff.
 */
export async function admitFormPost(config: GuardConfig, event: APIGatewayProxyEventV2, source: RequestSource): Promise<boolean> {
  const client = clientOf(config, event);
  await countAgainstLimit(config, client, 'forms', abuseLimits.formPosts);
  if (source === 'form') await countAgainstLimit(config, client, 'forms-plain', abuseLimits.formPostsWithoutProofOfWork);
  return wasLimitedRecently(config, client);
}
