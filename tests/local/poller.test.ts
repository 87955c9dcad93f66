import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { startPoller, type Poller, type PollerLogEntry } from '../../infra/local/poller.ts';
import { startLocalAws, type LocalAws } from '../support/local-aws.ts';

const maxReceiveCount = 3;

describe('the queue poller', () => {
  let aws: LocalAws;
  let sqs: SQSClient;
  let poller: Poller | undefined;
  const deliveries: SQSRecord[] = [];
  const batches: PollerLogEntry[] = [];

  beforeAll(async () => {
    aws = await startLocalAws();
    sqs = new SQSClient({});
  });

  afterEach(async () => {
    await poller?.stop();
    poller = undefined;
    deliveries.length = 0;
    batches.length = 0;
  });

  afterAll(async () => {
    sqs?.destroy();
    await aws?.stop();
  });

  async function send(body: string, attributes?: Record<string, string>): Promise<string> {
    const result = await sqs.send(
      new SendMessageCommand({
        QueueUrl: aws.queueUrls.leads,
        MessageBody: body,
        MessageAttributes:
          attributes && Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, { DataType: 'String', StringValue: v }])),
      }),
    );
    return result.MessageId!;
  }

  async function start(handler: (event: SQSEvent) => Promise<SQSBatchResponse>): Promise<void> {
    poller = await startPoller({
      queueUrl: aws.queueUrls.leads,
      deadLetterQueueUrl: aws.queueUrls.deadLetter,
      batchSize: 10,
      visibilityTimeoutSeconds: 30,
      maxReceiveCount,
      retryBackoffSeconds: 1,
      waitTimeSeconds: 1,
      handler: async (event) => {
        deliveries.push(...event.Records);
        return handler(event);
      },
      log: (entry) => batches.push(entry),
    });
  }

  const deliveredBodies = (body: string) => deliveries.filter((record) => record.body === body);

  it('hands messages to the worker as an SQS event and deletes the ones that succeed', async () => {
    // Prepare
    const messageId = await send('{"kind":"contact","id":"ok-1"}', { bron: 'test' });
    await start(async () => ({ batchItemFailures: [] }));

    // Act
    await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 10_000, interval: 100 });
    await poller!.stop();

    // Assess
    const record = deliveries[0]!;
    expect(record).toMatchObject({
      messageId,
      body: '{"kind":"contact","id":"ok-1"}',
      md5OfBody: createHash('md5').update('{"kind":"contact","id":"ok-1"}').digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-west-1:123456789012:leads',
      awsRegion: 'eu-west-1',
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: { bron: { dataType: 'String', stringValue: 'test' } },
    });
    expect(record.receiptHandle).toBeTruthy();
    expect(record.attributes.SentTimestamp).toMatch(/^\d+$/);
    expect(batches).toContainEqual(expect.objectContaining({ count: 1, failures: 0, deadLettered: 0 }));
    expect(await aws.receiveMessages(aws.queueUrls.leads, { waitSeconds: 0 })).toEqual([]);
  });

  it('redelivers a message the worker reports as failed, with a higher receive count', async () => {
    // Prepare
    await send('flaky');
    await start(async (event) => ({
      batchItemFailures: event.Records.filter((r) => r.attributes.ApproximateReceiveCount === '1').map((r) => ({
        itemIdentifier: r.messageId,
      })),
    }));

    // Act
    await vi.waitFor(() => expect(deliveredBodies('flaky')).toHaveLength(2), { timeout: 15_000, interval: 100 });
    await poller!.stop();

    // Assess
    expect(deliveredBodies('flaky').map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
    expect(await aws.receiveMessages(aws.queueUrls.leads, { waitSeconds: 0 })).toEqual([]);
    expect(await aws.receiveMessages(aws.queueUrls.deadLetter, { waitSeconds: 0 })).toEqual([]);
  });

  it('redelivers the whole batch when the worker throws', async () => {
    // Prepare
    await send('a');
    await send('b');
    let thrown = false;
    await start(async () => {
      if (!thrown) {
        thrown = true;
        throw new Error('worker kapot');
      }
      return { batchItemFailures: [] };
    });

    // Act
    await vi.waitFor(() => expect(deliveries.map((r) => r.body).sort()).toEqual(['a', 'a', 'b', 'b']), { timeout: 15_000, interval: 100 });
    await poller!.stop();

    // Assess
    expect(batches[0]).toMatchObject({ failures: 2 });
    expect(await aws.receiveMessages(aws.queueUrls.leads, { waitSeconds: 0 })).toEqual([]);
  });

  it('moves a message that keeps failing to the dead-letter queue after maxReceiveCount deliveries', async () => {
    // Prepare
    await send('poison', { soort: 'test' });
    await send('fine');
    await start(async (event) => ({
      batchItemFailures: event.Records.filter((r) => r.body === 'poison').map((r) => ({ itemIdentifier: r.messageId })),
    }));

    // Act
    await vi.waitFor(() => expect(batches.some((b) => b.deadLettered === 1)).toBe(true), { timeout: 20_000, interval: 100 });
    await poller!.stop();

    // Assess
    expect(deliveredBodies('poison').map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2', '3']);
    expect(deliveredBodies('fine')).toHaveLength(1);
    const deadLetters = await aws.receiveMessages(aws.queueUrls.deadLetter);
    expect(deadLetters.map((m) => m.Body)).toEqual(['poison']);
    expect(deadLetters[0]!.MessageAttributes?.soort?.StringValue).toBe('test');
    expect(await aws.receiveMessages(aws.queueUrls.leads, { waitSeconds: 0 })).toEqual([]);
  });
});
