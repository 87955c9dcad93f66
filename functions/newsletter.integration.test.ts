import { createHash, randomUUID } from 'node:crypto';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { subscriberId } from './records/newsletter-record.ts';
import { formEvent, httpEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
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
  /** A request to the API as the browser or a mail app sends it: a GET of a link, or a POST with a form body and headers. */
  const request = async (
    link: string,
    options: { method?: 'GET' | 'POST'; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) => {
    const url = new URL(link);
    const query = Object.fromEntries(url.searchParams);
    const common = {
      method: options.method ?? 'GET',
      path: url.pathname,
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    };
    const event = options.form ? formEvent(options.form, common) : httpEvent(common);
    return (await newsletter(event, lambdaContextFor('newsletter'))) as APIGatewayProxyStructuredResultV2;
  };
  const idOf = (email: string) => subscriberId(email, aws.secrets.subscriberKey);
  const linkParts = (link: string) => Object.fromEntries(new URL(link).searchParams) as { id: string; token: string };
  const work = (messages: Message[]) =>
    worker(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker'));
  const mailsTo = async (email: string) => (await listEmails(aws.mailboxUrl)).filter((mail) => mail.destination.to.includes(email));

  it('signs up, mails links to pages with a button, confirms and unsubscribes only on POST', async () => {
    // Prepare
    const email = `lezer.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const id = idOf(email);

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
    const confirmPage = /href="([^"]*\/nieuwsbrief\/bevestigen\?[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&');
    const unsubscribePage = /(http\S*\/nieuwsbrief\/afmelden\?\S*)/.exec(mail!.body.text!)![1]!;
    const oneClick = /^<(.*)>$/.exec(mail!.headers!.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!;
    expect(new URL(oneClick).pathname).toBe('/api/newsletter/afmelden');
    expect(confirmPage).not.toContain(encodeURIComponent(email));
    expect(linkParts(confirmPage).id).toBe(id);
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ email, status: 'pending', expires_at: expect.any(Number) });

    // Act: a mail scanner opens every link, also the API's own
    const scanned = [
      await request(`http://localhost/api/newsletter/bevestigen${new URL(confirmPage).search}`),
      await request(`http://localhost/api/newsletter/afmelden${new URL(unsubscribePage).search}`),
      await request(oneClick),
    ];

    // Assess: a GET changes nothing; it sends the reader on to the page with the button
    expect(scanned.map((response) => [response.statusCode, response.headers?.location])).toEqual([
      [303, `/nieuwsbrief/bevestigen${new URL(confirmPage).search}`],
      [303, `/nieuwsbrief/afmelden${new URL(unsubscribePage).search}`],
      [303, `/nieuwsbrief/afmelden${new URL(oneClick).search}`],
    ]);
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'pending', expires_at: expect.any(Number) });

    // Act: the reader presses the button on the confirmation page
    const confirmed = await aws.as('newsletter', () =>
      request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: linkParts(confirmPage) }),
    );

    // Assess
    expect(confirmed.statusCode).toBe(303);
    expect(confirmed.headers?.location).toBe('/nieuwsbrief/bevestigd');
    const row = await aws.getItem('newsletter', { id });
    expect(row).toMatchObject({ status: 'confirmed', confirmed_at: expect.any(String) });
    expect(row?.expires_at).toBeUndefined();

    // Act: signing up again once subscribed answers the same and sends nothing
    expect(await signUp(email)).toEqual(first);
    expect(await aws.receiveMessages(undefined, { waitSeconds: 0 })).toEqual([]);

    // Act: the mail app's one-click unsubscribe (RFC 8058), then the page's button with the used link
    const unsubscribed = await request(oneClick, { method: 'POST', form: { 'List-Unsubscribe': 'One-Click' } });
    const again = await request('http://localhost/api/newsletter/afmelden', { method: 'POST', form: linkParts(unsubscribePage) });

    // Assess: forgotten, and the used link still lands on the unsubscribed page
    expect(unsubscribed.statusCode).toBe(200);
    expect(await aws.getItem('newsletter', { id })).toBeUndefined();
    expect(again.headers?.location).toBe('/nieuwsbrief/afgemeld');
  });

  it('confirms and unsubscribes without JavaScript: the button posts an empty form and the page address comes as Referer', async () => {
    const email = `zonder.script.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await signUp(email);
    await work(await aws.receiveMessages());
    const [mail] = await mailsTo(email);
    const confirmPage = /href="([^"]*\/nieuwsbrief\/bevestigen\?[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&');
    const unsubscribePage = /(http\S*\/nieuwsbrief\/afmelden\?\S*)/.exec(mail!.body.text!)![1]!;

    const confirmed = await request('http://localhost/api/newsletter/bevestigen', {
      method: 'POST',
      form: { id: '', token: '' },
      headers: { referer: confirmPage },
    });
    expect(confirmed.headers?.location).toBe('/nieuwsbrief/bevestigd');
    expect(await aws.getItem('newsletter', { id: idOf(email) })).toMatchObject({ status: 'confirmed' });

    const unsubscribed = await request('http://localhost/api/newsletter/afmelden', {
      method: 'POST',
      form: { id: '', token: '' },
      headers: { referer: unsubscribePage },
    });
    expect(unsubscribed.headers?.location).toBe('/nieuwsbrief/afgemeld');
    expect(await aws.getItem('newsletter', { id: idOf(email) })).toBeUndefined();
  });

  it('sends a wrong or tampered link to the invalid-link page and changes nothing', async () => {
    const email = `ander.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await signUp(email);
    await aws.receiveMessages();
    const id = idOf(email);

    const wrongToken = await request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: { id, token: 'x'.repeat(32) } });
    const noId = await request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: { token: 'abc' } });
    const otherPage = await request('http://localhost/api/newsletter/bevestigen', {
      method: 'POST',
      form: {},
      headers: { referer: `http://localhost/blog?id=${id}&token=${'x'.repeat(32)}` },
    });

    expect(wrongToken.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(noId.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(otherPage.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'pending' });
  });

  it('gives confirming and unsubscribing a token each: the unsubscribe link (which mail providers see) cannot confirm', async () => {
    // Prepare: a sign-up and its email
    const email = `twee.tokens.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await signUp(email);
    await work(await aws.receiveMessages());
    const [mail] = await mailsTo(email);
    const confirmLink = linkParts(/href="([^"]*\/nieuwsbrief\/bevestigen\?[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));
    const oneClick = linkParts(/^<(.*)>$/.exec(mail!.headers!.find((h) => h.name === 'List-Unsubscribe')!.value)![1]!);
    const id = idOf(email);
    expect(confirmLink.token).not.toBe(oneClick.token);

    // Act: the List-Unsubscribe header's token posted to the confirm button, the confirm link's to unsubscribe
    const confirmedWithUnsubscribe = await request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: oneClick });
    const unsubscribedWithConfirm = await request('http://localhost/api/newsletter/afmelden', { method: 'POST', form: confirmLink });

    // Assess: neither did anything
    expect(confirmedWithUnsubscribe.headers?.location).toBe('/nieuwsbrief/ongeldig');
    expect(unsubscribedWithConfirm.headers?.location).toBe('/nieuwsbrief/afgemeld');
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'pending' });

    // Act / Assess: each token does its own action
    await request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: confirmLink });
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'confirmed' });
    await request('http://localhost/api/newsletter/afmelden', { method: 'POST', form: oneClick });
    expect(await aws.getItem('newsletter', { id })).toBeUndefined();
  });

  it('keeps the single token of a row saved before the split working for both links, as its email promised', async () => {
    // Prepare: a pending subscriber as the earlier release stored it
    const email = `oud.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const id = idOf(email);
    const token = 'oud-token-'.repeat(4);
    const now = new Date().toISOString();
    const legacy = { id, kind: 'newsletter', email, status: 'pending', token, created_at: now, request_id: 'r1' };
    await aws.putItem('newsletter', { ...legacy, confirmation_requested_at: now, email_status: {} });

    // Act / Assess
    await request('http://localhost/api/newsletter/bevestigen', { method: 'POST', form: { id, token } });
    expect(await aws.getItem('newsletter', { id })).toMatchObject({ status: 'confirmed' });
    await request('http://localhost/api/newsletter/afmelden', { method: 'POST', form: { id, token } });
    expect(await aws.getItem('newsletter', { id })).toBeUndefined();
  });

  it('derives subscriber ids with the key, not from the address alone', () => {
    const email = 'lezer@voorbeeld.nl';

    expect(subscriberId(email, 'a'.repeat(32))).not.toBe(subscriberId(email, 'b'.repeat(32)));
    expect(subscriberId(email, aws.secrets.subscriberKey)).not.toBe(createHash('sha256').update(email).digest('hex').slice(0, 40));
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
    expect(await aws.getItem('newsletter', { id: idOf(email) })).toMatchObject({ email, status: 'pending' });
    const [mail] = await mailsTo(email);
    expect(mail!.body.html).toMatch(/<a href="http[^"]*\/nieuwsbrief\/afmelden\?id=[^"]*"[^>]*>Afmelden voor de nieuwsbrief<\/a>/);
  });

  it('answers a bad address in a plain form post with a readable Dutch page, not JSON', async () => {
    const response = (await newsletter(
      formEvent({ email: 'geen-adres' }),
      lambdaContextFor('newsletter'),
    )) as APIGatewayProxyStructuredResultV2;

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<h1[^>]*>Je aanmelding is nog niet verstuurd<\/h1>/);
    expect(response.body).toContain('<strong>E-mailadres</strong>: Voer een geldig e-mailadres in');
  });

  it('answers a bad address with a Dutch message and saves nothing', async () => {
    const response = await signUp('geen-adres');

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(String(response.body)).fieldErrors).toEqual({ email: 'Voer een geldig e-mailadres in' });
  });
});
