import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMAILS_DUE_MS, MAX_REDRIVES, QUEUE_GRACE_MS } from '../shared/redrive.ts';
import { redrive } from './redrive.ts';

describe('the re-drive', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sqs = mockClient(SQSClient);
  const now = new Date('2025-06-03T12:10:00.000Z');
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  const due = '2025-06-03T12:00:00.000Z';

  beforeAll(() => {
    process.env.AWS_REGION = 'eu-west-1';
    process.env.CONTACT_TABLE = 'contact_messages';
    process.env.METRIC_NAMESPACE = 'Startsprong/test';
    process.env.INTAKE_TABLE = 'start_form_submissions';
    process.env.NEWSLETTER_TABLE = 'newsletter_subscribers';
    process.env.QUEUE_URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/leads';
  });
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    dynamo.on(QueryCommand).resolves({ Items: [] });
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

  const updates = () => dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);

  // What the re-drive writes (the index query, the pushed due time, the stranded mark) is held against the
  // DynamoDB emulator in redrive.integration.test.ts; these tests cover what the emulator cannot easily show:
  // more than one page of due leads, a race with the worker, and the queue being down.
  it('reads every page of due leads from every table and queues each one once', async () => {
    // Prepare
    dynamo
      .on(QueryCommand, { TableName: 'start_form_submissions' })
      .resolvesOnce({ Items: [{ id: 'intake-1', kind: 'intake', redrive_at: due }], LastEvaluatedKey: { id: 'intake-1' } })
      .resolvesOnce({ Items: [{ id: 'intake-2', kind: 'intake', redrive_at: due, redrive_count: 2 }] });
    dynamo.on(QueryCommand, { TableName: 'contact_messages' }).resolves({ Items: [{ id: 'contact-1', kind: 'contact', redrive_at: due }] });

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 3, queued: 3, strandedIds: [] });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody!))).toEqual([
      { kind: 'intake', id: 'intake-1' },
      { kind: 'intake', id: 'intake-2' },
      { kind: 'contact', id: 'contact-1' },
    ]);
  });

  it('leaves a lead alone when the worker finished it between the query and the update', async () => {
    // Prepare
    dynamo.on(QueryCommand, { TableName: 'contact_messages' }).resolves({ Items: [{ id: 'contact-1', kind: 'contact', redrive_at: due }] });
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'changed', $metadata: {} }));

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 1, queued: 0, strandedIds: [] });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('gives a lead up after the maximum re-drives and counts it in the metric for the alarm', async () => {
    // Prepare
    const write = vi.mocked(process.stdout.write);
    dynamo
      .on(QueryCommand, { TableName: 'start_form_submissions' })
      .resolves({ Items: [{ id: 'intake-9', kind: 'intake', redrive_at: due, redrive_count: MAX_REDRIVES }] });

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 1, queued: 0, strandedIds: ['intake-9'] });
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
    const metrics = write.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"CloudWatchMetrics"'));
    expect(metrics.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ Kind: 'intake', LeadsStranded: 1 }),
    ]);
  });

  it('does not count a run where the queue was still down, and looks again within minutes', async () => {
    // Prepare
    dynamo
      .on(QueryCommand, { TableName: 'contact_messages' })
      .resolves({ Items: [{ id: 'contact-1', kind: 'contact', redrive_at: due, redrive_count: 1 }] });
    sqs.on(SendMessageCommand).rejects(new Error('SQS niet bereikbaar'));

    // Act
    const result = await redrive(now);

    // Assess
    expect(result).toEqual({ found: 1, queued: 0, strandedIds: [] });
    // The count goes up before the send and back to 1 after it failed; the lead is due again within the grace.
    expect(updates().map((update) => update.ExpressionAttributeValues)).toEqual([
      { ':seen': due, ':next': later(EMAILS_DUE_MS), ':count': 2 },
      { ':soon': expect.any(String) },
      { ':count': 1 },
    ]);
    const soon = new Date(updates()[1]!.ExpressionAttributeValues![':soon'] as string).getTime();
    expect(soon - Date.now()).toBeLessThanOrEqual(QUEUE_GRACE_MS);
  });
});
