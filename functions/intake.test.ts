import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideIntake, handler } from './intake.ts';
import { jsonEvent, lambdaContextFor } from './lib/test-events.ts';
import { intakeBody } from './lib/test-intake.ts';

describe('decideIntake', () => {
  it('treats a filled honeypot and a form filled in seconds as bots, keeping nothing', () => {
    const id = randomUUID();
    const now = new Date();

    expect(decideIntake({ ...intakeBody(id, 'a@voorbeeld.nl'), website: 'https://spam.example' }, now)).toEqual({ action: 'ignore', id, reason: 'honeypot' });
    expect(decideIntake({ ...intakeBody(id, 'a@voorbeeld.nl'), startedAt: now.getTime() - 1500 }, now)).toEqual({ action: 'ignore', id, reason: 'too-fast' });
    expect(decideIntake(intakeBody(id, 'a@voorbeeld.nl'), now).action).toBe('save');
  });

  it('throws the Dutch step messages for a bad intake', () => {
    expect(() => decideIntake({ submissionId: randomUUID() }, new Date())).toThrowError(
      expect.objectContaining({ fieldErrors: expect.objectContaining({ firstName: 'Voornaam is verplicht', budget: 'Selecteer je huidige budget' }) }),
    );
  });
});

describe('the intake handler when something goes wrong', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);
  const s3 = mockClient(S3Client);
  const submissionId = randomUUID();
  const file = { key: `pending/${submissionId}/${randomUUID()}.pdf`, name: 'plan.pdf' };

  const invoke = async (event: APIGatewayProxyEventV2) => (await handler(event, lambdaContextFor('intake'))) as APIGatewayProxyStructuredResultV2;
  const bodyOf = (response: APIGatewayProxyStructuredResultV2) => JSON.parse(String(response.body)) as { error: string; fieldErrors: Record<string, string> };

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.INTAKE_TABLE = 'start_form_submissions';
    process.env.UPLOADS_BUCKET = 'startsprong-uploads';
    process.env.QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads';
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    dynamo.on(GetCommand).resolves({});
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
  });
  afterEach(() => {
    dynamo.reset();
    sqs.reset();
    s3.reset();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    dynamo.restore();
    sqs.restore();
    s3.restore();
  });

  it('answers 500 with the calm Dutch message and queues nothing when the save fails', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(Object.assign(new Error('Throughput exceeded'), { name: 'ProvisionedThroughputExceededException' }));

    // Act
    const response = await invoke(jsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response).error).toBe('Er is iets misgegaan aan onze kant. Probeer het later opnieuw of neem direct contact met ons op.');
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers 201 when the save worked but the queue did not, and leaves the row waiting for the re-drive', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).rejects(new Error('SQS unavailable'));

    // Act
    const response = await invoke(jsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(String(response.body))).toEqual({ id: submissionId });
    const saved = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(saved).toMatchObject({ id: submissionId, awaiting_queue_since: expect.any(String), uploaded_files: [{ name: 'plan.pdf', key: `intake/${file.key.slice('pending/'.length)}`, size: 2048, type: 'application/pdf' }] });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses an upload that is too large, whatever the browser said, and saves nothing', async () => {
    // Prepare
    s3.on(HeadObjectCommand).resolves({ ContentLength: 50 * 1024 * 1024, ContentType: 'application/pdf' });

    // Act
    const response = await invoke(jsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).fieldErrors.uploadedFiles).toBe('plan.pdf is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses an upload that is missing from storage, and saves nothing', async () => {
    // Prepare
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('Not Found'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } }));

    // Act
    const response = await invoke(jsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).fieldErrors.uploadedFiles).toContain('niet goed aangekomen');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers a bot like a person but stores and queues nothing', async () => {
    // Act
    const response = await invoke(jsonEvent({ ...intakeBody(submissionId, 'bot@voorbeeld.nl'), website: 'spam' }));

    // Assess
    expect(response.statusCode).toBe(201);
    expect(dynamo.calls()).toHaveLength(0);
    expect(sqs.calls()).toHaveLength(0);
  });
});
