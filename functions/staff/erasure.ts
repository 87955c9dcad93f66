import type { LeadKind } from '../../shared/lead-kinds.ts';
import { erasureRequestSchema, type ErasureMatch, type ErasurePreview } from '../../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo, s3 } from '../core/clients.ts';
import { logger } from '../core/logger.ts';
import { entriesAbout, exportsSince, record } from '../inbox/audit.ts';
import { eraseLeads, erasureSummary, filesOfLeads, findPerson, type ErasableLead, type PersonMatch } from '../inbox/erasure.ts';
import { type Row } from '../inbox/lead-view.ts';
import { readRows } from '../inbox/lookup.ts';
import { contactStaffSubject } from '../mail/contact-emails.ts';
import { intakeStaffSubject } from '../mail/intake-emails.ts';
import { bookingStaffSubject } from '../mail/booking-emails.ts';
import type { BookingRow } from '../records/booking-record.ts';
import type { IntakeRow } from '../records/intake-record.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { uploadAreaOf } from '../../shared/upload-keys.ts';
import { env, scheduleEnv, tableOf, lookups, sourceOf, type StaffRequest, bodyOf } from './context.ts';

/**
 * POST /api/beheer/wissen: erasure of a person (AVG). First a preview of every lead the address (any
 * spelling of its mailbox) or the phone number finds, each with how it was found, and every file, notification
 * email, export and opened attachment that holds them; then, when confirmed, the leads staff chose among
 * those, with their files. Found through indexes only, so its reads are bounded however many leads there
 * are; the preview is in the audit trail, as it shows names and addresses.
 */

/**
 * The emails each lead put in the staff mailbox, by subject and when they went: the notification, and for a
 * booked call also its moves, reminder and cancellation to staff, each with the invitation (.ics) that names
 * the visitor as attendee.
 */
function mailboxCopiesOf(leads: readonly { kind: LeadKind; row: Row }[]): ErasurePreview['outside']['mailbox'] {
  return leads.flatMap(({ kind, row }) => {
    const status = (row.email_status ?? {}) as Record<string, { state?: string; sent_at?: string }>;
    const names =
      kind === 'booking'
        ? Object.keys(status).filter((name) => name === 'staff_notification' || name.endsWith('_staff'))
        : ['staff_notification'];
    const subjectOf = (name: string) =>
      kind === 'intake'
        ? intakeStaffSubject(row as IntakeRow)
        : kind === 'contact'
          ? contactStaffSubject({ name: String(row.name) })
          : kind === 'booking'
            ? bookingStaffSubject(row as BookingRow, name)
            : null;
    return names.flatMap((name) => {
      const sent = status[name];
      const subject = subjectOf(name);
      return subject && sent?.state === 'sent' && sent.sent_at ? [{ subject, sentAt: sent.sent_at }] : [];
    });
  });
}

/** A found lead as staff judge it: who, which address and number, and what found it. */
function matchOf(kind: LeadKind, row: Row, match: PersonMatch): ErasureMatch {
  return {
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    name: sourceOf(kind).name(row),
    email: String(row.email ?? ''),
    phone: typeof row.phone === 'string' ? row.phone : null,
    via: match.via,
  };
}

/** Which of the found leads staff asked to erase; one they did not see found is refused (400), nothing erased. */
export function chosenLeads<Lead extends { kind: LeadKind; id: string }>(
  found: readonly Lead[],
  asked: readonly { kind: LeadKind; id: string }[],
): Lead[] {
  const byKey = new Map(found.map((lead) => [`${lead.kind}#${lead.id}`, lead]));
  const unknown = asked.filter((lead) => !byKey.has(`${lead.kind}#${lead.id}`));
  if (unknown.length > 0) {
    throw new ValidationError({ leads: 'Een van de gekozen leads hoort niet (meer) bij deze zoekopdracht. Zoek opnieuw en kies dan.' });
  }
  return [...new Set(asked.map((lead) => `${lead.kind}#${lead.id}`))].map((key) => byKey.get(key)!);
}

