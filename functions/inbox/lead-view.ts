import { describeAttribution, storedAttribution } from '../../shared/attribution.ts';
import { bookingTopics, type BookingTopic } from '../../shared/booking.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import { formatMegabytes } from '../../shared/attachments.ts';
import { contactFields } from '../../shared/contact-copy.ts';
import { describeValue, personFields, staffLabel, storedName, type FormField } from '../../shared/form-fields.ts';
import { intakeFieldStoredAs, intakeFields } from '../../shared/intake-fields.ts';
import { otherAnswers } from '../../shared/intake-options.ts';
import { dateTimeNumeric } from '../../shared/agency-clock.ts';
import { nationalPhone } from './dutch-format.ts';

/**
 * The kinds of lead the tool reads, each from its own table: how to summarise a row on one line, and
 * which Dutch label each stored field gets in `show` and in the CSV export.
 */

export type Kind = LeadKind;
export type Row = Record<string, unknown>;

export type Attachment = { name: string; key: string; size: number; type: string };

/** A stored field, with its Dutch label and how a value reads; `phone` marks numbers that must stay text. */
export type Field = {
  name: string;
  label: string;
  format?: (value: unknown) => string;
  phone?: boolean;
  /** A moment in time: the export writes it as a date cell in Amsterdam time. */
  date?: boolean;
  /** False for a field the lead's page shows in a section of its own (the attachments). */
  onLeadPage?: false;
  /** Where the value comes from when it is not simply the field of that name. */
  read?: (row: Row) => unknown;
};

export type Source = {
  kind: Kind;
  /** The kind in Dutch, for exports and `show`. */
  label: string;
  /** The app-spec table key. */
  table: string;
  /** The stored fields in display order, with their Dutch labels and how a value reads. */
  fields: readonly Field[];
  name(row: Row): string;
  /** What the lead is about, in a few words, for the list. */
  summary(row: Row): string;
  attachments(row: Row): Attachment[];
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));
const phone = (value: unknown) => (typeof value === 'string' && value !== '' ? nationalPhone(value) : '');
const subscriptionStatus: Record<string, string> = { pending: 'wacht op bevestiging', confirmed: 'bevestigd' };
const callStatus: Record<string, string> = { gepland: 'gepland', geannuleerd: 'geannuleerd' };
const callOutcome: Record<string, string> = { gehouden: 'gehouden', niet_verschenen: 'niet verschenen' };
const listed = (value: unknown): (Attachment & { refused?: string })[] =>
  Array.isArray(value) ? (value as Attachment[]).filter((file) => file && typeof file.key === 'string') : [];
/** The files kept: one the worker refused (storage/attachments.ts) was never put in place. */
const files = (value: unknown): Attachment[] => listed(value).filter((file) => !file.refused);

/** A form's field as staff read it (shared/form-fields.ts): its staff label, a phone number in national form, option keys as labels. */
function fieldOf(field: FormField): Field {
  const name = storedName(field);
  return {
    name,
    label: staffLabel(field),
    ...(field.type === 'tel' ? { format: phone, phone: true } : { format: (value: unknown) => describeValue(field, value) }),
  };
}

export const sources: readonly Source[] = [
  {
    kind: 'intake',
    label: 'Intake',
    table: 'intake',
    fields: [
      ...intakeFields.map((question): Field => {
        const name = storedName(question);
        // Older rows kept both "other" answers in help_other; read them apart the way the staff email does.
        const legacy = name === 'business_other' || name === 'help_other' ? { read: (row: Row) => otherAnswers(row)[name] } : {};
        return { ...fieldOf(question), ...legacy };
      }),
      {
        name: 'accepted_terms_at',
        label: 'Akkoord gegeven op',
        format: dateTimeNumeric,
        date: true,
      },
      {
        name: 'uploaded_files',
        label: 'Bijlagen',
        onLeadPage: false,
        format: (value) =>
          listed(value)
            .map((file) => `${cleanFileName(String(file.name))} (${formatMegabytes(file.size)}${file.refused ? ', geweigerd' : ''})`)
            .join(', '),
      },
    ],
    name: (row) => text(row.first_name),
    summary: (row) => describeValue(intakeFieldStoredAs('business_type')!, row.business_type),
    attachments: (row) => files(row.uploaded_files),
  },
  {
    kind: 'contact',
    label: 'Contactbericht',
    table: 'contact',
    fields: contactFields.map(fieldOf),
    name: (row) => text(row.name),
    // The inbox index holds the message's first words only (records/search-keys.ts); a whole row has both.
    summary: (row) => text(row.preview ?? row.message),
    attachments: () => [],
  },
  {
    kind: 'newsletter',
    label: 'Nieuwsbrief',
    table: 'newsletter',
    fields: [
      fieldOf(personFields.email),
      { name: 'status', label: 'Status', format: (value) => subscriptionStatus[text(value)] ?? text(value) },
      { name: 'confirmed_at', label: 'Bevestigd op', format: dateTimeNumeric, date: true },
    ],
    name: () => '',
    summary: (row) => (row.status === 'confirmed' ? 'bevestigd' : 'onbevestigd'),
    attachments: () => [],
  },
  {
    kind: 'booking',
    label: 'Gesprek gepland',
    table: 'booking',
    fields: [
      { name: 'start', label: 'Gesprek op', format: dateTimeNumeric, date: true },
      { name: 'status', label: 'Status van het gesprek', format: (value) => callStatus[text(value)] ?? text(value) },
      { name: 'outcome', label: 'Afloop', format: (value) => callOutcome[text(value)] ?? text(value) },
      { name: 'calendar', label: 'Bij', format: (value) => (value === 'team' ? 'het team' : text(value)) },
      { name: 'name', label: 'Naam' },
      { name: 'email', label: 'E-mailadres' },
      { name: 'phone', label: 'Telefoonnummer', format: phone, phone: true },
      { name: 'topic', label: 'Onderwerp', format: (value) => bookingTopics[text(value) as BookingTopic] ?? '' },
      { name: 'note', label: 'Toelichting' },
    ],
    name: (row) => text(row.name),
    summary: (row) => `${dateTimeNumeric(row.start)}${row.status === 'geannuleerd' ? ' (geannuleerd)' : ''}`,
    attachments: () => [],
  },
];

/**
 * Where the lead came from (shared/attribution.ts), in Dutch: every kind has it, and the lead's page, the
 * leads tool's `show` and the export put it with the staff's own columns rather than among the answers.
 */
export const attributionField: Field = {
  name: 'attribution',
  label: 'Herkomst',
  format: (value) => describeAttribution(storedAttribution(value)),
};

export function formatField(field: Field, row: Row): string {
  const value = field.read ? field.read(row) : row[field.name];
  return field.format ? field.format(value) : text(value);
}
