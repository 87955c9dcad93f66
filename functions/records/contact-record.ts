import * as z from 'zod/mini';
import { abuseFlagsSchema } from './abuse-flags.ts';
import { leadLifecycleFields } from './lead-lifecycle.ts';
import { storedAttributionSchema } from '../../shared/attribution.ts';
import { contactFields } from '../../shared/contact-copy.ts';
import { answerShapeOf } from './answer-shape.ts';

/**
 * A row of the contact_messages table, as the contact handler writes it and the worker reads it.
 *
 * `awaiting_queue_since` is present only while the row has not been handed to the queue yet: the handler
 * removes it (and sets `queued_at`) once SendMessage succeeded. A row that still has it after a few
 * minutes was saved but never queued (the push failed or the Lambda stopped in between). The re-drive
 * finds unfinished rows by `redrive_at` instead, which stays until the emails are out (shared/redrive.ts).
 */
export const contactRowSchema = z.object({
  // Every field of the form (shared/contact-copy.ts), so a row read back keeps them all; the ones read by name follow with their types.
  ...answerShapeOf(contactFields),
  id: z.string(),
  kind: z.literal('contact'),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  created_at: z.string(),
  source: z.enum(['js', 'form']),
  abuse_flags: z.optional(abuseFlagsSchema),
  /** The phone number in national form, for the staff inbox's lookup (search-keys.ts); absent without a number. */
  phone_key: z.optional(z.string()),
  /** The mailbox the address delivers to and the message's first words, for the staff area (search-keys.ts). */
  mailbox_key: z.optional(z.string()),
  preview: z.optional(z.string()),
  /** Where the visitor came from, as the form page knew it (shared/attribution.ts); absent when nothing was sent. */
  attribution: z.optional(storedAttributionSchema),
  ...leadLifecycleFields,
});

export type ContactRow = z.infer<typeof contactRowSchema>;
