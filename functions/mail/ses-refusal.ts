/**
 * SES v2 errors that no retry can cure: the same request would be refused again until someone acts
 * (verifies an address, leaves the sandbox, fixes the sending domain, appeals a suspension). Throttling
 * (TooManyRequestsException), LimitExceededException and network errors are left out: those pass.
 */

export type RefusalReason = 'unverified-recipient' | 'message-rejected' | 'mail-from-not-verified' | 'account-suspended' | 'sending-paused';

const byName: Record<string, RefusalReason> = {
  MessageRejected: 'message-rejected',
  MailFromDomainNotVerifiedException: 'mail-from-not-verified',
  AccountSuspendedException: 'account-suspended',
  SendingPausedException: 'sending-paused',
};

/**
 * The sandbox answers MessageRejected "Email address is not verified. The following identities failed
 * the check in region EU-WEST-1: ..." for every recipient that is not a verified identity.
 */
const UNVERIFIED = /email address is not verified/i;

/** Why SES refused for good, or null when the error may pass on a later try. */
export function permanentRefusal(error: unknown): RefusalReason | null {
  if (!(error instanceof Error)) return null;
  const reason = byName[error.name];
  if (!reason) return null;
  return reason === 'message-rejected' && UNVERIFIED.test(error.message) ? 'unverified-recipient' : reason;
}
