/** Largest request body the API accepts, in bytes: the handlers refuse more, whatever the gateway allows. */
export const maxBodyBytes = 64 * 1024;

/**
 * The brakes on abuse, per client (a salted hash of the address CloudFront saw) and per recipient.
 * Sized so a person never meets them and a script meets them in seconds:
 * - form posts: a visitor sends a form once, maybe twice after a typo; 5 per 10 minutes leaves room for a
 *   shared office address and still stops a loop after five. Posts without a proof-of-work answer (the
 *   no-JavaScript forms) get 2, because nothing else slows them down.
 * - upload permits: the intake takes 5 files; 30 per client per hour covers a visitor who replaces every
 *   file a few times, and no more.
 * - confirmation emails: 3 per recipient address per day across contact, intake and newsletter, so the
 *   site can never be used to bury someone's inbox; staff still get every lead.
 */
export const abuseLimits = {
  formPosts: { limit: 5, windowSeconds: 10 * 60 },
  formPostsWithoutProofOfWork: { limit: 2, windowSeconds: 10 * 60 },
  uploadPermits: { limit: 30, windowSeconds: 60 * 60 },
  /**
   * Upload permits per intake: its five files, each replaced or retried once. Exactly five would refuse a
   * visitor who swaps one file or whose upload broke off; unlimited let a script ask for hundreds.
   */
  uploadPermitsPerSubmission: 10,
  confirmationsPerRecipientPerDay: 3,
} as const;

/** The title of the message a form shows when the API refused a post; the API's sentence says why and what to do. */
export const refusedNoticeTitle = 'Niet verzonden';
