import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailContent } from './layout.ts';
import { dynamo, ses } from '../core/clients.ts';
import { EmailInProgressError, EmailSendError, isConditionalCheckFailed, RecordNotFoundError } from '../core/errors.ts';
import { emailStateSchema, type EmailState, type SkipReason } from '../records/email-status.ts';
import { errorFields, logger, maskEmail } from '../core/logger.ts';
import { countMetric } from '../core/metrics.ts';
import { metricNames, type EmailKind } from '../../shared/metrics.ts';
import { emailClaimStaleMs } from '../../shared/timing.ts';
import { permanentRefusal } from './ses-refusal.ts';
import { audienceTag, clientTag, type Audience } from '../../shared/ses-events.ts';

/**
 * Sends each email of a record at most once, however often SQS delivers the message. The record's
 * `email_status` map holds one entry per email name; a conditional update claims it before sending:
 *
 *   (absent) or failed  --claim-->  sending  --SES ok-->  sent
 *                                      |--SES error-->  failed   (a later delivery claims it again)
 *                                      |--SES refused for good-->  refused   (mail/ses-refusal.ts)
 *
 * A refusal no retry can cure (the sandbox's unverified recipient, a rejected message, sending paused)
 * is recorded with its reason and counted once, and the record succeeds: retrying it five times into
 * the dead-letter queue would only turn every lead into alarms.
 *
 * A 'sending' claim older than CLAIM_STALE_MS belongs to an attempt that died between claiming and
 * recording the outcome, so it may be taken over.
 */

/**
 * Longer than the worker's timeout, so a live attempt is never taken over; shorter than the queue's
 * visibility timeout, so the first redelivery after a crash can send (derived in shared/timing.ts).
 */
export const CLAIM_STALE_MS = emailClaimStaleMs;

export type OutgoingEmail = {
  /** The key in `email_status`, e.g. 'staff_notification'; a newsletter confirmation's carries its sign-up. */
  name: string;
  /** What kind of email it is: the metrics' dimension, from a closed set (shared/metrics.ts). */
  kind: EmailKind;
  from: string;
  to: string;
  replyTo: string;
  content: EmailContent;
  /**
   * Files we made ourselves, never a visitor's: a booked call's calendar invitation (.ics). SES v2 builds the
   * MIME message from them (Simple content with Attachments: docs.aws.amazon.com/ses/latest/dg/attachments.html).
   */
  attachments?: readonly { fileName: string; contentType: string; content: string }[];
  /** Extra headers, such as List-Unsubscribe for newsletter emails. */
  headers?: Record<string, string>;
  /** The SES configuration set that reports this email's bounces and complaints. */
  configurationSet?: string;
  /**
   * Who it is for, as a message tag (shared/ses-events.ts): SES hands it back with every event, so bounces
   * and complaints of visitor confirmations can be counted apart from staff email.
   */
  audience?: Audience;
  /** Who made us send a visitor confirmation (a client's keyed hash), as a message tag SES hands back with its events. */
  client?: string;
};

export type EmailRecord = { tableName: string; key: Record<string, string> };

export type SendOutcome = 'sent' | 'already-sent' | 'refused';

const names = { '#status': 'email_status', '#state': 'state', '#claimedAt': 'claimed_at' } as const;

/**
 * The SES v2 request for one email; both bodies in UTF-8 so Dutch characters and emoji survive. No email
 * carries a visitor's file: staff open a lead's attachments in the inbox, after the checks (docs/staff-area.md);
 * the only attachment is a calendar invitation we wrote.
 */
export function sendEmailCommandOf(email: OutgoingEmail): SendEmailCommand {
  return new SendEmailCommand({
    FromEmailAddress: email.from,
    Destination: { ToAddresses: [email.to] },
    ReplyToAddresses: [email.replyTo],
    ...(email.configurationSet ? { ConfigurationSetName: email.configurationSet } : {}),
    ...(email.audience
      ? {
          EmailTags: [{ Name: audienceTag, Value: email.audience }, ...(email.client ? [{ Name: clientTag, Value: email.client }] : [])],
        }
      : {}),
    Content: {
      Simple: {
        Subject: { Data: email.content.subject, Charset: 'UTF-8' },
        Body: {
          Html: { Data: email.content.html, Charset: 'UTF-8' },
          Text: { Data: email.content.text, Charset: 'UTF-8' },
        },
        ...(email.headers ? { Headers: Object.entries(email.headers).map(([Name, Value]) => ({ Name, Value })) } : {}),
        ...(email.attachments
          ? {
              Attachments: email.attachments.map((file) => ({
                FileName: file.fileName,
                ContentType: file.contentType,
                ContentDisposition: 'ATTACHMENT' as const,
                RawContent: Buffer.from(file.content, 'utf8'),
              })),
            }
          : {}),
      },
    },
  });
}

async function claim(record: EmailRecord, emailName: string, now: Date): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: record.tableName,
        Key: record.key,
        UpdateExpression: 'SET #status.#name = :claim',
        ConditionExpression:
          'attribute_exists(#status) AND (attribute_not_exists(#status.#name) OR #status.#name.#state = :failed' +
          ' OR (#status.#name.#state = :sending AND #status.#name.#claimedAt < :stale))',
        ExpressionAttributeNames: { ...names, '#name': emailName },
        ExpressionAttributeValues: {
          ':claim': { state: 'sending', claimed_at: now.toISOString() },
          ':failed': 'failed',
          ':sending': 'sending',
          ':stale': new Date(now.getTime() - CLAIM_STALE_MS).toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

async function currentState(record: EmailRecord, emailName: string): Promise<EmailState | undefined> {
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: record.tableName,
      Key: record.key,
      ConsistentRead: true,
      ProjectionExpression: '#status.#name',
      ExpressionAttributeNames: { '#status': 'email_status', '#name': emailName },
    }),
  );
  if (!Item) throw new RecordNotFoundError(`Record ${JSON.stringify(record.key)} is gone`);
  const parsed = emailStateSchema.safeParse((Item.email_status as Record<string, unknown> | undefined)?.[emailName]);
  return parsed.success ? parsed.data : undefined;
}