export async function erasure({ event, who }: StaffRequest): Promise<HttpResponse> {
  const parsed = erasureRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { email, phone, confirm } = parsed.data;

  const person = await findPerson(lookups, { email, phone });
  const rows = await readRows(lookups, person.matches);
  const matchOfRow = new Map(person.matches.map((match) => [`${match.kind}#${match.id}`, match]));
  const found = rows
    .map(({ kind, row }) => ({ kind, row, match: matchOf(kind, row, matchOfRow.get(`${kind}#${String(row.id)}`)!) }))
    .sort((a, b) => a.match.createdAt.localeCompare(b.match.createdAt));
  const chosen = confirm
    ? chosenLeads(
        found.map(({ match }) => match),
        parsed.data.leads ?? [],
      )
    : found.map(({ match }) => match);
  const leads: ErasableLead[] = chosen.map(({ kind, id, createdAt, email: address }) => ({ kind, id, createdAt, email: address }));

  const clients = { documents: dynamo, s3 };
  const files = await filesOfLeads(clients, env().uploadsBucket, leads);
  const first = leads.map((lead) => lead.createdAt).sort()[0];
  const [exports, opened] = await Promise.all([
    first ? exportsSince(env().auditTable, first) : [],
    Promise.all(
      leads
        .filter((lead) => lead.kind === 'intake')
        .map(async (lead) =>
          (await entriesAbout(env().auditTable, lead, 100, ['bijlage', 'bestanden'])).map((entry) => ({ ...entry, leadId: lead.id })),
        ),
    ),
  ]);
  const preview: ErasurePreview = {
    email: email?.trim().toLowerCase() ?? null,
    phone: phone ?? null,
    leads: found.map(({ match }) => match),
    files: files.map((key) => ({
      leadId: key.split('/')[1] ?? '',
      name: key.slice(key.lastIndexOf('/') + 1),
      pending: uploadAreaOf(key) === 'pending',
    })),
    complete: person.complete,
    read: person.read + rows.length,
    erased: false,
    outside: {
      mailbox: mailboxCopiesOf(found.filter(({ kind, row }) => leads.some((lead) => lead.kind === kind && lead.id === row.id))).sort(
        (a, b) => a.sentAt.localeCompare(b.sentAt),
      ),
      exports: exports.map(({ at, who: by, summary }) => ({ at, who: by, summary })),
      attachments: opened
        .flat()
        .map(({ at, who: by, summary, leadId }) => ({ at, who: by, summary, leadId }))
        .sort((a, b) => a.at.localeCompare(b.at)),
    },
  };
  if (!confirm) {
    await record(env().auditTable, {
      who,
      action: 'wisvoorbeeld',
      summary: `${found.length} ${found.length === 1 ? 'lead' : 'leads'} gevonden${found.length ? `: ${found.map(({ kind, match }) => `${kind} ${match.id}`).join(', ')}` : ''}`,
    });
    return jsonResponse(200, preview);
  }
  await eraseLeads(
    clients,
    {
      tableOf,
      bucket: env().uploadsBucket,
      countsTable: env().countsTable,
      ...(leads.some((lead) => lead.kind === 'booking') ? { scheduleTable: scheduleEnv().scheduleTable, guard: env() } : {}),
    },
    leads,
    files,
  );
  logger.info('Person erased', { leads: leads.length, files: files.length });
  await record(env().auditTable, { who, action: 'wissen', summary: erasureSummary(leads, files.length) });
  // What went: the leads staff chose, not every lead the search found.
  const erased = new Set(leads.map((lead) => `${lead.kind}#${lead.id}`));
  return jsonResponse(200, { ...preview, leads: preview.leads.filter((lead) => erased.has(`${lead.kind}#${lead.id}`)), erased: true });
}
