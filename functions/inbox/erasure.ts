import { DeleteObjectsCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { phoneKey } from '../../shared/phone.ts';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { inboxKinds } from '../../shared/staff-inbox.ts';
import { attachedPrefix, pendingPrefix } from '../../shared/upload-keys.ts';
import { releaseCall } from '../booking/change.ts';
import type { GuardConfig } from '../http/client-limit.ts';
import { mailboxKey } from '../core/mailbox-key.ts';
import { adjustCount } from './counts.ts';
import { statusOf } from './listing.ts';
import type { LookupSource } from './lookup.ts';

/**
 * The AVG right to erasure: every lead, contact message and newsletter subscription of one person, and
 * every file stored under those leads, also uploads never sent with an intake (`pending/<id>/`). The staff
 * area finds the person through indexes (findPerson: every spelling of the mailbox, and the phone number),
 * reading a bounded number of entries however many leads there are; the leads tool scans, as it may. What
 * goes and how is decided here, once, for both.
 */

export type ErasureClients = { documents: Pick<DynamoDBDocumentClient, 'send'>; s3: Pick<S3Client, 'send'> };
export type ErasableLead = { kind: LeadKind; id: string; createdAt: string; email: string };

/**
 * How many index entries of one key and kind an erasure reads: far more than one person sends. More is a
 * flood under one address or number, which staff erase in rounds (the preview says the list is incomplete).
 */
export const ERASURE_LIMIT = 200;

export type PersonQuery = { email?: string | undefined; phone?: string | undefined };
export type PersonMatch = { kind: LeadKind; id: string; via: ('email' | 'phone')[] };

/**
 * Every lead of the person the staff area can find, by index only: the mailbox of the address (every
 * spelling: core/mailbox-key.ts), the address itself lower-cased (the person index, which also holds rows
 * stored before they carried a mailbox key), and the phone number in national form. At most ERASURE_LIMIT
 * entries per key and kind; `complete` is false when one had more. `read` counts the index entries read.
 */
export async function findPerson(
  source: LookupSource,
  person: PersonQuery,
): Promise<{ matches: PersonMatch[]; complete: boolean; read: number }> {
  const email = person.email?.trim().toLowerCase();
  const phone = person.phone ? phoneKey(person.phone) : null;
  const searches = [
    ...(email
      ? [
          { via: 'email' as const, index: staffIndexes.mailbox, value: mailboxKey(email), kinds: source.kindsWith('email') },
          { via: 'email' as const, index: staffIndexes.person, value: email, kinds: source.kindsWith('email') },
        ]
      : []),
    ...(phone ? [{ via: 'phone' as const, index: staffIndexes.phone, value: phone, kinds: source.kindsWith('phone') }] : []),
  ];
  const found = new Map<string, PersonMatch>();
  let complete = true;
  let read = 0;
  const results = await Promise.all(
    searches.flatMap((search) =>
      search.kinds.map(async (kind) => {
        const ids: string[] = [];
        let start: Record<string, unknown> | undefined;
        do {
          const page = await source.documents.send(
            new QueryCommand({
              TableName: source.tableOf(kind),
              IndexName: search.index.name,
              KeyConditionExpression: '#key = :value',
              ExpressionAttributeNames: { '#key': search.index.partitionKey },
              ExpressionAttributeValues: { ':value': search.value },
              Limit: Math.min(100, ERASURE_LIMIT - ids.length),
              ExclusiveStartKey: start,
            }),
          );
          ids.push(...(page.Items ?? []).map((item) => String(item.id)));
          start = page.LastEvaluatedKey;
        } while (start && ids.length < ERASURE_LIMIT);
        return { kind, via: search.via, ids, more: start !== undefined };
      }),
    ),
  );
  for (const { kind, via, ids, more } of results) {
    read += ids.length;
    if (more) complete = false;
    for (const id of ids) {
      const match = found.get(`${kind}#${id}`) ?? { kind, id, via: [] };
      if (!match.via.includes(via)) match.via.push(via);
      found.set(`${kind}#${id}`, match);
    }
  }
  return { matches: [...found.values()], complete, read };
}

/**
 * The person's leads among `leads`, by the mailbox their address delivers to: "Marieke.Jansen+offerte@gmail.com"
 * is "mariekejansen@gmail.com" (core/mailbox-key.ts), as the per-mailbox caps count it. For the leads tool,
 * which reads every lead.
 */
export function leadsOfPerson<Lead extends { email: string }>(leads: readonly Lead[], email: string): Lead[] {
  const wanted = mailboxKey(email);
  return leads.filter((lead) => mailboxKey(lead.email) === wanted);
}

/**
 * The keys of every file stored under the intakes among `leads`: in the submission's own folder, and what
 * was uploaded for it and never sent (pending/<id>/, which the bucket's lifecycle would only remove days later).
 */
export async function filesOfLeads(clients: ErasureClients, bucket: string | undefined, leads: readonly ErasableLead[]): Promise<string[]> {
  const keys: string[] = [];
  if (!bucket) return keys;
  for (const lead of leads.filter((candidate) => candidate.kind === 'intake')) {
    for (const prefix of [attachedPrefix(lead.id), pendingPrefix(lead.id)]) {
      let token: string | undefined;
      do {
        const page = await clients.s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
    }
  }
  return keys;
}

/**
 * A booked call lets go of what it holds before its row goes (booking/change.ts, releaseCall): its slot, which
 * would otherwise stay taken until a week after its time, and the person's places (one call to come per
 * mailbox, two per client), which would keep them from booking again. Released first, so an erasure that
 * fails in between finds the row again when retried and finishes. A call already cancelled released them
 * then; each step is conditional on this booking, which makes that harmless.
 */
async function releaseErasedCall(
  documents: ErasureClients['documents'],
  where: { scheduleTable: string; guard?: GuardConfig | undefined },
  lead: ErasableLead,
  table: string,
): Promise<void> {
  const { Item } = await documents.send(new GetCommand({ TableName: table, Key: { id: lead.id }, ConsistentRead: true }));
  if (!Item || typeof Item.calendar !== 'string' || Number.isNaN(Date.parse(String(Item.start)))) return;
  const call = { id: lead.id, email: String(Item.email ?? ''), start: String(Item.start), calendar: Item.calendar };
  await releaseCall(where, call, documents);
}

/**
 * Deletes the rows and the files; the files in batches of 1,000, the most one DeleteObjects takes. An
 * inbox lead also leaves the inbox's counts (`countsTable`), so they keep matching the leads kept; a booked
 * call frees its slot (`scheduleTable`) and, given `guard`, the person's booking places.
 */
export async function eraseLeads(
  clients: ErasureClients,
  where: {
    tableOf: (kind: LeadKind) => string;
    bucket: string | undefined;
    countsTable?: string | undefined;
    scheduleTable?: string | undefined;
    /** The guard table and secret the booking places are held under; the leads tool has no secret. */
    guard?: GuardConfig | undefined;
  },
  leads: readonly ErasableLead[],
  fileKeys: readonly string[],
): Promise<void> {
  for (const lead of leads) {
    if (lead.kind === 'booking' && where.scheduleTable)
      await releaseErasedCall(
        clients.documents,
        { scheduleTable: where.scheduleTable, guard: where.guard },
        lead,
        where.tableOf(lead.kind),
      );
    const deleted = await clients.documents.send(
      new DeleteCommand({ TableName: where.tableOf(lead.kind), Key: { id: lead.id }, ReturnValues: 'ALL_OLD' }),
    );
    // Counted off as the row stood when it went, and only when this erasure removed it.
    const gone = deleted.Attributes;
    if (gone && where.countsTable && (inboxKinds as readonly LeadKind[]).includes(lead.kind)) {
      await adjustCount(
        clients.documents,
        where.countsTable,
        { kind: lead.kind, createdAt: String(gone.created_at) },
        { [statusOf(gone)]: -1 },
      );
    }
  }
  for (let start = 0; start < fileKeys.length && where.bucket; start += 1000) {
    const batch = fileKeys.slice(start, start + 1000);
    await clients.s3.send(
      new DeleteObjectsCommand({ Bucket: where.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
    );
  }
}

/** What the audit trail says of an erasure: counts and lead ids, never the address the person asked to have erased. */
export function erasureSummary(leads: readonly Pick<ErasableLead, 'kind' | 'id'>[], fileCount: number): string {
  const what = `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} en ${fileCount} ${fileCount === 1 ? 'bestand' : 'bestanden'} gewist`;
  return `${what}: ${leads.map((lead) => `${lead.kind} ${lead.id}`).join(', ')}`;
}
