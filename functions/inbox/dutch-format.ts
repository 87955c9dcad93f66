import { compactPhone, phoneKey } from '../../shared/phone.ts';

/** Dutch phone numbers as the staff area, its export and the leads tool show them; their dates come from shared/agency-clock.ts. */

/** A Dutch number in its national form (0612345678), whether typed as +31, 0031 or 0. */
export function nationalPhone(value: string): string {
  return phoneKey(value) ?? compactPhone(value);
}
