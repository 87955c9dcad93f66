import * as z from 'zod/mini';
import { leadKinds, type LeadKind } from './lead-kinds.ts';
import { phoneKey } from './phone.ts';
import { withinBytes } from './validation.ts';
import type { SuppressionState } from './mail-reputation.ts';

/**
 * What the staff API takes and gives, read by the staff handler and the /beheer pages alike: the statuses a
 * lead can have, the filters of the inbox, and the shapes of its answers.
 */

/** The kinds the inbox lists as leads; newsletter subscribers have a list of their own. */
export const inboxKinds = ['intake', 'contact'] as const satisfies readonly LeadKind[];
export type InboxKind = (typeof inboxKinds)[number];

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
  booking: 'Gesprek gepland',
};

/** What the audit trail records, with the words staff read. */
export const auditActions = [
  'aanmelding',
  'bekeken',
  'status',
  'toegewezen',
  'opvolgdatum',
  'bijlage',
  'opnieuw_verstuurd',
  'export',
  'bestanden',
  'bijgewerkt',
  'wissen',
  'gesprekken',
  'afloop',
  'geannuleerd',
  'beschikbaarheid',
  'agendafeed',
  'lijst',
  'gezocht',
  'wisvoorbeeld',
  'onderdrukking_bekeken',
  'onderdrukking_opgeheven',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditActionLabels: Record<AuditAction, string> = {
  aanmelding: 'Aangemeld',
  bekeken: 'Lead bekeken',
  status: 'Status gewijzigd',
  toegewezen: 'Lead toegewezen',
  opvolgdatum: 'Opvolgdatum gewijzigd',
  bijlage: 'Bijlage geopend',
  opnieuw_verstuurd: 'E-mails opnieuw verstuurd',
  export: 'Geëxporteerd',
  bestanden: 'Bijlagen gedownload',
  bijgewerkt: 'Zoeksleutels en tellingen bijgewerkt',
  wissen: 'Persoon gewist',
  gesprekken: 'Gesprekken bekeken',
  afloop: 'Afloop van een gesprek',
  geannuleerd: 'Gesprek geannuleerd door het team',
  beschikbaarheid: 'Beschikbaarheid of agenda gewijzigd',
  agendafeed: 'Agendafeed gelezen',
  lijst: 'Lijst bekeken',
  gezocht: 'Gezocht',
  wisvoorbeeld: 'Wissen voorbereid',
  onderdrukking_bekeken: 'Blokkade opgezocht',
  onderdrukking_opgeheven: 'Blokkade opgeheven',
};

/** How many leads one page of the inbox shows. */
export const inboxPageSize = 25;

/** Notes are for a line or two of follow-up, not for copying an email into. */
export const statusNoteMax = 1000;

/**
 * The inbox's orders: by date received (newest or oldest first), or by follow-up date (earliest first,
 * only leads that have one).
 */
export const inboxSorts = ['nieuwste', 'oudste', 'opvolgdatum'] as const;
export type InboxSort = (typeof inboxSorts)[number];
export const inboxSortLabels: Record<InboxSort, string> = {
  nieuwste: 'Nieuwste eerst',
  oudste: 'Oudste eerst',
  opvolgdatum: 'Op opvolgdatum',
};

/** A calendar day as YYYY-MM-DD that exists (no 31 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z.string().check(z.refine(isCalendarDay, 'Geef een datum als JJJJ-MM-DD.'));
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Hoogstens ${max} tekens.`), withinBytes(max)));

/** A user-pool username: Cognito allows up to 128 characters without spaces. */
export const staffUsername = z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^\S+$/, 'Onbekende medewerker.'));

/**
 * The inbox's filters, from the query string (`van` and `tot` are days in Amsterdam, both included).
 * `eigenaar` lists the leads assigned to that member of staff; `opvolgen=vandaag` the follow-ups due today
 * or earlier, earliest first.
 */
