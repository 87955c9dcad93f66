import * as z from 'zod/mini';
import { visitorConfirmation, type EmailStatusMap, type SkipReason } from './email-status.ts';

/**
 * What the API noticed about the client that sent a lead, kept on the row (`abuse_flags`) so the staff
 * notification can say it plainly. A flagged lead is saved all the same: a person behind a busy shared
 * address must not lose their message to a brake meant for scripts.
 * - client_limited: this client had already been refused for sending too much, shortly before.
 * - probably_automated: the form was filled faster than a person can (by the API's own clock, from the
 *   form's first challenge) or
 *   the field hidden from people was filled in; no confirmation email goes out for it.
 */
export const abuseFlagSchema = z.enum(['client_limited', 'probably_automated']);
export const abuseFlagsSchema = z.array(abuseFlagSchema);

export type AbuseFlag = z.infer<typeof abuseFlagSchema>;

/** The row's `abuse_flags`, left out entirely when there is nothing to say. */
export function abuseFlagsOf(facts: { probablyAutomated: boolean; clientLimited: boolean }): { abuse_flags?: AbuseFlag[] } {
  const flags: AbuseFlag[] = [];
  if (facts.probablyAutomated) flags.push('probably_automated');
  if (facts.clientLimited) flags.push('client_limited');
  return flags.length > 0 ? { abuse_flags: flags } : {};
}

/** The row with `client_limited` added to its flags. */
export function withClientLimited<Row extends { abuse_flags?: AbuseFlag[] | undefined }>(row: Row): Row {
  return { ...row, abuse_flags: [...(row.abuse_flags ?? []), 'client_limited'] };
}

/**
 * The row as the form brakes admitted it (http/form-guard.ts): flagged when its client was refused shortly
 * before, and its confirmation skipped, with why, when the brakes said it will not go out.
 */
export function admitted<Row extends { abuse_flags?: AbuseFlag[] | undefined; email_status: EmailStatusMap; created_at: string }>(
  row: Row,
  admission: { clientLimited: boolean; confirmation: { state: string; reason?: SkipReason } | null },
): Row {
  const flagged = admission.clientLimited ? withClientLimited(row) : row;
  const reason = admission.confirmation?.state === 'none' ? admission.confirmation.reason : undefined;
  if (!reason || row.email_status[visitorConfirmation]) return flagged;
  return {
    ...flagged,
    email_status: { ...row.email_status, [visitorConfirmation]: { state: 'skipped', skipped_at: row.created_at, reason } },
  };
}
