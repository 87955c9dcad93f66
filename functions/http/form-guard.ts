import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { abuseLimits } from '../../shared/api-limits.ts';
import { clientOf, countAgainstLimit, wasLimitedRecently, type GuardConfig } from './client-limit.ts';
import type { RequestSource } from './http.ts';
import { verifyProofOfWork } from './proof-of-work.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { takeClientRecipientPlace } from '../mail/recipient-cap.ts';

/** What the brakes let through: whether to flag the lead for staff, and whether its confirmation may go out. */
export type Admission = {
  /** This client was refused for sending too much shortly before: the lead is flagged for staff. */
  clientLimited: boolean;
  /** This client already made us confirm to its share of mailboxes today: no confirmation for this lead. */
  recipientsCapReached: boolean;
};

/**
 * The per-client brake every form post passes (contact, intake, newsletter sign-up) once it is valid: one
 * shared count for all forms; then a proof-of-work answer, checked and used up, or, for a plain HTML form
 * post without one (no JavaScript), a stricter second count; then, when the lead would get a confirmation
 * (`confirmTo`), a place for that mailbox among the few this client may name per day. Throws
 * TooManyRequestsError for the counts; the lead is saved either way, so staff still get it.
 */
export async function admitFormPost(
  config: GuardConfig,
  event: APIGatewayProxyEventV2,
  source: RequestSource,
  fields: Record<string, unknown>,
  confirmTo: string | null,
): Promise<Admission> {
  const client = clientOf(config, event);
  await countAgainstLimit(config, client, 'forms', abuseLimits.formPosts);
  const answer = fields[proofOfWork.field];
  // The JavaScript forms always send an answer; a plain HTML form cannot, and gets the stricter count.
  if (answer !== undefined || source === 'js') await verifyProofOfWork(config, answer);
  else await countAgainstLimit(config, client, 'forms-plain', abuseLimits.formPostsWithoutProofOfWork);
  const recipientsCapReached = confirmTo !== null && !(await takeClientRecipientPlace(config, client, confirmTo));
  return { clientLimited: await wasLimitedRecently(config, client), recipientsCapReached };
}
