import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockedSecrets } from '../tests/support/test-secrets.ts';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendEmailCommand, SESv2Client, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import type { ContactRow } from './records/contact-record.ts';
import { CLAIM_STALE_MS } from './mail/send-once.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { planContactEmails } from './kinds/contact.ts';
import { fromAddress } from './mail/address.ts';
import { handler, parseQueueMessage } from './worker.ts';

const config = { senderEmail: 'noreply@startsprong.nl', staffEmail: 'staff@startsprong.nl', siteUrl: 'https://www.startsprong.nl' };

function rowOf(id: string, overrides: Partial<ContactRow> = {}): ContactRow {
  return {
    id,
    kind: 'contact',
    name: 'Marie de Vries',
    email: `${id}@example.nl`,
    phone: null,
    message: 'Ik wil een webshop starten.',
    created_at: '2025-06-03T12:05:00.000Z',
    source: 'js',
    email_status: {},
    ...overrides,
  };
}

/** Lead reads only: the guard table's reads get their own answer (no suppression, no pause). */
const contactTable = { TableName: 'contact_messages' };

const sentState = { state: 'sent', sent_at: '2025-06-03T12:06:00.000Z', message_id: 'ses-1' } as const;

describe('parseQueueMessage', () => {
  it('reads a contact pointer', () => {
    expect(parseQueueMessage({ body: '{"kind":"contact","id":"abc"}' })).toEqual({ kind: 'contact', id: 'abc' });
  });

  it.each(['not json', '{"kind":"contact"}', '{"kind":"offerte","id":"x"}', '[]'])('refuses %s', (body) => {
    expect(() => parseQueueMessage({ body })).toThrow(/Message body/);
  });
});

describe('planContactEmails', () => {
  it('plans the staff notification with Reply-To the visitor and the confirmation with Reply-To staff', () => {
    // Act
    const emails = planContactEmails(rowOf('a'), config);
    // Assess
    expect(emails.map(({ name, from, to, replyTo }) => ({ name, from, to, replyTo }))).toEqual([
      { name: 'staff_notification', from: '"Startsprong" <noreply@startsprong.nl>', to: 'staff@startsprong.nl', replyTo: 'a@example.nl' },
      { name: 'visitor_confirmation', from: '"Startsprong" <noreply@startsprong.nl>', to: 'a@example.nl', replyTo: 'staff@startsprong.nl' },
    ]);
    expect(emails[0]!.content.subject).toBe('Nieuw contactbericht van Marie de Vries');
    expect(emails[1]!.content.subject).toBe('We hebben je bericht ontvangen | Startsprong');
  });

  it('leaves out the emails the record says were sent', () => {
    const emails = planContactEmails(rowOf('a', { email_status: { staff_notification: sentState } }), config);
    expect(emails.map((email) => email.name)).toEqual(['visitor_confirmation']);
  });
});

describe('fromAddress', () => {
  it('MIME-encodes a display name that is not plain ASCII', () => {
    expect(fromAddress('Startsprong', 'a@b.nl')).toBe('"Startsprong" <a@b.nl>');
    expect(fromAddress('Één', 'a@b.nl')).toBe(`=?UTF-8?B?${Buffer.from('Één').toString('base64')}?= <a@b.nl>`);
  });
});

