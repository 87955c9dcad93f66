import * as z from 'zod/mini';
import { storedName, type FormField, type StoredNameOf } from '../../shared/form-fields.ts';

/** A stored answer as a row may hold it: text, a number, chosen keys, null; absent on rows saved before the question was asked. */
const storedAnswer = z.optional(z.nullable(z.union([z.string(), z.number(), z.array(z.string())])));

/**
 * A form's answers in a row schema, under their stored names, so a row read back keeps every answer the
 * form asks (an object schema drops what it does not name). The forms' own schemas check the values when
 * they arrive; this only reads them back.
 */
export function answerShapeOf<const F extends FormField>(fields: readonly F[]): Record<StoredNameOf<F>, typeof storedAnswer> {
  return Object.fromEntries(fields.map((field) => [storedName(field), storedAnswer])) as never;
}