export const inboxQuerySchema = z.object({
  q: optionalText(100),
  kind: z.optional(z.enum(leadKinds)),
  status: z.optional(z.enum(leadStatuses)),
  van: z.optional(day),
  tot: z.optional(day),
  eigenaar: z.optional(staffUsername),
  sortering: z.optional(z.enum(inboxSorts)),
  opvolgen: z.optional(z.literal('vandaag')),
  cursor: z.optional(z.string().check(z.maxLength(2000))),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** A lead's address in the API: its kind and its id, checked against each other. */
export const leadKeySchema = z.object({
  kind: z.enum(leadKinds),
  id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'Onbekend id.')),
});

/** The characters of an id staff see as its "Kenmerk"; enough to tell leads apart, short enough to say. */
export const shortIdLength = 8;

/**
 * The follow-up of a lead, saved at once: status, who has it, when to follow it up and a note. `version`
 * is the one the page showed: a lead someone changed in the meantime is not overwritten.
 */
export const followUpSchema = z.object({
  status: z.enum(leadStatuses, 'Kies een status.'),
  owner: z.nullable(staffUsername),
  followUpOn: z.nullable(day),
  note: optionalText(statusNoteMax),
  version: z.int().check(z.gte(0)),
});
export type FollowUpChange = z.infer<typeof followUpSchema>;

/** Which attachment of the lead to open, by its place in the lead's list. */
export const attachmentRequestSchema = z.object({ index: z.int().check(z.gte(0), z.lt(20)) });

/** The newest lead the staff member has seen in the inbox. */
export const seenSchema = z.object({ at: z.iso.datetime() });

/**
 * An erasure (AVG): the person by their email address (every spelling of its mailbox) and/or phone number.
 * Without `confirm` it only says what would go; with it, it erases the leads listed in `leads`, each of which
 * must be among what the same search finds now: staff erase what they saw, and nothing else.
 */
export const erasureRequestSchema = z
  .object({
    email: z.optional(z.email('Geef een geldig e-mailadres.').check(z.trim(), z.maxLength(254))),
    phone: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(30),
        z.refine((value) => phoneKey(value) !== null, 'Geef een Nederlands telefoonnummer.'),
      ),
    ),
    /** false (or absent): only say what would go; true: erase the leads listed. */
    confirm: z.optional(z.boolean()),
    leads: z.optional(
      z.array(z.object({ kind: z.enum(leadKinds), id: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)) })).check(z.maxLength(500)),
    ),
  })
  .check(
    z.refine((request) => Boolean(request.email || request.phone), {
      error: 'Geef een e-mailadres of een telefoonnummer.',
      path: ['email'],
    }),
    z.refine((request) => !request.confirm || (request.leads?.length ?? 0) > 0, {
      error: 'Kies welke van de gevonden leads je wilt wissen.',
      path: ['leads'],
    }),
  );

/** POST /api/beheer/onderdrukking: whether an address gets no email from us, and lifting that. */
export const suppressionRequestSchema = z.object({
  email: z.email('Geef een geldig e-mailadres.').check(z.trim(), z.maxLength(254)),
  /** false (or absent): only say whether it is suppressed; true: lift the suppression. */
  lift: z.optional(z.boolean()),
});

/** The answer: the address as looked up, its suppression (after lifting, when asked), and whether it was lifted now. */
export type SuppressionAnswer = { email: string; suppression: SuppressionState; lifted: boolean };

export type InboxItem = {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  email: string;
  summary: string;
  status: LeadStatus;
  /** The username of the member of staff who has the lead, if anyone. */
  owner: string | null;
  /** When to follow the lead up (YYYY-MM-DD), if set. */
  followUpOn: string | null;
};

export type InboxPage = {
  items: InboxItem[];
  /** Pass back as `cursor` for the next page; null when there is none. */
  cursor: string | null;
  /** True when a search or filter stopped at its reading limit before the page was full; the cursor continues it. */
  partial: boolean;
  /** Set when the search was an id, an email address or a phone number, found through its index. */
  match: 'id' | 'email' | 'phone' | null;
  /** Index rows this page read: bounded by the reading budget, however many leads there are. */
  read: number;
};

