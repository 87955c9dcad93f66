import { messages } from './validation-messages.ts';

/*
 * A visitor form's field, defined once: its name, its labels, its control, its limit and its Dutch messages.
 * The React forms render their controls from these, the schemas (form-schemas.ts) check them, the
 * no-JavaScript error page shows them again, the emails and the staff lead view label the stored values
 * with them. Adding a field to a form is adding it to that form's list (contact-copy.ts, intake-fields.ts),
 * and, for a choice, its options. No zod here: a page shows its labels without loading the validation code.
 */

/** One answer of a choice: the key that is stored and sent, and the Dutch label people read. */
export type Option<K extends string = string> = { readonly value: K; readonly label: string; readonly hint?: string };

type FieldBase<N extends string> = {
  /** The name in the form, the request and its field errors. */
  readonly name: N;
  /** The attribute the saved row keeps it under, when not the name (the intake's rows use the spec's snake_case). */
  readonly stored?: string;
  /** What the form shows beside the control; for a choice, the question. */
  readonly label: string;
  /** How the visitor reads the answer back (the intake's summary and confirmation); the label when not given. */
  readonly summaryLabel?: string;
  /** How staff read it (notification, lead page, export, leads tool); the label when not given. */
  readonly staffLabel?: string;
  readonly hint?: string;
  /** Optional fields say so in their label; required ones are not marked. */
  readonly optional?: boolean;
  /** Asked, sent and kept only while another answer holds: `is` equals it, or is among its choices. */
  readonly shownWhen?: { readonly field: string; readonly is: string };
};

export type TextField<N extends string = string> = FieldBase<N> & {
  readonly type: 'text' | 'email' | 'tel' | 'textarea';
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric';
  /**
   * The most characters as a person counts them (an emoji is one). The stored size in UTF-8 bytes follows
   * from it (validation.ts), so the limit a visitor reads and the one storage needs are one setting.
   */
  readonly max: number;
  readonly rows?: number;
  /** A counter under the field instead of a maxlength: pasted text stays whole and the message says how much is too much. */
  readonly counter?: boolean;
  /** Never refused: kept as a whole number when it is one, otherwise as not given (the intake's age). */
  readonly wholeNumber?: boolean;
  readonly messages: { readonly required?: string; readonly invalid?: string; readonly tooLong?: string };
};

export type ChoiceField<N extends string = string, K extends string = string> = FieldBase<N> & {
  /** One answer (radio cards, or a select with `control`) or any number of answers (checkbox cards). */
  readonly type: 'choice' | 'choices';
  readonly control?: 'select';
  readonly options: readonly Option<K>[];
  /** For `choices`: the answer that excludes all others ("Geen van deze"). */
  readonly exclusive?: K;
  /**
   * The answer may be repeated in an email to the address the visitor gave: it holds only labels we wrote.
   * Nobody has verified that address, so a free-text answer never may.
   */
  readonly inVisitorEmail?: true;
  readonly messages: { readonly required?: string; readonly exclusive?: string };
};

export type FormField = TextField | ChoiceField;

/** A choice (one or many answers from options) rather than a text. */
export function isChoice(field: FormField): field is ChoiceField {
  return 'options' in field;
}

/** The name a field's value is stored under, as a type. */
export type StoredNameOf<F> = F extends { readonly stored: infer S extends string }
  ? S
  : F extends { readonly name: infer N extends string }
    ? N
    : never;

/** The name a field's value is stored under. */
export function storedName(field: FormField): string {
  return field.stored ?? field.name;
}

export function summaryLabel(field: FormField): string {
  return field.summaryLabel ?? field.label;
}

export function staffLabel(field: FormField): string {
  return field.staffLabel ?? field.label;
}

/** Whether a field is asked (and its answer sent and kept), given the other answers by field name. */
export function isShown(field: FormField, values: Readonly<Record<string, unknown>>): boolean {
  if (!field.shownWhen) return true;
  const other = values[field.shownWhen.field];
  return Array.isArray(other) ? other.includes(field.shownWhen.is) : other === field.shownWhen.is;
}

/**
 * A form's checked values as its row keeps them, under their stored names: a field that was not asked (its
 * condition did not hold) is kept as null, whatever the request said for it.
 */
export function storedValuesOf(fields: readonly FormField[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [storedName(field), isShown(field, values) ? (values[field.name] ?? null) : null]));
}

/** The keys of an option list, in the form z.enum takes them. */
export const valuesOf = <T extends readonly Option[]>(list: T) =>
  list.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]];

/** The Dutch label of an option key; the key itself when it is none of ours. */
export function optionLabel(list: readonly Option[], value: string): string {
  return list.find((option) => option.value === value)?.label ?? value;
}

/** A stored value as people read it: option keys as their labels, lists joined; '' when not given. */
export function describeValue(field: FormField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const describe = (item: unknown) => (isChoice(field) ? optionLabel(field.options, String(item)) : String(item));
  return Array.isArray(value) ? value.map(describe).join(', ') : describe(value);
}

/**
 * Only the labels we wrote for the options a stored answer names, joined; '' for a free-text field, a value
 * that is no option of ours, or nothing. What an email to an unverified address may say of an answer.
 */
export function ownOptionLabels(field: FormField, value: unknown): string {
  if (!isChoice(field)) return '';
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => field.options.find((option) => option.value === item)?.label)
    .filter((label): label is string => label !== undefined)
    .join(', ');
}

/**
 * The fields every form about a person uses, each with the same label, control, limit and messages
 * wherever it appears (contact, intake, newsletter, booking). A form takes them as they are, or with its
 * own hint: `{ ...personFields.phone, hint: '...' }`.
 */
export const personFields = {
  name: {
    name: 'name',
    label: 'Naam',
    type: 'text',
    autoComplete: 'name',
    max: 100,
    messages: { required: 'Naam is verplicht' },
  },
  firstName: {
    name: 'firstName',
    stored: 'first_name',
    label: 'Voornaam',
    type: 'text',
    autoComplete: 'given-name',
    max: 100,
    messages: { required: 'Voornaam is verplicht' },
  },
  /** 254 characters: the longest address SMTP carries (RFC 5321's path limit less its brackets). */
  email: {
    name: 'email',
    label: 'E-mailadres',
    type: 'email',
    autoComplete: 'email',
    max: 254,
    messages: { required: messages.emailRequired, invalid: messages.emailInvalid },
  },
  /** Dutch numbers in any common notation (phone.ts); 30 leaves room for "+31 (0)6 12 34 56 78" and more. */
  phone: {
    name: 'phone',
    label: 'Telefoonnummer',
    type: 'tel',
    autoComplete: 'tel',
    max: 30,
    optional: true,
    messages: { invalid: messages.dutchPhoneInvalid },
  },
  /** A short note with a request (the booking's "anything we should know?"). */
  note: {
    name: 'note',
    label: 'Wil je ons alvast iets laten weten?',
    staffLabel: 'Opmerking',
    type: 'textarea',
    rows: 3,
    max: 500,
    optional: true,
    messages: {},
  },
} as const satisfies Record<string, TextField>;
