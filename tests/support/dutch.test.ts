import { describe, expect, it } from 'vitest';
import { uploadMessages as fileMessages } from '../../shared/attachments.ts';
import { contactMessages } from '../../shared/contact-copy.ts';
import { serverFaultMessage } from '../../shared/error-messages.ts';
import { newsletterMessages } from '../../shared/newsletter-copy.ts';
import { proofOfWorkMessage } from '../../shared/proof-of-work.ts';
import { messages } from '../../shared/validation-messages.ts';
import { genericMessages, limitMessages } from '../../functions/http/errors.ts';
import { originCheckMessage } from '../../functions/http/origin-check.ts';
import { sameSiteMessage } from '../../functions/http/same-site.ts';
import { uploadMessages } from '../../functions/intake.ts';
import { automatedSignUpMessage, spreadSignUpMessage } from '../../functions/newsletter.ts';
import { gatewayMessages } from '../../infra/local/gateway-common.ts';
import { isDutch, notDutchReason } from './dutch.ts';

/** Every string in a message module, functions called with a plausible value. */
function sentencesOf(module: Record<string, unknown>): string[] {
  return Object.values(module).flatMap((value): string[] => {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return [String((value as (arg: unknown) => unknown)(120))].filter((text) => !text.includes('[object'));
    if (value && typeof value === 'object') return sentencesOf(value as Record<string, unknown>);
    return [];
  });
}

describe('the check that an API message is Dutch', () => {
  it.each([
    'Body is not valid JSON',
    'JSON body is not an object',
    'Invalid input: expected string, received undefined',
    'Too many requests',
    'Internal Server Error',
    'Not Found',
    '',
    'de we is',
  ])('refuses %j', (text) => {
    expect(notDutchReason(text)).not.toBeNull();
  });

  it('accepts every message the API and the forms give a visitor', () => {
    const sentences = [
      ...sentencesOf(genericMessages),
      ...sentencesOf(limitMessages),
      ...sentencesOf(messages),
      ...sentencesOf(uploadMessages),
      ...sentencesOf(fileMessages),
      ...sentencesOf(contactMessages),
      ...sentencesOf(newsletterMessages),
      ...sentencesOf(gatewayMessages),
      serverFaultMessage,
      proofOfWorkMessage,
      sameSiteMessage,
      originCheckMessage,
      automatedSignUpMessage,
      spreadSignUpMessage,
    ];
    expect(sentences.length).toBeGreaterThan(15);
    expect(sentences.filter((text) => !isDutch(text)).map((text) => `${text} (${notDutchReason(text)})`)).toEqual([]);
  });
});
