import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { leadStatuses, type LeadStatus } from '../../shared/staff-inbox.ts';
import { BadRequestError } from '../http/errors.ts';

/**
 * The inbox's listing: every kind's table is read through its listing index (partition `kind`, sort key
 * `created_at`) newest first, and the kinds are merged by date. The cursor holds, per kind, the key of the
 * last row this page used up (shown or filtered out), so the next page starts right after it with the
 * index's own paging: a page costs about one Query per kind, however many leads there are.
 *
 * Filters on status and search words are applied to the rows read, within a reading budget per request: a
 * rare match among 10,000 leads may need several requests, and the answer says so (`partial`). The period
 * is part of the key condition, so it narrows what is read.
 */

export type Row = Record<string, unknown>;
type Position = { id: string; created_at: string };
/** Per kind: where its reading stands, or 'done' when nothing more of it matches. */
type Cursor = Partial<Record<LeadKind, Position | 'done'>>;

const positionSchema = z.object({ id: z.string(), created_at: z.string() });
const cursorSchema = z.partialRecord(z.enum(leadKinds), z.union([z.literal('done'), positionSchema]));

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor {
  if (!text) return {};
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new BadRequestError('Invalid cursor', 'Deze pagina bestaat niet meer. Begin opnieuw bij de eerste pagina.');
  }
}

export type ListingFilter = {
  kinds?: readonly LeadKind[];
  status?: LeadStatus;
  /** ISO instants, both included. */
  from?: string;
  until?: string;
  /** Words that must all occur (in any case) in the name, email address or text of a lead. */
  search?: string;
};

export type ListingSource = {
  documents: Pick<DynamoDBDocumentClient, 'send'>;
  tableOf: (kind: LeadKind) => string;
};

/** A lead's status: a lead nobody has set one for is new. */
export function statusOf(row: Row): LeadStatus {
  return (leadStatuses as readonly unknown[]).includes(row.staff_status) ? (row.staff_status as LeadStatus) : 'nieuw';
}

/** The fields a search looks in: the person's name and address, and what they wrote. */
const searchedFields = [
  'name',
  'first_name',
  'email',
  'message',
  'dream_description',
  'app_description',
  'business_other',
  'help_other',
  'city',
];

export function searchWords(search: string | undefined): string[] {
  return (search ?? '').toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
}

export function matches(row: Row, filter: { status?: LeadStatus; words: readonly string[] }): boolean {
  if (filter.status && statusOf(row) !== filter.status) return false;
  if (filter.words.length === 0) return true;
  const haystack = searchedFields
    .map((field) => (typeof row[field] === 'string' ? (row[field] as string) : ''))
    .join('\n')
    .toLocaleLowerCase('nl');
  return filter.words.every((word) => haystack.includes(word));
}

/** A stream that ran out of reading budget before it found its next match; it may still hold newer rows. */
const BLOCKED: unique symbol = Symbol('blocked');
const isRow = (value: Row | null | typeof BLOCKED): value is Row => value !== null && value !== BLOCKED;

/** One kind's rows newest first, read a chunk at a time, skipping those the filter leaves out. */
class KindStream {
  private buffer: Row[] = [];
  private nextKey: Record<string, unknown> | undefined;
  private exhausted = false;
  position: Position | undefined;

  constructor(
    private readonly kind: LeadKind,
    private readonly source: ListingSource,
    private readonly filter: ListingFilter & { words: string[] },
    private readonly budget: { left: number },
    private readonly chunk: number,
    start: Position | undefined,
  ) {
    this.position = start;
    this.nextKey = start ? { ...start, kind } : undefined;
  }

  get drained(): boolean {
    return this.exhausted && this.buffer.length === 0;
  }

  /** The next matching row, null when there is none, or BLOCKED when the budget ran out first. */
  async peek(): Promise<Row | null | typeof BLOCKED> {
    for (;;) {
      while (this.buffer.length > 0) {
        const row = this.buffer[0]!;
        if (matches(row, this.filter)) return row;
        this.use();
      }
      if (this.exhausted) return null;
      if (this.budget.left <= 0) return BLOCKED;
      await this.read();
    }
  }

  take(): Row {
    return this.use();
  }

  private use(): Row {
    const row = this.buffer.shift()!;
    this.position = { id: String(row.id), created_at: String(row.created_at) };
    return row;
  }

