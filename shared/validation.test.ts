import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { intakeSchema, uploadRequestSchema } from './intake.ts';
import { newsletterSchema } from './newsletter.ts';
import { fieldErrorsOf } from './validation.ts';
import { notDutchReason } from '../tests/support/dutch.ts';

describe('messages for values a script sends', () => {
  it('are Dutch where no field has a message of its own: a wrong type, a list that is none, a hidden field too long', () => {
    // Prepare: the fields only a script fills, each with a value of the wrong kind or size
    const tooLong = 'x'.repeat(600);
    const results = [
      intakeSchema.safeParse({ fillMs: 'x', website: tooLong, uploadedFiles: 'x' }),
      contactSchema.safeParse({ website: tooLong, fillMs: -1 }),
      newsletterSchema.safeParse({ website: tooLong }),
      uploadRequestSchema.safeParse({ release: 'x', files: [{ name: 'a.pdf', type: 'x'.repeat(300), size: 'groot' }] }),
    ];

    // Assess
    const messages = results.flatMap((result) => (result.success ? [] : Object.entries(fieldErrorsOf(result.error))));
    expect(messages.length).toBeGreaterThan(8);
    for (const [field, message] of messages) expect(notDutchReason(message), `${field}: ${message}`).toBeNull();
  });
});
