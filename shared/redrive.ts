import { emailsDueMs } from './timing.ts';

/**
 * No lead left behind. Every saved lead carries `redrive_at` until all its emails are out: the time the
 * scheduled re-drive should queue it (again) if it is not finished by then. The attribute is the sort key
 * of a sparse index (partition key `kind`), so the re-drive queries only unfinished leads instead of
 * scanning whole tables; the worker removes it once nothing is left to send. The handlers, the worker,
 * the re-drive, the leads tool and both stacks read the names and numbers from here.
 */
export const redriveIndex = { name: 'redrive', partitionKey: 'kind', sortKey: 'redrive_at' } as const;

/**
 * When a lead is queued again, after how long a row that never reached the queue is, and how often before it
 * is given up (staff then re-send with `npm run leads -- resend <id>`): derived in shared/timing.ts from the
 * worker's timeout and the queue's retries.
 */
export { emailsDueMs as EMAILS_DUE_MS, maxRedrives as MAX_REDRIVES, queueGraceMs as QUEUE_GRACE_MS } from './timing.ts';

/** When a lead queued at `now` is due to be looked at again. */
export function redriveAt(now: Date, afterMs: number = emailsDueMs): string {
  return new Date(now.getTime() + afterMs).toISOString();
}
