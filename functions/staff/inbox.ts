import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { instantAt, todayKey } from '../../shared/agency-clock.ts';
import { type LeadKind } from '../../shared/lead-kinds.ts';
import { inboxKinds, inboxPageSize, inboxQuerySchema, type InboxItem, type InboxPage, type InboxQuery } from '../../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo } from '../core/clients.ts';
import { followUpStateOf } from '../inbox/follow-up.ts';
import { type Row } from '../inbox/lead-view.ts';
import { listLeads, statusOf, type ListingFilter, type ListingOrder } from '../inbox/listing.ts';
import { LOOKUP_LIMIT, lookupKeys, lookupOf, readRows, type LookupMatch } from '../inbox/lookup.ts';
import { ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { tableOf, sourceOf, isInboxKind, lookups, type StaffRequest } from './context.ts';

/**
 * GET /api/beheer/leads: the inbox, one page of leads by kind, status, owner, follow-up day, period and
 * search; a search that is an id, an email address or a phone number goes through its index. The export
 * and the erasure read their leads through the same filters.
 */

/** The time range of the period filter: from the start of `van` to the end of `tot`, as days in Amsterdam. */
export function periodOf(query: Pick<InboxQuery, 'van' | 'tot'>): { from?: string; until?: string } {
  const from = query.van ? instantAt(query.van, 0).toISOString() : undefined;
  const until = query.tot ? new Date(instantAt(query.tot, 24 * 60).getTime() - 1).toISOString() : undefined;
  if (from && until && from > until) throw new ValidationError({ tot: 'De einddatum ligt vóór de begindatum.' });
  return { from, until };
}

export function parseQuery(event: APIGatewayProxyEventV2): InboxQuery {
  const parsed = inboxQuerySchema.safeParse(
    Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** The order a query asks for: the due list and "by follow-up date" read the follow-up index. */
export function orderOf(query: Pick<InboxQuery, 'sortering' | 'opvolgen'>, now = new Date()): ListingOrder {
  if (query.opvolgen === 'vandaag') return { by: 'followUp', until: todayKey(now) };
  if (query.sortering === 'opvolgdatum') return { by: 'followUp' };
  return { by: 'received', ascending: query.sortering === 'oudste' };
}

/** The listing a query asks for. Without a kind the inbox lists leads; newsletter subscribers have their own list. */
export function filterOf(query: InboxQuery, now = new Date()): ListingFilter {
  const subscribers = query.kind === 'newsletter';
  if (subscribers && (query.status || query.eigenaar || query.opvolgen || query.sortering === 'opvolgdatum')) {
    throw new ValidationError({ kind: 'Nieuwsbriefaanmeldingen hebben geen status, eigenaar of opvolgdatum.' });
  }
  return {
    kinds: query.kind ? [query.kind] : inboxKinds,
    status: query.status,
    owner: query.eigenaar,
    search: query.q,
    order: orderOf(query, now),
    ...periodOf(query),
  };
}

function toItem(kind: LeadKind, row: Row): InboxItem {
  const source = sourceOf(kind);
  const work = followUpStateOf(row);
  return {
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    name: source.name(row),
    email: String(row.email ?? ''),
    summary: source.summary(row).replace(/\s+/g, ' ').slice(0, 120),
    status: work.status,
    owner: isInboxKind(kind) ? work.owner : null,
    followUpOn: isInboxKind(kind) ? work.followUpOn : null,
  };
}

/**
 * A search that is an id, an email address or a phone number, through their indexes, with the other
 * filters applied to what it found; null when the search is words, or the key found nothing (a row stored
 * before it carried its keys is then still found by the word search).
 */
export async function lookedUp(
  query: InboxQuery,
  filter: ListingFilter,
): Promise<{ match: LookupMatch; rows: { kind: LeadKind; row: Row }[] } | null> {
  const lookup = lookupOf(query.q);
  if (!lookup || query.cursor) return null;
  const rows = await readRows(lookups, await lookupKeys(lookups, lookup, filter.kinds ?? inboxKinds));
  if (rows.length === 0) return null;
  const kept = rows.filter(({ row }) => {
    const created = String(row.created_at);
    if (filter.status && statusOf(row) !== filter.status) return false;
    if (filter.owner && row.staff_owner !== filter.owner) return false;
    return (!filter.from || created >= filter.from) && (!filter.until || created <= filter.until);
  });
  kept.sort((a, b) => String(b.row.created_at).localeCompare(String(a.row.created_at)));
  return { match: lookup.match, rows: kept.slice(0, LOOKUP_LIMIT) };
}

export async function inbox({ event }: StaffRequest): Promise<HttpResponse> {
  const query = parseQuery(event);
  const filter = filterOf(query);
  const found = await lookedUp(query, filter);
  if (found) {
    const items = found.rows.map(({ kind, row }) => toItem(kind, row));
    return jsonResponse(200, { items, cursor: null, partial: false, match: found.match } satisfies InboxPage);
  }
  const page = await listLeads({ documents: dynamo, tableOf }, filter, { cursor: query.cursor, pageSize: inboxPageSize });
  const items = page.rows.map(({ kind, row }) => toItem(kind, row));
  return jsonResponse(200, { items, cursor: page.cursor, partial: page.partial, match: null } satisfies InboxPage);
}

/** Every lead the filters select, in their order, page after page of the same listing the inbox reads. */
export async function everyLead(filter: ListingFilter, limit: number): Promise<{ kind: LeadKind; row: Row }[]> {
  const rows: { kind: LeadKind; row: Row }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads({ documents: dynamo, tableOf }, filter, { cursor, pageSize: 500, readBudget: 5000 });
    rows.push(...page.rows);
    cursor = page.cursor ?? undefined;
  } while (cursor && rows.length < limit);
  return rows.slice(0, limit);
}
