import { amsterdamWallClock, dutchDateTime } from './dutch-format.ts';
import { formatField, sources, type Row, type Source } from './lead-view.ts';

/**
 * One export, two files: the same Dutch columns and values for the CSV (other tools) and the workbook
 * (Excel). A cell knows whether it is a date or a phone number, so each writer can keep it as one.
 */

export type Cell = { text: string; date?: Date | null; phone?: boolean };
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

/** One email's state in Dutch, with the reason when SES refused it for good. */
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
      return `geweigerd (${refusalReasons[entry.reason ?? ''] ?? entry.reason ?? 'onbekende reden'})`;
    case 'skipped':
      return `niet verstuurd (${skipReasons[entry.reason ?? ''] ?? 'onbekende reden'})`;
    default:
      return entry?.state ?? '';
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

export function exportTable(leads: readonly ExportLead[]): { header: string[]; rows: Cell[][] } {
  const fields = [...new Map(sources.flatMap((source) => source.fields.map((field) => [field.name, field] as const))).values()];
  const header = ['Soort', 'Id', 'Ontvangen', ...fields.map((field) => field.label), 'Melding aan het team', 'Bevestiging aan de bezoeker'];
  const rows = leads.map(({ source, row, id, createdAt }): Cell[] => {
    const emails = new Map(emailsOf(source, row));
    const email = (label: string) => ({ text: emails.has(label) ? emailStateText(emails.get(label)) : '' });
    return [
      { text: source.label },
      { text: id },
      { text: dutchDateTime(createdAt), date: amsterdamWallClock(createdAt) },
      ...fields.map((field): Cell => {
        const own = source.fields.find((candidate) => candidate.name === field.name);
        if (!own) return { text: '' };
        const cell: Cell = { text: formatField(own, row), phone: own.phone };
        if (own.format === dutchDateTime) cell.date = amsterdamWallClock(row[own.name]);
        return cell;
      }),
      email('Melding aan het team'),
      email('Bevestiging aan de bezoeker'),
    ];
  });
  return { header, rows };
}
