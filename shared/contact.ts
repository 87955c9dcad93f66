import * as z from 'zod/mini';
import { contactFields } from './contact-copy.ts';
import { shapeOf } from './form-schemas.ts';
import { submissionIdField } from './validation.ts';

/** The contact form, as the browser checks it and the Lambda checks it again: its fields (contact-copy.ts) and what travels with them. */
export const contactSchema = z.object({
  ...shapeOf(contactFields),
  /** Made once in the browser; a double click or retry with it creates no second message. Absent without JavaScript. */
  submissionId: z.optional(submissionIdField),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
