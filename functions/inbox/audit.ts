import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { dataRetentionMonths } from '../../shared/business-facts.ts';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { auditActions, type AuditAction, type AuditEntry, type AuditPage } from '../../shared/staff-inbox.ts';
import { dynamo } from '../core/clients.ts';
import { expiresAt } from '../records/expiry.ts';
import { BadRequestError } from '../http/errors.ts';

/**
 * The audit trail: one row per thing a member of staff did, only ever added to. Rows expire with the
 * retention period of the leads, so the trail is kept as long as what it is about. The staff area writes it
 * with the signed-in user's name, the leads tool (npm run leads) with the caller's IAM identity (its ARN, as
 * STS names it). A row names the lead
 * by kind and id (random, so no personal data) and says in a few words what happened; names, addresses
 * and notes stay on the lead itself, so erasing a person leaves nothing of them here.
 */

export type AuditRecord = { who: string; action: AuditAction; summary: string; lead?: { kind: LeadKind; id: string } };

const month = (iso: string) => iso.slice(0, 7);

/**
 * What the subject index finds an entry by: the lead it is about (`kind#id`), or for an export `export`,
 * so an erasure lists the exports since a person's first lead without reading the trail's other lines.
 */
const EXPORTS = 'export';
function subjectOf(entry: AuditRecord): { subject?: string } {
  if (entry.lead) return { subject: `${entry.lead.kind}#${entry.lead.id}` };
  return entry.action === 'export' ? { subject: EXPORTS } : {};
}

/** Adds one entry; the leads tool passes its own client (the staff function uses the module's). */
export async function record(
  table: string,
  entry: AuditRecord,
  now = new Date(),
  documents: Pick<DynamoDBDocumentClient, 'send'> = dynamo,
): Promise<void> {
  const at = now.toISOString();
  await documents.send(
    new PutCommand({
      TableName: table,
      Item: {
        id: randomUUID(),
        month: month(at),
        at,
        who: entry.who,
        action: entry.action,
        summary: entry.summary,
        ...subjectOf(entry),
        expires_at: expiresAt(now),
      },
      ConditionExpression: 'attribute_not_exists(id)',
    }),
  );
}

const rowSchema = z.object({
  id: z.string(),
  at: z.string(),
  who: z.string(),
  action: z.enum(auditActions),
  summary: z.string(),
  subject: z.optional(z.string()),
});

function toEntry(item: unknown): AuditEntry {
  const row = rowSchema.parse(item);
  const [kind, leadId] = row.subject?.split('#') ?? [];
  return {
    id: row.id,
    at: row.at,
    who: row.who,
    action: row.action,
    summary: row.summary,
    ...(kind && leadId ? { kind: kind as LeadKind, leadId } : {}),
  };
}

/**
 * The entries about one lead, newest first (its history in the staff area); with `actions`, only those
 * (filtered as they are read: a lead's own entries are views and changes, a few dozen at most).
 */
export async function entriesAbout(
  table: string,
  lead: { kind: LeadKind; id: string },
  limit = 50,
  actions?: readonly AuditAction[],
): Promise<AuditEntry[]> {
  const result = await dynamo.send(
    new QueryCommand({
      TableName: table,
      IndexName: staffIndexes.subject.name,
      KeyConditionExpression: '#subject = :subject',
      ...(actions ? { FilterExpression: `#action IN (${actions.map((_, index) => `:action${index}`).join(', ')})` } : {}),
      ExpressionAttributeNames: { '#subject': staffIndexes.subject.partitionKey, ...(actions ? { '#action': 'action' } : {}) },
      ExpressionAttributeValues: {
        ':subject': `${lead.kind}#${lead.id}`,
        ...Object.fromEntries((actions ?? []).map((action, index) => [`:action${index}`, action])),
      },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (result.Items ?? []).map(toEntry);
}

/** How many exports an erasure lists at most: a small team's exports over the retention period fit many times. */
const EXPORTS_LISTED = 500;

/** The exports since `since`, oldest first, through the subject index: only export lines are read. */
export async function exportsSince(table: string, since: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  let key: Record<string, unknown> | undefined;
  do {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: table,
        IndexName: staffIndexes.subject.name,
        KeyConditionExpression: '#subject = :subject AND #at >= :since',
        ExpressionAttributeNames: { '#subject': staffIndexes.subject.partitionKey, '#at': staffIndexes.subject.sortKey },
        ExpressionAttributeValues: { ':subject': EXPORTS, ':since': since },
        Limit: EXPORTS_LISTED - entries.length,
        ExclusiveStartKey: key,
      }),
    );
    entries.push(...(result.Items ?? []).map(toEntry));
    key = result.LastEvaluatedKey;
  } while (key && entries.length < EXPORTS_LISTED);
  return entries;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const trailCursorSchema = z.object({
  month: z.string().check(z.regex(MONTH)),
  key: z.optional(
    z.strictObject({
      id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
      month: z.string().check(z.regex(MONTH)),
      at: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)),
    }),
  ),
});

/** The month before `yyyy-mm`. */
function previousMonth(value: string): string {
  const date = new Date(`${value}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return month(date.toISOString());
}

const staleTrailCursor = () => new BadRequestError('Invalid audit cursor', 'Deze pagina van het logboek bestaat niet meer. Begin opnieuw.');

/**
 * One page of the whole trail, newest first: month partitions are read from this month back to the
 * oldest a row can still be in (the retention period), the cursor saying where the last page stopped. A
 * cursor is held to that range (a month like 9999-12 would walk month after month to the timeout) and to
 * the key shape of the trail index (another would make DynamoDB refuse the start key): 400 otherwise.
 */
export async function trailPage(table: string, options: { cursor?: string; pageSize: number; now?: Date }): Promise<AuditPage> {
  const now = options.now ?? new Date();
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - dataRetentionMonths - 1);
  const oldestMonth = month(oldest.toISOString());
  const thisMonth = month(now.toISOString());
  let position: z.infer<typeof trailCursorSchema> = { month: thisMonth };
  if (options.cursor) {
    try {
      position = trailCursorSchema.parse(JSON.parse(Buffer.from(options.cursor, 'base64url').toString('utf8')));
    } catch {
      throw staleTrailCursor();
    }
    const { key } = position;
    if (position.month < oldestMonth || position.month > thisMonth) throw staleTrailCursor();
    if (key && (key.month !== position.month || month(key.at) !== position.month)) throw staleTrailCursor();
  }

  const entries: AuditEntry[] = [];
  let key = position.key;
  let current = position.month;
  while (entries.length < options.pageSize && current >= oldestMonth) {
    const result = await dynamo.send(
      new QueryCommand({
        TableName: table,
        IndexName: staffIndexes.trail.name,
        KeyConditionExpression: '#month = :month',
        ExpressionAttributeNames: { '#month': staffIndexes.trail.partitionKey },
        ExpressionAttributeValues: { ':month': current },
        ScanIndexForward: false,
        Limit: options.pageSize - entries.length,
        ExclusiveStartKey: key,
      }),
    );
    entries.push(...(result.Items ?? []).map(toEntry));
    key = result.LastEvaluatedKey as typeof key;
    if (!key) current = previousMonth(current);
  }
  const more = current >= oldestMonth;
  const cursor = more ? Buffer.from(JSON.stringify({ month: current, ...(key ? { key } : {}) })).toString('base64url') : null;
  return { entries, cursor };
}
