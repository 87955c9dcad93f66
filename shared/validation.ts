import * as z from 'zod/mini';
import { phoneKey } from './phone.ts';
import { messages } from './validation-messages.ts';

/*
 * Schemas use zod/mini: the same rules run in the browser and in the Lambdas, and the mini build keeps
 * the browser's share of that small.
 */

/**
 * Zod's own message, for a value no field's message covers (a number sent as text, a list that is not one, a
 * hidden field grown too long): calm Dutch like every other message, instead of zod's English defaults.
 * Only what a script fills in reaches these; what a visitor types has a message of its own.
 */
z.config({
  localeError: (issue) => {
    if (issue.code === 'too_big')
      return issue.origin === 'string' ? `Dit is te lang: maximaal ${String(issue.maximum)} tekens.` : 'Deze waarde is te groot.';
    if (issue.code === 'too_small') return issue.origin === 'string' ? 'Dit is te kort of leeg.' : 'Deze waarde is te klein.';
    return 'Deze waarde kunnen we niet gebruiken.';
  },
});

/** Control characters other than tab and newline never belong in visitor input. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Single-line fields (names, emails) may not carry line breaks: they end up in email headers. */
const LINE_BREAKS = /[\r\n\u2028\u2029]/;
/**
 * Half a surrogate pair with no other half: no character at all. JSON lets a script send one, but it has
 * no UTF-8 form, so a store or an email would have to mangle or refuse it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character we never accept: a control character other than tab and newline, or a lone surrogate. */
export function hasInvalidCharacters(value: string): boolean {
  return CONTROL_CHARS.test(value) || LONE_SURROGATE.test(value);
}

/** Refuses control characters other than tab and newline, and lone surrogates, in any text field. */
export const noControlCharacters = z.refine<string>((value) => !hasInvalidCharacters(value), messages.invalidCharacters);

/**
 * The size of a text in UTF-8, the bytes a row, an index and an email hold: 1 for ASCII, 2 for an accented
 * letter, Greek or Cyrillic, 3 for most other characters, 4 for an emoji's code point. Counted without
 * encoding, so a hostile text is not copied to be measured.
 */
export function utf8Bytes(value: string): number {
  let bytes = 0;
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < value.length && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      index++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The most bytes a text field with a limit of `maxCharacters` may hold: twice that. Characters as a person
 * counts them may each be many code points (a family emoji is seven; one grapheme can be sixteen UTF-16
 * units), so the character limit alone let a 5,000-character message store 59 KB. Twice leaves room for a
 * text of accented letters, Greek or Cyrillic throughout, or an emoji in every fourth character.
 */
export function maxBytesOf(maxCharacters: number): number {
  return 2 * maxCharacters;
}

/** Refuses a text of more than maxBytesOf(max) UTF-8 bytes, with a message that says what to change. */
export const withinBytes = (max: number) => z.refine<string>((value) => utf8Bytes(value) <= maxBytesOf(max), messages.tooManyBytes);

/** A required single-line text: trimmed, no line breaks or control characters. */
export function singleLine(requiredMessage: string, max: number, tooLongMessage = messages.tooLong(max)) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.maxLength(max, tooLongMessage),
    withinBytes(max),
    z.refine((value) => !hasInvalidCharacters(value) && !LINE_BREAKS.test(value), messages.invalidCharacters),
  );
}

/**
 * Characters as a person counts them: an emoji, a flag or a letter with its accent is one, although
 * JavaScript's `length` counts its UTF-16 units (two or more).
 */
export function characterCount(value: string): number {
  graphemes ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('nl', { granularity: 'grapheme' }) : null;
  return graphemes ? [...graphemes.segment(value)].length : [...value].length;
}
let graphemes: Intl.Segmenter | null | undefined;

/** A required free text that may span lines, at most `max` characters as a person counts them. */
export function multiLine(requiredMessage: string, max: number, tooLongMessage = messages.tooLong(max)) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    // A cheap ceiling first, so a hostile megabyte is not segmented: no grapheme is longer than 16 units in practice.
    z.maxLength(max * 16, tooLongMessage),
    z.refine((value) => characterCount(value) <= max, tooLongMessage),
    withinBytes(max),
    noControlCharacters,
  );
}

/** A Dutch phone number in any common notation: the rule the staff search reads numbers with (phone.ts). */
export function isDutchPhone(value: string): boolean {
  return phoneKey(value) !== null;
}

/** The id a browser makes once per form; repeated submits with it are the same submission. */
export const submissionIdField = z.uuid({ error: 'Ongeldige aanvraag-id' });

/** Flattens zod issues to one Dutch message per field, the first one found. */
export function fieldErrorsOf(error: z.core.$ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    if (!(field in result)) result[field] = issue.message;
  }
  return result;
}
