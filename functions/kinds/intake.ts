import { brand } from '../../shared/business-facts.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import { fromAddress } from '../mail/address.ts';
import { intakeStaffEmail, intakeVisitorEmail, planAttachments } from '../mail/intake-emails.ts';
import type { EmailAttachment, OutgoingEmail } from '../mail/send-once.ts';
import { intakeRowSchema, type IntakeRow, type StoredFile } from '../records/intake-record.ts';
import { isSettled } from '../records/email-status.ts';
import { downloadLink, moveIntoPlace, readFile, type DownloadLink } from '../storage/attachments.ts';
import type { KindHandler, MailConfig } from './kind.ts';

/**
 * The intake's emails that still need sending; the staff email carries the attachments that fit and a
 * download link for each file that does not.
 */
export async function planIntakeEmails(
  row: IntakeRow,
  config: MailConfig,
  files: { load: (file: StoredFile) => Promise<Uint8Array>; link: (file: StoredFile) => Promise<DownloadLink> },
): Promise<OutgoingEmail[]> {
  const from = fromAddress(brand.name, config.senderEmail);
  const plan = planAttachments(row.uploaded_files);
  const staffPending = row.email_status.staff_notification?.state !== 'sent';
  const links = new Map(
    staffPending ? await Promise.all(plan.stored.map(async (file) => [file.key, await files.link(file)] as const)) : [],
  );
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      kind: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: intakeStaffEmail(row, plan, { siteUrl: config.siteUrl, bucket: config.uploadsBucket, links }),
      attachments: async (): Promise<EmailAttachment[]> =>
        Promise.all(
          plan.attached.map(async (file) => ({
            fileName: cleanFileName(file.name),
            contentType: file.type,
            content: await files.load(file),
          })),
        ),
    },
    {
      name: 'visitor_confirmation',
      kind: 'visitor_confirmation',
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
  planEmails: (row, config) =>
    planIntakeEmails(row, config, {
      load: (file) => readFile(config.uploadsBucket, file),
      link: (file) => downloadLink(config.uploadsBucket, file),
    }),
};
