import * as z from 'zod/mini';

/**
 * Why a confirmation to the visitor was not sent, on purpose:
 * - recipient_cap: the mailbox had its confirmations for the day (mail/recipient-cap.ts);
 * - client_recipients: the client that sent the lead had already made us confirm to its share of mailboxes today;
 * - client_bounced: confirmations that client made us send bounced or drew complaints lately (mail/client-reputation.ts);
 * - probably_automated: the honeypot was filled, or the form was sent faster than a person can;
 * - suppressed: the address bounced for good, or its owner marked our email as spam not long ago (mail/reputation.ts);
 * - sending_paused: confirmations were paused because too many of them bounced or drew complaints.
 */
export const skipReasonSchema = z.enum([
  'recipient_cap',
  'client_recipients',
  'client_bounced',
  'probably_automated',
  'suppressed',
  'sending_paused',
]);

/** The name in `email_status` of a contact message's or an intake's confirmation to the visitor. */
export const visitorConfirmation = 'visitor_confirmation';
export type SkipReason = z.infer<typeof skipReasonSchema>;

/**
 * The state of each email a record needs, kept on the record itself (`email_status`, one entry per email
 * name), so a redelivered queue message never sends an email twice (mail/send-once.ts):
 *
 *   (absent) or failed  --claim-->  sending  --SES ok-->  sent
 *                                      |--SES error-->  failed   (a later delivery claims it again)
 *                                      |--SES refused for good-->  refused   (never retried)
 *   (absent) or failed  --not to be sent-->  skipped   (final, for a confirmation: see skipReasonSchema)
 */
export const emailStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('sending'), claimed_at: z.string() }),
  z.object({ state: z.literal('sent'), sent_at: z.string(), message_id: z.optional(z.string()) }),
  z.object({ state: z.literal('failed'), failed_at: z.string(), error_name: z.optional(z.string()) }),
  // `reason` is one of mail/ses-refusal.ts's RefusalReason; kept a plain string so an older row still parses.
  z.object({ state: z.literal('refused'), refused_at: z.string(), error_name: z.string(), reason: z.string() }),
  z.object({ state: z.literal('skipped'), skipped_at: z.string(), reason: skipReasonSchema }),
]);

export const emailStatusMapSchema = z.record(z.string(), emailStateSchema);

export type EmailState = z.infer<typeof emailStateSchema>;
export type EmailStatusMap = z.infer<typeof emailStatusMapSchema>;

/** Sent, refused for good, or skipped on purpose: in each case nothing more to send for this email. */
export function isSettled(state: { state: string } | undefined): boolean {
  return state?.state === 'sent' || state?.state === 'refused' || state?.state === 'skipped';
}
