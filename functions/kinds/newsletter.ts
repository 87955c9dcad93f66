import { brand } from '../../shared/business-facts.ts';
import { fromAddress } from '../mail/address.ts';
import { newsletterConfirmationEmail, subscriberLinks } from '../mail/newsletter-emails.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import { linkTokensOf, newsletterConfirmationName, subscriberRowSchema, type SubscriberRow } from '../records/newsletter-record.ts';
import { isSettled } from '../records/email-status.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/**
 * The confirmation email of the subscriber's latest sign-up, unless it went out already or the
 * subscriber confirmed in the meantime. Mail apps get a one-click unsubscribe (RFC 8058).
 */
export function planNewsletterEmails(
  row: SubscriberRow,
  config: Pick<MailConfig, 'senderEmail' | 'staffEmail' | 'siteUrl'>,
): OutgoingEmail[] {
  const name = newsletterConfirmationName(row.request_id);
  if (row.status !== 'pending' || isSettled(row.email_status[name])) return [];
  const tokens = linkTokensOf(row);
  if (!tokens.confirm[0] || !tokens.unsubscribe[0]) throw new Error(`Subscriber ${row.id} has no link tokens`);
  const links = subscriberLinks(config.siteUrl, row.id, { confirm: tokens.confirm[0], unsubscribe: tokens.unsubscribe[0] });
  return [
    {
      name,
      kind: 'newsletter_confirmation',
      from: fromAddress(brand.name, config.senderEmail),
      to: row.email,
      replyTo: config.staffEmail,
      content: newsletterConfirmationEmail(links, { siteUrl: config.siteUrl }),
      headers: { 'List-Unsubscribe': `<${links.oneClickUnsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  ];
}

export const newsletterKind: KindHandler<SubscriberRow> = {
  kind: 'newsletter',
  parseRow: (item) => subscriberRowSchema.parse(item),
  // Unsubscribed (and so forgotten) before the email went out: nothing to send.
  gone: 'nothing-to-do',
  waitsForConfirmation: true,
  confirmation: (row) => {
    const name = newsletterConfirmationName(row.request_id);
    return row.status === 'pending' && !isSettled(row.email_status[name]) ? { name, to: row.email } : null;
  },
  planEmails: planNewsletterEmails,
};
