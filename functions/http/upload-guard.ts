import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { abuseLimits } from '../../shared/api-limits.ts';
import { pendingExpiryDays } from '../../shared/upload-keys.ts';
import { dynamo } from '../core/clients.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { logger } from '../core/logger.ts';
import { countMetric } from '../core/metrics.ts';
import { metricNames } from '../../shared/metrics.ts';
import type { GuardConfig } from './client-limit.ts';
import { limitMessages, TooManyRequestsError } from './errors.ts';
import { ProofOfWorkError, verifyProofOfWork } from './proof-of-work.ts';

/**
 * The brakes on what the uploads route lets into the bucket, beside the per-client hourly count: a proof of
 * work once per submission, a cap on the permits one submission gets in all, and a daily byte budget across
 * all clients. Client limits key on an address, and a free tunnel broker hands out 65,536 /64s, so only the
 * proof of work and the budget bound what a script with many addresses can store.
 */

/** How long a submission's proof counts: as long as its unsent files are kept, and a day more. */
const PROOF_SECONDS = (pendingExpiryDays + 1) * 24 * 60 * 60;

/**
 * Admits a request for `permits` new permits of one submission: with a proof-of-work answer (checked and
 * used up) the submission counts as proven from then on; without one it must have been proven before.
 * The permits count against the submission's cap in all, in the same update. Throws ProofOfWorkError
 * (400, Dutch) for a submission never proven, TooManyRequestsError (429, no Retry-After) past the cap.
 */
export async function admitUploadRequest(
  config: GuardConfig,
  submissionId: string,
  answer: unknown,
  permits: number,
  now: Date = new Date(),
): Promise<void> {
  const proving = answer !== undefined;
  if (proving) await verifyProofOfWork(config, answer, now);
  const key = { id: `upload-submission#${submissionId}` };
  const room = abuseLimits.uploadPermitsPerSubmissionInAll - permits;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: key,
        UpdateExpression: `ADD #permits :permits SET #expires = :expires${proving ? ', #proven = :proven' : ''}`,
        ConditionExpression: `${proving ? '' : 'attribute_exists(#proven) AND '}(attribute_not_exists(#permits) OR #permits <= :room)`,
        ExpressionAttributeNames: { '#permits': 'permits', '#expires': 'expires_at', '#proven': 'proven_at' },
        ExpressionAttributeValues: {
          ':permits': permits,
          ':room': room,
          ':expires': Math.floor(now.getTime() / 1000) + PROOF_SECONDS,
          ...(proving ? { ':proven': now.toISOString() } : {}),
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    const { Item } = await dynamo.send(new GetCommand({ TableName: config.guardTable, Key: key, ConsistentRead: true }));
    if (!Item?.proven_at) throw new ProofOfWorkError(`Upload request for unproven submission ${submissionId}`);
    throw new TooManyRequestsError(null, `Submission ${submissionId} passed ${abuseLimits.uploadPermitsPerSubmissionInAll} permits in all`);
  }
}

/** The day (UTC) whose budget a moment spends, and the seconds until the next one starts. */
export function budgetDayOf(now: Date): { day: string; secondsLeft: number } {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return { day: now.toISOString().slice(0, 10), secondsLeft: Math.max(1, Math.ceil((next - now.getTime()) / 1000)) };
}

/**
 * Spends `bytes` of today's upload budget for all clients together, or throws TooManyRequestsError (429, a
 * calm Dutch message, Retry-After until the next day) when they do not fit, counting the refusal as a
 * metric that alarms staff. A refused request spends nothing.
 */
export async function spendUploadBudget(config: GuardConfig, bytes: number, now: Date = new Date()): Promise<void> {
  if (bytes <= 0) return;
  const { day, secondsLeft } = budgetDayOf(now);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: config.guardTable,
        Key: { id: `upload-bytes#${day}` },
        UpdateExpression: 'ADD #bytes :bytes SET #expires = :expires',
        ConditionExpression: 'attribute_not_exists(#bytes) OR #bytes <= :room',
        ExpressionAttributeNames: { '#bytes': 'bytes', '#expires': 'expires_at' },
        ExpressionAttributeValues: {
          ':bytes': bytes,
          ':room': abuseLimits.uploadBytesPerDay - bytes,
          ':expires': Math.floor(now.getTime() / 1000) + secondsLeft + 24 * 60 * 60,
        },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    logger.warn('Daily upload budget spent', { day, bytes, budget: abuseLimits.uploadBytesPerDay });
    countMetric(metricNames.uploadBudgetSpent, { Kind: 'intake' });
    throw new TooManyRequestsError(secondsLeft, `Upload budget of ${day} spent`, limitMessages.uploadBudgetSpent);
  }
}
