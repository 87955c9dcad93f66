import { serverFaultMessage } from '../shared/error-messages.ts';
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockedSecrets } from '../tests/support/test-secrets.ts';
import { dataRetentionMonths } from '../shared/business-facts.ts';
import { intakeSchema } from '../shared/intake.ts';
import { decideIntake, handler, intakeRow, tooFast } from './intake.ts';
import { MIN_FILL_MS } from '../shared/intake-copy.ts';
import { lambdaContextFor } from '../tests/support/test-events.ts';
import { intakeBody } from '../tests/support/test-intake.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';

describe('decideIntake', () => {
  it('tells a filled honeypot apart', () => {
    const id = randomUUID();
    const body = intakeBody(id, 'a@voorbeeld.nl');

    expect(decideIntake({ ...body, website: 'https://spam.example' }).honeypot).toBe(true);
    expect(decideIntake(body)).toMatchObject({ intake: { submissionId: id }, honeypot: false });
  });

  it('calls a form sent within seconds of its start too fast, by the time the server measured', () => {
    expect(tooFast(0)).toBe(true);
    expect(tooFast(MIN_FILL_MS - 1)).toBe(true);
    expect(tooFast(MIN_FILL_MS)).toBe(false);
  });

  it('keeps what fits of where the visitor came from and never refuses an intake for the rest', () => {
    const body = intakeBody(randomUUID(), 'a@voorbeeld.nl');

    const decided = decideIntake({
      ...body,
      attribution: { pagePath: '/start', utmSource: '<script>', utmCampaign: 'voorjaar' },
      foundVia: 'recommendation',
    });
    const refused = decideIntake({ ...body, attribution: 'niet eens een object', foundVia: 'iets anders' });

    expect(decided.attribution).toEqual({ pagePath: '/start', utmCampaign: 'voorjaar', foundVia: 'recommendation' });
    expect(intakeRow(decided.intake, [], new Date(), undefined, decided.attribution).attribution).toEqual(decided.attribution);
    expect(refused.attribution).toBeUndefined();
    expect(intakeRow(refused.intake, [], new Date())).not.toHaveProperty('attribution');
  });

  it('throws the Dutch step messages for a bad intake', () => {
    expect(() => decideIntake({ submissionId: randomUUID() })).toThrowError(
      expect.objectContaining({
        fieldErrors: expect.objectContaining({ firstName: 'Voornaam is verplicht', budget: 'Selecteer je huidige budget' }),
      }),
    );
  });
});

describe('intakeRow', () => {
  const now = new Date('2025-06-03T12:05:00.000Z');
  const files = [{ name: 'plan.pdf', key: 'intake/x/1.pdf', size: 2048, type: 'application/pdf' }];

  it("maps the form to one row in the spec's snake_case fields, waiting for the queue, expiring after the retention period", () => {
    // Prepare
    const id = randomUUID();
    const intake = intakeSchema.parse({
      ...intakeBody(id, 'Sanne@Voorbeeld.nl'),
      city: '  ',
      helpNeeded: ['something-else'],
      helpOther: 'Een pitch',
      businessOther: 'Niet gevraagd: het is een salon',
    });

    // Act
    const row = intakeRow(intake, files, now);

    // Assess
    expect(row).toEqual({
      id,
      kind: 'intake',
      first_name: 'Sanne',
      email: 'sanne@voorbeeld.nl',
      phone: '06 12 34 56 78',
      phone_key: '0612345678',
      mailbox_key: 'sanne@voorbeeld.nl',
      age: 29,
      city: null,
      business_type: 'beauty-salon',
      business_other: null,
      app_description: null,
      current_stage: 'idea-only',
      existing_assets: ['none'],
      help_needed: ['something-else'],
      help_other: 'Een pitch',
      timeline: '3-months',
      budget: 'no-budget',
      dream_description: 'Een eigen salon met vaste klanten & <b>een</b> webshop.',
      uploaded_files: files,
      accepted_terms_at: '2025-06-03T12:05:00.000Z',
      created_at: '2025-06-03T12:05:00.000Z',
      email_status: {},
      awaiting_queue_since: '2025-06-03T12:05:00.000Z',
      redrive_at: '2025-06-03T12:35:00.000Z',
      expires_at: Date.UTC(2025 + dataRetentionMonths / 12, 5, 3, 12, 5) / 1000,
    });
    expect(row).not.toHaveProperty('acceptTerms');
    expect(row).not.toHaveProperty('businessOther');
    expect(row).not.toHaveProperty('website');
  });

  it('keeps the app description only for an app, and stores an age that is no whole number as null', () => {
    const id = randomUUID();
    const app = intakeSchema.parse({
      ...intakeBody(id, 'a@voorbeeld.nl'),
      businessType: 'app-software',
      appDescription: 'Boekingsapp',
      age: 'dertig',
    });
    const salon = intakeSchema.parse({ ...intakeBody(id, 'a@voorbeeld.nl'), appDescription: 'Boekingsapp' });

    expect(intakeRow(app, [], now)).toMatchObject({ app_description: 'Boekingsapp', age: null, phone: '06 12 34 56 78' });
    expect(intakeRow(salon, [], now).app_description).toBeNull();
  });
});

