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
    process.env.BOOKING_TABLE = 'intro_calls';
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

  it('queries the sparse index of every table for leads due now, page by page, and never scans', async () => {
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
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(new Set(queries.map((query) => query.TableName))).toEqual(
      new Set(['start_form_submissions', 'contact_messages', 'newsletter_subscribers', 'intro_calls']),
    );
    for (const query of queries) {
      expect(query).toMatchObject({
        IndexName: 'redrive',
        KeyConditionExpression: '#kind = :kind AND #due <= :now',
        ExpressionAttributeNames: { '#kind': 'kind', '#due': 'redrive_at' },
      });
      expect(query.ExpressionAttributeValues?.[':now']).toBe(now.toISOString());
    }
    expect(queries.find((query) => query.ExclusiveStartKey)?.ExclusiveStartKey).toEqual({ id: 'intake-1' });
    expect(sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody!))).toEqual([
      { kind: 'intake', id: 'intake-1' },
      { kind: 'intake', id: 'intake-2' },
      { kind: 'contact', id: 'contact-1' },
    ]);
    // Each lead is pushed on by half an hour (only if nobody moved it first), its count raised, then marked queued.
    const pushed = updates().filter((update) => update.UpdateExpression === 'SET #due = :next, redrive_count = :count');
    expect(pushed.map((update) => [update.Key, update.ConditionExpression, update.ExpressionAttributeValues])).toEqual([
      [{ id: 'intake-1' }, '#due = :seen', { ':seen': due, ':next': later(EMAILS_DUE_MS), ':count': 1 }],
      [{ id: 'intake-2' }, '#due = :seen', { ':seen': due, ':next': later(EMAILS_DUE_MS), ':count': 3 }],
      [{ id: 'contact-1' }, '#due = :seen', { ':seen': due, ':next': later(EMAILS_DUE_MS), ':count': 1 }],
    ]);
    expect(updates().filter((update) => update.UpdateExpression === 'SET queued_at = :now REMOVE awaiting_queue_since')).toHaveLength(3);
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

  it('gives a lead up after the maximum re-drives: out of the index, marked stranded, and the metric for the alarm', async () => {
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
    expect(updates()).toEqual([
      expect.objectContaining({
        Key: { id: 'intake-9' },
        UpdateExpression: 'SET stranded_at = :now REMOVE #due',
        ConditionExpression: '#due = :seen',
      }),
    ]);
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
    expect(updates().map((update) => [update.UpdateExpression, update.ExpressionAttributeValues])).toEqual([
      ['SET #due = :next, redrive_count = :count', { ':seen': due, ':next': later(EMAILS_DUE_MS), ':count': 2 }],
      ['SET #due = :soon', { ':soon': expect.any(String) }],
      ['SET redrive_count = :count', { ':count': 1 }],
    ]);
    const soon = new Date(updates()[1]!.ExpressionAttributeValues![':soon'] as string).getTime();
    expect(soon - Date.now()).toBeLessThanOrEqual(QUEUE_GRACE_MS);
  });
});
