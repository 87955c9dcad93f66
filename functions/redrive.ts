import { QueryCommand, UpdateCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { ScheduledEvent } from 'aws-lambda';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import { defineEnv } from './core/env.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { logger } from './core/logger.ts';
import { lambdaHandler } from './core/handler.ts';
import { countMetric } from './core/metrics.ts';
import { tableOf } from './kinds/registry.ts';
import { leadKinds, type LeadKind } from '../shared/lead-kinds.ts';
import { metricNames } from '../shared/metrics.ts';
import { MAX_REDRIVES, redriveAt, redriveIndex } from '../shared/redrive.ts';

/**
 * Every few minutes: queues again every lead whose `redrive_at` has passed (shared/redrive.ts): rows that
 * never reached the queue, and leads whose emails were not all sent in time (SES refused past the queue's
 * retries, or the local stack lost its in-memory queue in a restart). It reads the sparse index, which
 * holds unfinished leads only. After MAX_REDRIVES a lead is given up: it leaves the index and the
 * stranded-lead metric fires the alarm.
 */

const env = defineEnv(['contactTable', 'intakeTable', 'newsletterTable', 'queueUrl']);

export type RedriveResult = { found: number; queued: number; strandedIds: string[] };

type DueRow = { id: string; redriveAt: string; count: number };

async function dueRows(tableName: string, kind: LeadKind, now: string): Promise<DueRow[]> {
  const rows: DueRow[] = [];
  let startKey: QueryCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: redriveIndex.name,
        KeyConditionExpression: '#kind = :kind AND #due <= :now',
        ExpressionAttributeNames: { '#kind': redriveIndex.partitionKey, '#due': redriveIndex.sortKey },
        ExpressionAttributeValues: { ':kind': kind, ':now': now },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      rows.push({ id: String(item.id), redriveAt: String(item[redriveIndex.sortKey]), count: Number(item.redrive_count ?? 0) });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
}

/**
 * Moves a row's `redrive_at` on, only if nobody else did first (the worker finishing removes it). Returns
 * false when the row changed in between, which leaves it to whoever changed it.
 */
async function claimRow(tableName: string, row: DueRow, update: string, values: Record<string, unknown>): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { id: row.id },
        UpdateExpression: update,
        ConditionExpression: '#due = :seen',
        ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
        ExpressionAttributeValues: { ':seen': row.redriveAt, ...values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

export async function redrive(now: Date = new Date()): Promise<RedriveResult> {
  const result: RedriveResult = { found: 0, queued: 0, strandedIds: [] };
  for (const kind of leadKinds) {
    const tableName = tableOf(kind, env());
    for (const row of await dueRows(tableName, kind, now.toISOString())) {
      result.found++;
      if (row.count >= MAX_REDRIVES) {
        if (await claimRow(tableName, row, 'SET stranded_at = :now REMOVE #due', { ':now': now.toISOString() })) {
          logger.error('Lead given up after the maximum re-drives; re-send it with the leads tool', {
            kind,
            id: row.id,
            redrives: row.count,
          });
          countMetric(metricNames.leadsStranded, { Kind: kind });
          result.strandedIds.push(row.id);
        }
        continue;
      }
      // The new time is set before the message goes out, so a worker that finishes at once removes
      // exactly the value it read and the row leaves the index.
      const next = redriveAt(now);
      if (!(await claimRow(tableName, row, 'SET #due = :next, redrive_count = :count', { ':next': next, ':count': row.count + 1 })))
        continue;
      if (await enqueue(env().queueUrl, tableName, { kind, id: row.id })) {
        result.queued++;
      } else {
        // The queue is down (enqueue brought redrive_at forward): that was no re-drive, so it does not count.
        await dynamo.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { id: row.id },
            UpdateExpression: 'SET redrive_count = :count',
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeValues: { ':count': row.count },
          }),
        );
      }
    }
  }
  if (result.found > 0)
    logger.info('Re-drive looked at unfinished leads', { found: result.found, queued: result.queued, stranded: result.strandedIds.length });
  return result;
}

export const handler = lambdaHandler<ScheduledEvent, RedriveResult>({ env }, () => redrive());
