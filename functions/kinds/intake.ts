import { brand } from '../../shared/business-facts.ts';
import { fromAddress } from '../mail/address.ts';
import { intakeStaffEmail, intakeVisitorEmail, planAttachments } from '../mail/intake-emails.ts';
import type { EmailAttachment, OutgoingEmail } from '../mail/send-once.ts';
import { intakeRowSchema, type IntakeRow, type StoredFile } from '../records/intake-record.ts';
import { moveIntoPlace, readFile } from '../storage/attachments.ts';
import { isSettled } from '../records/email-status.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/** The intake's emails that still need sending; the staff email carries the attachments that fit. */
export function planIntakeEmails(row: IntakeRow, config: MailConfig, loadFile: (file: StoredFile) => Promise<Uint8Array>): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const plan = planAttachments(row.uploaded_files);
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: intakeStaffEmail(row, plan, { siteUrl: config.siteUrl, bucket: config.uploadsBucket }),
      attachments: async (): Promise<EmailAttachment[]> =>
        Promise.all(plan.attached.map(async (file) => ({ fileName: file.name, contentType: file.type, content: await loadFile(file) }))),
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
  // The files go to the submission's own folder first, so the staff email attaches them from there.
  prepare: (row, config) => moveIntoPlace(config.uploadsBucket, row.uploaded_files),
  planEmails: (row, config) => planIntakeEmails(row, config, (file) => readFile(config.uploadsBucket, file)),
};