describe('the worker when something goes wrong', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const ses = mockClient(SESv2Client);
  const context = lambdaContextFor('worker');

  const pointer = (id: string) => JSON.stringify({ kind: 'contact', id });
  const sesInputs = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);
  const stateUpdates = () =>
    dynamo
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .map((input) => ({
        id: input.Key?.id,
        email: input.ExpressionAttributeNames?.['#name'],
        value: input.ExpressionAttributeValues?.[':state'],
      }))
      .filter((update) => update.value !== undefined);

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.CONTACT_TABLE = 'contact_messages';
    process.env.METRIC_NAMESPACE = 'Startsprong/test';
    process.env.INTAKE_TABLE = 'start_form_submissions';
    process.env.NEWSLETTER_TABLE = 'newsletter_subscribers';
    process.env.BOOKING_TABLE = 'intro_calls';
    process.env.UPLOADS_BUCKET = 'startsprong-uploads';
    process.env.SENDER_EMAIL = config.senderEmail;
    process.env.STAFF_EMAIL = config.staffEmail;
    process.env.SITE_URL = config.siteUrl;
    process.env.SES_CONFIGURATION_SET = 'startsprong-test';
    process.env.GUARD_TABLE = 'abuse_guard';
    useMockedSecrets();
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // The guard table holds no suppression and no pause: every confirmation may go out.
    dynamo.on(GetCommand, { TableName: 'abuse_guard' }).resolves({});
  });
  afterEach(() => {
    dynamo.reset();
    ses.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    dynamo.restore();
    ses.restore();
  });

  it('fails only the record whose email SES could not take now, marks that email failed and keeps the others sent', async () => {
    // Prepare
    dynamo.on(GetCommand, { Key: { id: 'good' } }).resolves({ Item: rowOf('good') });
    dynamo.on(GetCommand, { Key: { id: 'bad' } }).resolves({ Item: rowOf('bad') });
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).callsFake((input: SendEmailCommandInput) => {
      if (input.Destination?.ToAddresses?.[0] === 'bad@example.nl') {
        throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'TooManyRequestsException' });
      }
      return { MessageId: `ses-${input.Destination?.ToAddresses?.[0]}` };
    });

    // Act
    const response = await handler(sqsEvent(sqsRecord(pointer('good'), 'm-good'), sqsRecord(pointer('bad'), 'm-bad')), context);

    // Assess
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-bad' }] });
    expect(sesInputs()).toHaveLength(4);
    expect(sesInputs()[0]).toMatchObject({
      FromEmailAddress: '"Startsprong" <noreply@startsprong.nl>',
      Destination: { ToAddresses: ['staff@startsprong.nl'] },
      ReplyToAddresses: ['good@example.nl'],
      Content: { Simple: { Subject: { Data: 'Nieuw contactbericht van Marie de Vries', Charset: 'UTF-8' } } },
    });
    expect(stateUpdates()).toEqual(
      expect.arrayContaining([
        {
          id: 'good',
          email: 'staff_notification',
          value: expect.objectContaining({ state: 'sent', message_id: 'ses-staff@startsprong.nl' }),
        },
        { id: 'good', email: 'visitor_confirmation', value: expect.objectContaining({ state: 'sent', message_id: 'ses-good@example.nl' }) },
        { id: 'bad', email: 'staff_notification', value: expect.objectContaining({ state: 'sent' }) },
        {
          id: 'bad',
          email: 'visitor_confirmation',
          value: expect.objectContaining({ state: 'failed', error_name: 'TooManyRequestsException' }),
        },
      ]),
    );
  });

  it('records a sandbox refusal once as refused, does not retry it, and counts it for the alarm', async () => {
    // Prepare
    const written: string[] = [];
    vi.mocked(process.stdout.write).mockImplementation((chunk) => written.push(String(chunk)) > 0);
    dynamo.on(GetCommand, contactTable).resolves({ Item: rowOf('sandbox') });
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).callsFake((input: SendEmailCommandInput) => {
      if (input.Destination?.ToAddresses?.[0] === 'sandbox@example.nl') {
        throw Object.assign(
          new Error('Email address is not verified. The following identities failed the check in region EU-WEST-1: sandbox@example.nl'),
          { name: 'MessageRejected' },
        );
      }
      return { MessageId: 'ses-staff' };
    });

    // Act
    const response = await handler(sqsEvent(sqsRecord(pointer('sandbox'), 'm-sandbox')), context);

    // Assess
    expect(response).toEqual({ batchItemFailures: [] });
    expect(sesInputs()).toHaveLength(2);
    const refusals = stateUpdates().filter((update) => update.value.state === 'refused');
    expect(refusals).toEqual([
      {
        id: 'sandbox',
        email: 'visitor_confirmation',
        value: expect.objectContaining({ state: 'refused', error_name: 'MessageRejected', reason: 'unverified-recipient' }),
      },
    ]);
    const metrics = written.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => '_aws' in line);
    expect(metrics.filter((line) => line.EmailsRefused === 1)).toHaveLength(1);
    expect(metrics.filter((line) => 'EmailsFailed' in line)).toEqual([]);
  });

  it('sends nothing more for a record whose confirmation was refused for good', async () => {
    const refused = {
      state: 'refused',
      refused_at: '2025-06-03T12:06:00.000Z',
      error_name: 'MessageRejected',
      reason: 'unverified-recipient',
    } as const;
    dynamo
      .on(GetCommand, contactTable)
      .resolves({ Item: rowOf('a', { email_status: { staff_notification: sentState, visitor_confirmation: refused } }) });

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-a')), context);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
  });

  it('sends one pair of emails when a batch holds two pointers to the same record', async () => {
    dynamo.on(GetCommand, contactTable).resolves({ Item: rowOf('a') });
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-1'), sqsRecord(pointer('a'), 'm-2')), context);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(sesInputs().map((input) => input.Destination?.ToAddresses)).toEqual([['staff@startsprong.nl'], ['a@example.nl']]);
  });

  it('sends nothing for a record whose emails were all sent before', async () => {
    dynamo
      .on(GetCommand, contactTable)
      .resolves({ Item: rowOf('a', { email_status: { staff_notification: sentState, visitor_confirmation: sentState } }) });

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-a')), context);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('skips an email another delivery sent since the record was read', async () => {
    dynamo
      .on(GetCommand, { ConsistentRead: true, Key: { id: 'a' } })
      .resolvesOnce({ Item: rowOf('a') })
      .resolves({ Item: { email_status: { staff_notification: sentState, visitor_confirmation: sentState } } });
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-a')), context);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(ses.calls()).toHaveLength(0);
  });

  it('fails the record without sending while another attempt holds a fresh claim', async () => {
    const fresh = { state: 'sending', claimed_at: new Date(Date.now() - CLAIM_STALE_MS / 4).toISOString() } as const;
    dynamo
      .on(GetCommand, contactTable)
      .resolvesOnce({ Item: rowOf('a') })
      .resolves({ Item: { email_status: { staff_notification: fresh, visitor_confirmation: fresh } } });
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-a')), context);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-a' }] });
    expect(ses.calls()).toHaveLength(0);
  });

  it('claims an email only when it is new, failed, or claimed longer ago than the stale limit', async () => {
    dynamo.on(GetCommand, contactTable).resolves({ Item: rowOf('a', { email_status: { staff_notification: sentState } }) });
    dynamo.on(UpdateCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-2' });
    const before = Date.now();

    await handler(sqsEvent(sqsRecord(pointer('a'))), context);

    const claim = dynamo.commandCalls(UpdateCommand, { TableName: 'contact_messages' })[0]!.args[0].input;
    expect(claim.ConditionExpression).toBe(
      'attribute_exists(#status) AND (attribute_not_exists(#status.#name) OR #status.#name.#state = :failed OR (#status.#name.#state = :sending AND #status.#name.#claimedAt < :stale))',
    );
    expect(claim.ExpressionAttributeNames?.['#name']).toBe('visitor_confirmation');
    expect(claim.ExpressionAttributeValues?.[':claim']).toMatchObject({ state: 'sending' });
    const stale = Date.parse(String(claim.ExpressionAttributeValues?.[':stale']));
    expect(before - stale).toBeGreaterThanOrEqual(CLAIM_STALE_MS - 1000);
    expect(sesInputs()).toHaveLength(1);
    expect(sesInputs()[0]).toMatchObject({ Destination: { ToAddresses: ['a@example.nl'] }, ReplyToAddresses: ['staff@startsprong.nl'] });
  });

  it('counts an email as sent when SES accepted it but its state could not be saved, so it is never sent twice', async () => {
    dynamo.on(GetCommand, contactTable).resolves({ Item: rowOf('a', { email_status: { staff_notification: sentState } }) });
    dynamo.on(UpdateCommand, { TableName: 'abuse_guard' }).resolves({});
    dynamo.on(UpdateCommand, { TableName: 'contact_messages' }).resolvesOnce({}).rejects(new Error('DynamoDB unavailable'));
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-3' });

    const response = await handler(sqsEvent(sqsRecord(pointer('a'), 'm-a')), context);

    expect(response).toEqual({ batchItemFailures: [] });
    expect(sesInputs()).toHaveLength(1);
  });

  it('fails a record whose body is not a valid pointer, without reading any table', async () => {
    const response = await handler(sqsEvent(sqsRecord('{"kind":"contact"}', 'm-x'), sqsRecord('<html>', 'm-y')), context);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-x' }, { itemIdentifier: 'm-y' }] });
    expect(dynamo.calls()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('fails a record whose contact message does not exist', async () => {
    dynamo.on(GetCommand, contactTable).resolves({});

    const response = await handler(sqsEvent(sqsRecord(pointer('missing'), 'm-missing')), context);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-missing' }] });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: 'contact_messages',
      Key: { id: 'missing' },
      ConsistentRead: true,
    });
    expect(ses.calls()).toHaveLength(0);
  });
});
