import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import { phoneKey } from '../../shared/phone.ts';
import { searchedTexts, staffIndexes } from '../../shared/staff-indexes.ts';
import { leadStatuses, type LeadStatus } from '../../shared/staff-inbox.ts';
import { BadRequestError } from '../http/errors.ts';

/**
 * The inbox's listings: every kind's table is read through one of its indexes (by date received, by the
 * member of staff who has the lead, or by follow-up date), and the kinds are merged in that order. By date,
 * a list reads the `inbox` index (what a line shows, a few hundred bytes a row) and a word search the
 * `search` index (the texts as well, at most a few kilobytes a row since fields are limited in bytes). The
 * cursor holds, per kind, the key of the last row this page used up (shown or filtered out), so the next
 * page starts right after it with the index's own paging: a page costs about one Query per kind, however
 * many leads there are.
 *
 * Filters on status and search words are applied to the rows read, within a reading budget per request: a
 * rare match among 10,000 leads may need several requests, and the answer says so (`partial`). The period
 * is part of the key condition where the index is sorted by date, so it narrows what is read.
 */

export type Row = Record<string, unknown>;
/** The key of a row in the index being read: the table's id and the index's own keys. */
type Position = Record<string, string>;
/** Per kind: where its reading stands, or 'done' when nothing more of it matches. */
type Cursor = Partial<Record<LeadKind, Position | 'done'>>;

/** How a listing is ordered, and so which index it reads. */
export type ListingOrder =
  /** By date received (the listing index). */
  | { by: 'received'; ascending: boolean }
  /** The leads of one member of staff, by date received (the owner index). */
  | { by: 'owner'; owner: string; ascending: boolean }
  /** Leads with a follow-up date, earliest first, up to and including `until` (the follow-up index). */
  | { by: 'followUp'; until?: string };

export type ListingFilter = {
  kinds?: readonly LeadKind[];
  status?: LeadStatus;
  /** Only the leads this member of staff has; read through the owner index when the order allows. */
  owner?: string;
  /** ISO instants, both included. */
  from?: string;
  until?: string;
  /** Words that must all occur (in any case) in the name, email address, phone number or text of a lead. */
  search?: string;
  /** Newest first when not given. */
  order?: ListingOrder;
};

export type ListingSource = {
  documents: Pick<DynamoDBDocumentClient, 'send'>;
  tableOf: (kind: LeadKind) => string;
};

/** A lead's status: a lead nobody has set one for is new. */
export function statusOf(row: Row): LeadStatus {
  return (leadStatuses as readonly unknown[]).includes(row.staff_status) ? (row.staff_status as LeadStatus) : 'nieuw';
}

/** The fields a search looks in: the person's name and address, and what they wrote (the search index holds them). */
const searchedFields = ['name', 'first_name', 'email', ...searchedTexts];

/** The words of a search; a phone number typed with spaces (+31 6 1234 5678) stays one word, in national form. */
export function searchWords(search: string | undefined): string[] {
  const phone = phoneKey(search ?? '');
  if (phone) return [phone];
  return (search ?? '').toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
}

/**
 * What a search compares against: the searched fields, and the phone number in national form, so a number
 * typed any way matches a row stored before rows carried their `phone_key`.
 */
function haystackOf(row: Row): string {
  const phone = typeof row.phone === 'string' ? (phoneKey(row.phone) ?? row.phone) : '';
  return [...searchedFields.map((field) => (typeof row[field] === 'string' ? (row[field] as string) : '')), phone]
    .join('\n')
    .toLocaleLowerCase('nl');
}

export function matches(
  row: Row,
  filter: { status?: LeadStatus; owner?: string; from?: string; until?: string; words: readonly string[] },
): boolean {
  if (filter.status && statusOf(row) !== filter.status) return false;
  if (filter.owner !== undefined && row.staff_owner !== filter.owner) return false;
  const created = String(row.created_at ?? '');
  if ((filter.from && created < filter.from) || (filter.until && created > filter.until)) return false;
  if (filter.words.length === 0) return true;
  const haystack = haystackOf(row);
  // A word that is a phone number matches its national form, however it was typed.
  return filter.words.every((word) => haystack.includes(word) || haystack.includes(phoneKey(word) ?? '\u0000'));
}

/** Which index a listing reads and how: its keys, its order, and the range of its sort key. */
type Plan = {
  index: string;
  partitionKey: string;
  partitionValue: (kind: LeadKind) => string;
  sortKey: string;
  ascending: boolean;
  range: { from?: string; until?: string };
  /** Filters the key condition already applies, left out of the filter on rows. */
  applied: { owner: boolean; period: boolean };
};

