/**
 * What a confirmation email may say of the name a visitor typed. The address it goes to is not verified, so
 * whatever is in the name field reaches a stranger's inbox under our name: only something that looks like
 * a first name is shown, anything else (a link, digits, a sentence) gives a greeting without a name.
 */

const NAME_PART = /^[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*$/u;
/** Letters, spaces, hyphens, apostrophes and initials' full stops: how names are written. */
const WHOLE_NAME = /^[\p{L}\p{M}][\p{L}\p{M}'’. -]*$/u;
const MAX_FIRST_NAME = 24;
const MAX_WORDS = 5;

/** "Jan" from "Jan de Vries"; null when the input does not look like a name. */
export function presentableFirstName(name: string): string | null {
  const trimmed = name.trim();
  if (!WHOLE_NAME.test(trimmed)) return null;
  const words = trimmed.split(/\s+/);
  if (words.length > MAX_WORDS) return null;
  const first = words[0]!;
  if (first.length < 2 || first.length > MAX_FIRST_NAME || !NAME_PART.test(first)) return null;
  return first;
}

/** "Hoi Jan," or, when the name does not look like one, "Hoi,". */
export function greetingOf(name: string): string {
  const first = presentableFirstName(name);
  return first ? `Hoi ${first},` : 'Hoi,';
}