  private async read(): Promise<void> {
    const { from, until } = this.filter;
    const range = from && until ? ' AND #at BETWEEN :from AND :until' : from ? ' AND #at >= :from' : until ? ' AND #at <= :until' : '';
    const page = await this.source.documents.send(
      new QueryCommand({
        TableName: this.source.tableOf(this.kind),
        IndexName: staffIndexes.listing.name,
        KeyConditionExpression: `#kind = :kind${range}`,
        ExpressionAttributeNames: { '#kind': staffIndexes.listing.partitionKey, ...(range ? { '#at': staffIndexes.listing.sortKey } : {}) },
        ExpressionAttributeValues: { ':kind': this.kind, ...(from ? { ':from': from } : {}), ...(until ? { ':until': until } : {}) },
        ScanIndexForward: false,
        Limit: Math.min(this.chunk, Math.max(1, this.budget.left)),
        ExclusiveStartKey: this.nextKey,
      }),
    );
    const items = page.Items ?? [];
    this.budget.left -= items.length;
    this.buffer.push(...items);
    this.nextKey = page.LastEvaluatedKey;
    if (!page.LastEvaluatedKey) this.exhausted = true;
  }
}

/** Newer first; on the same instant the id decides, so the order is total and the cursor exact. */
function newer(a: Row, b: Row): boolean {
  const at = String(a.created_at).localeCompare(String(b.created_at));
  return at !== 0 ? at > 0 : String(a.id) > String(b.id);
}

export type ListingPage = { rows: { kind: LeadKind; row: Row }[]; cursor: string | null; partial: boolean };

/**
 * One page of leads newest first. `readBudget` bounds the rows read for it: 5,000 rows is about 5 MB of
 * index read in chunks of 500 per kind, about a second of DynamoDB reads; at 10,000 leads a search that
 * matches rarely is complete in two requests, one that matches often fills its page in the first.
 */
export async function listLeads(
  source: ListingSource,
  filter: ListingFilter,
  options: { cursor?: string; pageSize: number; readBudget?: number },
): Promise<ListingPage> {
  const cursor = decodeCursor(options.cursor);
  const words = searchWords(filter.search);
  const filtered = words.length > 0 || filter.status !== undefined;
  const budget = { left: options.readBudget ?? 5000 };
  // Unfiltered, a page needs at most pageSize rows of a kind (plus one to know whether more follow).
  const chunk = filtered ? 500 : options.pageSize + 1;
  const kinds = (filter.kinds?.length ? filter.kinds : leadKinds).filter((kind) => cursor[kind] !== 'done');
  const streams = kinds.map((kind) => {
    const start = cursor[kind];
    return [kind, new KindStream(kind, source, { ...filter, words }, budget, chunk, start === 'done' ? undefined : start)] as const;
  });

  const rows: ListingPage['rows'] = [];
  let partial = false;
  while (rows.length < options.pageSize) {
    type Head = { kind: LeadKind; stream: KindStream; row: Row | null | typeof BLOCKED };
    const heads: Head[] = await Promise.all(
      streams.map(async ([kind, stream]): Promise<Head> => ({ kind, stream, row: await stream.peek() })),
    );
    let best: { kind: LeadKind; stream: KindStream; row: Row } | undefined;
    for (const { kind, stream, row } of heads) if (isRow(row) && (!best || newer(row, best.row))) best = { kind, stream, row };
    // A kind that ran out of budget has nothing unread newer than the last row it used up, so a row newer
    // than that is still in order; anything older must wait for the next request.
    const blocked = heads.filter((head) => head.row === BLOCKED);
    if (blocked.length > 0) partial = true;
    if (!best || blocked.some((head) => !head.stream.position || !newer(best.row, { ...head.stream.position }))) break;
    rows.push({ kind: best.kind, row: best.stream.take() });
  }
  // Whether anything follows: a full page may have been the last.
  if (rows.length === options.pageSize && !partial) await Promise.all(streams.map(([, stream]) => stream.peek()));

  const next: Cursor = Object.fromEntries(leadKinds.filter((kind) => cursor[kind] === 'done').map((kind) => [kind, 'done']));
  for (const [kind, stream] of streams) {
    if (stream.drained) next[kind] = 'done';
    else if (stream.position) next[kind] = stream.position;
  }
  const more = streams.some(([, stream]) => !stream.drained);
  return {
    rows,
    cursor: more
      ? encodeCursor(
          fillUnstarted(
            next,
            streams.map(([kind]) => kind),
          ),
        )
      : null,
    partial,
  };
}

/**
 * A kind that has not been read from yet starts at its newest row next time too; listing it explicitly
 * (as absent) keeps the kinds filtered out on the first page out of later ones as well.
 */
function fillUnstarted(cursor: Cursor, kinds: readonly LeadKind[]): Cursor {
  const filled: Cursor = {};
  for (const kind of leadKinds) {
    if (cursor[kind]) filled[kind] = cursor[kind];
    else if (!kinds.includes(kind)) filled[kind] = 'done';
  }
  return filled;
}
