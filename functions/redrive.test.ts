import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GRACE_MS, redrive } from './redrive.ts';

describe('the re-drive', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);
  const now = new Date('2025-06-03T12:10:00.000Z');

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.CONTACT_TABLE = 'contact_messages';
    process.env.INTAKE_TABLE = 'start_form_submissions';
    process.env.NEWSLETTER_TABLE = 'newsletter_subscribers';
    process.env.QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads';
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    dynamo.on(ScanCommand).resolves({ Items: [] });
    dynamo.on(UpdateCommand).resolves({});
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm' });
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

  it('queues the rows of every table that waited longer than the grace period, page by page, and marks them queued', async () => {
    // Prepare
    dynamo
      .on(ScanCommand, { TableName: 'start_form_submissions' })
      .resolvesOnce({ Items: [{ id: 'intake-1' }], LastEvaluatedKey: { id: 'intake-1' } })
      .resolvesOnce({ Items: [{ id: 'intake-2' }] });
    dynamo.on(ScanCommand, { TableName: 'contact_messages' }).resolves({ Items: [{ id: 'contact-1' }] });

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 3, queued: 3 });
    const scans = dynamo.commandCalls(ScanCommand).map((call) => call.args[0].input);
    expect(new Set(scans.map((scan) => scan.TableName))).toEqual(
      new Set(['start_form_submissions', 'contact_messages', 'newsletter_subscribers']),
    );
    for (const scan of scans) {
      expect(scan.FilterExpression).toBe('attribute_exists(awaiting_queue_since) AND awaiting_queue_since < :cutoff');
      expect(scan.ExpressionAttributeValues).toEqual({ ':cutoff': new Date(now.getTime() - GRACE_MS).toISOString() });
    }
    expect(scans.find((scan) => scan.ExclusiveStartKey)?.ExclusiveStartKey).toEqual({ id: 'intake-1' });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody!))).toEqual([
      { kind: 'intake', id: 'intake-1' },
      { kind: 'intake', id: 'intake-2' },
      { kind: 'contact', id: 'contact-1' },
    ]);
    expect(dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.UpdateExpression)).toEqual(
      Array(3).fill('SET queued_at = :now REMOVE awaiting_queue_since'),
    );
  });

  it('leaves a row waiting for the next run when the queue is still down', async () => {
    // Prepare
    dynamo.on(ScanCommand, { TableName: 'contact_messages' }).resolves({ Items: [{ id: 'contact-1' }] });
    sqs.on(SendMessageCommand).rejects(new Error('SQS niet bereikbaar'));

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 1, queued: 0 });
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
