import { describe, expect, it } from 'vitest';
import { processBatch, settleWithConcurrency } from './batch.ts';
import { sqsRecord } from '../../tests/support/test-events.ts';

describe('settleWithConcurrency', () => {
  it('never runs more tasks at once than the limit and keeps results in order', async () => {
    // Prepare
    let running = 0;
    let peak = 0;
    const task = async (n: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (n === 3) throw new Error('drie');
      return n * 10;
    };
    // Act
    const results = await settleWithConcurrency([1, 2, 3, 4, 5], 2, task);
    // Assess
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([10, 20, 'failed', 40, 50]);
  });
});

describe('processBatch', () => {
  it('reports only the records that threw', async () => {
    const records = [sqsRecord('ok', 'm1'), sqsRecord('bad', 'm2'), sqsRecord('ok', 'm3')];
    const response = await processBatch(records, 2, async (record) => {
      if (record.body === 'bad') throw new Error('nope');
    });
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }] });
  });
});
