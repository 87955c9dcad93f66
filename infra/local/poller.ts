import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
  type Message,
  type MessageAttributeValue,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { localRetryBackoffSeconds } from '../../shared/timing.ts';
import { lambdaContext } from './lambda-context.ts';
import { localCredentials, localRegion, queueArn } from './emulators.ts';

/**
 * Lambda's SQS event source mapping, locally: receive a batch, hand it to the worker as an SQSEvent,
 * delete what succeeded, let the rest come back, and move a message that keeps failing to the dead-letter queue.
 */

export type SqsWorkerHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | undefined | void>;

export type PollerLogEntry = { count: number; failures: number; deadLettered: number; ms: number };

export type PollerOptions = {
  queueUrl: string;
  handler: SqsWorkerHandler;
  batchSize: number;
  /** How long a received message stays hidden while the worker runs (the queue's visibility timeout). */
  visibilityTimeoutSeconds: number;
  /** Deliveries a message gets before it goes to the dead-letter queue. */
  maxReceiveCount: number;
  deadLetterQueueUrl: string;
  /** A failed message comes back after this many seconds times its delivery count (shared/timing.ts), not after the visibility timeout. */
  retryBackoffSeconds?: number;
  /** Long-poll wait of one ReceiveMessage call (default 1 s): also the longest stop() waits for. */
  waitTimeSeconds?: number;
  functionName?: string;
  log?: (entry: PollerLogEntry) => void;
};

export type Poller = { stop(): Promise<void> };

export async function startPoller(options: PollerOptions): Promise<Poller> {
  const client = new SQSClient({ region: localRegion, endpoint: new URL(options.queueUrl).origin, credentials: localCredentials });
  const sourceArn = await queueArn(options.queueUrl);
  const backoffSeconds = options.retryBackoffSeconds ?? localRetryBackoffSeconds;
  const waitTimeSeconds = options.waitTimeSeconds ?? 1;
  const functionName = options.functionName ?? 'worker';
  const log = options.log ?? ((entry: PollerLogEntry) => console.log(JSON.stringify({ level: 'info', source: 'poller', ...entry })));
  /**
   * Deliveries per message id. local-aws-sqs counts a ChangeMessageVisibility as one more receive, so its
   * ApproximateReceiveCount runs ahead; this count is what the worker sees and what the redrive follows.
   * The queue lives in memory as well, so both start from zero together.
   */
  const deliveries = new Map<string, number>();

  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        await pollOnce();
      } catch (error) {
        if (!running) break;
        console.error(JSON.stringify({ level: 'error', source: 'poller', message: 'poll failed', error: String(error) }));
        await sleep(1000);
      }
    }
  })();

  async function pollOnce(): Promise<void> {
    const received = await client.send(
      new ReceiveMessageCommand({
        QueueUrl: options.queueUrl,
        MaxNumberOfMessages: options.batchSize,
        WaitTimeSeconds: waitTimeSeconds,
        VisibilityTimeout: options.visibilityTimeoutSeconds,
        // local-aws-sqs reads the older AttributeNames; AWS reads MessageSystemAttributeNames.
        AttributeNames: ['All'],
        MessageSystemAttributeNames: ['All'],
        MessageAttributeNames: ['All'],
      }),
    );
    const messages = (received.Messages ?? []).filter((m): m is Message & { MessageId: string; ReceiptHandle: string } =>
      Boolean(m.MessageId && m.ReceiptHandle),
    );
    if (messages.length === 0) return;

    const started = performance.now();
    const records = messages.map((message) => {
      const count = (deliveries.get(message.MessageId) ?? 0) + 1;
      deliveries.set(message.MessageId, count);
      return toRecord(message, count, sourceArn);
    });

    const failed = new Set<string>();
    try {
      const response = await options.handler({ Records: records }, lambdaContext(functionName));
      for (const failure of response?.batchItemFailures ?? []) failed.add(failure.itemIdentifier);
    } catch (error) {
      // A worker that throws fails the whole batch, as with Lambda.
      console.error(JSON.stringify({ level: 'error', source: 'poller', message: 'worker threw', error: errorDetails(error) }));
      for (const record of records) failed.add(record.messageId);
    }

    let deadLettered = 0;
    for (const message of messages) {
      const count = deliveries.get(message.MessageId) ?? 1;
      if (!failed.has(message.MessageId)) {
        await deleteMessage(message.ReceiptHandle);
        deliveries.delete(message.MessageId);
      } else if (count >= options.maxReceiveCount) {
        await moveToDeadLetter(message);
        deliveries.delete(message.MessageId);
        deadLettered++;
      } else {
        await client.send(
          new ChangeMessageVisibilityCommand({
            QueueUrl: options.queueUrl,
            ReceiptHandle: message.ReceiptHandle,
            VisibilityTimeout: backoffSeconds * count,
          }),
        );
      }
    }
    log({ count: messages.length, failures: failed.size, deadLettered, ms: Math.round(performance.now() - started) });
  }

  async function deleteMessage(receiptHandle: string): Promise<void> {
    await client.send(new DeleteMessageCommand({ QueueUrl: options.queueUrl, ReceiptHandle: receiptHandle }));
  }

  /** What SQS itself moves on redrive: the same body and message attributes. */
  async function moveToDeadLetter(message: Message & { ReceiptHandle: string }): Promise<void> {
    await client.send(
      new SendMessageCommand({
        QueueUrl: options.deadLetterQueueUrl,
        MessageBody: message.Body ?? '',
        MessageAttributes: message.MessageAttributes,
      }),
    );
    await deleteMessage(message.ReceiptHandle);
  }

  return {
    async stop() {
      running = false;
      await loop;
      client.destroy();
    },
  };
}

function toRecord(message: Message & { MessageId: string; ReceiptHandle: string }, deliveryCount: number, sourceArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  const now = String(Date.now());
  return {
    messageId: message.MessageId,
    receiptHandle: message.ReceiptHandle,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: String(deliveryCount),
      SentTimestamp: attributes.SentTimestamp ?? now,
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp || now,
      ...(attributes.AWSTraceHeader ? { AWSTraceHeader: attributes.AWSTraceHeader } : {}),
    },
    messageAttributes: toRecordAttributes(message.MessageAttributes),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes ? { md5OfMessageAttributes: message.MD5OfMessageAttributes } : {}),
    eventSource: 'aws:sqs',
    eventSourceARN: sourceArn,
    awsRegion: sourceArn.split(':')[3] ?? localRegion,
  };
}

/** The event's attributes are camelCased, with base64 for binary values, as Lambda delivers them. */
function toRecordAttributes(attributes: Record<string, MessageAttributeValue> | undefined): SQSMessageAttributes {
  const result: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    result[name] = {
      dataType: value.DataType ?? 'String',
      ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
      ...(value.BinaryValue !== undefined ? { binaryValue: Buffer.from(value.BinaryValue).toString('base64') } : {}),
      stringListValues: [],
      binaryListValues: [],
    };
  }
  return result;
}

function errorDetails(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { message: String(error) };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
