import * as z from 'zod/mini';
import { leadKinds, type LeadKind } from './lead-kinds.ts';

/**
 * What the staff API takes and gives, read by the staff handler and the /beheer pages alike: the statuses a
 * lead can have, the filters of the inbox, and the shapes of its answers.
 */

/** A lead's follow-up status; a lead nobody has set one for is `nieuw`. Stored as these words. */
export const leadStatuses = ['nieuw', 'in_behandeling', 'klant', 'geen_match'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  klant: 'Klant',
  geen_match: 'Geen match',
};

export const leadKindLabels: Record<LeadKind, string> = {
  intake: 'Intake',
  contact: 'Contactbericht',
  newsletter: 'Nieuwsbrief',
};

/** What the audit trail records, with the words staff read. */
export const auditActions = ['aanmelding', 'bekeken', 'status', 'opnieuw_verstuurd', 'export', 'bestanden', 'wissen'] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditActionLabels: Record<AuditAction, string> = {
  aanmelding: 'Aangemeld',
  bekeken: 'Lead bekeken',
  status: 'Status gewijzigd',
  opnieuw_verstuurd: 'E-mails opnieuw verstuurd',
  export: 'Geëxporteerd',
  bestanden: 'Bijlagen gedownload',
  wissen: 'Persoon gewist',
};

/** How many leads one page of the inbox shows. */
export const inboxPageSize = 25;

/** Notes are for a line or two of follow-up, not for copying an email into. */
export const statusNoteMax = 1000;

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Geef een datum als JJJJ-MM-DD.'));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `Hoogstens ${max} tekens.`)));

/** The inbox's filters, from the query string (`van` and `tot` are days in Amsterdam, both included). */
export const inboxQuerySchema = z.object({
  q: optionalText(100),
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatuses)),
  van: z.optional(day),
  tot: z.optional(day),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** A lead's address in the API: its kind and its id, checked against each other. */
export const leadKeySchema = z.object({
  kind: z.enum(leadKinds),
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Onbekend id.')),
});

export const statusChangeSchema = z.object({
  status: z.enum(leadStatuses, 'Kies een status.'),
  note: optionalText(statusNoteMax),
});

export const erasureRequestSchema = z.object({
  email: z.email('Geef een geldig e-mailadres.').check(z.trim(), z.maxLength(254)),
  /** false (or absent): only say what would go; true: erase it. */
  confirm: z.optional(z.boolean()),
});

export type InboxItem = {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  summary: string;
  status: LeadStatus;
};

export type InboxPage = {
  items: InboxItem[];
  /** Pass back as `cursor` for the next page; null when there is none. */
  cursor: string | null;
  /** True when a search or filter stopped at its reading limit before the page was full; the cursor continues it. */
  partial: boolean;
};

export type StatusEntry = { status: LeadStatus; note: string; by: string; at: string };

export type LeadDetail = {
  kind: LeadKind;
  id: string;
  label: string;
  createdAt: string;
  name: string;
  email: string;
  /** Where the lead came from, in Dutch (shared/attribution.ts). */
  attribution: string;
  fields: { label: string; value: string }[];
  attachments: { name: string; size: number; type: string; url: string }[];
  /** Each email's state in Dutch, when that happened, and whether "Opnieuw versturen" can help. */
  emails: { label: string; state: string; at: string | null }[];
  /** Set when the re-drive gave up on the lead; staff re-send it. */
  strandedAt: string | null;
  status: LeadStatus;
  history: StatusEntry[];
  /** The same person's other leads, by email address. */
  related: { kind: LeadKind; id: string; createdAt: string }[];
  /** How long the attachment links work, in seconds. */
  linkSeconds: number;
};

export type AuditEntry = { id: string; at: string; who: string; action: AuditAction; summary: string; kind?: LeadKind; leadId?: string };
export type AuditPage = { entries: AuditEntry[]; cursor: string | null };

export type ErasurePreview = {
  email: string;
  leads: { kind: LeadKind; id: string; createdAt: string }[];
  files: string[];
  erased: boolean;
};
