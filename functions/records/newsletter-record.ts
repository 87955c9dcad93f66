import { createHmac } from 'node:crypto';
import * as z from 'zod/mini';
import { leadLifecycleFields } from './lead-lifecycle.ts';
import { storedAttributionSchema } from '../../shared/attribution.ts';

/**
 * A row of the newsletter_subscribers table. Its id is an HMAC of the (lowercased) address with a key
 * generated at deploy, so a sign-up finds an earlier one without an index, the links in emails carry no
 * address (only the id and a random token), and nobody without the key can tell from an id whose it is.
 * Confirming and unsubscribing have a token each: the unsubscribe link travels in a header every mail
 * provider on the way reads, and must not be able to confirm a subscription.
 */
export const subscriberRowSchema = z.object({
  id: z.string(),
  kind: z.literal('newsletter'),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  /** The secret of the confirmation link. */
  confirm_token: z.optional(z.string()),
  /** The secret of the unsubscribe links (the email's footer and its List-Unsubscribe header, which mail providers see). */
  unsubscribe_token: z.optional(z.string()),
  /** Rows saved before the two were separated carry one token for both links; see linkTokensOf. */
  token: z.optional(z.string()),
  created_at: z.string(),
  /** The mailbox the address delivers to, for the staff area's erasure (search-keys.ts); absent on older rows until backfill. */
  mailbox_key: z.optional(z.string()),
  /** The latest sign-up that asked for a confirmation email; each gets its own email, once. */
  request_id: z.string(),
  confirmation_requested_at: z.string(),
  confirmed_at: z.optional(z.string()),
  /** Where the visitor came from, as the form page knew it (shared/attribution.ts); absent when nothing was sent. */
  attribution: z.optional(storedAttributionSchema),
  /**
   * Whether the sign-up that saved the attribution may count in the overview of sources once confirmed:
   * sent at a person's pace by our clock, by a client not refused shortly before (functions/attribution).
   */
  counts_in_overview: z.optional(z.boolean()),
  ...leadLifecycleFields,
});

export type SubscriberRow = z.infer<typeof subscriberRowSchema>;

export function subscriberId(email: string, key: string): string {
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

/** The name in `email_status` of one sign-up's confirmation email: each sign-up gets its own, once. */
export const newsletterConfirmationName = (requestId: string) => `confirmation_${requestId}`;

export type LinkAction = 'confirm' | 'unsubscribe';

/**
 * The token each link carries. A row saved before the tokens were separated has only `token`, which its
 * earlier email put in both links: it keeps working for both, so those links still confirm and unsubscribe.
 * No new row gets one, and a pending row is forgotten after a week, so after that only subscribers who
 * confirmed before carry it, for whom confirming again changes nothing.
 */
export function linkTokensOf(row: Pick<SubscriberRow, 'confirm_token' | 'unsubscribe_token' | 'token'>): Record<LinkAction, string[]> {
  const legacy = row.token ? [row.token] : [];
  return {
    confirm: [...(row.confirm_token ? [row.confirm_token] : []), ...legacy],
    unsubscribe: [...(row.unsubscribe_token ? [row.unsubscribe_token] : []), ...legacy],
  };
}
