import { phoneKey } from '../../shared/phone.ts';
import { mailboxKey } from '../core/mailbox-key.ts';

/**
 * The keys the staff area finds and lists a lead by, stored on the row when it is written:
 * - `mailbox_key`: the mailbox the address delivers to, however it was spelled (core/mailbox-key.ts), for
 *   the `mailbox` index: an erasure and the lead page's "same person" find every spelling;
 * - `phone_key`: the phone number in national form, however the visitor typed it (the `phone` index);
 * - `preview`: the first words of a message, all a list line shows of it, so the `inbox` index need not
 *   hold the message itself.
 * Rows written before a key existed get it from `npm run leads -- backfill`, which also sets the mailbox
 * keys again after the folding rules change; the inbox's word search finds such rows meanwhile.
 */

/** How much of a message a list line shows. */
export const PREVIEW_CHARACTERS = 120;

/** A text as one line of at most PREVIEW_CHARACTERS code points, never cut inside a surrogate pair. */
export function previewOf(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, PREVIEW_CHARACTERS).join('');
}

export function searchKeysOf(row: { email: string; phone: string | null; message?: string }): {
  mailbox_key: string;
  phone_key?: string;
  preview?: string;
} {
  const key = row.phone ? phoneKey(row.phone) : null;
  return {
    mailbox_key: mailboxKey(row.email),
    ...(key ? { phone_key: key } : {}),
    ...(typeof row.message === 'string' ? { preview: previewOf(row.message) } : {}),
  };
}
