import { leadStatusLabels, type StatusEntry } from '../../shared/staff-inbox.ts';
import { dateTimeNumeric, dayNumeric, wallClockAsUtc } from '../../shared/agency-clock.ts';
import { attributionField, formatField, sources, type Row, type Source } from './lead-view.ts';
import { statusOf } from './listing.ts';

/**
 * One export, two files: the same Dutch columns and values for the CSV (other tools) and the workbook
 * (Excel). A cell knows whether it is a moment, a calendar day or a phone number, so each writer can keep
 * it as one.
 */

export type Cell = { text: string; date?: Date | null; day?: boolean; phone?: boolean; lines?: boolean };
export type ExportLead = { source: Source; row: Row; id: string; createdAt: string };

const refusalReasons: Record<string, string> = {
  'unverified-recipient': 'SES-sandbox: adres niet geverifieerd',
  'message-rejected': 'bericht afgewezen door SES',
  'mail-from-not-verified': 'afzenderdomein niet geverifieerd',
  'account-suspended': 'SES-account geblokkeerd',
  'sending-paused': 'verzenden gepauzeerd',
};

const skipReasons: Record<string, string> = {
  recipient_cap: 'dit adres kreeg vandaag al genoeg bevestigingen',
  client_recipients: 'de afzender liet vandaag al naar te veel adressen bevestigen',
  probably_automated: 'waarschijnlijk automatisch verstuurd',
  suppressed: 'adres eerder gebounced of spam gemeld',
  sending_paused: 'bevestigingen stonden stil',
};

type EmailEntry = {
  state?: string;
  reason?: string;
  sent_at?: string;
  failed_at?: string;
  refused_at?: string;
  skipped_at?: string;
  claimed_at?: string;
};

/** One email's state in Dutch, with the reason when SES refused it for good or it was not sent on purpose. */
export function emailStateText(entry: EmailEntry | undefined): string {
  switch (entry?.state) {
    case undefined:
      return 'nog niet verstuurd';
    case 'sent':
      return 'verstuurd';
    case 'sending':
      return 'bezig met versturen';
    case 'failed':
      return 'mislukt, wordt opnieuw geprobeerd';
    case 'refused':
      return `geweigerd (${refusalReasons[entry.reason ?? ''] ?? 'onbekende reden'})`;
    case 'skipped':
      return `niet verstuurd (${skipReasons[entry.reason ?? ''] ?? 'onbekende reden'})`;
    default:
      // A state this code does not know yet: said in Dutch all the same.
      return 'onbekende status';
  }
}

export function emailWhen(entry: EmailEntry | undefined): string | undefined {
  return entry?.sent_at ?? entry?.refused_at ?? entry?.skipped_at ?? entry?.failed_at ?? entry?.claimed_at;
}

/** The emails of a row by their Dutch label; a newsletter row's confirmation is that of its latest sign-up. */
export function emailsOf(source: Source, row: Row): [label: string, entry: EmailEntry | undefined][] {
  const status = (row.email_status ?? {}) as Record<string, EmailEntry>;
  if (source.kind === 'newsletter') return [['Bevestiging aan de bezoeker', status[`confirmation_${String(row.request_id)}`]]];
  return [
    ['Melding aan het team', status.staff_notification],
    ['Bevestiging aan de bezoeker', status.visitor_confirmation],
  ];
}

/** The follow-up history stored on a lead, oldest first; entries that do not read are left out. */
export function historyOf(row: Row): StatusEntry[] {
  return Array.isArray(row.staff_history)
    ? (row.staff_history as StatusEntry[]).filter((entry) => typeof entry?.at === 'string' && entry.status in leadStatusLabels)
    : [];
}

/** One history entry on one line: "12-05-2026 10:04 In behandeling door anna (toegewezen aan kees, opvolgen op 14-05-2026): Gebeld." */
export function historyLine(entry: StatusEntry): string {
  const details = [
    entry.owner !== undefined && (entry.owner ? `toegewezen aan ${entry.owner}` : 'aan niemand toegewezen'),
    entry.followUpOn !== undefined && (entry.followUpOn ? `opvolgen op ${dayNumeric(entry.followUpOn)}` : 'geen opvolgdatum'),
  ].filter(Boolean);
  return `${dateTimeNumeric(entry.at)} ${leadStatusLabels[entry.status]} door ${entry.by}${details.length ? ` (${details.join(', ')})` : ''}${entry.note ? `: ${entry.note}` : ''}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The staff's work on a lead, as the export's columns; a newsletter subscriber has none. */
function workCells(source: Source, row: Row): Cell[] {
  if (source.kind === 'newsletter') return [{ text: '' }, { text: '' }, { text: '' }, { text: '' }];
  const followUp = text(row.staff_follow_up);
  return [
    { text: leadStatusLabels[statusOf(row)] },
    { text: text(row.staff_owner) },
    { text: dayNumeric(followUp), date: followUp ? new Date(`${followUp}T00:00:00Z`) : null, day: true },
    { text: text(row.staff_note) },
  ];
}

export function exportTable(leads: readonly ExportLead[]): { header: string[]; rows: Cell[][] } {
  const fields = [...new Map(sources.flatMap((source) => source.fields.map((field) => [field.name, field] as const))).values()];
  const header = [
    'Soort',
    'Id',
    'Ontvangen',
    'Status',
    'Toegewezen aan',
    'Opvolgen op',
    'Notitie',
    attributionField.label,
    ...fields.map((field) => field.label),
    'Statusgeschiedenis',
    'Melding aan het team',
    'Bevestiging aan de bezoeker',
  ];
  const rows = leads.map(({ source, row, id, createdAt }): Cell[] => {
    const emails = new Map(emailsOf(source, row));
    const email = (label: string) => ({ text: emails.has(label) ? emailStateText(emails.get(label)) : '' });
    return [
      { text: source.label },
      { text: id },
      { text: dateTimeNumeric(createdAt), date: wallClockAsUtc(createdAt) },
      ...workCells(source, row),
      { text: formatField(attributionField, row) },
      ...fields.map((field): Cell => {
        const own = source.fields.find((candidate) => candidate.name === field.name);
        if (!own) return { text: '' };
        const cell: Cell = { text: formatField(own, row), phone: own.phone };
        if (own.date) cell.date = wallClockAsUtc(row[own.name]);
        return cell;
      }),
      { text: historyOf(row).map(historyLine).join('\n'), lines: true },
      email('Melding aan het team'),
      email('Bevestiging aan de bezoeker'),
    ];
  });
  return { header, rows };
}
