import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand, SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { envVars, tables } from '../../infra/app-spec.ts';
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
