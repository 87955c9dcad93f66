import * as z from 'zod/mini';

/**
 * The state of each email a record needs, kept on the record itself (`email_status`, one entry per email
 * name), so a redelivered queue message never sends an email twice (mail/send-once.ts):
 *
 *   (absent) or failed  --claim-->  sending  --SES ok-->  sent
 *                                      |--SES error-->  failed   (a later delivery claims it again)
 *                                      |--SES refused for good-->  refused   (never retried)
 *   (absent) or failed  --not to be sent-->  skipped   (final: the recipient reached the daily cap of
 *                                            confirmation emails, or the lead is probably automated)
 */
export const emailStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('sending'), claimed_at: z.string() }),
  z.object({ state: z.literal('sent'), sent_at: z.string(), message_id: z.optional(z.string()) }),
  z.object({ state: z.literal('failed'), failed_at: z.string(), error_name: z.optional(z.string()) }),
  // `reason` is one of mail/ses-refusal.ts's RefusalReason; kept a plain string so an older row still parses.
  z.object({ state: z.literal('refused'), refused_at: z.string(), error_name: z.string(), reason: z.string() }),
  z.object({ state: z.literal('skipped'), skipped_at: z.string(), reason: z.enum(['recipient_cap', 'probably_automated']) }),
]);

export const emailStatusMapSchema = z.record(z.string(), emailStateSchema);

export type EmailState = z.infer<typeof emailStateSchema>;
export type EmailStatusMap = z.infer<typeof emailStatusMapSchema>;

/** Sent, refused for good, or skipped on purpose: in each case nothing more to send for this email. */
export function isSettled(state: { state: string } | undefined): boolean {
  return state?.state === 'sent' || state?.state === 'refused' || state?.state === 'skipped';
}
