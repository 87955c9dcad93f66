import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { listEmails, type MailboxEmail } from '../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { formEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';

/** The real path: the handlers with their real SDK clients against the emulators (dynalite, local SQS, local SES). */
describe('a contact message against the local AWS stack', () => {
  let aws: LocalAws;
  let contactHandler: (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;
  let workerHandler: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;
  let staffEmail: string;

  beforeAll(async () => {
    aws = await startLocalAws();
    staffEmail = aws.env.STAFF_EMAIL!;
    // After startLocalAws(): the SDK clients are made when the modules load and must see the emulators' endpoints.
    ({ handler: contactHandler } = await import('./contact.ts'));
    ({ handler: workerHandler } = await import('./worker.ts'));
  });

  afterAll(async () => {
    await aws?.stop();
  });

  const submit = async (event: APIGatewayProxyEventV2) =>
    (await contactHandler(event, lambdaContextFor('contact'))) as APIGatewayProxyStructuredResultV2;
  const work = (messages: Message[]) =>
    workerHandler(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker'));
  /** Emails that concern one visitor: sent to them, or with Reply-To them. */
  const emailsAbout = async (visitor: string): Promise<MailboxEmail[]> =>
    (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(visitor) || email.replyTo.includes(visitor));

  it('is saved, queued, and mailed to staff and visitor; a redelivery mails nothing again', async () => {
    // Prepare
    const submissionId = randomUUID();
    const visitor = `marie.${submissionId.slice(0, 8)}@example.nl`;

    // Act: the visitor submits
    const response = await submit(
      await answeredJsonEvent({
        submissionId,
        name: 'Marie de Vries',
        email: visitor,
        phone: '06 11 22 33 44',
        message: 'Hoi! <b>Webshop</b> & meer.',
      }),
    );

    // Assess: answered, saved, queued
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(String(response.body))).toEqual({ id: submissionId });
    const row = await aws.getItem('contact', { id: submissionId });
    expect(row).toMatchObject({
      id: submissionId,
      kind: 'contact',
      name: 'Marie de Vries',
      email: visitor,
      phone: '06 11 22 33 44',
      message: 'Hoi! <b>Webshop</b> & meer.',
      source: 'js',
      email_status: {},
      queued_at: expect.any(String),
    });
    expect(row).not.toHaveProperty('awaiting_queue_since');
    const messages = await aws.receiveMessages();
    expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([{ kind: 'contact', id: submissionId }]);

    // Act: the worker gets the message
    const first = await work(messages);

    // Assess: two emails with the right addresses, and their states saved
    expect(first).toEqual({ batchItemFailures: [] });
    const emails = await emailsAbout(visitor);
    expect(emails).toHaveLength(2);
    const staff = emails.find((email) => email.subject.startsWith('Nieuw contactbericht'))!;
    const confirmation = emails.find((email) => email.destination.to.includes(visitor))!;
    expect(staff).toMatchObject({
      from: `"Startsprong" <${aws.env.SENDER_EMAIL}>`,
      destination: { to: [staffEmail] },
      replyTo: [visitor],
      subject: 'Nieuw contactbericht van Marie de Vries',
    });
    expect(staff.body.html).toContain('Hoi! &lt;b&gt;Webshop&lt;/b&gt; &amp; meer.');
    expect(staff.body.text).toContain('> Hoi! <b>Webshop</b> & meer.');
    expect(confirmation).toMatchObject({
      destination: { to: [visitor] },
      replyTo: [staffEmail],
      subject: 'We hebben je bericht ontvangen | Startsprong',
    });
    expect(confirmation.body.text).toContain('Hoi Marie,');
    const saved = await aws.getItem('contact', { id: submissionId });
    expect(saved?.email_status).toEqual({
      staff_notification: { state: 'sent', sent_at: expect.any(String), message_id: staff.messageId },
      visitor_confirmation: { state: 'sent', sent_at: expect.any(String), message_id: confirmation.messageId },
    });

    // Act: the same message is delivered again
    const again = await work(messages);

    // Assess: nothing new went out
    expect(again).toEqual({ batchItemFailures: [] });
    expect(await emailsAbout(visitor)).toHaveLength(2);
  });

  it('keeps one row and sends one pair of emails when the same submission arrives twice', async () => {
    // Prepare
    const submissionId = randomUUID();
    const visitor = `jan.${submissionId.slice(0, 8)}@example.nl`;
    const fields = { submissionId, name: 'Jan Jansen', email: visitor, message: 'Eerste versie' };

    // Act
    const first = await submit(await answeredJsonEvent(fields));
    const second = await submit(await answeredJsonEvent({ ...fields, message: 'Dubbelklik' }));
    const messages = await aws.receiveMessages(undefined, { waitSeconds: 1 });
    const result = await work(messages);

    // Assess
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(JSON.parse(String(second.body))).toEqual({ id: submissionId });
    const rows = (await aws.scanTable('contact')).filter((item) => item.email === visitor);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: submissionId, message: 'Eerste versie' });
    expect(messages).toHaveLength(2);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(await emailsAbout(visitor)).toHaveLength(2);
  });

  it('saves a plain form post and sends the browser to the confirmation page', async () => {
    // Prepare
    const visitor = `form.${randomUUID().slice(0, 8)}@example.nl`;

    // Act
    const response = await submit(
      formEvent({ name: 'Piet Zonder Script', email: visitor, phone: '', message: 'Via het formulier' }, { base64: true }),
    );

    // Assess
    expect(response.statusCode).toBe(303);
    expect(response.headers?.location).toBe('/contact/verzonden');
    const rows = (await aws.scanTable('contact')).filter((item) => item.email === visitor);
    expect(rows).toEqual([expect.objectContaining({ source: 'form', phone: null, name: 'Piet Zonder Script' })]);
    const messages = await aws.receiveMessages();
    expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([{ kind: 'contact', id: rows[0]!.id }]);
  });
});
