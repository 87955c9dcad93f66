import type { Attribution } from '../../shared/attribution.ts';
import { redriveAt } from '../../shared/redrive.ts';
import { abuseFlagsOf } from './abuse-flags.ts';
import type { EmailStatusMap } from './email-status.ts';
import { expiresAt } from './expiry.ts';

/**
 * The fields every new lead row of a form starts with, whatever its kind: when and how it came in, where
 * from, its confirmation skipped when the honeypot was filled, waiting for the queue (the re-drive picks it up
 * if the enqueue is lost), and its expiry after the retention period.
 */
export function newLeadFields(context: { now: Date; source: 'js' | 'form' }, attribution: Attribution | undefined, honeypot: boolean) {
  const createdAt = context.now.toISOString();
  const emailStatus: EmailStatusMap = honeypot
    ? { visitor_confirmation: { state: 'skipped', skipped_at: createdAt, reason: 'probably_automated' } }
    : {};
  return {
    created_at: createdAt,
    source: context.source,
    ...(attribution ? { attribution } : {}),
    email_status: emailStatus,
    ...abuseFlagsOf({ probablyAutomated: honeypot, clientLimited: false }),
    awaiting_queue_since: createdAt,
    redrive_at: redriveAt(context.now),
    expires_at: expiresAt(context.now),
  };
}
