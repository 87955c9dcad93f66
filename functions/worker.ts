import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { dynamo } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { EmailSendError, InvalidQueueMessageError, isConditionalCheckFailed, RecordNotFoundError } from './core/errors.ts';
import { logger } from './core/logger.ts';
import { lambdaHandler } from './core/handler.ts';

import type { KindHandler } from './kinds/kind.ts';
import { kinds, tableOf } from './kinds/registry.ts';
import { nextDutchDay, takeConfirmationPlace } from './mail/recipient-cap.ts';
import { confirmationPlaces } from '../shared/api-limits.ts';
import { confirmationClientOf, confirmationRef, isClientMailBlocked } from './mail/client-reputation.ts';
import { recordSkipped, sendEmailOnce, type OutgoingEmail } from './mail/send-once.ts';
import type { EmailStatusMap, SkipReason } from './records/email-status.ts';
import { isSuppressed, readPause } from './mail/reputation.ts';
import { processBatch } from './queue/batch.ts';
import { queueMessageSchema, type QueueMessage } from './queue/queue-message.ts';
import { redriveIndex } from '../shared/redrive.ts';

/**
 * The leads queue's consumer: loads the record a message points at and sends its emails, each at most
 * once. A record fails alone (partial batch response), so SQS retries only what did not go out.
 */

const env = defineEnv([
  'contactTable',
  'intakeTable',
  'newsletterTable',
  'bookingTable',
  'uploadsBucket',
  'senderEmail',
  'staffEmail',
  'siteUrl',
  'sesConfigurationSet',
  'guardTable',
  'guardSecret',
]);

/** Records handled at the same time: keeps the worker well under SES's send rate. */
export const RECORD_CONCURRENCY = 2;

export function parseQueueMessage(record: Pick<SQSRecord, 'body'>): QueueMessage {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    throw new InvalidQueueMessageError('Message body is not JSON');
  }
  const parsed = queueMessageSchema.safeParse(body);
  if (!parsed.success) throw new InvalidQueueMessageError(`Message body does not match: ${parsed.error.message}`);
  return parsed.data;
}

type Loaded = { row: { id: string }; redriveAt: string | undefined };

/** Loads the row a message points at, as its kind reads it, with its re-drive time; null when the row is gone. */
async function load(kind: KindHandler<{ id: string }>, tableName: string, id: string): Promise<Loaded | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }));
  if (!Item) return null;
  const redriveAt = Item[redriveIndex.sortKey];
  return { row: kind.parseRow(Item), redriveAt: typeof redriveAt === 'string' ? redriveAt : undefined };
}

/**
 * Every email is out: the lead leaves the re-drive's index. Only if its re-drive time is still the one
 * read before sending; a newer one belongs to a newer request (a repeated newsletter sign-up).
 */
async function finish(tableName: string, id: string, redriveAt: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id },
        UpdateExpression: 'REMOVE #due',
        ConditionExpression: '#due = :seen',
        ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
        ExpressionAttributeValues: { ':seen': redriveAt },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** Tries every email, so one refused email does not hold back the other; then fails if any did fail. */
async function sendAll(
  tableName: string,
  key: Record<string, string>,
  emails: OutgoingEmail[],
  confirmation: { name: string; client: string | null } | null,
): Promise<void> {
  const failures: string[] = [];
  for (const email of emails) {
    try {
      const toVisitor = email.name === confirmation?.name;
      await sendEmailOnce(
        { tableName, key },
        {
          ...email,
          configurationSet: env().sesConfigurationSet,
          audience: email.audience ?? (toVisitor ? 'visitor' : 'staff'),
          ...(toVisitor && confirmation.client ? { client: confirmation.client } : {}),
        },
      );
    } catch (error) {
      failures.push(`${email.name}: ${(error as Error).name}`);
    }
  }
  if (failures.length > 0) throw new EmailSendError(`Not all emails went out (${failures.join(', ')})`);
}

/** What becomes of a lead's confirmation now: it goes out (tagged with its client), is skipped for good, or waits until a time. */
type ConfirmationFate = { send: true; client: string | null } | { skip: SkipReason } | { waitUntil: Date };

/**
 * The brakes, in order: the address is suppressed (it bounced for good, or complained lately); the client
 * that asked for it had confirmations bounce or draw complaints lately (mail/client-reputation.ts);
 * confirmations are paused (too many bounced or drew complaints, from many clients); the mailbox had its
 * share for today (of which contact and intake may take all but the last place). A newsletter sign-up waits
 * out a pause or a full day; the others' confirmations are skipped. The cap is asked last, so a skipped
 * confirmation takes no place.
 */
async function confirmationFate(
  kind: KindHandler<{ id: string }>,
  id: string,
  confirmation: { name: string; to: string },
  now: Date,
): Promise<ConfirmationFate> {
  const ref = confirmationRef(kind.kind, id, confirmation.name);
  if (await isSuppressed(env(), confirmation.to, now)) return { skip: 'suppressed' };
  const client = await confirmationClientOf(env(), ref);
  if (client && (await isClientMailBlocked(env(), client, now))) return { skip: 'client_bounced' };
  const pause = await readPause(env(), now);
  if (pause.paused) return kind.waitsForConfirmation ? { waitUntil: new Date(pause.until!) } : { skip: 'sending_paused' };
  // The place is the email's, not the lead's: a newsletter subscriber's row is the same for every sign-up,
  // but each sign-up's confirmation has a name of its own, so signing up again takes another place. A retry
  // of the same email holds the place it took.
  if (!(await takeConfirmationPlace(env(), confirmation.to, ref, now, confirmationPlaces(kind)))) {
    return kind.waitsForConfirmation ? { waitUntil: nextDutchDay(now) } : { skip: 'recipient_cap' };
  }
  return { send: true, client };
}

