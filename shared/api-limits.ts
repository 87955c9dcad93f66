import { uploads } from './business-facts.ts';

/** Largest request body the API accepts, in bytes: the handlers refuse more, whatever the gateway allows. */
export const maxBodyBytes = 64 * 1024;

/**
 * The brakes on abuse, per client (a salted hash of the address CloudFront saw) and per recipient.
 * Sized so a person never meets them and a script meets them in seconds:
 * - form posts: a visitor sends a form once, maybe twice after a typo; 5 per 10 minutes leaves room for a
 *   shared office address and still stops a loop after five. Posts without a proof-of-work answer (the
 *   no-JavaScript forms) get 2, because nothing else slows them down.
 * - upload permits: the intake takes 5 files; 30 per client per hour covers a visitor who replaces every
 *   file a few times, and no more. It also bounds what a script can still put in the bucket with a permit
 *   it gave back (a presigned POST cannot be revoked before it expires).
 * - confirmation emails: 3 per mailbox per day across contact, intake and newsletter (case, plus-tags and
 *   Gmail's dots count as one mailbox), so the site can never be used to bury someone's inbox, of which
 *   contact and intake take 2 at most (the last is the owner's own newsletter sign-up's); and 5 distinct
 *   mailboxes per client per day: a person confirms to one address, two after a typo, a shared office a few
 *   more, while a script aiming at strangers (or at made-up addresses, to drive up our bounce rate) stops
 *   after five. Staff still get every lead, told why no confirmation went out.
 */
export const abuseLimits = {
  formPosts: { limit: 5, windowSeconds: 10 * 60 },
  formPostsWithoutProofOfWork: { limit: 2, windowSeconds: 10 * 60 },
  uploadPermits: { limit: 30, windowSeconds: 60 * 60 },
  /**
   * Files one intake may hold in the bucket at a time: its five. Counted as permits given out minus the ones
   * the browser gave back (a removed file, a failed upload), so a visitor who swaps a file can still send
   * five, while a script that keeps asking gets five and then a refusal.
   */
  uploadPermitsPerSubmission: uploads.maxFiles,
  /**
   * Permits one submission may get in all, swaps and failed uploads included: its five files and ten more.
   * The uploads route asks a proof of work once per submission, so this is what one solved challenge buys:
   * at most 15 permits of at most 10 MB each.
   */
  uploadPermitsPerSubmissionInAll: 3 * uploads.maxFiles,
  /**
   * Bytes of uploads permitted per day (UTC) for all visitors together: a cap on what storage can cost,
   * whatever number of addresses a script comes from. A real day brings a few intakes with at most 50 MB of
   * files each; 1 GiB is twenty such intakes. When it is spent, the uploads route refuses new files until
   * the next day with a calm message (the intake can still be sent without them) and an alarm tells staff.
   * Counted at the permit, by the size declared: the presigned POST allows exactly that size.
   */
  uploadBytesPerDay: 1024 * 1024 * 1024,
  /**
   * Calls to come one mailbox (folded) and one client may hold at a time (functions/booking/holds.ts): a
   * person books one call, a shared office two; a script that took every slot of the fortnight is held to two.
   */
  futureCallsPerMailbox: 1,
  futureCallsPerClient: 2,
  /**
   * Cancel and move posts per client per hour: a visitor cancels once or moves a few times; each post mails
   * staff and visitor, so a loop stops after six. And moves per call: a fourth means "contact us".
   */
  bookingLinkPosts: { limit: 6, windowSeconds: 60 * 60 },
  movesPerCall: 3,
  confirmationsPerRecipientPerDay: 3,
  confirmationRecipientsPerClientPerDay: 5,
} as const;

/**
 * The places of a mailbox's day a confirmation may take: all of them for a newsletter sign-up, which is
 * nothing without its confirmation, and all but the last for a contact message's or an intake's.
 */
export function confirmationPlaces(kind: { waitsForConfirmation: boolean }): number {
  return abuseLimits.confirmationsPerRecipientPerDay - (kind.waitsForConfirmation ? 0 : 1);
}

/** The title of the message a form shows when the API refused a post; the API's sentence says why and what to do. */
export const refusedNoticeTitle = 'Niet verstuurd';
