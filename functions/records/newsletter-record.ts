import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { leadLifecycleFields } from './lead-lifecycle.ts';
import { attributionSchema } from '../../shared/attribution.ts';

/**
 * A row of the newsletter_subscribers table. Its id is an HMAC of the (lowercased) address with a key
 * generated at deploy, so a sign-up finds an earlier one without an index, the links in emails carry no
 * address (only the id and a random token), and nobody without the key can tell from an id whose it is.
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
  /** Where the visitor came from, as their tab remembered it (shared/attribution.ts); absent when not sent. */
  attribution: z.optional(attributionSchema),
  ...leadLifecycleFields,
});

export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

export function subscriberId(email: string, key: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
