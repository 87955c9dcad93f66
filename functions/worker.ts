import middy from '@middy/core';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { brand } from '../shared/business-facts.ts';
import { staffNotificationEmail, visitorConfirmationEmail } from './emails/contact-emails.ts';
import { intakeStaffEmail, intakeVisitorEmail, planAttachments } from './emails/intake-emails.ts';
import { newsletterConfirmationEmail, subscriberLinks } from './emails/newsletter-emails.ts';
import { processBatch } from './lib/batch.ts';
import { moveIntoPlace, readFile } from './lib/attachments.ts';
import { dynamo } from './lib/clients.ts';
import { contactRowSchema, type ContactRow } from './lib/contact-record.ts';
import { intakeRowSchema, type IntakeRow, type StoredFile } from './lib/intake-record.ts';
import { subscriberRowSchema, type SubscriberRow } from './lib/newsletter-record.ts';
import { defineEnv, type Env } from './lib/env.ts';
import { EmailSendError, InvalidQueueMessageError, RecordNotFoundError } from './lib/errors.ts';
import { logContext } from './lib/http.ts';
import { logger } from './lib/logger.ts';
import { queueMessageSchema, type QueueMessage } from './lib/queue-message.ts';
import { sendEmailOnce, type EmailAttachment, type OutgoingEmail } from './lib/send-once.ts';

/**
 * The leads queue's consumer: loads the record a message points at and sends its emails, each at most
 * once. A record fails alone (partial batch response), so SQS retries only what did not go out.
 */

const env = defineEnv(['contactTable', 'intakeTable', 'newsletterTable', 'uploadsBucket', 'senderEmail', 'staffEmail', 'siteUrl']);

/** Records handled at the same time: keeps the worker well under SES's send rate. */
export const RECORD_CONCURRENCY = 2;

export type MailConfig = Pick<Env, 'senderEmail' | 'staffEmail' | 'siteUrl'>;
export type IntakeMailConfig = MailConfig & Pick<Env, 'uploadsBucket'>;

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

/** The intake's emails that still need sending; the staff email carries the attachments that fit. */
export function planIntakeEmails(
  row: IntakeRow,
  config: IntakeMailConfig,
  loadFile: (file: StoredFile) => Promise<Uint8Array>,
): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const plan = planAttachments(row.uploaded_files);
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: intakeStaffEmail(row, plan, { siteUrl: config.siteUrl, bucket: config.uploadsBucket }),
      attachments: async (): Promise<EmailAttachment[]> =>
        Promise.all(plan.attached.map(async (file) => ({ fileName: file.name, contentType: file.type, content: await loadFile(file) }))),
    },
    {
      name: 'visitor_confirmation',
      from,
      to: row.email,
      replyTo: config.staffEmail,
      content: intakeVisitorEmail(row, { siteUrl: config.siteUrl }),
    },
  ];
  return emails.filter((email) => row.email_status[email.name]?.state !== 'sent');
}

/**
 * The confirmation email of the subscriber's latest sign-up, unless it went out already or the
 * subscriber confirmed in the meantime. Mail apps get a one-click unsubscribe (RFC 8058).
 */
export function planNewsletterEmails(row: SubscriberRow, config: MailConfig): OutgoingEmail[] {
  const name = `confirmation_${row.request_id}`;
  if (row.status !== 'pending' || row.email_status[name]?.state === 'sent') return [];
  const links = subscriberLinks(config.siteUrl, row.id, row.token);
  return [
    {
      name,
      from: fromAddress(brand.name, config.senderEmail),
      to: row.email,
      replyTo: config.staffEmail,
      content: newsletterConfirmationEmail(links, { siteUrl: config.siteUrl }),
      headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  ];
}

async function loadSubscriber(id: string): Promise<SubscriberRow | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().newsletterTable, Key: { id }, ConsistentRead: true }));
  // Unsubscribed (and so forgotten) before the email went out: nothing to send.
  return Item ? subscriberRowSchema.parse(Item) : null;
}

async function loadIntake(id: string): Promise<IntakeRow> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().intakeTable, Key: { id }, ConsistentRead: true }));
  if (!Item) throw new RecordNotFoundError(`Intake ${id} does not exist`);
  return intakeRowSchema.parse(Item);
}

async function loadContact(id: string): Promise<ContactRow> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: env().contactTable, Key: { id }, ConsistentRead: true }));
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
    case 'intake': {
      const row = await loadIntake(message.id);
      await moveIntoPlace(env().uploadsBucket, row.uploaded_files);
      const emails = planIntakeEmails(row, env(), (file) => readFile(env().uploadsBucket, file));
      if (emails.length === 0) {
        logger.info('Intake emails were all sent before', { id: row.id, messageId: record.messageId });
        return;
      }
      await sendAll(env().intakeTable, { id: row.id }, emails);
      return;
    }
    case 'newsletter': {
      const row = await loadSubscriber(message.id);
      const emails = row ? planNewsletterEmails(row, env()) : [];
      if (row && emails.length > 0) await sendAll(env().newsletterTable, { id: row.id }, emails);
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
