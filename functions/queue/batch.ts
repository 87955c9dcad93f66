import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { errorFields, logger } from '../core/logger.ts';

/**
 * Runs `task` over `items`, at most `limit` at a time, and settles them all: one failure neither
 * stops the others nor loses their results.
 */
export async function settleWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  async function lane(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}

/**
 * Lambda's partial batch response: only the records that threw go back to the queue (and after
 * maxReceiveCount to the dead-letter queue); the rest are deleted.
 */
export async function processBatch(
  records: readonly SQSRecord[],
  limit: number,
  processRecord: (record: SQSRecord) => Promise<void>,
): Promise<SQSBatchResponse> {
  const results = await settleWithConcurrency(records, limit, processRecord);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const record = records[index]!;
    logger.error('Queue record failed', {
      messageId: record.messageId,
      receiveCount: record.attributes?.ApproximateReceiveCount,
      ...errorFields(result.reason),
    });
    batchItemFailures.push({ itemIdentifier: record.messageId });
  });
  return { batchItemFailures };
}
