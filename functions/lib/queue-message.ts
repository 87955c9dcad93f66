import * as z from 'zod/mini';

/**
 * What the API puts on the leads queue: a pointer to a saved record, never the record itself. The
 * record in DynamoDB is the source of truth; the worker loads it.
 */
export const queueMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('contact'), id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  z.object({ kind: z.literal('intake'), id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  z.object({ kind: z.literal('newsletter'), id: z.string().check(z.minLength(1), z.maxLength(100)) }),
]);

export type QueueMessage = z.infer<typeof queueMessageSchema>;
