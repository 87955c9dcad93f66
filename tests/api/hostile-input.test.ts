import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxBodyBytes, tables } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { startApiStack } from '../support/api-stack.ts';
import { floodTestRouteLimits } from '../support/route-limits.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { notDutchReason } from '../support/dutch.ts';

/*
 * Property-based hostile input (issue: quality gates): thousands of generated request bodies that are
 * wrong by construction go through the real local gateway to the real handlers. Every one must answer
 * 4xx with a Dutch sentence, never 5xx, and nothing may be written, queued or sent.
 */

type RouteSpec = {
  path: string;
  /** A body that would be accepted: every hostile body below breaks it in one or more ways. */
  valid: () => Record<string, unknown>;
  required: readonly string[];
  /** Single-line text fields that end up in email headers or subjects. */
  singleLine: readonly string[];
  /** Longest accepted value per text field. */
  maxLength: Readonly<Record<string, number>>;
};

const routes: readonly RouteSpec[] = [
  {
    path: '/api/contact',
    valid: () => ({ name: 'Fatima de Vries', email: 'fatima@voorbeeld.nl', phone: '0612345678', message: 'Hallo, ik heb een vraag.' }),
    required: ['name', 'email', 'message'],
    singleLine: ['name', 'email'],
    maxLength: { name: 100, message: 5000 },
  },
  {
    path: '/api/intake',
    valid: () => ({
      submissionId: '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f',
      fillMs: 60_000,
      firstName: 'Sanne',
      email: 'sanne@voorbeeld.nl',
      businessType: 'webshop',
      currentStage: 'idea-only',
      existingAssets: ['none'],
      helpNeeded: ['website'],
      timeline: 'asap',
      budget: 'small',
      dreamDescription: 'Een webshop in handgemaakte keramiek.',
      acceptTerms: true,
    }),
    required: [
      'firstName',
      'email',
      'businessType',
      'currentStage',
      'existingAssets',
      'helpNeeded',
      'timeline',
      'budget',
      'dreamDescription',
      'acceptTerms',
      'submissionId',
    ],
    singleLine: ['firstName', 'email'],
    maxLength: { firstName: 100, dreamDescription: 2500 },
  },
  {
    path: '/api/newsletter',
    valid: () => ({ email: 'lezer@voorbeeld.nl' }),
    required: ['email'],
    singleLine: ['email'],
    maxLength: {},
  },
  {
    path: '/api/uploads',
    valid: () => ({
      submissionId: '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f',
      files: [{ name: 'plan.pdf', type: 'application/pdf', size: 1024 }],
    }),
    required: ['submissionId', 'files'],
    singleLine: [],
    maxLength: {},
  },
];

type Request = { body: string; contentType?: string; label: string };

const junk = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const controlChar = fc
  .integer({ min: 0, max: 31 })
  .filter((code) => code !== 9 && code !== 10 && code !== 13)
  .map((code) => String.fromCharCode(code));
const htmlAndScript = fc.constantFrom(
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  '{{constructor.constructor("x")()}}',
  '${process.exit()}',
);
const extraFields = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !['__proto__', 'constructor', 'prototype'].includes(key)),
  junk,
  { maxKeys: 4 },
);

