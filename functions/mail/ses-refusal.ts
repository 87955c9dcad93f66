/**
 * SES v2 errors that no retry can cure: the same request would be refused again until someone acts
 * (verifies an address, leaves the sandbox, fixes the sending domain or the function's permission, appeals a
 * suspension). Throttling (TooManyRequestsException), LimitExceededException and network errors are left
 * out: those pass.
 *
 * SendEmail's own errors are listed in the Amazon SES API v2 Reference (SendEmail, Errors,
 * https://docs.aws.amazon.com/ses/latest/APIReference-V2/API_SendEmail.html); AccessDeniedException is one of
 * the errors common to every action (Common Errors, same reference): IAM refused the call, as it does when an
 * identity the role was not granted (an address an operator verified on its own) is the one SES authorizes
 * the send against. Retrying any of these five times would only send each lead to the dead-letter queue, and
 * every later one after it: one refusal recorded on the lead and one alarm tell staff instead.
 */

export type RefusalReason =
  | 'unverified-recipient'
  | 'message-rejected'
  | 'mail-from-not-verified'
  | 'account-suspended'
  | 'sending-paused'
  | 'access-denied'
  | 'configuration-missing'
  | 'invalid-request';

const byName: Record<string, RefusalReason> = {
  MessageRejected: 'message-rejected',
  MailFromDomainNotVerifiedException: 'mail-from-not-verified',
  AccountSuspendedException: 'account-suspended',
  SendingPausedException: 'sending-paused',
  // The SDK names IAM's refusal AccessDeniedException for SES v2 (the local stack raises the same).
  AccessDeniedException: 'access-denied',
  // The configuration set (or another resource the request names) does not exist: a deployment fault.
  NotFoundException: 'configuration-missing',
  // "The input you provided is invalid": the same message is refused every time.
  BadRequestException: 'invalid-request',
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
