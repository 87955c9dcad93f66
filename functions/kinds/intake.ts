import { brand } from '../../shared/business-facts.ts';
import { fromAddress } from '../mail/address.ts';
import { intakeStaffEmail, intakeVisitorEmail } from '../mail/intake-emails.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import { intakeRowSchema, type IntakeRow } from '../records/intake-record.ts';
import { isSettled } from '../records/email-status.ts';
import { moveIntoPlace } from '../storage/attachments.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/**
 * The intake's emails that still need sending. The staff email names the files and links to the intake in
 * the staff area, where they are opened; it carries none of them (see intakeStaffEmail).
 */
export function planIntakeEmails(row: IntakeRow, config: Pick<MailConfig, 'senderEmail' | 'staffEmail' | 'siteUrl'>): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: intakeStaffEmail(row, { siteUrl: config.siteUrl }),
    },
    {
      name: 'visitor_confirmation',
      from,
      to: row.email,
      replyTo: config.staffEmail,
      content: intakeVisitorEmail(row, { siteUrl: config.siteUrl }),
    },
  ];
  return emails.filter((email) => !isSettled(row.email_status[email.name]));
}

export const intakeKind: KindHandler<IntakeRow> = {
  kind: 'intake',
  parseRow: (item) => intakeRowSchema.parse(item),
  gone: 'fail',
  confirmation: (row) => (isSettled(row.email_status.visitor_confirmation) ? null : { name: 'visitor_confirmation', to: row.email }),
  // The files go to the submission's own folder first, where the staff area opens them.
  prepare: (row, config) => moveIntoPlace(config.uploadsBucket, row.uploaded_files),
  planEmails: planIntakeEmails,
};
