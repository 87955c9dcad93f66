import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamo } from '../core/clients.ts';
import { abuseLimits } from '../../shared/api-limits.ts';
import { clientOf, countAgainstLimit, wasLimitedRecently, type GuardConfig } from './client-limit.ts';
import type { RequestSource } from './http.ts';
import { verifyProofOfWork, type FormStart } from './proof-of-work.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { takeClientRecipientPlace } from '../mail/recipient-cap.ts';

/** What the brakes let through: whether to flag the lead for staff, and whether its confirmation may go out. */
export type Admission = {
  /** This client was refused for sending too much shortly before: the lead is flagged for staff. */
  clientLimited: boolean;
  /** This client already made us confirm to its share of mailboxes today: no confirmation for this lead. */
  recipientsCapReached: boolean;
  /** When the form started by our clock (its proof of work); null for a plain form post without one. */
  start: FormStart | null;
};

/**
 * The per-client brake every form post passes (contact, intake, newsletter sign-up) once it is valid: one
 * shared count for all forms; then a proof-of-work answer, checked and used up, or, for a plain HTML form
 * post without one (no JavaScript), a stricter second count; then, when the lead would get a confirmation
 * (`confirmTo`), a place for that mailbox among the few this client may name per day. Throws
 * TooManyRequestsError for the counts: that post is refused and nothing is saved (the visitor is told in Dutch
 * to try again later). Past the mailbox places nothing is refused: the lead is saved without a confirmation,
 * so staff still get it.
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
  let start: FormStart | null = null;
  // The JavaScript forms always send an answer; a plain HTML form cannot, and gets the stricter count.
  if (answer !== undefined || source === 'js') start = await verifyProofOfWork(config, answer);
  else await countAgainstLimit(config, client, 'forms-plain', abuseLimits.formPostsWithoutProofOfWork);
  const recipientsCapReached = confirmTo !== null && !(await takeClientRecipientPlace(config, client, confirmTo));
  return { clientLimited: await wasLimitedRecently(config, client), recipientsCapReached, start };
}

/**
 * How long the form was open, by our clock: from the issue time of its first challenge to now. A start counts
 * for one submission only (the first to name it; a retry of that submission keeps it), so one aged challenge
 * cannot date every post of a script. Zero when there is no start or it belongs to another submission.
 */
export async function serverFillMs(config: GuardConfig, start: FormStart | null, submissionId: string, now: Date): Promise<number> {
  if (!start) return 0;
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: config.guardTable,
      Key: { id: `form-start#${start.signature}` },
      UpdateExpression: 'SET #submission = if_not_exists(#submission, :submission), #expires = :expires',
      ExpressionAttributeNames: { '#submission': 'submission', '#expires': 'expires_at' },
      // A draft lives a week; its start is not asked about after that.
      ExpressionAttributeValues: { ':submission': submissionId, ':expires': Math.floor(now.getTime() / 1000) + 8 * 24 * 60 * 60 },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes?.submission === submissionId ? Math.max(0, now.getTime() - start.at.getTime()) : 0;
}
