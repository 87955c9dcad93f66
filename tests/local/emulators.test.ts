import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dynalite from 'dynalite';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { envVars, tableIndexes, tables } from '../../infra/app-spec.ts';
import { localCredentials, localRegion, startEmulators } from '../../infra/local/emulators.ts';
import { clearMailbox, listEmails } from '../../infra/local/mailbox.ts';
import { contact } from '../../shared/business-facts.ts';
import { startLocalAws, type LocalAws } from '../support/local-aws.ts';

// Every client here is built the way handler code builds it: no endpoint, no credentials, only the environment.
describe('startEmulators', () => {
  let aws: LocalAws;

  beforeAll(async () => {
    aws = await startLocalAws();
  });

  afterAll(async () => {
    await aws?.stop();
  });

  it('creates every table of app-spec under its local name and names it in the environment', async () => {
    // Prepare
    const client = new DynamoDBClient({});

    // Act
    const described = await Promise.all(
      Object.values(tables).map((table) => client.send(new DescribeTableCommand({ TableName: process.env[table.envVar] }))),
    );

    // Assess
    expect(described.map((d) => d.Table?.TableName)).toEqual(Object.values(tables).map((t) => t.localName));
    expect(described.every((d) => d.Table?.TableStatus === 'ACTIVE')).toBe(true);
    client.destroy();
  });

  it('creates the leads queue with its visibility timeout and an empty dead-letter queue', async () => {
    // Prepare
    const client = new SQSClient({});

    // Act
    const leads = await client.send(new GetQueueAttributesCommand({ QueueUrl: process.env[envVars.queueUrl], AttributeNames: ['All'] }));
    const deadLetter = await client.send(new GetQueueAttributesCommand({ QueueUrl: aws.queueUrls.deadLetter, AttributeNames: ['All'] }));

    // Assess
    expect(process.env[envVars.queueUrl]).toBe(aws.queueUrls.leads);
    expect(leads.Attributes?.VisibilityTimeout).toBe('180');
    expect(leads.Attributes?.QueueArn).toBe('arn:aws:sqs:eu-west-1:123456789012:leads');
    expect(deadLetter.Attributes?.ApproximateNumberOfMessages).toBe('0');
    client.destroy();
  });

  it('accepts a message on the leads queue and hands it out again', async () => {
    // Prepare
    const client = new SQSClient({});

    // Act
    await client.send(
      new SendMessageCommand({ QueueUrl: aws.queueUrls.leads, MessageBody: JSON.stringify({ kind: 'contact', id: 'abc' }) }),
    );
    const messages = await aws.receiveMessages();

    // Assess
    expect(messages.map((m) => m.Body)).toEqual(['{"kind":"contact","id":"abc"}']);
    client.destroy();
  });

  it('shows an email sent through SES v2 in the local mailbox', async () => {
    // Prepare
    await clearMailbox(aws.mailboxUrl);
    const client = new SESv2Client({});

    // Act
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: process.env[envVars.senderEmail],
        Destination: { ToAddresses: ['klant@example.nl'] },
        ReplyToAddresses: [process.env[envVars.staffEmail]!],
        Content: { Simple: { Subject: { Data: 'Bedankt voor je bericht' }, Body: { Text: { Data: 'We reageren binnen 48 uur.' } } } },
      }),
    );
    const emails = await listEmails(aws.mailboxUrl);

    // Assess
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: contact.email,
      replyTo: [contact.staffEmail],
      destination: { to: ['klant@example.nl'] },
      subject: 'Bedankt voor je bericht',
      body: { text: 'We reageren binnen 48 uur.' },
    });
    client.destroy();
  });

  it('empties the mailbox on request', async () => {
    // Prepare
    const client = new SESv2Client({});
    await client.send(
      new SendEmailCommand({
        FromEmailAddress: contact.email,
        Destination: { ToAddresses: ['klant@example.nl'] },
        Content: { Simple: { Subject: { Data: 'Test' }, Body: { Text: { Data: 'Test' } } } },
      }),
    );

    // Act
    await clearMailbox(aws.mailboxUrl);

    // Assess
    expect(await listEmails(aws.mailboxUrl)).toEqual([]);
    client.destroy();
  });

  it('stores and returns an S3 object through the endpoint variable alone', async () => {
    // Prepare
    const client = new S3Client({});
    await client.send(new CreateBucketCommand({ Bucket: 'uploads-test' }));

    // Act
    await client.send(new PutObjectCommand({ Bucket: 'uploads-test', Key: 'a/b.txt', Body: 'hallo', ContentType: 'text/plain' }));
    const object = await client.send(new GetObjectCommand({ Bucket: 'uploads-test', Key: 'a/b.txt' }));

    // Assess
    expect(await object.Body?.transformToString()).toBe('hallo');
    client.destroy();
  });
});

describe('a data folder kept from before the re-drive index', () => {
  it('is rebuilt with the index at start, keeping its rows, and keeps the subscriber key across restarts', async () => {
    // Prepare: a table as an older local stack made it, without the index, with one row
    const dataDir = mkdtempSync(join(tmpdir(), 'startsprong-upgrade-'));
    const server = dynalite({ path: join(dataDir, 'dynamodb'), createTableMs: 0 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const old = new DynamoDBClient({
      region: localRegion,
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      credentials: localCredentials,
    });
    await old.send(
      new CreateTableCommand({
        TableName: tables.contact.localName,
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    await old.send(new PutItemCommand({ TableName: tables.contact.localName, Item: { id: { S: 'oud-1' }, kind: { S: 'contact' } } }));
    old.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));

    // Act
    const first = await startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 } });
    const client = new DynamoDBClient({
      region: localRegion,
      endpoint: first.env.AWS_ENDPOINT_URL_DYNAMODB,
      credentials: localCredentials,
    });
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tables.contact.localName }));
    const { Items } = await client.send(new ScanCommand({ TableName: tables.contact.localName }));
    client.destroy();
    await first.stop();
    const second = await startEmulators({ dataDir, ports: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 } });
    await second.stop();

    // Assess
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName)).toEqual(tableIndexes.contact.map((index) => index.name));
    expect(Items).toEqual([{ id: { S: 'oud-1' }, kind: { S: 'contact' } }]);
    expect(first.secrets.subscriberKey).toHaveLength(43);
    expect(second.secrets.subscriberKey).toBe(first.secrets.subscriberKey);
    expect(second.secrets.guardSecret).not.toBe(first.secrets.guardSecret);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
