import { brand } from '../../shared/business-facts.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import { fromAddress } from '../mail/address.ts';
import { intakeStaffEmail, intakeVisitorEmail, planAttachments } from '../mail/intake-emails.ts';
import type { EmailAttachment, OutgoingEmail } from '../mail/send-once.ts';
import { intakeRowSchema, type IntakeRow, type StoredFile } from '../records/intake-record.ts';
import { isSettled } from '../records/email-status.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/clients.ts';
import { downloadLink, placeFiles, readFile, type DownloadLink } from '../storage/attachments.ts';
import type { KindHandler, MailConfig } from './kind.ts';
import type { FileFinding } from '../../shared/file-signatures.ts';

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

/**
 * Marks the refused files on the row, each at its place in the list (and only if that place still holds
 * that file), so a redelivered message and the staff email know them without looking again.
 */
async function recordRefused(tableName: string, row: IntakeRow, refused: ReadonlyMap<string, FileFinding>): Promise<void> {
  const names: Record<string, string> = { '#files': 'uploaded_files' };
  const values: Record<string, string> = {};
  const sets: string[] = [];
  const checks: string[] = [];
  row.uploaded_files.forEach((file, index) => {
    const finding = refused.get(file.key);
    if (!finding) return;
    sets.push(`#files[${index}].refused = :finding${index}`);
    checks.push(`#files[${index}].#key = :key${index}`);
    values[`:finding${index}`] = finding;
    values[`:key${index}`] = file.key;
    names['#key'] = 'key';
    file.refused = finding;
  });
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { id: row.id },
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: checks.join(' AND '),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

export const intakeKind: KindHandler<IntakeRow> = {
  kind: 'intake',
  parseRow: (item) => intakeRowSchema.parse(item),
  gone: 'fail',
  confirmation: (row) => (isSettled(row.email_status.visitor_confirmation) ? null : { name: 'visitor_confirmation', to: row.email }),
  // The files go to the submission's own folder first, so the staff email attaches them from there.
  prepare: async (row, config, tableName) => {
    const refused = await placeFiles(config.uploadsBucket, row.uploaded_files);
    if (refused.size > 0) await recordRefused(tableName, row, refused);
  },
  planEmails: (row, config) =>
    planIntakeEmails(row, config, {
      load: (file) => readFile(config.uploadsBucket, file),
      link: (file) => downloadLink(config.uploadsBucket, file),
    }),
};
