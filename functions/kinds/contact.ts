import { brand } from '../../shared/business-facts.ts';
import { fromAddress } from '../mail/address.ts';
import { staffNotificationEmail, visitorConfirmationEmail } from '../mail/contact-emails.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import { contactRowSchema, type ContactRow } from '../records/contact-record.ts';
import { isSettled } from '../records/email-status.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/** The emails a contact message still needs; those its status says were sent or refused for good are left out. */
export function planContactEmails(row: ContactRow, config: Pick<MailConfig, 'senderEmail' | 'staffEmail' | 'siteUrl'>): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const options = { siteUrl: config.siteUrl };
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      kind: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: staffNotificationEmail(row, options),
    },
    {
      name: 'visitor_confirmation',
      kind: 'visitor_confirmation',
      from,
      to: row.email,
      replyTo: config.staffEmail,
      content: visitorConfirmationEmail(row, options),
    },
  ];
  return emails.filter((email) => !isSettled(row.email_status[email.name]));
}

export const contactKind: KindHandler<ContactRow> = {
  kind: 'contact',
  parseRow: (item) => contactRowSchema.parse(item),
  gone: 'fail',
  waitsForConfirmation: false,
  confirmation: (row) => (isSettled(row.email_status.visitor_confirmation) ? null : { name: 'visitor_confirmation', to: row.email }),
  planEmails: planContactEmails,
};
