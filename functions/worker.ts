import middy from '@middy/core';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { brand } from '../shared/business-facts.ts';
import { staffNotificationEmail, visitorConfirmationEmail } from './emails/contact-emails.ts';
import { processBatch } from './lib/batch.ts';
import { dynamo } from './lib/clients.ts';
import { contactRowSchema, type ContactRow } from './lib/contact-record.ts';
import { defineEnv, type Env } from './lib/env.ts';
import { EmailSendError, InvalidQueueMessageError, RecordNotFoundError } from './lib/errors.ts';
import { logContext } from './lib/http.ts';
import { logger } from './lib/logger.ts';
import { queueMessageSchema, type QueueMessage } from './lib/queue-message.ts';
import { sendEmailOnce, type OutgoingEmail } from './lib/send-once.ts';

/**
 * The leads queue's consumer: loads the record a message points at and sends its emails, each at most
 * once. A record fails alone (partial batch response), so SQS retries only what did not go out.
 */

const env = defineEnv(['contactTable', 'senderEmail', 'staffEmail', 'siteUrl']);

/** Records handled at the same time: keeps the worker well under SES's send rate. */
export const RECORD_CONCURRENCY = 2;

export type MailConfig = Pick<Env, 'senderEmail' | 'staffEmail' | 'siteUrl'>;

/** "Startsprong <noreply@...>", with the display name MIME-encoded should the brand ever hold non-ASCII. */
export function fromAddress(name: string, email: string): string {
  const display = /^[\x20-\x7e]*$/.test(name)
    ? `"${name.replace(/["\\]/g, '')}"`
    : `=?UTF-8?B?${Buffer.from(name, 'utf8').toString('base64')}?=`;
  return `${display} <${email}>`;
}

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

/** The emails a contact message still needs; those its status says were sent are left out. */
export function planContactEmails(row: ContactRow, config: MailConfig): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const options = { siteUrl: config.siteUrl };
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: staffNotificationEmail(row, options),
    },
    {
      name: 'visitor_confirmation',
      from,
      to: row.email,
      replyTo: config.staffEmail,
      content: visitorConfirmationEmail(row, options),
    },
  ];
  return emails.filter((email) => row.email_status[email.name]?.state !== 'sent');
}

async function loadContact(id: string): Promise<ContactRow> {
  const { Item } = await dynamo.send(
    new GetCommand({ TableName: env().contactTable, Key: { id }, ConsistentRead: true }),
  );
  if (!Item) throw new RecordNotFoundError(`Contact message ${id} does not exist`);
  return contactRowSchema.parse(Item);
}

/** Tries every email, so one refused email does not hold back the other; then fails if any did fail. */
async function sendAll(tableName: string, key: Record<string, string>, emails: OutgoingEmail[]): Promise<void> {
  const failures: string[] = [];
  for (const email of emails) {
    try {
      await sendEmailOnce({ tableName, key }, email);
    } catch (error) {
      failures.push(`${email.name}: ${(error as Error).name}`);
    }
  }
  if (failures.length > 0) throw new EmailSendError(`Not all emails went out (${failures.join(', ')})`);
}

async function processMessage(message: QueueMessage, record: SQSRecord): Promise<void> {
  switch (message.kind) {
    case 'contact': {
      const row = await loadContact(message.id);
      const emails = planContactEmails(row, env());
      if (emails.length === 0) {
        logger.info('Contact emails were all sent before', { id: row.id, messageId: record.messageId });
        return;
      }
      await sendAll(env().contactTable, { id: row.id }, emails);
      return;
    }
  }
}

export const handler = middy<SQSEvent, SQSBatchResponse, Error, Context>()
  .use(logContext())
  .handler((event) => {
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