/** One change of a lead's follow-up, as it stood after the change. */
export type StatusEntry = {
  status: LeadStatus;
  note: string;
  by: string;
  at: string;
  /** Absent on entries saved before leads could be assigned. */
  owner?: string | null;
  followUpOn?: string | null;
};

/** A member of the staff group, as the user pool names them. */
export type StaffMember = { username: string; email: string | null };

export type LeadDetail = {
  kind: LeadKind;
  id: string;
  /** The first characters of the id, as emails and the leads tool show it ("Kenmerk"). */
  shortId: string;
  label: string;
  createdAt: string;
  name: string;
  email: string;
  /** Where the lead came from, in Dutch (shared/attribution.ts). */
  attribution: string;
  /** The answers that were given; `empty` names those left empty. */
  fields: { label: string; value: string }[];
  empty: string[];
  /** Opened one at a time through the API (`index`), which records it and gives a short-lived link. */
  attachments: { index: number; name: string; size: number; type: string }[];
  /** Files the worker refused after the intake was sent (never kept), each with why, in Dutch. */
  refusedFiles: string[];
  /** Each email's state in Dutch, when that happened, and whether "Opnieuw versturen" can help. */
  emails: { label: string; state: string; at: string | null }[];
  /** Set when the re-drive gave up on the lead; staff re-send it. */
  strandedAt: string | null;
  status: LeadStatus;
  owner: string | null;
  followUpOn: string | null;
  /** Pass back with a change, so a change made by someone else meanwhile is not overwritten. */
  version: number;
  history: StatusEntry[];
  /** What a reply starts with, and the phone number in the forms a link needs. */
  contact: {
    replySubject: string;
    replyBody: string;
    phone: { national: string; international: string; mobile: boolean } | null;
  };
  /** The same person's other leads, by email address. */
  related: { kind: LeadKind; id: string; createdAt: string }[];
  /** The intro calls the same person booked (on an intake's or message's page: the call beside what they wrote). */
  calls: { id: string; start: string; status: 'gepland' | 'geannuleerd'; outcome: 'gehouden' | 'niet_verschenen' | null }[];
  /** How long an attachment link works, in seconds. */
  linkSeconds: number;
};

/** Counts per inbox kind and status, and the leads that came in since this member of staff last looked. */
export type InboxCounts = {
  counts: Record<InboxKind, Record<LeadStatus, number>>;
  /** `since` is null the first time; `more` when there are more than `count` (the count stops at a limit). */
  newSince: { since: string | null; count: number; more: boolean };
};

export type AuditEntry = { id: string; at: string; who: string; action: AuditAction; summary: string; kind?: LeadKind; leadId?: string };
export type AuditPage = { entries: AuditEntry[]; cursor: string | null };

/** One lead an erasure found, with what staff need to judge whether it is this person's. */
export type ErasureMatch = {
  kind: LeadKind;
  id: string;
  createdAt: string;
  name: string;
  /** The address as the lead was sent with it: another spelling of the same mailbox shows as such. */
  email: string;
  phone: string | null;
  /** What found it: the mailbox of the address, the phone number, or both. */
  via: ('email' | 'phone')[];
};

export type ErasurePreview = {
  email: string | null;
  phone: string | null;
  leads: ErasureMatch[];
  /** The files of those leads: kept with the intake, or uploaded and never sent (`pending`). */
  files: { leadId: string; name: string; pending: boolean }[];
  /** False when the person has more leads than one erasure reads: erase these, then search again. */
  complete: boolean;
  /** Index entries and rows this preview read: bounded, however many leads there are. */
  read: number;
  erased: boolean;
  /**
   * Copies the system cannot reach and staff must delete themselves: each notification email in the staff
   * mailbox (its subject and when it was sent), the exports downloaded since the person's first lead, and
   * each time one of their attachments was opened in the staff area or saved with the leads tool.
   */
  outside: {
    mailbox: { subject: string; sentAt: string }[];
    exports: { at: string; who: string; summary: string }[];
    attachments: { at: string; who: string; summary: string; leadId: string }[];
  };
};
