import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { dynamo } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { EmailSendError, InvalidQueueMessageError, isConditionalCheckFailed, RecordNotFoundError } from './core/errors.ts';
import { logger } from './core/logger.ts';
import { lambdaHandler } from './core/handler.ts';

import type { KindHandler } from './kinds/kind.ts';
import { kinds, tableOf } from './kinds/registry.ts';
import { takeConfirmationPlace } from './mail/recipient-cap.ts';
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
  confirmation: string | null,
): Promise<void> {
  const failures: string[] = [];
  for (const email of emails) {
    try {
      const audience = email.name === confirmation ? 'visitor' : 'staff';
      await sendEmailOnce({ tableName, key }, { ...email, configurationSet: env().sesConfigurationSet, audience });
    } catch (error) {
      failures.push(`${email.name}: ${(error as Error).name}`);
    }
  }
  if (failures.length > 0) throw new EmailSendError(`Not all emails went out (${failures.join(', ')})`);
}

/**
 * Why this confirmation must not go out, or null: the address is suppressed (it bounced for good or
 * complained), confirmations are paused (too many bounced or drew complaints lately), or the mailbox had
 * its confirmations for today. The cap is asked last, so a skipped confirmation takes no place.
 */
async function confirmationBrake(
  message: QueueMessage,
  id: string,
  confirmation: { name: string; to: string },
): Promise<SkipReason | null> {
  if (await isSuppressed(env(), confirmation.to)) return 'suppressed';
  if ((await readPause(env())).paused) return 'sending_paused';
  // The place is the email's, not the lead's: a newsletter subscriber's row is the same for every sign-up,
  // but each sign-up's confirmation has a name of its own, so signing up again takes another place. A retry
  // of the same email holds the place it took.
  if (!(await takeConfirmationPlace(env(), confirmation.to, `${message.kind}:${id}:${confirmation.name}`))) return 'recipient_cap';
  return null;
}

/**
 * Before any email of the lead goes out: a confirmation that must not go out is recorded as skipped, with
 * why, so the staff notification (planned after this) can say so, and it never goes out.
 */
async function applyConfirmationBrakes(
  tableName: string,
  message: QueueMessage,
  row: { id: string; email_status: EmailStatusMap },
  confirmation: { name: string; to: string } | null,
): Promise<void> {
  if (!confirmation) return;
  const reason = await confirmationBrake(message, row.id, confirmation);
  if (!reason) return;
  const now = new Date();
  if (await recordSkipped({ tableName, key: { id: row.id } }, confirmation.name, reason, now)) {
    logger.warn('Confirmation not sent', { kind: message.kind, id: row.id, reason });
    row.email_status[confirmation.name] = { state: 'skipped', skipped_at: now.toISOString(), reason };
  }
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
  await applyConfirmationBrakes(tableName, message, row as { id: string; email_status: EmailStatusMap }, confirmation);
  const emails = await kind.planEmails(row, env());
  if (emails.length === 0) {
    logger.info('Emails were all sent before', { kind: message.kind, id: row.id, messageId: record.messageId });
  } else {
    await sendAll(tableName, { id: row.id }, emails, confirmation?.name ?? null);
  }
  if (redriveAt) await finish(tableName, row.id, redriveAt);
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
