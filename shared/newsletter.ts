import * as z from 'zod/mini';
import { personFields } from './form-fields.ts';
import { shapeOf } from './form-schemas.ts';

/** The newsletter sign-up: double opt-in, and an unsubscribe link in every email. */
export const newsletterSchema = z.object({
  ...shapeOf([personFields.email]),
  /** Honeypot: hidden from people, filled by simple bots. */
  website: z.optional(z.string().check(z.maxLength(500))),
});
