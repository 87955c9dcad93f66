import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { intakeSchema, uploadRequestSchema } from './intake.ts';
import { newsletterSchema } from './newsletter.ts';
import { fieldErrorsOf, utf8Bytes } from './validation.ts';
import { messages as common } from './validation-messages.ts';
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

describe('text sizes in bytes', () => {
  it('counts UTF-8 bytes as an encoder does, surrogate pairs as one four-byte character', () => {
    for (const text of ['Sanne', 'café', 'Ωμέγα', '€ 1.249', 'ok 👍🏽', '👨‍👩‍👧‍👦', '\ud800x', 'x\udc00']) {
      expect(utf8Bytes(text), text).toBe(new TextEncoder().encode(text).length);
    }
  });

  it('refuses free text whose characters fit but whose bytes do not, in every kind of text field, with a Dutch message', () => {
    // Prepare: one character as a person counts it, built of many code points
    const heavy = (characters: number) => `e${'\u0301'.repeat(7)}`.repeat(characters);
    const intake = { submissionId: '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f' };

    // Act
    const results = {
      message: contactSchema.safeParse({ name: 'Sanne', email: 'sanne@voorbeeld.nl', message: heavy(5000) }),
      dreamDescription: intakeSchema.safeParse({ ...intake, dreamDescription: heavy(2500) }),
      appDescription: intakeSchema.safeParse({ ...intake, appDescription: '€'.repeat(700) }),
      name: contactSchema.safeParse({ name: '€'.repeat(70), email: 'sanne@voorbeeld.nl', message: 'Hoi' }),
    };

    // Assess
    for (const [field, result] of Object.entries(results)) {
      expect(result.success, field).toBe(false);
      expect(result.success ? {} : fieldErrorsOf(result.error)[field], field).toBe(common.tooManyBytes);
    }
  });

  it('accepts a long text of accented Dutch, or with an emoji in every fourth character', () => {
    const accents = 'één café, één crème brûlée. '.repeat(170).slice(0, 4999);
    const emoji = 'Hoi👍'.repeat(1250);
    for (const message of [accents, emoji]) {
      expect(contactSchema.safeParse({ name: 'Sanne', email: 'sanne@voorbeeld.nl', message }).success).toBe(true);
    }
  });

  it('refuses a lone surrogate in free text as a character it cannot process', () => {
    const result = contactSchema.safeParse({ name: 'Sanne', email: 'sanne@voorbeeld.nl', message: 'Hoi \ud800 daar' });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({ message: common.invalidCharacters });
  });
});