function hostileRequests(route: RouteSpec): fc.Arbitrary<Request> {
  const json = (body: Record<string, unknown>, label: string): Request => ({
    body: JSON.stringify(body),
    contentType: 'application/json',
    label,
  });
  const field = fc.constantFrom(...route.required);
  const single = fc.constantFrom(...(route.singleLine.length ? route.singleLine : route.required));
  const limited = fc.constantFrom(...(Object.keys(route.maxLength).length ? Object.keys(route.maxLength) : route.required));
  const tooLong = (name: string) => route.maxLength[name] ?? 300;
  const hostileFile = fc.oneof(
    fc.record({
      name: fc.constantFrom('virus.exe', 'a.svg', 'noot.html', 'plan.pdf.exe'),
      type: fc.constantFrom('application/x-msdownload', 'image/svg+xml', 'text/html', 'application/pdf'),
      size: fc.integer({ min: 1, max: 1000 }),
    }),
    fc.record({
      name: fc.constant('groot.pdf'),
      type: fc.constant('application/pdf'),
      size: fc.integer({ min: 10 * 1024 * 1024 + 1, max: 2 ** 40 }),
    }),
    fc.record({ name: fc.constant('leeg.pdf'), type: fc.constant('application/pdf'), size: fc.constantFrom(0, -1, 1.5) }),
    fc.record({ name: fc.constantFrom('a\r\nb.pdf', '\u0000.pdf', ''), type: fc.constant('application/pdf'), size: fc.constant(10) }),
  );

  return fc.oneof(
    // missing required fields, with extra fields on top
    fc.tuple(fc.subarray([...route.required], { minLength: 1 }), extraFields).map(([missing, extra]) => {
      const body: Record<string, unknown> = { ...route.valid(), ...extra };
      for (const name of missing) delete body[name];
      return json(body, `zonder ${missing.join(', ')}`);
    }),
    // wrong types
    fc
      .tuple(field, junk)
      .filter(([name, value]) => JSON.stringify(value) !== JSON.stringify(route.valid()[name]))
      .map(([name, value]) => json({ ...route.valid(), [name]: value }, `verkeerd type voor ${name}`)),
    // CRLF and other line breaks in single-line fields: header injection attempts
    fc
      .tuple(single, fc.constantFrom('\r\n', '\n', '\r', '\u2028'), htmlAndScript)
      .map(([name, breakChars, payload]) =>
        json(
          { ...route.valid(), [name]: `${route.valid()[name]}${breakChars}Bcc: slachtoffer@voorbeeld.nl${breakChars}${payload}` },
          `regelovergang in ${name}`,
        ),
      ),
    // control characters anywhere in a text field
    fc
      .tuple(field, controlChar, htmlAndScript)
      .map(([name, control, payload]) =>
        json({ ...route.valid(), [name]: `${payload}${control}${route.valid()[name]}` }, `stuurteken in ${name}`),
      ),
    // huge strings
    fc
      .tuple(limited, fc.integer({ min: 1, max: 20_000 }))
      .map(([name, extra]) => json({ ...route.valid(), [name]: 'x'.repeat(tooLong(name) + extra) }, `te lang: ${name}`)),
    // not an email address (for the forms), or a forbidden file (for the uploads)
    route.required.includes('email')
      ? fc
          .string({ maxLength: 60 })
          .filter((value) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim()))
          .map((email) => json({ ...route.valid(), email }, 'ongeldig e-mailadres'))
      : fc.array(hostileFile, { minLength: 1, maxLength: 8 }).map((files) => json({ ...route.valid(), files }, 'verboden bestand')),
    // not JSON at all
    fc
      .string({ maxLength: 200 })
      .filter((text) => {
        try {
          const parsed: unknown = JSON.parse(text);
          return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
        } catch {
          return true;
        }
      })
      .map((body) => ({ body, contentType: 'application/json', label: 'geen JSON-object' })),
    // a type of content the API does not take
    fc
      .constantFrom('text/plain', 'application/xml', 'text/html', 'application/octet-stream', 'image/png')
      .map((contentType) => ({ body: JSON.stringify(route.valid()), contentType, label: `content-type ${contentType}` })),
  );
}

let stack: LocalStack;

/** Rows in every table, and messages on the leads queue: both must stay at zero. */
async function somethingWritten(): Promise<{ rows: number; queued: number }> {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
  );
  const sqs = new SQSClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_SQS, credentials: localCredentials });
  let rows = 0;
  for (const table of Object.values(tables)) {
    rows += (await documents.send(new ScanCommand({ TableName: table.localName, ConsistentRead: true }))).Items?.length ?? 0;
  }
  const attributes = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: stack.queueUrls.leads,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  const queued =
    Number(attributes.Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(attributes.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0);
  documents.destroy();
  sqs.destroy();
  return { rows, queued };
}

beforeAll(async () => {
  // Thousands of rejected requests would each print a log line; the logs are not what this test reads.
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  stack = await startApiStack({ routeLimits: floodTestRouteLimits });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

describe.each(routes)('hostile input to $path', (route) => {
  it('answers every wrong body with 4xx and a Dutch error, field by field too, never 5xx, and writes nothing', async () => {
    const url = new URL(route.path, stack.gateway.url).toString();
    await fc.assert(
      fc.asyncProperty(hostileRequests(route), async (request) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: request.contentType ? { 'content-type': request.contentType } : {},
          body: request.body,
        });
        const answer = (await response.json()) as { error?: unknown; fieldErrors?: Record<string, unknown>; stack?: unknown };
        expect(response.status, request.label).toBeGreaterThanOrEqual(400);
        expect(response.status, request.label).toBeLessThan(500);
        expect(typeof answer.error, request.label).toBe('string');
        expect(notDutchReason(answer.error), `${request.label}: ${String(answer.error)}`).toBeNull();
        for (const [field, message] of Object.entries(answer.fieldErrors ?? {})) {
          expect(notDutchReason(message), `${request.label}, ${field}: ${String(message)}`).toBeNull();
        }
        expect(JSON.stringify(answer), request.label).not.toMatch(/at .*\.(ts|js):\d+|Error:/);
      }),
      // Nine kinds of hostile body, picked evenly: 400 runs try each kind about 44 times per route, so each of
      // the intake's eleven fields gets a wrong type, a missing value and a control character several times.
      // 1,500 runs (6,000 requests over the four routes) spent most of the suite's time on repeats of the same kinds.
      { numRuns: 400 },
    );

    expect(await somethingWritten()).toEqual({ rows: 0, queued: 0 });
    expect(await listEmails(stack.mailboxUrl)).toEqual([]);
  }, 240_000);

  it('refuses an oversized body with 413 and a Dutch error', async () => {
    const response = await fetch(new URL(route.path, stack.gateway.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...route.valid(), padding: 'x'.repeat(maxBodyBytes + 1) }),
    });

    expect(response.status).toBe(413);
    expect(notDutchReason(((await response.json()) as { error: string }).error)).toBeNull();
  });
});
