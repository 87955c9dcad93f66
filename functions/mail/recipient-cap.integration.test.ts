import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { abuseLimits, confirmationPlaces } from '../../shared/api-limits.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { newsletterMessages } from '../../shared/newsletter-copy.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../../tests/support/test-events.ts';
import { answeredJsonEvent } from '../../tests/support/proof-of-work.ts';

/** The daily caps on confirmation emails, with the real handlers, the guard and the emulators. */
describe('confirmation emails to one address', () => {
  let aws: LocalAws;
  let contact: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
  let newsletter: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contact } = await import('../contact.ts'));
    ({ handler: newsletter } = await import('../newsletter.ts'));
    ({ handler: worker } = await import('../worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A contact message to `email` from the client at `client`; the API's answer. */
  const sendContact = async (email: string, client: string) => {
    const event = await answeredJsonEvent({ name: 'Marie de Vries', email, message: 'Een bericht met genoeg tekst erin.' });
    event.headers['cloudfront-viewer-address'] = `${client}:443`;
    return (await aws.as('contact', () => contact(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
  };
  const workAll = async () => {
    const messages = await aws.receiveMessages(undefined, { max: 10 });
    const event = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(event, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
  };

  /** The places of a mailbox's day a contact message's confirmation may take: the last is kept for a newsletter sign-up. */
  const contactPlaces = confirmationPlaces({ waitsForConfirmation: false });

  it(`stop contact confirmations after ${contactPlaces} a day, while staff get every lead and are told why`, async () => {
    // Prepare: five leads that all name the same address, each from its own client
    const victim = `victim.${randomUUID().slice(0, 8)}@example.nl`;
    const leads = 5;
    for (let index = 0; index < leads; index += 1) {
      const event = await answeredJsonEvent({ name: 'Marie de Vries', email: victim, message: `Bericht ${index} met genoeg tekst erin.` });
      event.headers['cloudfront-viewer-address'] = `198.51.100.${index + 1}:443`;
      const response = (await aws.as('contact', () => contact(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
      expect(response.statusCode).toBe(201);
    }
    const messages = await aws.receiveMessages(undefined, { max: 10 });
    expect(messages).toHaveLength(leads);

    // Act: the worker sends them, and a redelivery of all of them changes nothing
    const event = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(event, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
    expect(await aws.as('worker', () => worker(event, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });

    // Assess
    const emails = await listEmails(aws.mailboxUrl);
    const confirmations = emails.filter((email) => email.destination.to.includes(victim));
    const notifications = emails.filter((email) => email.replyTo.includes(victim));
    expect(confirmations).toHaveLength(contactPlaces);
    expect(notifications).toHaveLength(leads);
    const told = notifications.filter((email) => email.body.text?.includes('de bevestiging aan de bezoeker is niet verstuurd'));
    expect(told).toHaveLength(leads - contactPlaces);
  });

  it('count one mailbox however it is spelled: case, plus-tags and Gmail dots reach the same cap', async () => {
    // Prepare: five spellings of one Gmail mailbox, each from its own client
    const user = `victim${randomUUID().slice(0, 6)}`;
    const dotted = user.split('').join('.');
    const spellings = [
      `${user}@gmail.com`,
      `${user}+intake@gmail.com`,
      `${dotted}@gmail.com`,
      `${user.toUpperCase()}+spam1@GMAIL.com`,
      `${dotted}+x@googlemail.com`,
    ];
    for (const [index, email] of spellings.entries()) expect((await sendContact(email, `203.0.113.${index + 1}`)).statusCode).toBe(201);

    // Act
    await workAll();

    // Assess: the contact share of confirmations into the one mailbox, five leads for staff
    const emails = await listEmails(aws.mailboxUrl);
    // The API keeps an address in lower case (the schema), so that is how the mailbox shows them.
    const stored = spellings.map((spelling) => spelling.toLowerCase());
    const confirmations = emails.filter((email) => stored.some((address) => email.destination.to.includes(address)));
    const notifications = emails.filter((email) => stored.some((address) => email.replyTo.includes(address)));
    expect(confirmations).toHaveLength(contactPlaces);
    expect(notifications).toHaveLength(spellings.length);
  });

  it('count each newsletter sign-up of one address as a confirmation of its own, so signing up again cannot pass the cap', async () => {
    // Prepare: one address signed up again and again, past the sign-up's resend window, each from its own client
    vi.useFakeTimers({ toFake: ['Date'] });
    const email = `nieuwsbrief.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const signUps = abuseLimits.confirmationsPerRecipientPerDay + 2;

    // Act
    for (let index = 0; index < signUps; index += 1) {
      vi.setSystemTime(new Date(Date.UTC(2031, 4, 14, 8, index * 11)));
      const event = await answeredJsonEvent({ email });
      event.headers['cloudfront-viewer-address'] = `192.0.2.${index + 10}:443`;
      const response = (await aws.as('newsletter', () =>
        newsletter(event, lambdaContextFor('newsletter')),
      )) as APIGatewayProxyStructuredResultV2;
      expect(response.statusCode).toBe(202);
      await workAll();
    }

    // Assess: the mailbox got its day's confirmations, no more
    const confirmations = (await listEmails(aws.mailboxUrl)).filter((mail) => mail.destination.to.includes(email));
    expect(confirmations).toHaveLength(abuseLimits.confirmationsPerRecipientPerDay);
  });

  it(`let one client make us confirm to ${abuseLimits.confirmationRecipientsPerClientPerDay} mailboxes a day, then save its leads without confirmation`, async () => {
    // Prepare: one client, in the middle of a Dutch day, naming as many mailboxes as it may
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-12T10:00:00Z'));
    const client = '198.51.100.77';
    const run = randomUUID().slice(0, 6);
    const mailbox = (index: number) => `ontvanger${index}.${run}@voorbeeld.nl`;
    for (let index = 1; index <= abuseLimits.confirmationRecipientsPerClientPerDay; index++) {
      expect((await sendContact(mailbox(index), client)).statusCode).toBe(201);
    }

    // Act: past the form limit's window, one more new mailbox and one it named before
    vi.setSystemTime(new Date('2031-03-12T10:11:00Z'));
    const extra = abuseLimits.confirmationRecipientsPerClientPerDay + 1;
    expect((await sendContact(mailbox(extra), client)).statusCode).toBe(201);
    expect((await sendContact(mailbox(1), client)).statusCode).toBe(201);
    const signUp = await answeredJsonEvent({ email: `nieuwsbrief.${run}@voorbeeld.nl` });
    signUp.headers['cloudfront-viewer-address'] = `${client}:443`;
    const refused = (await aws.as('newsletter', () =>
      newsletter(signUp, lambdaContextFor('newsletter')),
    )) as APIGatewayProxyStructuredResultV2;
    await workAll();

    // Assess: confirmations only to the first mailboxes; every lead to staff, the extra one explained
    const emails = await listEmails(aws.mailboxUrl);
    const confirmed = (index: number) => emails.filter((email) => email.destination.to.includes(mailbox(index))).length;
    expect(Array.from({ length: extra }, (_, index) => confirmed(index + 1))).toEqual([2, 1, 1, 1, 1, 0]);
    const notice = emails.find((email) => email.replyTo.includes(mailbox(extra)));
    expect(notice?.body.text).toContain(
      `al bevestigingen liet sturen naar ${abuseLimits.confirmationRecipientsPerClientPerDay} andere e-mailadressen`,
    );
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(String(refused.body)).error).toMatch(/^Vanaf deze verbinding zijn vandaag al genoeg aanmeldingen/);
  });

  /** A newsletter sign-up of `email` from the client at `client`; the API's answer. */
  const signUp = async (email: string, client: string) => {
    const event = await answeredJsonEvent({ email });
    event.headers['cloudfront-viewer-address'] = `${client}:443`;
    return (await aws.as('newsletter', () => newsletter(event, lambdaContextFor('newsletter')))) as APIGatewayProxyStructuredResultV2;
  };

  it("leave a mailbox's owner the place for their own newsletter confirmation when strangers post contact messages in their name", async () => {
    // Prepare: in the middle of a Dutch day, strangers post more contact messages naming the owner's mailbox than it may get
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-03T09:00:00Z'));
    const owner = `eigenaar${randomUUID().slice(0, 6)}@gmail.com`;
    for (let index = 0; index < abuseLimits.confirmationsPerRecipientPerDay + 1; index++) {
      expect((await sendContact(owner.replace('@', `+${index}@`), `198.51.100.${120 + index}`)).statusCode).toBe(201);
    }
    await workAll();

    // Act: the owner signs up for the newsletter from their own connection
    const answer = await signUp(owner, '203.0.113.200');
    await workAll();

    // Assess: their confirmation went out, and the page said it would
    expect(JSON.parse(String(answer.body)).message).toContain(newsletterMessages.accepted.description);
    expect((await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(owner))).toHaveLength(1);
  });

  it("let a newsletter confirmation that finds its mailbox's day full wait for the next day, say so, and then send it", async () => {
    // Prepare: the mailbox's whole day is used, its last place by a sign-up of another spelling of it
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-04T20:00:00Z'));
    const owner = `lezer${randomUUID().slice(0, 6)}@gmail.com`;
    for (let index = 0; index < contactPlaces; index++) {
      expect((await sendContact(owner.replace('@', `+c${index}@`), `198.51.100.${140 + index}`)).statusCode).toBe(201);
    }
    expect((await signUp(owner.replace('@', '+nb@'), '198.51.100.150')).statusCode).toBe(202);
    await workAll();

    // Act: the owner signs up, the worker handles it, and the re-drive comes round after the Dutch day has turned
    const answer = await signUp(owner, '203.0.113.201');
    await workAll();
    const waitingSent = (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(owner));
    vi.setSystemTime(new Date('2031-06-05T01:00:00Z'));
    const { redrive } = await import('../redrive.ts');
    await aws.as('redrive', () => redrive());
    await workAll();

    // Assess: told it comes later, nothing on the day itself, the confirmation the next day
    expect(JSON.parse(String(answer.body))).toMatchObject({ delayed: true });
    expect(waitingSent).toEqual([]);
    expect((await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(owner))).toHaveLength(1);
  });
});