/**
 * Before any email of the lead goes out: a confirmation that must not go out is recorded as skipped, with
 * why, so the staff notification (planned after this) can say so, and it never goes out. Returns what the
 * worker does with the confirmation now.
 */
async function applyConfirmationBrakes(
  kind: KindHandler<{ id: string }>,
  tableName: string,
  row: { id: string; email_status: EmailStatusMap },
  confirmation: { name: string; to: string },
): Promise<ConfirmationFate> {
  const now = new Date();
  const fate = await confirmationFate(kind, row.id, confirmation, now);
  if (!('skip' in fate)) return fate;
  if (await recordSkipped({ tableName, key: { id: row.id } }, confirmation.name, fate.skip, now)) {
    logger.warn('Confirmation not sent', { kind: kind.kind, id: row.id, reason: fate.skip });
    row.email_status[confirmation.name] = { state: 'skipped', skipped_at: now.toISOString(), reason: fate.skip };
  }
  return fate;
}

/**
 * A confirmation that waits: the lead stays under the re-drive's watch until `until` (a little after, so the
 * pause has surely ended), without counting as a failed round, and is queued again then. Only if its
 * re-drive time is still the one read before; a newer one belongs to a newer sign-up, which the re-drive
 * brings round itself.
 */
async function waitFor(tableName: string, id: string, redriveAt: string | undefined, until: Date): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id },
        UpdateExpression: 'SET #due = :until, redrive_count = :none',
        ConditionExpression: redriveAt ? '#due = :seen' : 'attribute_exists(id) AND attribute_not_exists(#due)',
        ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
        ExpressionAttributeValues: {
          ':until': new Date(until.getTime() + 60_000).toISOString(),
          ':none': 0,
          ...(redriveAt ? { ':seen': redriveAt } : {}),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/**
 * A visitor email that is not the confirmation (a booked call's reminder, move or cancellation) goes to an
 * address the visitor gave days before, so it passes the brakes on the address and the account again when it
 * is due: a suppressed address (it bounced, or its owner reported us lately) or a pause of visitor mail skips
 * it for good, recorded as the confirmation's skip is. Staff's copies go on. Returns the emails still to send.
 */
async function braceFollowUps(
  tableName: string,
  row: { id: string },
  emails: OutgoingEmail[],
  confirmationName: string | undefined,
  now: Date,
): Promise<OutgoingEmail[]> {
  const followUps = emails.filter((email) => email.audience === 'visitor' && email.name !== confirmationName);
  if (followUps.length === 0) return emails;
  const held = new Set<string>();
  const paused = (await readPause(env(), now)).paused;
  for (const email of followUps) {
    const reason: SkipReason | null = (await isSuppressed(env(), email.to, now)) ? 'suppressed' : paused ? 'sending_paused' : null;
    if (!reason) continue;
    held.add(email.name);
    if (await recordSkipped({ tableName, key: { id: row.id } }, email.name, reason, now))
      logger.warn('Visitor email not sent', { id: row.id, email: email.name, reason });
  }
  return emails.filter((email) => !held.has(email.name));
}

async function processMessage(message: QueueMessage, record: SQSRecord): Promise<void> {
  const kind = kinds[message.kind];
  const tableName = tableOf(message.kind, env());
  const loaded = await load(kind, tableName, message.id);
  if (!loaded) {
    if (kind.gone === 'nothing-to-do') return;
    throw new RecordNotFoundError(`${message.kind} ${message.id} does not exist`);
  }
  const { row, redriveAt } = loaded;
  await kind.prepare?.(row, env(), tableName);
  const confirmation = kind.confirmation(row);
  const fate = confirmation
    ? await applyConfirmationBrakes(kind, tableName, row as { id: string; email_status: EmailStatusMap }, confirmation)
    : null;
  const waitUntil = fate && 'waitUntil' in fate ? fate.waitUntil : null;
  const planned = (await kind.planEmails(row, env())).filter((email) => !waitUntil || email.name !== confirmation?.name);
  const emails = await braceFollowUps(tableName, row, planned, confirmation?.name, new Date());
  if (emails.length === 0) {
    logger.info(waitUntil ? 'Confirmation waits' : 'Emails were all sent before', {
      kind: message.kind,
      id: row.id,
      messageId: record.messageId,
      ...(waitUntil ? { until: waitUntil.toISOString() } : {}),
    });
  } else {
    const client = fate && 'send' in fate ? fate.client : null;
    await sendAll(tableName, { id: row.id }, emails, confirmation ? { name: confirmation.name, client } : null);
  }
  // Also when nothing was left to send: a reminder whose call has begun is done with all the same.
  await kind.afterEmails?.(row, tableName);
  if (waitUntil) await waitFor(tableName, row.id, redriveAt, waitUntil);
  else if (redriveAt) await finish(tableName, row.id, redriveAt);
}

export const handler = lambdaHandler<SQSEvent, SQSBatchResponse>({ env }, (event) => {
  // A double submit can put two pointers to one record in the same batch. Run at the same time they
  // would trip over each other's claims and both be retried; sharing one run gives both its outcome.
  const runs = new Map<string, Promise<void>>();
  return processBatch(event.Records, RECORD_CONCURRENCY, (record) => {
    const message = parseQueueMessage(record);
    const key = `${message.kind}:${message.id}`;
    let run = runs.get(key);
    if (!run) {
      run = processMessage(message, record);
      runs.set(key, run);
    }
    return run;
  });
});
