import { cleanFileName } from '../../shared/file-names.ts';
import { describeAnswer, formatMegabytes, intakeFieldLabels, type IntakeField } from '../../shared/intake.ts';

/**
 * The kinds of lead the tool reads, each from its own table: how to summarise a row on one line, and
 * which Dutch label each stored field gets in `show` and in the CSV export.
 */

export type Kind = 'intake' | 'contact' | 'newsletter';
export type Row = Record<string, unknown>;

export type Attachment = { name: string; key: string; size: number; type: string };

export type Source = {
  kind: Kind;
  /** The app-spec table key. */
  table: string;
  /** The stored fields in display order, with their Dutch labels and how a value reads. */
  fields: readonly { name: string; label: string; format?: (value: unknown) => string }[];
  name(row: Row): string;
  businessType(row: Row): string;
  budget(row: Row): string;
  attachments(row: Row): Attachment[];
};

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '' : String(value));
const files = (value: unknown): Attachment[] =>
  Array.isArray(value) ? (value as Attachment[]).filter((file) => file && typeof file.key === 'string') : [];

export const sources: readonly Source[] = [
  {
    kind: 'intake',
    table: 'intake',
    fields: [
      ...(Object.keys(intakeFieldLabels) as IntakeField[]).map((name) => ({
        name,
        label: intakeFieldLabels[name],
        format: (value: unknown) => describeAnswer(name, value),
      })),
      {
        name: 'uploaded_files',
        label: 'Bijlagen',
        format: (value) =>
          files(value)
            .map((file) => `${cleanFileName(String(file.name))} (${formatMegabytes(file.size)})`)
            .join(', '),
      },
    ],
    name: (row) => text(row.first_name),
    businessType: (row) => describeAnswer('business_type', row.business_type),
    budget: (row) => describeAnswer('budget', row.budget),
    attachments: (row) => files(row.uploaded_files),
  },
  {
    kind: 'contact',
    table: 'contact',
    fields: [
      { name: 'name', label: 'Naam' },
      { name: 'email', label: 'E-mailadres' },
      { name: 'phone', label: 'Telefoonnummer' },
      { name: 'message', label: 'Bericht' },
    ],
    name: (row) => text(row.name),
    businessType: () => '',
    budget: () => '',
    attachments: () => [],
  },
  {
    kind: 'newsletter',
    table: 'newsletter',
    fields: [
      { name: 'email', label: 'E-mailadres' },
      { name: 'status', label: 'Status' },
      { name: 'confirmed_at', label: 'Bevestigd op' },
    ],
    name: () => '',
    businessType: () => '',
    budget: () => '',
    attachments: () => [],
  },
];

export function formatField(field: Source['fields'][number], row: Row): string {
  return field.format ? field.format(row[field.name]) : text(row[field.name]);
}