async function setState(record: EmailRecord, emailName: string, state: EmailState, ifClaimedAt?: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: record.tableName,
      Key: record.key,
      UpdateExpression: 'SET #status.#name = :state',
      ...(ifClaimedAt
        ? {
            ConditionExpression: '#status.#name.#claimedAt = :claimedAt',
            ExpressionAttributeNames: { '#status': 'email_status', '#name': emailName, '#claimedAt': 'claimed_at' },
            ExpressionAttributeValues: { ':state': state, ':claimedAt': ifClaimedAt },
          }
        : {
            ExpressionAttributeNames: { '#status': 'email_status', '#name': emailName },
            ExpressionAttributeValues: { ':state': state },
          }),
    }),
  );
}

async function refuse(
  record: EmailRecord,
  email: OutgoingEmail,
  error: Error,
  reason: string,
  claimedAt: Date,
  at: Date,
): Promise<SendOutcome> {
  const log = { key: record.key, email: email.name, to: maskEmail(email.to), reason };
  logger.warn('SES refused the email for good; not retrying', { ...log, ...errorFields(error) });
  countMetric(metricNames.emailsRefused, { Email: email.kind });
  const refused: EmailState = { state: 'refused', refused_at: at.toISOString(), error_name: error.name, reason };
  try {
    await setState(record, email.name, refused, claimedAt.toISOString());
  } catch (stateError) {
    // Left 'sending', the claim goes stale and a later delivery tries (and is refused) once more.
    logger.error('Could not record the refused email', { ...log, ...errorFields(stateError) });
  }
  return 'refused';
}

/**
 * Records that an email will not be sent (final), unless it was sent or claimed in the meantime. Returns
 * false when another attempt got there first.
 */
export async function recordSkipped(record: EmailRecord, emailName: string, reason: SkipReason, now: Date = new Date()): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: record.tableName,
        Key: record.key,
        UpdateExpression: 'SET #status.#name = :skipped',
        ConditionExpression: 'attribute_exists(#status) AND (attribute_not_exists(#status.#name) OR #status.#name.#state = :failed)',
        ExpressionAttributeNames: { '#status': 'email_status', '#name': emailName, '#state': 'state' },
        ExpressionAttributeValues: { ':skipped': { state: 'skipped', skipped_at: now.toISOString(), reason }, ':failed': 'failed' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Sends `email` unless its entry says it was sent or refused for good. Throws when it could not be sent
 * now (a passing SES error, or another attempt holds a fresh claim), so the caller fails the queue record
 * and SQS retries.
 */
export async function sendEmailOnce(record: EmailRecord, email: OutgoingEmail, now: () => Date = () => new Date()): Promise<SendOutcome> {
  const log = { key: record.key, email: email.name, to: maskEmail(email.to) };
  const claimedAt = now();

  if (!(await claim(record, email.name, claimedAt))) {
    const state = await currentState(record, email.name);
    if (state?.state === 'sent' || state?.state === 'skipped') {
      logger.info('Email already sent or not to be sent, skipping', log);
      return 'already-sent';
    }
    if (state?.state === 'refused') {
      logger.info('Email was refused for good before, skipping', { ...log, reason: state.reason });
      return 'refused';
    }
    throw new EmailInProgressError(`Email ${email.name} is claimed by another attempt (${state?.state ?? 'unknown'})`);
  }

  let messageId: string | undefined;
  try {
    ({ MessageId: messageId } = await ses.send(sendEmailCommandOf(email)));
  } catch (sendError) {
    const reason = permanentRefusal(sendError);
    if (reason) return refuse(record, email, sendError as Error, reason, claimedAt, now());
    logger.error('Email could not be sent', { ...log, ...errorFields(sendError) });
    countMetric(metricNames.emailsFailed, { Email: email.kind });
    const failed: EmailState = { state: 'failed', failed_at: now().toISOString(), error_name: (sendError as Error).name };
    try {
      // Conditional on our own claim: a slower attempt must never overwrite another one's 'sent'.
      await setState(record, email.name, failed, claimedAt.toISOString());
    } catch (stateError) {
      // The claim then simply goes stale and a later delivery takes it over.
      logger.error('Could not record the failed email', { ...log, ...errorFields(stateError) });
    }
    throw new EmailSendError(`Email ${email.name} failed: ${(sendError as Error).name}`, { cause: sendError });
  }

  try {
    await setState(record, email.name, { state: 'sent', sent_at: now().toISOString(), message_id: messageId });
  } catch (stateError) {
    // The email is out. Failing the record now would resend it once the claim goes stale, and a
    // duplicate is worse than an entry that keeps saying 'sending'; so this counts as sent.
    logger.error('Email sent but its state could not be saved', { ...log, messageId, ...errorFields(stateError) });
  }
  logger.info('Email sent', { ...log, messageId });
  countMetric(metricNames.emailsSent, { Email: email.kind });
  return 'sent';
}
