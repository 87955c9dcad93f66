import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import { erasureRequestSchema, type ErasurePreview } from '../../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo, s3 } from '../core/clients.ts';
import { logger } from '../core/logger.ts';
import { entriesSince, record } from '../inbox/audit.ts';
import { eraseLeads, erasureSummary, filesOfLeads, leadsOfPerson, type ErasableLead } from '../inbox/erasure.ts';
import { type Row } from '../inbox/lead-view.ts';
import { contactStaffSubject } from '../mail/contact-emails.ts';
import { intakeStaffSubject } from '../mail/intake-emails.ts';
import type { IntakeRow } from '../records/intake-record.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { env, tableOf, type StaffRequest, bodyOf } from './context.ts';
import { everyLead } from './inbox.ts';

/**
 * POST /api/beheer/wissen: erasure of a person (AVG): first a preview of every lead, file, notification
 * email and export that holds them, then, when confirmed, the leads and files erased.
 */

/** The notification email each lead put in the staff mailbox, by its subject and when it went. */
function mailboxCopiesOf(leads: readonly { kind: LeadKind; row: Row }[]): ErasurePreview['outside']['mailbox'] {
  return leads.flatMap(({ kind, row }) => {
    const sent = (row.email_status as Record<string, { state?: string; sent_at?: string }> | undefined)?.staff_notification;
    if (sent?.state !== 'sent' || !sent.sent_at) return [];
    const subject =
      kind === 'intake'
        ? intakeStaffSubject(row as IntakeRow)
        : kind === 'contact'
          ? contactStaffSubject({ name: String(row.name) })
          : null;
    return subject ? [{ subject, sentAt: sent.sent_at }] : [];
  });
}

export async function erasure({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = erasureRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { email, confirm } = parsed.data;
  // Every lead, compared without regard to case: an erasure must miss nothing, and it is rare enough to read
  // the listing index whole.
  const everyone = await everyLead({ kinds: leadKinds }, Number.POSITIVE_INFINITY);
  const theirs = leadsOfPerson(
    everyone.map((lead) => ({ ...lead, email: String(lead.row.email ?? '') })),
    email,
  );
  const leads: ErasableLead[] = theirs.map(({ kind, row }) => ({
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    email: String(row.email),
  }));
  const clients = { documents: dynamo, s3 };
  const files = await filesOfLeads(clients, env().uploadsBucket, leads);
  const first = leads.map((lead) => lead.createdAt).sort()[0];
  const exports = first ? await entriesSince(env().auditTable, 'export', first) : [];
  const preview: ErasurePreview = {
    email: email.trim().toLowerCase(),
    leads: leads.map(({ kind, id, createdAt }) => ({ kind, id, createdAt })),
    files: files.map((key) => key.slice(key.lastIndexOf('/') + 1)),
    erased: false,
    outside: {
      mailbox: mailboxCopiesOf(theirs).sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
      exports: exports.map(({ at, who: by, summary }) => ({ at, who: by, summary })),
    },
  };
  if (!confirm || (leads.length === 0 && files.length === 0)) return jsonResponse(200, preview);
  await eraseLeads(clients, { tableOf, bucket: env().uploadsBucket, countsTable: env().countsTable }, leads, files);
  logger.info('Person erased', { leads: leads.length, files: files.length });
  await record(env().auditTable, {
    who,
    action: 'wissen',
    summary: erasureSummary(leads, files.length),
  });
  return jsonResponse(200, { ...preview, erased: true });
}
