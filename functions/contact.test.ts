import { serverFaultMessage } from '../shared/error-messages.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockedSecrets } from '../tests/support/test-secrets.ts';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { decideContact, handler } from './contact.ts';
import { ValidationError } from './http/errors.ts';
import { formEvent, httpEvent, lambdaContextFor } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { messages } from '../shared/validation-messages.ts';

const submissionId = '6f1c2a4e-3b8d-4c55-9a0e-1f2d3c4b5a69';
const valid = { name: 'Marie de Vries', email: 'Marie@Example.nl', phone: '06-11 22 33 44', message: 'Ik wil een webshop starten.' };
const now = new Date('2025-06-03T12:05:00.000Z');

describe('decideContact', () => {
  const context = { source: 'js' as const, now, newId: () => 'new-id' };

  it('turns a valid submission into the row to save, keyed on the browser submission id', () => {
    // Act
    const decision = decideContact({ ...valid, submissionId }, context);
    // Assess
    expect(decision).toEqual({
      action: 'save',
      row: {
        id: submissionId,
        kind: 'contact',
        name: 'Marie de Vries',
        email: 'marie@example.nl',
        phone: '06-11 22 33 44',
        // The number as the inbox looks it up, however it was typed.
        phone_key: '0611223344',
        // The mailbox the address delivers to and the message's first words, for the staff area's lists.
        mailbox_key: 'marie@example.nl',
        message: 'Ik wil een webshop starten.',
        preview: 'Ik wil een webshop starten.',
        created_at: '2025-06-03T12:05:00.000Z',
        source: 'js',
        email_status: {},
        awaiting_queue_since: '2025-06-03T12:05:00.000Z',
        // Until its emails are out: the re-drive queues it again half an hour on.
        redrive_at: '2025-06-03T12:35:00.000Z',
        // The retention period (12 months) after the moment of saving.
        expires_at: Date.parse('2026-06-03T12:05:00.000Z') / 1000,
      },
    });
  });

  it('makes a new id without a submission id and stores a missing phone as null', () => {
    const decision = decideContact({ name: 'Jan', email: 'jan@example.nl', message: 'Hoi' }, { ...context, source: 'form' });
    expect(decision).toMatchObject({ action: 'save', row: { id: 'new-id', phone: null, source: 'form' } });
  });

  it('keeps a submission whose honeypot is filled, flagged as probably automated and without a confirmation', () => {
    const { row } = decideContact({ ...valid, website: 'https://spam.example', submissionId }, context);
    expect(row).toMatchObject({
      id: submissionId,
      abuse_flags: ['probably_automated'],
      email_status: { visitor_confirmation: { state: 'skipped', reason: 'probably_automated' } },
    });
    expect(decideContact({ ...valid, submissionId }, context).row).not.toHaveProperty('abuse_flags');
  });

  it('throws a validation error with a Dutch message per field', () => {
    const attempt = () => decideContact({ email: 'geen-adres', phone: '12345', message: '' }, context);
    expect(attempt).toThrow(ValidationError);
    try {
      attempt();
    } catch (error) {
      expect((error as ValidationError).fieldErrors).toEqual({
        name: 'Naam is verplicht',
        email: 'Voer een geldig e-mailadres in',
        phone: 'Voer een geldig Nederlands telefoonnummer in',
        message: 'Schrijf je bericht',
      });
    }
  });
});

