import { randomUUID } from 'node:crypto';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { subscriberId } from './records/newsletter-record.ts';
import { formEvent, jsonEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';

/** The newsletter's double opt-in against the emulators: sign up, the email, confirm, repeat, unsubscribe. */
describe('the newsletter against the local AWS stack', () => {
  let aws: LocalAws;
  let newsletter: (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;
  let worker: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: newsletter } = await import('./newsletter.ts'));
    ({ handler: worker } = await import('./worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  const signUp = async (email: string) =>
    (await newsletter(await answeredJsonEvent({ email }), lambdaContextFor('newsletter'))) as APIGatewayProxyStructuredResultV2;
  const follow = async (link: string, method: 'GET' | 'POST' = 'GET') => {
    const url = new URL(link);
    const event = {
      ...jsonEvent({}),
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      body: undefined,
    } as APIGatewayProxyEventV2;
    event.requestContext = { ...event.requestContext, http: { ...event.requestContext.http, method, path: url.pathname } };
    return (await newsletter(event, lambdaContextFor('newsletter'))) as APIGatewayProxyStructuredResultV2;
  };
  const work = (messages: Message[]) =>
    worker(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker'));
  const mailsTo = async (email: string) => (await listEmails(aws.mailboxUrl)).filter((mail) => mail.destination.to.includes(email));

  it('signs up, mails a confirmation link once, confirms, and unsubscribes in one click', async () => {
    // Prepare
    const email = `lezer.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const id = subscriberId(email);

    // Act: sign up, twice in a row
    const first = await signUp(email.toUpperCase());
    const second = await signUp(email);
    const messages = await aws.receiveMessages();
    await work(messages);

    // Assess: the same answer both times, one message, one email with the links and the unsubscribe header
    expect(first.statusCode).toBe(202);
    expect(second).toEqual(first);
    expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([{ kind: 'newsletter', id }]);
    const [mail] = await mailsTo(email);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(mail!.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief | Startsprong');
    expect(mail!.headers).toEqual(expect.arrayContaining([{ name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' }]));
    const confirmLink = /href="([^"]*\/api\/newsletter\/bevestigen[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&');
    const unsubscribeLink = /(http\S*\/api\/newsletter\/afmelden\?\S*)/.exec(mail!.body.text!)![1]!;
    expect(confirmLink).not.toContain(encodeURIComponent(email));
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ email, status: 'pending', expires_at: expect.any(Number) });

    // Act: the reader clicks the confirmation link
    const confirmed = await follow(confirmLink);

    // Assess
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers?.location).toBe('/nieuwsbrief/bevestigd');
    const row = await aws.getItem('newsletter', { id });
    expect(row).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) });
    expect(row?.expires_at).toBeUndefined();

    // Act: signing up again once subscribed answers the same and sends nothing
    expect(await signUp(email)).toEqual(first);
    expect(await aws.receiveMessages(undefined, { waitSeconds: 0 })).toEqual([]);

    // Act: one click to unsubscribe (the mail app's POST), then the same link again in a browser
    const unsubscribed = await follow(unsubscribeLink, 'POST');
    const again = await follow(unsubscribeLink);

    // Assess: forgotten, and the used link still lands on the unsubscribed page
    expect(unsubscribed.statusCode).toBe(200);
    expect(await aws.getItem('newsletter', { id })).toBeUndefined();
    expect(again.headers?.location).toBe('/nieuwsbrief/afgemeld');
  });

  it('sends a wrong or tampered link to the invalid-link page and changes nothing', async () => {
    const email = `ander.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await signUp(email);
    await aws.receiveMessages();
    const id = subscriberId(email);

    const wrongToken = await follow(`http://localhost/api/newsletter/bevestigen?id=${id}&token=${'x'.repeat(32)}`);
    const noId = await follow('http://localhost/api/newsletter/bevestigen?token=abc');

    expect(wrongToken.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(noId.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'pending' });
  });

  it('takes a plain form post without JavaScript: a pending subscriber, one email, and the check-your-inbox page', async () => {
    // Prepare
    const email = `zonder.js.${randomUUID().slice(0, 8)}@voorbeeld.nl`;

    // Act
    const response = (await newsletter(
      formEvent({ email, website: '' }),
      lambdaContextFor('newsletter'),
    )) as APIGatewayProxyStructuredResultV2;
    await work(await aws.receiveMessages());

    // Assess
    expect(response.statusCode).toBe(303);
    expect(response.headers?.location).toBe('/nieuwsbrief/bijna-klaar');
    expect(await aws.getItem('newsletter', { id: subscriberId(email) })).toMatchObject({ email, status: 'pending' });
    const [mail] = await mailsTo(email);
    expect(mail!.body.html).toMatch(/<a href="http[^"]*\/api\/newsletter\/afmelden\?id=[^"]*"[^>]*>Afmelden voor de nieuwsbrief<\/a>/);
  });

  it('answers a bad address in a plain form post with a readable Dutch page, not JSON', async () => {
    const response = (await newsletter(
      formEvent({ email: 'geen-adres' }),
      lambdaContextFor('newsletter'),
    )) as APIGatewayProxyStructuredResultV2;

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Je aanmelding is nog niet verstuurd</h1>');
    expect(response.body).toContain('<strong>E-mailadres</strong>: Voer een geldig e-mailadres in');
  });

  it('answers a bad address with a Dutch message and saves nothing', async () => {
    const response = await signUp('geen-adres');

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(String(response.body)).fieldErrors).toEqual({ email: 'Voer een geldig e-mailadres in' });
  });
});
