import * as z from 'zod/mini';
import { abuseFlagsSchema } from './abuse-flags.ts';
import { leadLifecycleFields } from './lead-lifecycle.ts';
import { storedAttributionSchema } from '../../shared/attribution.ts';
import { fileFindings } from '../../shared/file-signatures.ts';
import { intakeFields, type IntakeQuestion } from '../../shared/intake-fields.ts';
import { answerShapeOf } from './answer-shape.ts';

/**
 * A row of the start_form_submissions table, in the snake_case field names the specification gave the table, as the
 * intake handler writes it and the worker and the leads tool read it. `uploaded_files` holds each
 * attachment's name, its key in the uploads bucket, its size, its type and the ETag it was checked at (the
 * spec kept names only).
 */
export const storedFileSchema = z.object({
  name: z.string(),
  key: z.string(),
  size: z.number(),
  type: z.string(),
  /** The ETag the intake's check saw; the worker copies only that object. Absent on rows saved before it was recorded. */
  etag: z.optional(z.string()),
  /** Set by the worker when it refused the file (changed after the check, or failing it again); the file is not kept. */
  refused: z.optional(z.enum(fileFindings)),
});

/** Every question of the intake (shared/intake-fields.ts) under its stored name, as the worker reads it back for the emails. */
const answerColumns = answerShapeOf(intakeFields as readonly IntakeQuestion[]);

export const intakeRowSchema = z.object({
  ...answerColumns,
  id: z.string(),
  kind: z.literal('intake'),
  // The answers the code reads by name, with their types; the others come from answerColumns.
  first_name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  business_type: z.string(),
  /** Absent on rows stored before step 2's and step 5's "other" answers were separated; read them with otherAnswers(). */
  business_other: z.optional(z.nullable(z.string())),
  help_needed: z.array(z.string()),
  help_other: z.nullable(z.string()),
  dream_description: z.string(),
  uploaded_files: z.array(storedFileSchema),
  /** When the visitor accepted the terms (and said they read the privacy statement); absent on rows stored before this was recorded. */
  accepted_terms_at: z.optional(z.string()),
  created_at: z.string(),
  abuse_flags: z.optional(abuseFlagsSchema),
  /** The phone number in national form, for the staff inbox's lookup (search-keys.ts); absent without a number. */
  phone_key: z.optional(z.string()),
  /** The mailbox the address delivers to, for the staff area's erasure and "same person" (search-keys.ts). */
  mailbox_key: z.optional(z.string()),
  /** Where the visitor came from, as the form page knew it (shared/attribution.ts); absent when nothing was sent. */
  attribution: z.optional(storedAttributionSchema),
  /** When staff took the intake into work, and its files were tagged to be kept as long as it is (storage/attachments.ts). */
  files_kept_at: z.optional(z.string()),
  ...leadLifecycleFields,
});

export type IntakeRow = z.infer<typeof intakeRowSchema>;
/** The answer columns of a row, as the handler writes them from the checked intake. */
export type IntakeAnswerColumns = Omit<IntakeRow, 'id' | 'kind' | 'uploaded_files' | 'created_at' | 'email_status' | 'accepted_terms_at'>;
export type StoredFile = z.infer<typeof storedFileSchema>;
