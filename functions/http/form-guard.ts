import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { abuseLimits } from '../../shared/api-limits.ts';
import { clientOf, countAgainstLimit, wasLimitedRecently, type GuardConfig } from './client-limit.ts';
import type { RequestSource } from './http.ts';
import { verifyProofOfWork } from './proof-of-work.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';

/**
 * The per-client brake every form post passes (contact, intake, newsletter sign-up) once it is valid: one
 * shared count for all forms; then a proof-of-work answer, checked and used up, or, for a plain HTML form
 * post without one (no JavaScript), a stricter second count. Throws TooManyRequestsError; otherwise tells whether
 * this client was refused shortly before, so the lead can be flagged for staff.
 */
export async function admitFormPost(
  config: GuardConfig,
  event: APIGatewayProxyEventV2,
  source: RequestSource,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const client = clientOf(config, event);
  await countAgainstLimit(config, client, 'forms', abuseLimits.formPosts);
  const answer = fields[proofOfWork.field];
  // The JavaScript forms always send an answer; a plain HTML form cannot, and gets the stricter count.
  if (answer !== undefined || source === 'js') await verifyProofOfWork(config, answer);
  else await countAgainstLimit(config, client, 'forms-plain', abuseLimits.formPostsWithoutProofOfWork);
  return wasLimitedRecently(config, client);
}
