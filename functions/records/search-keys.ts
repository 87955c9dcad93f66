import { phoneKey } from '../../shared/phone.ts';

/**
 * The keys the staff inbox looks a lead up by, stored on the row when it is written: the phone number in
 * national form (the `phone` index), however the visitor typed it. The email address needs none: the forms
 * store it in lower case already. Rows written before this have none until `npm run leads -- backfill`;
 * the inbox's word search matches their numbers meanwhile.
 */
export function searchKeysOf(row: { phone: string | null }): { phone_key?: string } {
  const key = row.phone ? phoneKey(row.phone) : null;
  return key ? { phone_key: key } : {};
}