function planOf(filter: ListingFilter): Plan {
  const order: ListingOrder =
    filter.order ?? (filter.owner ? { by: 'owner', owner: filter.owner, ascending: false } : { by: 'received', ascending: false });
  const period = { from: filter.from, until: filter.until };
  switch (order.by) {
    case 'received': {
      if (filter.owner) return planOf({ ...filter, order: { by: 'owner', owner: filter.owner, ascending: order.ascending } });
      const index = searchWords(filter.search).length > 0 ? staffIndexes.search : staffIndexes.inbox;
      return {
        index: index.name,
        partitionKey: index.partitionKey,
        partitionValue: (kind) => kind,
        sortKey: index.sortKey,
        ascending: order.ascending,
        range: period,
        applied: { owner: false, period: true },
      };
    }
    case 'owner':
      return {
        index: staffIndexes.owner.name,
        partitionKey: staffIndexes.owner.partitionKey,
        partitionValue: () => order.owner,
        sortKey: staffIndexes.owner.sortKey,
        ascending: order.ascending,
        range: period,
        applied: { owner: order.owner === filter.owner, period: true },
      };
    case 'followUp':
      return {
        index: staffIndexes.followUp.name,
        partitionKey: staffIndexes.followUp.partitionKey,
        partitionValue: (kind) => kind,
        sortKey: staffIndexes.followUp.sortKey,
        ascending: true,
        range: { until: order.until },
        applied: { owner: false, period: false },
      };
  }
}

/** The attributes of a row's key in the plan's index: ExclusiveStartKey needs all of them. */
const keyAttributes = (plan: Plan) => [...new Set(['id', plan.partitionKey, plan.sortKey])];

const positionSchema = z.record(z.string(), z.string().check(z.maxLength(300)));
const cursorSchema = z.object({
  index: z.string(),
  kinds: z.partialRecord(z.enum(leadKinds), z.union([z.literal('done'), positionSchema])),
});

export function encodeCursor(index: string, cursor: Cursor): string {
  return Buffer.from(JSON.stringify({ index, kinds: cursor })).toString('base64url');
}

const staleCursor = () => new BadRequestError('Invalid cursor', 'Deze pagina bestaat niet meer. Begin opnieuw bij de eerste pagina.');

/**
 * Whether a position can be where this plan's Query of `kind` stopped: the keys of its index, the partition
 * the plan reads for that kind, an id of ours, and a sort value within the plan's range. DynamoDB answers a
 * start key outside the key condition with an error (a 500 here), so a cursor from another list, another
 * partition or a period since changed is refused first.
 */
function positionFits(plan: Plan, kind: LeadKind, position: Position): boolean {
  if (Object.keys(position).sort().join() !== keyAttributes(plan).sort().join()) return false;
  if (position[plan.partitionKey] !== plan.partitionValue(kind) || !/^[A-Za-z0-9-]{1,64}$/.test(position.id ?? '')) return false;
  const sort = position[plan.sortKey] ?? '';
  if (plan.sortKey === 'id') return sort === position.id;
  const { from, until } = plan.range;
  return /^\d{4}-\d{2}-\d{2}/.test(sort) && (!from || sort >= from) && (!until || sort <= until);
}

export function decodeCursor(text: string | undefined, plan: Plan): Cursor {
  if (!text) return {};
  let parsed: z.infer<typeof cursorSchema>;
  try {
    parsed = cursorSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw staleCursor();
  }
  // A cursor of another order or list cannot continue this one.
  const fits = Object.entries(parsed.kinds).every(
    ([kind, position]) => position === 'done' || positionFits(plan, kind as LeadKind, position as Position),
  );
  if (parsed.index !== plan.index || !fits) throw staleCursor();
  return parsed.kinds as Cursor;
}

/** A stream that ran out of reading budget before it found its next match; it may still hold rows that come first. */
const BLOCKED: unique symbol = Symbol('blocked');
const isRow = (value: Row | null | typeof BLOCKED): value is Row => value !== null && value !== BLOCKED;

/** One kind's rows in the plan's order, read a chunk at a time, skipping those the filter leaves out. */
class KindStream {
  private buffer: Row[] = [];
  private nextKey: Record<string, unknown> | undefined;
  private exhausted = false;
  position: Position | undefined;

