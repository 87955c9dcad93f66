import { brand } from '../../shared/business-facts.ts';
import { fromAddress } from '../mail/address.ts';
import { intakeStaffEmail, intakeVisitorEmail } from '../mail/intake-emails.ts';
import type { OutgoingEmail } from '../mail/send-once.ts';
import { intakeRowSchema, type IntakeRow } from '../records/intake-record.ts';
import { isSettled } from '../records/email-status.ts';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../core/clients.ts';
import { placeFiles } from '../storage/attachments.ts';
import type { KindHandler, MailConfig } from './kind.ts';
import type { FileFinding } from '../../shared/file-signatures.ts';

/**
 * The intake's emails that still need sending. The staff email names the files and links to the intake in
 * the staff area, where they are opened; it carries none of them (see intakeStaffEmail).
 */
export function planIntakeEmails(row: IntakeRow, config: Pick<MailConfig, 'senderEmail' | 'staffEmail' | 'siteUrl'>): OutgoingEmail[] {
  const from = fromAddress(brand.name, config.senderEmail);
  const emails: OutgoingEmail[] = [
    {
      name: 'staff_notification',
      kind: 'staff_notification',
      from,
      to: config.staffEmail,
      replyTo: row.email,
      content: intakeStaffEmail(row, { siteUrl: config.siteUrl }),
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
  waitsForConfirmation: false,
  confirmation: (row) => (isSettled(row.email_status.visitor_confirmation) ? null : { name: 'visitor_confirmation', to: row.email }),
  // The files go to the submission's own folder first, where the staff area opens them; one that fails
  // its check again is refused, and the staff email names it. Until staff take the intake into work its
  // files are kept briefly (attachmentRetentionDays): shorter still when it looked automated.
  prepare: async (row, config, tableName) => {
    const retention = row.files_kept_at ? 'kept' : row.abuse_flags?.length ? 'flagged' : 'unreviewed';
    const refused = await placeFiles(config.uploadsBucket, row.uploaded_files, retention);
    if (refused.size > 0) await recordRefused(tableName, row, refused);
  },
  planEmails: planIntakeEmails,
};
