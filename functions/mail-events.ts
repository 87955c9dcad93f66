import * as z from 'zod/mini';
import { brand } from '../shared/business-facts.ts';
import { metricNames } from '../shared/metrics.ts';
import { sesDetailTypes, type SesEventRecord } from '../shared/ses-events.ts';
import { defineEnv } from './core/env.ts';
import { logger, maskEmail } from './core/logger.ts';
import { lambdaHandler } from './core/handler.ts';
import { countMetric } from './core/metrics.ts';
import { fromAddress } from './mail/address.ts';
import { mailPausedStaffEmail } from './mail/reputation-emails.ts';
import {
  countVisitorEvent,
  decideMailEvent,
  firstDelivery,
  pauseConfirmations,
  pauseReason,
  pauseRecord,
  readPause,
  suppress,
  windowCounts,
} from './mail/reputation.ts';
import { sendEmailOnce } from './mail/send-once.ts';

/**
 * The configuration set's SES events (EventBridge in AWS; the local mailbox delivers the same events on
 * the local stack): a visitor address that bounced for good or complained is suppressed, visitor
 * confirmations are counted, and when their bounce or complaint rate passes the thresholds of
 * shared/mail-reputation.ts, visitor confirmations pause by themselves and staff are told once. Staff
 * notifications never pause. Parse → decide (mail/reputation.ts) → act; a failure throws, so Lambda tries
 * the event again (twice, its asynchronous retries); after that it is dropped, and SES's own account-level
 * suppression list still stands behind ours.
 */

const env = defineEnv(['guardTable', 'guardSecret', 'senderEmail', 'staffEmail', 'siteUrl', 'sesConfigurationSet']);

const recipients = z.array(z.object({ emailAddress: z.string() }));

/** The parts of an SES event this function reads; anything else in it passes untouched. */
const eventSchema = z.object({
  id: z.string().check(z.minLength(1)),
  source: z.literal('aws.ses'),
  detail: z.object({
    eventType: z.enum(Object.keys(sesDetailTypes) as [keyof typeof sesDetailTypes, ...(keyof typeof sesDetailTypes)[]]),
    mail: z.object({
      timestamp: z.string(),
      messageId: z.string(),
      destination: z.array(z.string()),
      tags: z._default(z.record(z.string(), z.array(z.string())), {}),
    }),
    bounce: z.optional(
      z.object({
        bounceType: z.enum(['Permanent', 'Transient', 'Undetermined']),
        bounceSubType: z.string(),
        bouncedRecipients: recipients,
      }),
    ),
    complaint: z.optional(z.object({ complainedRecipients: recipients })),
  }),
});

/** Sends the pause's alert to staff unless it went out before (one per pause, whatever retries happen). */
async function alertStaff(now: Date): Promise<void> {
  const pause = await readPause(env(), now);
  if (!pause.paused || !pause.since) return;
  await sendEmailOnce(pauseRecord(env()), {
    name: `alert_${pause.since}`,
    kind: 'staff_alert',
    from: fromAddress(brand.name, env().senderEmail),
    to: env().staffEmail,
    replyTo: env().staffEmail,
    content: mailPausedStaffEmail(pause, { siteUrl: env().siteUrl }),
    configurationSet: env().sesConfigurationSet,
    audience: 'staff',
  });
}

export async function handleMailEvent(event: unknown, now: Date = new Date()): Promise<void> {
  const parsed = eventSchema.safeParse(event);
  if (!parsed.success) {
    // Not an SES event of ours: retrying would not change that.
    logger.warn('Ignoring an event that is not an SES email event', { problem: parsed.error.issues[0]?.message });
    return;
  }
  const { id, detail } = parsed.data;
  const decision = decideMailEvent(detail as SesEventRecord);
  const log = { eventId: id, eventType: detail.eventType, messageId: detail.mail.messageId, audience: decision.audience };
  if (decision.audience === 'staff' && (detail.eventType === 'Bounce' || detail.eventType === 'Complaint')) {
    logger.error('An email to staff bounced or was marked as spam', { ...log, to: detail.mail.destination.map(maskEmail) });
  }
  for (const { address, reason } of decision.suppress) {
    await suppress(env(), address, reason, now);
    logger.warn('Address suppressed: never mailed again', { ...log, to: maskEmail(address), reason });
  }
  if (!decision.count) return;
  if (await firstDelivery(env(), id, now)) await countVisitorEvent(env(), decision.count, now);
  if (decision.count === 'sends') return;

  const counts = await windowCounts(env(), now);
  const reason = pauseReason(counts);
  logger.info('Visitor confirmations counted', { ...log, ...counts, pause: reason });
  if (reason && (await pauseConfirmations(env(), reason, counts, now))) {
    logger.warn('Visitor confirmations paused', { ...log, ...counts, reason });
    countMetric(metricNames.visitorEmailsPaused, { Reason: reason });
  }
  // Also after a retried event: an alert that failed before goes out now, and never twice.
  if (reason) await alertStaff(now);
}

// Suppressions are keyed by a hash of the mailbox with the guard secret, read at cold start.
export const handler = lambdaHandler<unknown, void>({ env }, (event) => handleMailEvent(event));
