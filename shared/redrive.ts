/**
 * No lead left behind. Every saved lead carries `redrive_at` until all its emails are out: the time the
 * scheduled re-drive should queue it (again) if it is not finished by then. The attribute is the sort key
 * of a sparse index (partition key `kind`), so the re-drive queries only unfinished leads instead of
 * scanning whole tables; the worker removes it once nothing is left to send. The handlers, the worker,
 * the re-drive, the leads tool and both stacks read the names and numbers from here.
 */
export const redriveIndex = { name: 'redrive', partitionKey: 'kind', sortKey: 'redrive_at' } as const;

/**
 * A lead whose emails are not all out this long after it was queued is queued again. Long enough for SQS's
 * five tries with the worker's back-off; short enough that a visitor hears from us the same hour.
 */
export const EMAILS_DUE_MS = 30 * 60 * 1000;

/** A row that never reached the queue is queued after this; younger ones may still be in their request's hands. */
export const QUEUE_GRACE_MS = 2 * 60 * 1000;

/**
 * Re-drives per lead before it is given up and the stranded-lead alarm goes off: five half hours of SES
 * refusing is an outage staff must look at, and staff re-send with `npm run leads -- resend <id>`.
 */
export const MAX_REDRIVES = 5;

/** When a lead queued at `now` is due to be looked at again. */
export function redriveAt(now: Date, afterMs: number = EMAILS_DUE_MS): string {
  return new Date(now.getTime() + afterMs).toISOString();
}
