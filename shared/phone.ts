/**
 * Dutch phone numbers as staff look them up and call them: one key per number, however it was typed
 * (06-12345678, +31 6 1234 5678, 0031612345678, +31 (0)6 12 34 56 78 ...). The forms accept Dutch numbers
 * only (validation.ts), so the national form is the key: a lead stores it at write time (`phone_key`), and
 * the inbox's search turns what staff type into the same key.
 */

/** What people type around and inside a number: spaces, dashes, dots, slashes and brackets. */
const separators = /[\s\-()./]/g;

/** The number without what people type around and inside it: for showing one that is not Dutch. */
export function compactPhone(value: string): string {
  return value.trim().replace(separators, '');
}

/** The national form (0612345678) of a Dutch number in any common notation; null when it is not one. */
export function phoneKey(value: string): string | null {
  // "+31 (0)6 ..." repeats the trunk 0 after the country code; it must go before the brackets do.
  const compact = value
    .trim()
    .replace(/^(\+31|0031)\s*\(0\)/, '$1')
    .replace(separators, '');
  const match = /^(?:\+31|0031|0)([1-9]\d{8})$/.exec(compact);
  return match ? `0${match[1]}` : null;
}

/** +31612345678, for tel: links, from a national key. */
export function internationalPhone(key: string): string {
  return `+31${key.slice(1)}`;
}

/** Dutch mobile numbers start with 06; those are the ones WhatsApp can reach. */
export function isMobilePhone(key: string): boolean {
  return key.startsWith('06');
}
