import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { dynamo } from '../core/clients.ts';
import { abuseLimits, confirmationPlaces } from '../../shared/api-limits.ts';
import { clientOf, countAgainstLimit, wasLimitedRecently, type Client, type GuardConfig } from './client-limit.ts';
import type { RequestSource } from './http.ts';
import { verifyProofOfWork, type FormStart } from './proof-of-work.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';
import { mailboxHasPlace, takeClientRecipientPlace } from '../mail/recipient-cap.ts';
import { isClientMailBlocked, rememberConfirmationClient } from '../mail/client-reputation.ts';
import { isSuppressed, readPause } from '../mail/reputation.ts';
import type { SkipReason } from '../records/email-status.ts';

/**
 * What will become of the lead's confirmation, as far as the API can tell when the post arrives, so that no
 * page promises an email that will not come:
 * - send: it goes out in a moment (the worker checks again; in the seconds between, a brake that just
 *   closed can still stop it);
 * - later: a newsletter sign-up's confirmation waits for a pause to end or for the mailbox's next day;
 * - none: it will not go out, for `reason` (the lead is saved and reaches staff all the same).
 */
export type ConfirmationOutlook = { state: 'send' } | { state: 'later' } | { state: 'none'; reason: SkipReason };

/** What the brakes let through: whether to flag the lead for staff, and what becomes of its confirmation. */
export type Admission = {
  /** This client was refused for sending too much shortly before: the lead is flagged for staff. */
  clientLimited: boolean;
  /** Null when the lead asks for no confirmation. */
  confirmation: ConfirmationOutlook | null;
  /** When the form started by our clock (its proof of work); null for a plain form post without one. */
  start: FormStart | null;
};

/** The confirmation a lead asks for: to whom, its name (mail/client-reputation.ts confirmationRef), and whether it waits. */
export type ConfirmationRequest = { to: string; ref: string; waits: boolean };

/**
 * The per-client brake every form post passes (contact, intake, newsletter sign-up) once it is valid: one
 * shared count for all forms; then a proof-of-work answer, checked and used up, or, for a plain HTML form
 * post without one (no JavaScript), a stricter second count; then, when the lead would get a confirmation
 * (`confirm`), the outlook of its confirmation (confirmationOutlook). Throws TooManyRequestsError for the
 * counts: that post is refused and nothing is saved (the visitor is told in Dutch to try again later). Past
 * the confirmation brakes nothing is refused here: the lead is saved without a confirmation, so staff still
 * get it (the newsletter refuses a sign-up that can never be confirmed itself).
 */
export async function admitFormPost(
  config: GuardConfig,
  event: APIGatewayProxyEventV2,
  source: RequestSource,
  fields: Record<string, unknown>,
  confirm: ConfirmationRequest | null,
): Promise<Admission> {
  const client = clientOf(config, event);
  await countAgainstLimit(config, client, 'forms', abuseLimits.formPosts);
  const answer = fields[proofOfWork.field];
  let start: FormStart | null = null;
  // The JavaScript forms always send an answer; a plain HTML form cannot, and gets the stricter count.
  if (answer !== undefined || source === 'js') start = await verifyProofOfWork(config, answer);
  else await countAgainstLimit(config, client, 'forms-plain', abuseLimits.formPostsWithoutProofOfWork);
  const confirmation = confirm ? await confirmationOutlook(config, client, confirm) : null;
  return { clientLimited: await wasLimitedRecently(config, client), confirmation, start };
}

/**
 * The brakes on a confirmation, in the worker's order (worker.ts), read when the post arrives: the client's
 * own bounces and complaints, the address's suppression, the client's share of mailboxes today (a place it
 * takes here), a pause of all confirmations, the mailbox's share today (looked at; the worker takes it). A
 * confirmation that may go out, now or later, is remembered with its client, so the events SES sends back
 * about it count against that client.
 */
async function confirmationOutlook(config: GuardConfig, client: Client, confirm: ConfirmationRequest): Promise<ConfirmationOutlook> {
  const now = new Date();
  const [blocked, suppressed] = await Promise.all([isClientMailBlocked(config, client.hash, now), isSuppressed(config, confirm.to, now)]);
  if (blocked) return { state: 'none', reason: 'client_bounced' };
  if (suppressed) return { state: 'none', reason: 'suppressed' };
  if (!(await takeClientRecipientPlace(config, client, confirm.to, now))) return { state: 'none', reason: 'client_recipients' };
  const waits = { waitsForConfirmation: confirm.waits };
  const [pause, room] = await Promise.all([readPause(config, now), mailboxHasPlace(config, confirm.to, confirmationPlaces(waits), now)]);
  const held: SkipReason | null = pause.paused ? 'sending_paused' : room ? null : 'recipient_cap';
  if (held && !confirm.waits) return { state: 'none', reason: held };
  await rememberConfirmationClient(config, confirm.ref, client.hash, now);
  return held ? { state: 'later' } : { state: 'send' };
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
