import { randomUUID } from 'node:crypto';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../infra/app-spec.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { counterOf, type CountDimension } from '../../shared/lead-counts.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { amsterdamWeekOf, type LeadOverview } from '../../shared/lead-overview.ts';
import { staffApiPrefix } from '../../shared/staff.ts';
import type { LeadDetail } from '../../shared/staff-inbox.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { answeredJsonEvent, proofOfWorkAnswer } from '../../tests/support/proof-of-work.ts';
import { formEvent, jsonEvent, lambdaContextFor, sqsEvent, sqsRecord, staffEvent } from '../../tests/support/test-events.ts';
import { proofOfWork } from '../../shared/proof-of-work.ts';

type Handler<E, R> = (event: E, context: ReturnType<typeof lambdaContextFor>) => Promise<R>;
type HttpHandler = Handler<APIGatewayProxyEventV2, unknown>;

/**
 * Where a lead came from, end to end against the emulators: the forms' handlers keep what fits of the
 * attribution, count each new lead once for the overview, and the staff API shows both; every call runs
 * as its function, under its manifest's permissions.
 */
describe('lead attribution against the local AWS stack', () => {
  let aws: LocalAws;
  let contact: HttpHandler;
  let newsletter: HttpHandler;
  let staff: HttpHandler;
  let worker: Handler<SQSEvent, SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contact } = await import('../contact.ts'));
    ({ handler: newsletter } = await import('../newsletter.ts'));
    ({ handler: staff } = await import('../staff.ts'));
    ({ handler: worker } = await import('../worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  const as = async (name: 'contact' | 'newsletter' | 'staff', handler: HttpHandler, event: APIGatewayProxyEventV2) =>
    (await aws.as(name, () => handler(event, lambdaContextFor(name)))) as APIGatewayProxyStructuredResultV2;
  const work = async () => {
    const messages: Message[] = await aws.receiveMessages();
    await aws.as('worker', () =>
      worker(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker')),
    );
  };
  /** The number a counter of this week holds now. */
  const counted = async (dimension: CountDimension, kind: LeadKind, value: string): Promise<number> => {
    const { id } = counterOf(dimension, amsterdamWeekOf(new Date()).week, kind, value);
    const item = await aws.getItem(tables.counts.localName, { id });
    return typeof item?.leads === 'number' ? item.leads : 0;
  };
  const staffGet = (route: string, options: { query?: Record<string, string>; params?: Record<string, string> } = {}) =>
    as('staff', staff, staffEvent('GET', `${staffApiPrefix}${route}`, options));

  it('keeps what fits of a contact message’s attribution, counts the message once, and shows it to staff', async () => {
    // Prepare
    const submissionId = randomUUID();
    const source = `nieuwsbrief-${submissionId.slice(0, 8)}`;
    const body = {
      submissionId,
      name: 'Marie de Vries',
      email: `marie.${submissionId.slice(0, 8)}@voorbeeld.nl`,
      message: 'Ik wil een webshop starten.',
      foundVia: 'article',
      attribution: {
        pagePath: '/contact',
        previousPath: '/blog/zzp-of-bv',
        referrerHost: 'evil.example/<script>',
        utmSource: source,
        utmCampaign: 'voorjaar',
        utmMedium: '<img src=x onerror=alert(1)>',
        extra: 'x'.repeat(1000),
      },
    };
    const before = { page: await counted('landing', 'contact', '/blog/zzp-of-bv'), answer: await counted('answer', 'contact', 'article') };

    // Act: the message, then the same submit again (a retry)
    const first = await as('contact', contact, await answeredJsonEvent(body));
    const retried = await as('contact', contact, await answeredJsonEvent(body));

    // Assess: saved with the fields that fit, counted once under its source, the page before the form and the answer
    expect([first.statusCode, retried.statusCode]).toEqual([201, 201]);
    const row = await aws.getItem('contact', { id: submissionId });
    expect(row?.attribution).toEqual({
      pagePath: '/contact',
      previousPath: '/blog/zzp-of-bv',
      utmSource: source,
      utmCampaign: 'voorjaar',
      foundVia: 'article',
    });
    expect(await counted('source', 'contact', source)).toBe(1);
    expect(await counted('landing', 'contact', '/blog/zzp-of-bv')).toBe(before.page + 1);
    expect(await counted('answer', 'contact', 'article')).toBe(before.answer + 1);

    // Act: staff open the lead; a second message from the same source, and the overview by source
    await work();
    const lead = await staffGet('/leads/{kind}/{id}', { params: { kind: 'contact', id: submissionId } });
    const overviewOfOne = await staffGet('/herkomst', { query: { per: 'bron', kind: 'contact' } });
    await as('contact', contact, await answeredJsonEvent({ ...body, submissionId: randomUUID() }));
    const overview = await staffGet('/herkomst', { query: { per: 'bron', kind: 'contact' } });

    // Assess: the sentence on the lead and in the staff email; a source is named in the overview from its second lead
    const sentence = `Via ${source}, campagne voorjaar, verstuurd vanaf /contact, daarvoor op /blog/zzp-of-bv, eigen antwoord: Een artikel`;
    expect((JSON.parse(String(lead.body)) as LeadDetail).attribution).toBe(sentence);
    const emails = (await listEmails(aws.mailboxUrl)).filter((email) => email.replyTo.includes(body.email));
    expect(emails.map((email) => email.body.text ?? '').join('\n')).toContain(`Herkomst: ${sentence}`);
    expect((JSON.parse(String(overviewOfOne.body)) as LeadOverview).series.some((series) => series.key === source)).toBe(false);
    const answer = JSON.parse(String(overview.body)) as LeadOverview;
    expect(overview.statusCode).toBe(200);
    expect(answer.weeks).toHaveLength(12);
    expect(answer.series.find((series) => series.key === source)?.counts.at(-1)).toBe(2);
    await aws.receiveMessages();
  });

  it('saves a message whose attribution is all wrong, without one, and counts it as unknown', async () => {
    const submissionId = randomUUID();
    const before = await counted('source', 'contact', 'onbekend');

    const response = await as(
      'contact',
      contact,
      await answeredJsonEvent({
        submissionId,
        name: 'Piet',
        email: 'piet@voorbeeld.nl',
        message: 'Hallo daar.',
        attribution: { pagePath: 'https://evil.example/', utmSource: 'bel 0900-1234' },
      }),
    );

    expect(response.statusCode).toBe(201);
    expect(await aws.getItem('contact', { id: submissionId })).not.toHaveProperty('attribution');
    expect(await counted('source', 'contact', 'onbekend')).toBe(before + 1);
  });

  it('does not count a message that looks automated, one sent faster than a person types, nor one posted without JavaScript', async () => {
    const source = `script-${randomUUID().slice(0, 8)}`;
    const attribution = { pagePath: '/zeist', utmSource: source };

    const automated = await as(
      'contact',
      contact,
      await answeredJsonEvent({
        name: 'Bot',
        email: 'bot@voorbeeld.nl',
        message: 'Koop nu.',
        website: 'https://spam.example',
        attribution,
      }),
    );
    const tooFast = await as(
      'contact',
      contact,
      jsonEvent({
        submissionId: randomUUID(),
        name: 'Snel Script',
        email: 'snel@voorbeeld.nl',
        message: 'Koop nu.',
        attribution,
        [proofOfWork.field]: await proofOfWorkAnswer(undefined, { issuedMsAgo: 0 }),
      }),
    );
    const plain = await as(
      'contact',
      contact,
      formEvent({ name: 'Zonder script', email: 'plain@voorbeeld.nl', message: 'Hallo.', attribution: JSON.stringify(attribution) }),
    );

    expect([automated.statusCode, tooFast.statusCode, plain.statusCode]).toEqual([201, 201, 303]);
    expect(await counted('source', 'contact', source)).toBe(0);
    await aws.receiveMessages();
  });

  it('keeps a newsletter sign-up’s attribution and counts the subscriber once, when they confirm', async () => {
    // Prepare
    const email = `lezer.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const source = `linkedin-${randomUUID().slice(0, 8)}`;

    // Act: sign up and get the email
    const signedUp = await as(
      'newsletter',
      newsletter,
      await answeredJsonEvent({ email, attribution: { pagePath: '/blog', previousPath: '/', utmSource: source } }),
    );
    await work();

    // Assess: kept on the row, not counted while unconfirmed
    expect(signedUp.statusCode).toBe(202);
    const [mail] = (await listEmails(aws.mailboxUrl)).filter((message) => message.destination.to.includes(email));
    const confirmPage = new URL(/href="([^"]*\/nieuwsbrief\/bevestigen\?[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));
    expect(await counted('source', 'newsletter', source)).toBe(0);

    // Act: the button on the confirmation page, pressed twice
    const press = () => {
      return as('newsletter', newsletter, formEvent(Object.fromEntries(confirmPage.searchParams), { path: '/api/newsletter/bevestigen' }));
    };
    const confirmed = [await press(), await press()];

    // Assess
    expect(confirmed.map((response) => response.headers?.location)).toEqual(['/nieuwsbrief/bevestigd', '/nieuwsbrief/bevestigd']);
    expect(await counted('source', 'newsletter', source)).toBe(1);
    expect(await counted('landing', 'newsletter', '/blog')).toBeGreaterThanOrEqual(1);
  });

  it('does not count a subscriber whose sign-up was sent faster than a person types, even once confirmed', async () => {
    // Prepare
    const email = `snel.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    const source = `script-${randomUUID().slice(0, 8)}`;
    await as(
      'newsletter',
      newsletter,
      jsonEvent({
        email,
        attribution: { pagePath: '/blog', utmSource: source },
        [proofOfWork.field]: await proofOfWorkAnswer(undefined, { issuedMsAgo: 0 }),
      }),
    );
    await work();
    const [mail] = (await listEmails(aws.mailboxUrl)).filter((message) => message.destination.to.includes(email));
    const confirmPage = new URL(/href="([^"]*\/nieuwsbrief\/bevestigen\?[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));

    // Act
    const confirmed = await as(
      'newsletter',
      newsletter,
      formEvent(Object.fromEntries(confirmPage.searchParams), { path: '/api/newsletter/bevestigen' }),
    );

    // Assess
    expect(confirmed.headers?.location).toBe('/nieuwsbrief/bevestigd');
    expect(await counted('source', 'newsletter', source)).toBe(0);
  });

  it('refuses an overview grouping it does not know, in Dutch', async () => {
    const response = await staffGet('/herkomst', { query: { per: 'iets' } });

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(String(response.body))).toMatchObject({ fieldErrors: { per: 'Kies soort, bron, pagina of antwoord.' } });
  });
});