describe('the contact handler when something goes wrong', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);

  const invoke = async (event: APIGatewayProxyEventV2) =>
    (await handler(event, lambdaContextFor('contact'))) as APIGatewayProxyStructuredResultV2;
  const jsonBody = (response: APIGatewayProxyStructuredResultV2) => JSON.parse(String(response.body));

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.CONTACT_TABLE = 'contact_messages';
    process.env.METRIC_NAMESPACE = 'Startsprong/test';
    process.env.QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads';
    process.env.GUARD_TABLE = 'abuse_guard';
    process.env.COUNTS_TABLE = 'lead_counts';
    process.env.SITE_URL = 'https://www.startsprong.nl';
    useMockedSecrets();
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    // The per-client limit: the first post of this client, never refused before.
    dynamo.on(UpdateCommand, { TableName: 'abuse_guard' }).resolves({ Attributes: { count: 1 } });
    dynamo.on(GetCommand, { TableName: 'abuse_guard' }).resolves({});
  });
  afterEach(() => {
    dynamo.reset();
    sqs.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    dynamo.restore();
    sqs.restore();
  });

  it('answers 500 with a generic Dutch error and queues nothing when the save fails', async () => {
    // Prepare
    dynamo
      .on(PutCommand)
      .rejects(
        Object.assign(new Error('Throughput exceeded for table contact_messages'), { name: 'ProvisionedThroughputExceededException' }),
      );
    // Act
    const response = await invoke(await answeredJsonEvent({ ...valid, submissionId }));
    // Assess
    expect(response.statusCode).toBe(500);
    expect(jsonBody(response)).toEqual({
      error: serverFaultMessage,
      fieldErrors: {},
    });
    expect(response.body).not.toMatch(/Throughput|contact_messages/);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('shows a calm Dutch page, not JSON, when the save of a plain form post fails', async () => {
    dynamo.on(PutCommand).rejects(new Error('boom'));
    const response = await invoke(formEvent(valid));
    expect(response.statusCode).toBe(500);
    expect(response.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toMatch(/<h1[^>]*>Er is iets misgegaan<\/h1>/);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('still answers 201 when the message is saved but the queue refuses it, and leaves the row marked as waiting', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).rejects(new Error('Queue unavailable'));
    // Act
    const response = await invoke(await answeredJsonEvent({ ...valid, submissionId }));
    // Assess
    expect(response.statusCode).toBe(201);
    expect(jsonBody(response)).toEqual({ id: submissionId });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      TableName: 'contact_messages',
      ConditionExpression: 'attribute_not_exists(id)',
      Item: { id: submissionId, kind: 'contact', email: 'marie@example.nl', source: 'js', email_status: {} },
    });
    expect(put.Item?.awaiting_queue_since).toEqual(expect.any(String));
    expect(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input).toEqual({
      QueueUrl: 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads',
      MessageBody: JSON.stringify({ kind: 'contact', id: submissionId }),
    });
    // The only write after the save brings the re-drive forward, so it queues the row within minutes.
    expect(dynamo.commandCalls(UpdateCommand, { TableName: 'contact_messages' }).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({
        Key: { id: submissionId },
        UpdateExpression: 'SET #due = :soon',
        ConditionExpression: 'attribute_exists(#due)',
      }),
    ]);
  });

  it('treats a submission id saved before as success and queues it again for the idempotent worker', async () => {
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    const response = await invoke(await answeredJsonEvent({ ...valid, submissionId }));

    expect(response.statusCode).toBe(201);
    expect(jsonBody(response)).toEqual({ id: submissionId });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(1);
    expect(dynamo.commandCalls(UpdateCommand, { TableName: 'contact_messages' })[0]!.args[0].input).toMatchObject({
      Key: { id: submissionId },
      UpdateExpression: 'SET queued_at = :now REMOVE awaiting_queue_since',
    });
  });

  it('answers 400 with Dutch field errors and touches no table when fields are invalid', async () => {
    const response = await invoke(await answeredJsonEvent({ name: '', email: 'marie', message: 'Hoi' }));
    expect(response.statusCode).toBe(400);
    expect(jsonBody(response)).toEqual({
      error: 'Controleer de gemarkeerde velden.',
      fieldErrors: { name: 'Naam is verplicht', email: 'Voer een geldig e-mailadres in' },
    });
    expect(dynamo.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });

  it('refuses a 59 KB message of 5,000 characters in Dutch and saves nothing: its bytes are limited as well as its characters', async () => {
    // Prepare: 5,000 characters as a person counts them, each an é with five accents stacked on it (12 bytes)
    const message = `é${'\u0301'.repeat(5)}`.repeat(5000);
    expect(Buffer.byteLength(message)).toBeGreaterThan(58 * 1024);

    // Act
    const response = await invoke(await answeredJsonEvent({ ...valid, message }));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(jsonBody(response).fieldErrors).toEqual({ message: messages.tooManyBytes });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 400 in Dutch to a body that is not JSON', async () => {
    const response = await invoke(httpEvent({ body: '{"name": "Marie"', contentType: 'application/json' }));
    expect(response.statusCode).toBe(400);
    expect(jsonBody(response)).toEqual({
      error: 'We konden je verzoek niet lezen. Vernieuw de pagina en probeer het opnieuw.',
      fieldErrors: {},
    });
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 415 in Dutch to a content type it does not read', async () => {
    const response = await invoke(httpEvent({ body: 'name=Marie', contentType: 'text/plain' }));
    expect(response.statusCode).toBe(415);
    expect(jsonBody(response).error).toBe('Dit formaat kunnen we niet verwerken. Verstuur het formulier via de website.');
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers a filled honeypot like a success and keeps the message, flagged for staff', async () => {
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand, { TableName: 'contact_messages' }).resolves({});
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    const json = await invoke(await answeredJsonEvent({ ...valid, submissionId, website: 'https://spam.example' }));

    expect(json.statusCode).toBe(201);
    expect(jsonBody(json)).toEqual({ id: submissionId });
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ abuse_flags: ['probably_automated'] });
  });

  it('answers 429 with Retry-After and a Dutch message once the client passed its limit, and saves nothing', async () => {
    dynamo.on(UpdateCommand, { TableName: 'abuse_guard' }).resolves({ Attributes: { count: 6 } });

    const response = await invoke(await answeredJsonEvent({ ...valid, submissionId }));

    expect(response.statusCode).toBe(429);
    expect(Number(response.headers?.['retry-after'])).toBeGreaterThan(0);
    expect(jsonBody(response).error).toMatch(/^Je hebt in korte tijd vaak iets verstuurd/);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('redirects a plain form post to the confirmation page with 303', async () => {
    dynamo.on(PutCommand).resolves({});
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    const response = await invoke(formEvent(valid, { base64: true }));

    expect(response.statusCode).toBe(303);
    expect(response.headers?.location).toBe('/contact/verzonden');
    const item = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item;
    expect(item).toMatchObject({ name: 'Marie de Vries', source: 'form', phone: '06-11 22 33 44' });
    expect(JSON.parse(String(sqs.commandCalls(SendMessageCommand)[0]!.args[0].input.MessageBody))).toEqual({
      kind: 'contact',
      id: item?.id,
    });
  });

  it('answers an invalid plain form post with a Dutch HTML page listing what to fix, every value escaped', async () => {
    const response = await invoke(
      formEvent({ name: '<script>alert(1)</script>', email: '"><img src=x onerror=alert(1)>', message: 'Hoi' }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.headers?.['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain('<li><strong>E-mailadres</strong>: Voer een geldig e-mailadres in</li>');
    expect(response.body).toMatch(/<a href="\/contact"[^>]*>Terug naar het contactformulier<\/a>/);
    expect(response.body).not.toMatch(/<script|<img|<style/);
    expect(response.body).toMatch(/<input id="veld-name" name="name" type="text" value="&lt;script&gt;alert\(1\)&lt;\/script&gt;"/);
    expect(response.body).toContain('>Hoi</textarea>');
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('logs no personal data of the visitor', async () => {
    const write = vi.mocked(process.stdout.write);
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).rejects(new Error('Queue unavailable'));

    await invoke(await answeredJsonEvent({ ...valid, submissionId }));

    const logged = write.mock.calls.map((call) => String(call[0])).join('');
    expect(logged).toContain(submissionId);
    expect(logged).not.toMatch(/Marie|marie@|webshop|11 22 33/);
  });
});