describe('the intake handler when something goes wrong', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);
  const s3 = mockClient(S3Client);
  const submissionId = randomUUID();
  const file = { key: `pending/${submissionId}/${randomUUID()}.pdf`, name: 'plan.pdf' };

  const invoke = async (event: APIGatewayProxyEventV2) =>
    (await handler(event, lambdaContextFor('intake'))) as APIGatewayProxyStructuredResultV2;
  // Only the part of the SDK's stream the handler reads: its bytes.
  const firstBytes = (text: string) =>
    ({ transformToByteArray: async () => new TextEncoder().encode(text) }) as unknown as GetObjectCommandOutput['Body'];
  const bodyOf = (response: APIGatewayProxyStructuredResultV2) =>
    JSON.parse(String(response.body)) as { error: string; fieldErrors: Record<string, string> };

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.INTAKE_TABLE = 'start_form_submissions';
    process.env.METRIC_NAMESPACE = 'Startsprong/test';
    process.env.UPLOADS_BUCKET = 'startsprong-uploads';
    process.env.QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads';
    process.env.GUARD_TABLE = 'abuse_guard';
    process.env.COUNTS_TABLE = 'lead_counts';
    process.env.SITE_URL = 'https://www.startsprong.nl';
    useMockedSecrets();
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    dynamo.on(GetCommand).resolves({});
    // The per-client limit: the first post of this client.
    dynamo.on(UpdateCommand, { TableName: 'abuse_guard' }).resolves({ Attributes: { count: 1 } });
    s3.on(HeadObjectCommand).resolves({ ContentLength: 2048, ContentType: 'application/pdf' });
    s3.on(GetObjectCommand).resolves({ Body: firstBytes('%PDF-1.7\n') });
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
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(500);
    expect(bodyOf(response).error).toBe(serverFaultMessage);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers 201 when the save worked but the queue did not, and leaves the row waiting for the re-drive', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).rejects(new Error('SQS unavailable'));

    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(String(response.body))).toEqual({ id: submissionId, confirmation: false });
    const saved = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(saved).toMatchObject({
      id: submissionId,
      awaiting_queue_since: expect.any(String),
      uploaded_files: [{ name: 'plan.pdf', key: `intake/${file.key.slice('pending/'.length)}`, size: 2048, type: 'application/pdf' }],
    });
    expect(
      dynamo.commandCalls(UpdateCommand, { TableName: 'start_form_submissions' }).map((call) => call.args[0].input.UpdateExpression),
    ).toEqual(['SET #due = :soon']);
  });

  it('refuses an upload that is too large, whatever the browser said, and saves nothing', async () => {
    // Prepare
    s3.on(HeadObjectCommand).resolves({ ContentLength: 50 * 1024 * 1024, ContentType: 'application/pdf' });

    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).fieldErrors.uploadedFiles).toBe(
      'plan.pdf is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.',
    );
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses an upload that is missing from storage, and saves nothing', async () => {
    // Prepare
    s3.on(HeadObjectCommand).rejects(Object.assign(new Error('Not Found'), { name: 'NotFound', $metadata: { httpStatusCode: 404 } }));

    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).fieldErrors.uploadedFiles).toContain('niet goed aangekomen');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['another submission', () => `pending/${randomUUID()}/${randomUUID()}.pdf`],
    ['a path that climbs out of the submission', () => `pending/${submissionId}/../${randomUUID()}/x.pdf`],
    ['a nested path', () => `pending/${submissionId}/sub/x.pdf`],
    ['the attached folder of the submission', () => `intake/${submissionId}/${randomUUID()}.pdf`],
    ['a lone surrogate, which no URL can carry', () => `pending/${submissionId}/\ud800.pdf`],
    ['a NUL', () => `pending/${submissionId}/${randomUUID()}.pdf\u0000`],
    ['a name the visitor chose', () => `pending/${submissionId}/plan.pdf`],
    ['an extension no accepted type has', () => `pending/${submissionId}/${randomUUID()}.html`],
  ])('refuses a key in %s in Dutch without looking it up, and saves nothing', async (_, key) => {
    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [{ key: key(), name: 'x.pdf' }])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).fieldErrors.uploadedFiles).toBe(
      'Een van je bestanden hoort niet bij deze aanvraag. Ga terug naar stap 9 en voeg het opnieuw toe.',
    );
    expect(s3.commandCalls(HeadObjectCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['a type other than its name says', { ContentLength: 2048, ContentType: 'text/html' }],
    ['no type', { ContentLength: 2048 }],
    ['no content', { ContentLength: 0, ContentType: 'application/pdf' }],
  ])('refuses a stored file with %s, and saves nothing', async (_, head) => {
    // Prepare
    s3.on(HeadObjectCommand).resolves(head);

    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toEqual({
      error: 'plan.pdf is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.',
      fieldErrors: {
        uploadedFiles: 'plan.pdf is te groot of geen toegestaan bestandstype. Ga terug naar stap 9 en kies een ander bestand.',
      },
    });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers a submit saved before with the same 201, saves nothing new and queues it again for the idempotent worker', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { id: submissionId } });

    // Act
    const response = await invoke(await answeredJsonEvent(intakeBody(submissionId, 'a@voorbeeld.nl', [file])));

    // Assess
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(String(response.body))).toEqual({ id: submissionId, confirmation: false });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input.MessageBody)).toEqual([
      JSON.stringify({ kind: 'intake', id: submissionId }),
    ]);
  });

  it('keeps a submission that looks automated, flagged for staff and without a confirmation to the visitor', async () => {
    dynamo.on(PutCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });

    const response = await invoke(await answeredJsonEvent({ ...intakeBody(submissionId, 'bot@voorbeeld.nl'), fillMs: 800 }));

    expect(response.statusCode).toBe(201);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      abuse_flags: ['probably_automated'],
      email_status: { visitor_confirmation: { state: 'skipped', reason: 'probably_automated' } },
    });
  });
});
