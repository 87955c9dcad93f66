import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { APIGatewayProxyEventV2, SQSEvent } from 'aws-lambda';
import { lambdaFunctions } from '../../infra/app-spec.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';

/**
 * The wiring of `npm start` with stand-in handlers that use the AWS SDK the way the real ones do:
 * the contact handler queues a message, the poller hands it to the worker, the worker sends an email.
 */
describe('the local stack', () => {
  let root: string;
  let stack: LocalStack;
  const loaded: string[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'local-stack-test-'));
    mkdirSync(join(root, 'site', '404'), { recursive: true });
    writeFileSync(join(root, 'site', 'index.html'), '<!doctype html><title>Startsprong</title>');
    writeFileSync(join(root, 'site', '404', 'index.html'), '<!doctype html><title>404 Pagina niet gevonden</title>');

    // Clients are created inside the handlers, after the stack has put its settings in process.env.
    const contact = {
      handler: async (event: APIGatewayProxyEventV2) => {
        const sqs = new SQSClient({});
        await sqs.send(
          new SendMessageCommand({
            QueueUrl: process.env.QUEUE_URL,
            MessageBody: JSON.stringify({ kind: 'contact', id: JSON.parse(event.body!).id }),
          }),
        );
        sqs.destroy();
        return { statusCode: 202, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
      },
    };
    const worker = {
      handler: async (event: SQSEvent) => {
        const ses = new SESv2Client({});
        for (const record of event.Records) {
          await ses.send(
            new SendEmailCommand({
              FromEmailAddress: process.env.SENDER_EMAIL,
              Destination: { ToAddresses: [process.env.STAFF_EMAIL!] },
              Content: {
                Simple: {
                  Subject: { Data: `Nieuw bericht ${JSON.parse(record.body).id}` },
                  Body: { Text: { Data: process.env.SITE_URL! } },
                },
              },
            }),
          );
        }
        ses.destroy();
        return { batchItemFailures: [] };
      },
    };
    const modules: Record<string, unknown> = { [lambdaFunctions.contact.entry]: contact, [lambdaFunctions.worker.entry]: worker };

    stack = await startLocalStack({
      siteDir: join(root, 'site'),
      port: 0,
      siteUrl: 'http://localhost:3999',
      dataDir: join(root, 'data'),
      emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 },
      loadModule: async (entry) => {
        loaded.push(entry);
        // The functions this test does not exercise get a handler that does nothing.
        return modules[entry] ?? { handler: async () => ({ statusCode: 204 }) };
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('loads every function of app-spec after its environment is in place', () => {
    // Assess
    expect(loaded.sort()).toEqual(
      Object.values(lambdaFunctions)
        .map((f) => f.entry)
        .sort(),
    );
    expect(process.env.QUEUE_URL).toBe(stack.queueUrls.leads);
    expect(process.env.SITE_URL).toBe('http://localhost:3999');
  });

  it('turns a contact post into an email through the queue and the worker', async () => {
    // Act
    const response = await fetch(`${stack.gateway.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'lead-42' }),
    });

    // Assess
    expect(response.status).toBe(202);
    await vi.waitFor(async () => expect((await listEmails(stack.mailboxUrl)).map((e) => e.subject)).toContain('Nieuw bericht lead-42'), {
      timeout: 15_000,
      interval: 200,
    });
    const email = (await listEmails(stack.mailboxUrl)).find((e) => e.subject === 'Nieuw bericht lead-42')!;
    expect(email.body.text).toBe('http://localhost:3999');
  });

  it('serves the site beside the API', async () => {
    // Act
    const home = await fetch(`${stack.gateway.url}/`);
    const missing = await fetch(`${stack.gateway.url}/nergens`);

    // Assess
    expect(home.status).toBe(200);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Pagina niet gevonden');
  });
});

describe('a restarted local stack', () => {
  it('keeps the DynamoDB tables and S3 objects in its data folder', async () => {
    // Prepare
    const root = mkdtempSync(join(tmpdir(), 'local-stack-restart-'));
    const noop = { handler: async () => ({ statusCode: 200 }) };
    const options = {
      siteDir: null,
      port: 0,
      siteUrl: 'http://localhost:3999',
      dataDir: join(root, 'data'),
      emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 },
      loadModule: async () => noop,
    };
    const { DynamoDBClient, PutItemCommand, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
    const { S3Client, CreateBucketCommand, PutObjectCommand, GetObjectCommand } = await import('@aws-sdk/client-s3');
    const first = await startLocalStack(options);
    const dynamoBefore = new DynamoDBClient({});
    const s3Before = new S3Client({});
    await dynamoBefore.send(
      new PutItemCommand({ TableName: process.env.CONTACT_TABLE, Item: { id: { S: 'blijft' }, naam: { S: 'Jan' } } }),
    );
    await s3Before.send(new CreateBucketCommand({ Bucket: 'uploads' }));
    await s3Before.send(new PutObjectCommand({ Bucket: 'uploads', Key: 'lead-1/offerte.pdf', Body: 'pdf' }));
    dynamoBefore.destroy();
    s3Before.destroy();
    await first.stop();

    // Act
    const second = await startLocalStack(options);
    const dynamoAfter = new DynamoDBClient({});
    const s3After = new S3Client({});
    const item = await dynamoAfter.send(new GetItemCommand({ TableName: process.env.CONTACT_TABLE, Key: { id: { S: 'blijft' } } }));
    const object = await s3After.send(new GetObjectCommand({ Bucket: 'uploads', Key: 'lead-1/offerte.pdf' }));
    const objectBody = await object.Body?.transformToString();
    dynamoAfter.destroy();
    s3After.destroy();
    await second.stop();

    // Assess
    expect(item.Item?.naam?.S).toBe('Jan');
    expect(objectBody).toBe('pdf');
    rmSync(root, { recursive: true, force: true });
  });
});
