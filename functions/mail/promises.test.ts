import { dateTimeSentence } from '../../shared/agency-clock.ts';
import { describe, expect, it } from 'vitest';
import { replyTime } from '../../shared/business-facts.ts';
import { replyDeadline } from '../../shared/reply-time.ts';
import { exampleItems } from '../../shared/showcase.ts';
import { examplePattern } from '../../tests/support/example-values.ts';
import { spellings, wordPattern } from '../../tests/support/style-sheet.ts';
import { otherReplyPromises, readableText } from '../../web/scripts/check-promises.ts';
import type { IntakeRow } from '../records/intake-record.ts';
import { staffNotificationEmail, visitorConfirmationEmail, type ContactEmailData } from './contact-emails.ts';
import { intakeStaffEmail, intakeVisitorEmail } from './intake-emails.ts';
import type { EmailContent } from './layout.ts';
import { newsletterConfirmationEmail, subscriberLinks } from './newsletter-emails.ts';

/*
 * Every email the system sends, held to what the site promises: one reply time, and an example fact (the
 * placeholder legal name, address, KvK or phone number) never shown as if it were real. The deploy refuses
 * while any is left (infra/app.ts); until then a local or demo email says which facts are examples.
 */
const options = { siteUrl: 'https://www.startsprong.nl', bucket: 'startsprong-uploads' };
// A Friday afternoon in winter: the deadline falls on Monday.
const receivedAt = '2026-03-06T15:00:00.000Z';

const message: ContactEmailData = {
  id: '6f1c2a4e-3b8d-4c55-9a0e-1f2d3c4b5a69',
  name: 'Priya Ramdin',
  email: 'priya@example.nl',
  phone: null,
  message: 'Ik wil een webshop starten.',
  created_at: receivedAt,
  email_status: {},
};

const row: IntakeRow = {
  id: '0b0f2c1e-6a3d-4f0e-9c1b-2d3e4f5a6b7c',
  kind: 'intake',
  first_name: 'Priya',
  email: 'priya@example.nl',
  phone: null,
  age: null,
  city: null,
  business_type: 'webshop',
  app_description: null,
  current_stage: 'idea-only',
  existing_assets: ['none'],
  help_needed: ['website'],
  help_other: null,
  timeline: '1-month',
  budget: 'average',
  dream_description: 'Een eigen webshop.',
  uploaded_files: [],
  created_at: receivedAt,
  email_status: {},
};

const emails: Record<string, EmailContent> = {
  'de melding van een contactbericht': staffNotificationEmail(message, options),
  'de bevestiging van een contactbericht': visitorConfirmationEmail(message, options),
  'de melding van een intake': intakeStaffEmail(row, options),
  'de bevestiging van een intake': intakeVisitorEmail(row, options),
  'de bevestiging van de nieuwsbrief': newsletterConfirmationEmail(
    subscriberLinks(options.siteUrl, 'abc', { confirm: 'def', unsubscribe: 'ghi' }),
    options,
  ),
};

/** A line of the plain text or a paragraph of the HTML: where a value and its mark must stand together. */
const linesOf = (email: EmailContent) => [
  ...email.text.split('\n'),
  ...readableText(email.html.replace(/<\/p>|<br>|<\/tr>/g, '\n')).split('\n'),
];

describe.each(Object.entries(emails))('%s', (_name, email) => {
  it('promises no other reply time than the one the site makes', () => {
    expect(otherReplyPromises(email.text)).toEqual([]);
    expect(otherReplyPromises(readableText(email.html))).toEqual([]);
  });

  it('spells every word as the style sheet says', () => {
    const wrong = spellings.filter(({ wrong }) => wordPattern(wrong).test(email.text) || wordPattern(wrong).test(readableText(email.html)));
    expect(wrong).toEqual([]);
  });

  it('marks every example fact it shows as an example, on the same line', () => {
    const values = exampleItems()
      .filter((item) => item.example)
      .flatMap((item) => item.texts.map((text) => ({ text, pattern: examplePattern(text) })));

    const unmarked = linesOf(email).filter((line) => values.some((value) => value.pattern.test(line)) && !line.includes('(voorbeeld)'));

    expect(unmarked).toEqual([]);
  });
});

describe.each([
  ['de bevestiging van een contactbericht', emails['de bevestiging van een contactbericht']!],
  ['de bevestiging van een intake', emails['de bevestiging van een intake']!],
])('%s, as a Dutch reader reads it', (_name, email) => {
  const readable = () => readableText(email.html).replace(/\s+/g, ' ');

  it('greets once: the "Hoi" line, no second greeting with the name in the heading', () => {
    expect(email.text.match(/\bHoi\b/g)).toHaveLength(1);
    expect(email.text).not.toMatch(/Bedankt, Priya/);
    expect(readable().match(/Priya/g)).toHaveLength(1);
  });

  it('makes the reply promise once, in the body and not again in the preview line', () => {
    expect(email.text.split(replyTime.promise)).toHaveLength(2);
    expect(readable().split(replyTime.promise)).toHaveLength(2);
  });

  it('says "contact" at most once, and carries no emoji and no bracket beside another', () => {
    expect(email.text.match(/\bcontact\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(email.text).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(email.text).not.toMatch(/\)\s*\(|\([^)]*\(/);
  });
});

describe('the reply deadline staff are given', () => {
  it.each([
    ['a contact message', emails['de melding van een contactbericht']!],
    ['an intake', emails['de melding van een intake']!],
  ])('for %s is one working day after it came in', (_kind, email) => {
    const due = dateTimeSentence(replyDeadline(new Date(receivedAt)));

    expect(due).toMatch(/^maandag 9 maart 2026/);
    expect(email.text).toContain(`We beloven ${replyTime.promise} te reageren, dus uiterlijk ${due}.`);
  });

  it('is the promise the visitor reads in the confirmation', () => {
    expect(emails['de bevestiging van een intake']!.text).toContain(replyTime.promise);
    expect(emails['de bevestiging van een contactbericht']!.text).toContain(replyTime.promise);
  });
});
