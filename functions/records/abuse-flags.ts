import * as z from 'zod/mini';

/**
 * What the API noticed about the client that sent a lead, kept on the row (`abuse_flags`) so the staff
 * notification can say it plainly. A flagged lead is saved all the same: a person behind a busy shared
 * address must not lose their message to a brake meant for scripts.
 * - client_limited: this client had already been refused for sending too much, shortly before.
 * - probably_automated: the form was filled faster than a person can (the browser's own measurement) or
 *   the field hidden from people was filled in; no confirmation email goes out for it.
 */
export const abuseFlagSchema = z.enum(['client_limited', 'probably_automated']);
export const abuseFlagsSchema = z.array(abuseFlagSchema);

export type AbuseFlag = z.infer<typeof abuseFlagSchema>;
