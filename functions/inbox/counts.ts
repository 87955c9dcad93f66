import { BatchGetCommand, GetCommand, UpdateCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dataRetentionMonths } from '../../shared/business-facts.ts';
import { inboxKinds, leadStatuses, type InboxCounts, type InboxKind, type LeadStatus } from '../../shared/staff-inbox.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { isConditionalCheckFailed } from '../core/errors.ts';
import { expiresAt } from '../records/expiry.ts';

/**
 * Lead counts per kind and status, kept as counters so the inbox never reads every lead to show them. A
 * counter item holds the leads of one kind received in one month (UTC), one number per status: the form
 * handlers add a lead as `nieuw` once it is saved, a status change moves it from one number to another,
 * and an erasure takes it off. The item expires with the retention period after its month ends, as the
 * leads in it do, so the sum over the items still there is the count of the leads still kept (a month's
 * leads count until the last of them has expired).
 *
 * Counting follows the write it counts; it is not one transaction with it (the local DynamoDB has no
 * transactions). A function stopped between the two leaves a count one off, which
 * `npm run leads -- backfill` puts right by counting again.
 */

type Documents = Pick<DynamoDBDocumentClient, 'send'>;

const monthOf = (createdAt: string) => createdAt.slice(0, 7);
const counterId = (kind: LeadKind, month: string) => `count#${kind}#${month}`;

/** The first instant after `month` (YYYY-MM), when the last lead of that month has been received. */
function monthEnd(month: string): Date {
  const end = new Date(`${month}-01T00:00:00Z`);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Adds `changes` (per status, +1 or -1) to the counter of the lead's kind and month. */
export async function adjustCount(
  documents: Documents,
  table: string,
  lead: { kind: LeadKind; createdAt: string },
  changes: Partial<Record<LeadStatus, number>>,
): Promise<void> {
  const entries = Object.entries(changes).filter(([, by]) => by !== 0);
  if (entries.length === 0) return;
  const month = monthOf(lead.createdAt);
  await documents.send(
    new UpdateCommand({
      TableName: table,
      Key: { id: counterId(lead.kind, month) },
      UpdateExpression: `ADD ${entries.map((_, index) => `#s${index} :n${index}`).join(', ')} SET expires_at = if_not_exists(expires_at, :expires)`,
      ExpressionAttributeNames: Object.fromEntries(entries.map(([status], index) => [`#s${index}`, status])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([, by], index) => [`:n${index}`, by])),
        ':expires': expiresAt(monthEnd(month)),
      },
    }),
  );
}

/** A new lead, counted as `nieuw`. */
export function countArrival(documents: Documents, table: string, lead: { kind: LeadKind; createdAt: string }): Promise<void> {
  return adjustCount(documents, table, lead, { nieuw: 1 });
}

/** Sets a counter outright, for a recount from the rows themselves. */
export async function setCount(
  documents: Documents,
  table: string,
  counter: { kind: LeadKind; month: string; counts: Record<LeadStatus, number> },
): Promise<void> {
  await documents.send(
    new UpdateCommand({
      TableName: table,
      Key: { id: counterId(counter.kind, counter.month) },
      UpdateExpression: `SET ${leadStatuses.map((_, index) => `#s${index} = :n${index}`).join(', ')}, expires_at = :expires`,
      ExpressionAttributeNames: Object.fromEntries(leadStatuses.map((status, index) => [`#s${index}`, status])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(leadStatuses.map((status, index) => [`:n${index}`, counter.counts[status]])),
        ':expires': expiresAt(monthEnd(counter.month)),
      },
    }),
  );
}

/** The months (YYYY-MM) a lead still kept may have been received in, oldest first. */
export function keptMonths(now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  cursor.setUTCMonth(cursor.getUTCMonth() - dataRetentionMonths);
  while (monthOf(cursor.toISOString()) <= monthOf(now.toISOString())) {
    months.push(monthOf(cursor.toISOString()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

const emptyCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>;

/** The inbox kinds' counts: one BatchGetItem of at most 2 kinds × 25 months, never a read of the leads. */
export async function readCounts(documents: Documents, table: string, now = new Date()): Promise<InboxCounts['counts']> {
  const counts = Object.fromEntries(inboxKinds.map((kind) => [kind, emptyCounts()])) as Record<InboxKind, Record<LeadStatus, number>>;
  let keys: Record<string, unknown>[] | undefined = inboxKinds.flatMap((kind) =>
    keptMonths(now).map((month) => ({ id: counterId(kind, month) })),
  );
  const nowSeconds = now.getTime() / 1000;
  for (let attempt = 0; keys && keys.length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('BatchGetItem left counters unprocessed after six attempts');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const result: BatchGetCommandOutput = await documents.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
    for (const item of result.Responses?.[table] ?? []) {
      // DynamoDB deletes expired items some time after they expire; until then they are not counted.
      if (typeof item.expires_at === 'number' && item.expires_at <= nowSeconds) continue;
      const [, kind] = String(item.id).split('#') as [string, InboxKind];
      if (!counts[kind]) continue;
      for (const status of leadStatuses) counts[kind][status] += typeof item[status] === 'number' ? item[status] : 0;
    }
    keys = result.UnprocessedKeys?.[table]?.Keys;
  }
  // A count one off after a stopped function must not show as "-1".
  for (const kind of inboxKinds) for (const status of leadStatuses) counts[kind][status] = Math.max(0, counts[kind][status]);
  return counts;
}

const seenId = (username: string) => `seen#${username}`;

/** The newest lead this member of staff has seen in the inbox, or null before their first look. */
export async function lastSeen(documents: Documents, table: string, username: string): Promise<string | null> {
  const result = await documents.send(new GetCommand({ TableName: table, Key: { id: seenId(username) }, ConsistentRead: true }));
  return typeof result.Item?.at === 'string' ? result.Item.at : null;
}

/** Moves the member's mark forward to `at`, never back (two tabs may report out of order). */
export async function markSeen(documents: Documents, table: string, username: string, at: string): Promise<void> {
  try {
    await documents.send(
      new UpdateCommand({
        TableName: table,
        Key: { id: seenId(username) },
        UpdateExpression: 'SET #at = :at',
        ConditionExpression: 'attribute_not_exists(#at) OR #at < :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}
