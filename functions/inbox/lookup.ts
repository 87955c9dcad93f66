import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import type { LeadKind } from '../../shared/lead-kinds.ts';
import { phoneKey } from '../../shared/phone.ts';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { mailboxKey } from '../core/mailbox-key.ts';
import type { ListingSource, Row } from './listing.ts';

/**
 * A search that is a key rather than words: a lead's id or its first characters (the "Kenmerk"), an email
 * address (any spelling of its mailbox), or a phone number in any common notation. Each is found through its index, reading only the
 * rows with that key, then those rows by their ids: no listing is read, however many leads there are.
 */

export type LookupMatch = 'id' | 'email' | 'phone';
export type Lookup = { match: LookupMatch; value: string };

/** The fewest characters of an id a lookup takes: the short id staff see. */
const MIN_ID_PREFIX = 8;
/** More matches than this are not a lookup any more; the listing's search shows them page by page. */
export const LOOKUP_LIMIT = 50;

const emailSchema = z.email();

/** What the search is, if it is a key: a phone number first (10 digits could look like an id), then an id, then an address. */
export function lookupOf(search: string | undefined): Lookup | null {
  const text = (search ?? '').trim();
  const phone = phoneKey(text);
  if (phone) return { match: 'phone', value: phone };
  if (text.length >= MIN_ID_PREFIX && text.length <= 64 && /^[0-9a-f][0-9a-f-]*$/i.test(text))
    return { match: 'id', value: text.toLowerCase() };
  // The forms store addresses in lower case (shared/validation.ts).
  if (emailSchema.safeParse(text).success) return { match: 'email', value: text.toLowerCase() };
  return null;
}

type KeyQuery = { index: string; condition: string; names: Record<string, string>; values: Record<string, string> };

/** The queries that find the lookup's keys in one kind's table. */
function keyQueries(lookup: Lookup, kind: LeadKind): KeyQuery[] {
  switch (lookup.match) {
    case 'id':
      return [
        {
          index: staffIndexes.ids.name,
          condition: '#part = :part AND begins_with(#sort, :value)',
          names: { '#part': staffIndexes.ids.partitionKey, '#sort': staffIndexes.ids.sortKey },
          values: { ':part': kind, ':value': lookup.value },
        },
      ];
    case 'email':
      // Every spelling of the mailbox: a lead sent from "Anna+offerte@" is found by "anna@" (core/mailbox-key.ts);
      // and the address itself, for rows stored before they carried a mailbox key (until the backfill).
      return [
        { index: staffIndexes.mailbox, value: mailboxKey(lookup.value) },
        { index: staffIndexes.person, value: lookup.value },
      ].map(({ index, value }) => ({
        index: index.name,
        condition: '#part = :value',
        names: { '#part': index.partitionKey },
        values: { ':value': value },
      }));
    case 'phone':
      return [
        {
          index: staffIndexes.phone.name,
          condition: '#part = :value',
          names: { '#part': staffIndexes.phone.partitionKey },
          values: { ':value': lookup.value },
        },
      ];
  }
}

/** Which kinds have the index a lookup reads: the id and phone indexes are the inbox kinds' only. */
export type LookupSource = ListingSource & { kindsWith: (match: LookupMatch) => readonly LeadKind[] };

/** The ids of the leads of `kinds` that the lookup finds, at most LOOKUP_LIMIT per kind. */
export async function lookupKeys(
  source: LookupSource,
  lookup: Lookup,
  kinds: readonly LeadKind[],
): Promise<{ kind: LeadKind; id: string }[]> {
  const searched = kinds.filter((kind) => source.kindsWith(lookup.match).includes(kind));
  const found = await Promise.all(
    searched.flatMap((kind) =>
      keyQueries(lookup, kind).map(async (query) => {
        const result = await source.documents.send(
          new QueryCommand({
            TableName: source.tableOf(kind),
            IndexName: query.index,
            KeyConditionExpression: query.condition,
            ExpressionAttributeNames: query.names,
            ExpressionAttributeValues: query.values,
            Limit: LOOKUP_LIMIT,
          }),
        );
        return (result.Items ?? []).map((item) => ({ kind, id: String(item.id) }));
      }),
    ),
  );
  // A lead both queries of an address find is one lead.
  return [...new Map(found.flat().map((key) => [`${key.kind}#${key.id}`, key])).values()];
}

/** Whole rows by their keys, a hundred to a BatchGetItem (its limit), with the unprocessed ones asked again. */
export async function readRows(
  source: ListingSource,
  keys: readonly { kind: LeadKind; id: string }[],
): Promise<{ kind: LeadKind; row: Row }[]> {
  const kindOfTable = new Map(keys.map(({ kind }) => [source.tableOf(kind), kind]));
  const chunks: (typeof keys)[] = [];
  for (let start = 0; start < keys.length; start += 100) chunks.push(keys.slice(start, start + 100));
  // The chunks side by side, a few at a time: an export reads thousands of rows, one BatchGetItem after the
  // other took most of the staff function's timeout. The rows keep the chunks' order.
  const rows: { kind: LeadKind; row: Row }[] = [];
  for (let first = 0; first < chunks.length; first += 5) {
    const read = await Promise.all(chunks.slice(first, first + 5).map((chunk) => readChunk(source, chunk, kindOfTable)));
    rows.push(...read.flat());
  }
  return rows;
}

async function readChunk(
  source: ListingSource,
  keys: readonly { kind: LeadKind; id: string }[],
  kindOfTable: ReadonlyMap<string, LeadKind>,
): Promise<{ kind: LeadKind; row: Row }[]> {
  const rows: { kind: LeadKind; row: Row }[] = [];
  let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {};
  for (const { kind, id } of keys) {
    const table = source.tableOf(kind);
    (request[table] ??= { Keys: [] }).Keys.push({ id });
  }
  for (let attempt = 0; request && Object.keys(request).length > 0; attempt += 1) {
    if (attempt > 5) throw new Error('BatchGetItem left keys unprocessed after six attempts');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const result = await source.documents.send(new BatchGetCommand({ RequestItems: request }));
    for (const [table, items] of Object.entries(result.Responses ?? {})) {
      const kind = kindOfTable.get(table)!;
      // A row of another kind under this table's id is not this lead (the routes check the same).
      for (const row of items) if (row.kind === kind) rows.push({ kind, row });
    }
    request = result.UnprocessedKeys as typeof request;
  }
  return rows;
}
