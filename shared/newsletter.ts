import * as z from 'zod/mini';
import { emailField } from './validation.ts';

/** The newsletter sign-up: double opt-in, and an unsubscribe link in every email. */
export const newsletterSchema = z.object({
  email: emailField,
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
