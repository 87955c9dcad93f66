import * as z from 'zod/mini';
import { leadKinds } from '../../shared/lead-kinds.ts';

/**
 * What the API puts on the leads queue: a pointer to a saved record, never the record itself. The
 * record in DynamoDB is the source of truth; the worker loads it.
 */
export const queueMessageSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
});

export type QueueMessage = z.infer<typeof queueMessageSchema>;
