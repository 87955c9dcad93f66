import * as z from 'zod/mini';
import { emailStatusMapSchema } from './email-status.ts';

/**
 * The fields every lead row carries on its way through the queue, the same for each kind: the state of
 * each email, and the attributes the re-drive and the retention period work with.
 */
export const leadLifecycleFields = {
  email_status: emailStatusMapSchema,
  /** Present only until the row reached the queue. */
  awaiting_queue_since: z.optional(z.string()),
  /** While the lead is unfinished: when the re-drive queues it again (shared/redrive.ts). */
  redrive_at: z.optional(z.string()),
  redrive_count: z.optional(z.number()),
  /** Set when the re-drive gave up on it; staff re-send it with the leads tool. */
  stranded_at: z.optional(z.string()),
  queued_at: z.optional(z.string()),
  /** Epoch seconds after which DynamoDB's time to live deletes the row. */
  expires_at: z.optional(z.number()),
};
