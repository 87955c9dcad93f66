import middy from '@middy/core';
import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { Context, ScheduledEvent } from 'aws-lambda';
import { dynamo } from './core/clients.ts';
import { enqueue } from './queue/enqueue.ts';
import { defineEnv } from './core/env.ts';

import { logContext, logger } from './core/logger.ts';
import { tableOf } from './kinds/registry.ts';
import { leadKinds } from '../shared/lead-kinds.ts';

/**
 * Every few minutes: finds rows that were saved but never reached the queue (the push failed, or the
 * Lambda stopped between saving and queueing) and queues them, so their emails still go out. A row
 * carries `awaiting_queue_since` only until it is queued, so this finds exactly those.
 */

const env = defineEnv(['contactTable', 'intakeTable', 'newsletterTable', 'queueUrl']);

/** Younger rows may still be in the hands of the request that saved them. */
export const GRACE_MS = 2 * 60 * 1000;

export type RedriveResult = { found: number; queued: number };

async function waitingRows(tableName: string, cutoff: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'attribute_exists(awaiting_queue_since) AND awaiting_queue_since < :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff },
        ProjectionExpression: 'id',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => String(item.id)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

export async function redrive(now: Date = new Date()): Promise<RedriveResult> {
  const cutoff = new Date(now.getTime() - GRACE_MS).toISOString();
  let found = 0;
  let queued = 0;
  for (const kind of leadKinds) {
    const tableName = tableOf(kind, env());
    for (const id of await waitingRows(tableName, cutoff)) {
      found++;
      if (await enqueue(env().queueUrl, tableName, { kind, id })) queued++;
    }
  }
  if (found > 0) logger.info('Re-drive queued waiting records', { found, queued });
  return { found, queued };
}

export const handler = middy<ScheduledEvent, RedriveResult, Error, Context>()
  .use(logContext())
  .handler(() => redrive());
