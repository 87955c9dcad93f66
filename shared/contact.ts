import * as z from 'zod/mini';
import { CONTACT_MESSAGE_MAX, contactMessages } from './contact-copy.ts';
import { emailField, multiLine, optionalDutchPhone, singleLine, submissionIdField } from './validation.ts';

/** The contact form, as the browser checks it and the Lambda checks it again. */
export const contactSchema = z.object({
  name: singleLine(contactMessages.nameRequired, 100),
  email: emailField,
  phone: optionalDutchPhone,
  message: multiLine(contactMessages.messageRequired, CONTACT_MESSAGE_MAX),
  /** Made once in the browser; a double click or retry with it creates no second message. Absent without JavaScript. */
  submissionId: z.optional(submissionIdField),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
