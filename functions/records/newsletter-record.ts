import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { emailStatusMapSchema } from './email-status.ts';

/**
 * A row of the newsletter_subscribers table. Its id is a hash of the (lowercased) address, so a sign-up
 * finds an earlier one without an index, and the links in emails carry no address, only the id and a
 * random token.
 */
export const subscriberRowSchema = z.object({
  id: z.string(),
  kind: z.literal('newsletter'),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  token: z.string(),
  created_at: z.string(),
  /** The latest sign-up that asked for a confirmation email; each gets its own email, once. */
  request_id: z.string(),
  confirmation_requested_at: z.string(),
  confirmed_at: z.optional(z.string()),
  email_status: emailStatusMapSchema,
  awaiting_queue_since: z.optional(z.string()),
  queued_at: z.optional(z.string()),
  expires_at: z.optional(z.number()),
});

export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

export function subscriberId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