  constructor(
    private readonly kind: LeadKind,
    private readonly source: ListingSource,
    private readonly plan: Plan,
    private readonly filter: Parameters<typeof matches>[1],
    private readonly budget: { left: number },
    private readonly chunk: number,
    start: Position | undefined,
  ) {
    this.position = start;
    this.nextKey = start;
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
    this.position = Object.fromEntries(keyAttributes(this.plan).map((key) => [key, String(row[key])]));
    return row;
  }

  private async read(): Promise<void> {
    const { from, until } = this.plan.range;
    const range =
      from && until ? ' AND #sort BETWEEN :from AND :until' : from ? ' AND #sort >= :from' : until ? ' AND #sort <= :until' : '';
    const page = await this.source.documents.send(
      new QueryCommand({
        TableName: this.source.tableOf(this.kind),
        IndexName: this.plan.index,
        KeyConditionExpression: `#part = :part${range}`,
        ExpressionAttributeNames: { '#part': this.plan.partitionKey, ...(range ? { '#sort': this.plan.sortKey } : {}) },
        ExpressionAttributeValues: {
          ':part': this.plan.partitionValue(this.kind),
          ...(from ? { ':from': from } : {}),
          ...(until ? { ':until': until } : {}),
        },
        ScanIndexForward: this.plan.ascending,
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

/** Whether `a` comes before `b` in the plan's order; on the same sort value the id decides, so the order is total. */
function comesFirst(plan: Plan, a: Row, b: Row): boolean {
  const sort = String(a[plan.sortKey]).localeCompare(String(b[plan.sortKey]));
  const order = sort !== 0 ? sort : String(a.id).localeCompare(String(b.id));
  return plan.ascending ? order < 0 : order > 0;
}

/** One page: its rows, where the next starts, whether the budget ran out first, and how many index rows it read. */
export type ListingPage = { rows: { kind: LeadKind; row: Row }[]; cursor: string | null; partial: boolean; read: number };

/**
 * One page of leads in the filter's order. `readBudget` bounds the rows read for it: 5,000 rows is about
 * 5 MB of index read in chunks of 500 per kind, about a second of DynamoDB reads; at 10,000 leads a search
 * that matches rarely is complete in two requests, one that matches often fills its page in the first.
 */
export async function listLeads(
  source: ListingSource,
  filter: ListingFilter,
  options: { cursor?: string; pageSize: number; readBudget?: number },
): Promise<ListingPage> {
  const plan = planOf(filter);
  const cursor = decodeCursor(options.cursor, plan);
  const words = searchWords(filter.search);
  const rowFilter = {
    status: filter.status,
    owner: plan.applied.owner ? undefined : filter.owner,
    ...(plan.applied.period ? {} : { from: filter.from, until: filter.until }),
    words,
  };
  const filtered =
    words.length > 0 || rowFilter.status !== undefined || rowFilter.owner !== undefined || Boolean(rowFilter.from || rowFilter.until);
  const readBudget = options.readBudget ?? 5000;
  const budget = { left: readBudget };
  // Unfiltered, a page needs at most pageSize rows of a kind (plus one to know whether more follow).
  const chunk = filtered ? 500 : options.pageSize + 1;
  const kinds = (filter.kinds?.length ? filter.kinds : leadKinds).filter((kind) => cursor[kind] !== 'done');
  const streams = kinds.map((kind) => {
    const start = cursor[kind];
    return [kind, new KindStream(kind, source, plan, rowFilter, budget, chunk, start === 'done' ? undefined : start)] as const;
  });

  const rows: ListingPage['rows'] = [];
  let partial = false;
  while (rows.length < options.pageSize) {
    type Head = { kind: LeadKind; stream: KindStream; row: Row | null | typeof BLOCKED };
    const heads: Head[] = await Promise.all(
      streams.map(async ([kind, stream]): Promise<Head> => ({ kind, stream, row: await stream.peek() })),
    );
    let best: { kind: LeadKind; stream: KindStream; row: Row } | undefined;
    for (const { kind, stream, row } of heads) if (isRow(row) && (!best || comesFirst(plan, row, best.row))) best = { kind, stream, row };
    // A kind that ran out of budget has nothing unread before the last row it used up, so a row that comes
    // before that is still in order; anything after must wait for the next request.
    const blocked = heads.filter((head) => head.row === BLOCKED);
    if (blocked.length > 0) partial = true;
    if (!best || blocked.some((head) => !head.stream.position || !comesFirst(plan, best.row, head.stream.position))) break;
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
          plan.index,
          fillUnstarted(
            next,
            streams.map(([kind]) => kind),
          ),
        )
      : null,
    partial,
    read: readBudget - budget.left,
  };
}

/**
 * A kind that has not been read from yet starts at its first row next time too; listing it explicitly
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
