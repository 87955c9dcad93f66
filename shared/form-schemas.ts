import * as z from 'zod/mini';
import { isChoice, valuesOf, type FormField, type Option } from './form-fields.ts';
import { isDutchPhone, multiLine, singleLine } from './validation.ts';
import { messages as common } from './validation-messages.ts';

/*
 * The rule of each kind of field (form-fields.ts), as a zod schema: the browser checks with it before it
 * sends, the Lambda checks again with the same one. A form's schema is the shape of its field list.
 */

type Keys<F> = F extends { readonly options: readonly Option<infer K>[] } ? K : never;

/** A field's value once checked: what the handler saves. */
export type CheckedValue<F extends FormField> = F extends { readonly wholeNumber: true }
  ? number | null
  : F extends { readonly type: 'choices' }
    ? Keys<F>[]
    : F extends { readonly type: 'choice'; readonly optional: true }
      ? Keys<F> | null
      : F extends { readonly type: 'choice' }
        ? Keys<F>
        : F extends { readonly optional: true }
          ? string | null
          : string;

/** What a request may carry for a field. */
export type SentValue<F extends FormField> = F extends { readonly wholeNumber: true }
  ? string | number | null | undefined
  : F extends { readonly type: 'choices' }
    ? string[]
    : F extends { readonly optional: true }
      ? string | null | undefined
      : string;

export type FieldSchema<F extends FormField> = z.ZodMiniType<CheckedValue<F>, SentValue<F>>;

/** An optional answer: absent, null or only spaces is not given (null); anything else follows the field's rule. */
function optional(schema: z.ZodMiniType) {
  return z.pipe(
    z.transform((value: unknown): unknown =>
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value,
    ),
    z.nullable(schema) as z.ZodMiniType,
  );
}

function emailSchema(required: string, invalid: string, max: number) {
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(max, invalid)),
    z.pipe(
      z.email({ error: invalid }),
      z.transform((value) => value.toLowerCase()),
    ),
  );
}

/** Never refused: a whole number between 1 and 129 is kept, anything else is not given (null). */
const wholeNumber = z.pipe(
  z.optional(z.nullable(z.union([z.string().check(z.maxLength(10)), z.number()]))),
  z.transform((value: string | number | null | undefined) => {
    const parsed = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
    return Number.isInteger(parsed) && parsed > 0 && parsed < 130 ? parsed : null;
  }),
);

function choices(list: readonly Option[], message: string, exclusive?: { value: string; message: string }) {
  const values = valuesOf(list);
  return z.array(z.enum(values, { error: message }), { error: message }).check(
    z.minLength(1, message),
    z.maxLength(list.length, message),
    z.refine((picked) => new Set(picked).size === picked.length, message),
    z.refine((picked) => !exclusive || !(picked.includes(exclusive.value) && picked.length > 1), exclusive?.message ?? message),
  );
}

function schemaOf(field: FormField): z.ZodMiniType {
  const required = field.messages.required ?? common.invalidValue;
  if (isChoice(field)) {
    if (field.type === 'choices') {
      const exclusive = field.exclusive ? { value: field.exclusive, message: field.messages.exclusive ?? required } : undefined;
      return choices(field.options, required, exclusive);
    }
    const schema = z.enum(valuesOf(field.options), { error: required });
    return field.optional ? optional(schema) : schema;
  }
  if (field.wholeNumber) return wholeNumber;
  const invalid = field.messages.invalid ?? required;
  const tooLong = field.messages.tooLong ?? common.tooLong(field.max);
  let schema: z.ZodMiniType;
  if (field.type === 'email') schema = emailSchema(required, invalid, field.max);
  else if (field.type === 'tel') {
    // The same rule the staff search reads numbers with (phone.ts), so whatever the form takes, staff can find.
    schema = z.string({ error: invalid }).check(z.trim(), z.maxLength(field.max, invalid), z.refine(isDutchPhone, invalid));
  } else if (field.type === 'textarea') schema = multiLine(required, field.max, tooLong);
  else schema = singleLine(required, field.max, tooLong);
  return field.optional ? optional(schema) : schema;
}

/** The schema of one field, by its kind, limit and messages. */
export function fieldSchema<F extends FormField>(field: F): FieldSchema<F> {
  return schemaOf(field) as unknown as FieldSchema<F>;
}

export type ShapeOf<Fields extends readonly FormField[]> = { [F in Fields[number] as F['name']]: FieldSchema<F> };

/** The shape of a form's fields, to spread into its z.object. */
export function shapeOf<const Fields extends readonly FormField[]>(fields: Fields): ShapeOf<Fields> {
  return Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)])) as ShapeOf<Fields>;
}
