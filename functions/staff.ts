import middy from '@middy/core';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { brand } from '../shared/business-facts.ts';
import { leadKinds, type LeadKind } from '../shared/lead-kinds.ts';
import { internationalPhone, isMobilePhone, phoneKey } from '../shared/phone.ts';
import { staffIndexes } from '../shared/staff-indexes.ts';
import {
  attachmentRequestSchema,
  erasureRequestSchema,
  followUpSchema,
  inboxKinds,
  inboxPageSize,
  inboxQuerySchema,
  leadKeySchema,
  leadKindLabels,
  leadStatusLabels,
  seenSchema,
  shortIdLength,
  type ErasurePreview,
  type InboxCounts,
  type InboxItem,
  type InboxPage,
  type InboxQuery,
  type LeadDetail,
} from '../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo, s3, sqs } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { readSecrets } from './core/secrets.ts';
import { errorFields, logContext, logger } from './core/logger.ts';
import { entriesAbout, entriesSince, record, trailPage } from './inbox/audit.ts';
import { adjustCount, lastSeen, markSeen, readCounts } from './inbox/counts.ts';
import { amsterdamDay } from './inbox/dutch-format.ts';
import { eraseLeads, erasureSummary, filesOfLeads, leadsOfPerson, type ErasableLead } from './inbox/erasure.ts';
import { emailsOf, emailStateText, emailWhen, exportTable, historyOf } from './inbox/export-table.ts';
import { decideFollowUp, followUpStateOf, saveFollowUp, versionOf } from './inbox/follow-up.ts';
import { formatField, sources, type Row } from './inbox/lead-view.ts';
import { listLeads, statusOf, type ListingFilter, type ListingOrder } from './inbox/listing.ts';
import { LOOKUP_LIMIT, lookupKeys, lookupOf, readRows, type LookupMatch, type LookupSource } from './inbox/lookup.ts';
import { requeueLead } from './inbox/requeue.ts';
import { readPause } from './mail/reputation.ts';
import { NotFoundError, staffMember } from './inbox/staff-claims.ts';
import { staffMembers } from './inbox/staff-directory.ts';
import { workbookBytes } from './inbox/workbook.ts';
import { greetingOf } from './mail/greeting.ts';
import { contactStaffSubject } from './mail/contact-emails.ts';
import { fileLine, intakeStaffSubject } from './mail/intake-emails.ts';
import type { IntakeRow } from './records/intake-record.ts';
import { BadRequestError, ValidationError } from './http/errors.ts';
import { httpErrors, jsonResponse, parseRequestBody, type HttpResponse } from './http/http.ts';
import { fromCloudFront } from './http/origin-check.ts';
import { describeAttribution, storedAttribution } from '../shared/attribution.ts';
import { overviewQuerySchema } from '../shared/lead-overview.ts';
import { readOverview } from './attribution/lead-counts.ts';
import { requestLog } from './http/request-log.ts';

/**
 * The staff API under /api/beheer: the inbox (lists, lookups, counts, what is new), one lead with its
 * follow-up (status, owner, follow-up day, note), its attachments and re-send, the staff group's members,
 * export, erasure (AVG), the audit trail and the sign-in record. The JWT authorizer lets only signed-in
 * users through; this handler checks the staff group again, and records every view, change, opened file,
 * export and erasure with who and when.
 */

const env = defineEnv([
  'intakeTable',
  'contactTable',
  'newsletterTable',
  'auditTable',
  'countsTable',
  'uploadsBucket',
  'queueUrl',
  'guardTable',
  'guardSecret',
]);
/** Read apart: only assigning a lead needs the user pool. */
const directoryEnv = defineEnv(['staffUserPool']);

const tableOf = (kind: LeadKind) => env()[`${kind}Table`];
const sourceOf = (kind: LeadKind) => sources.find((source) => source.kind === kind)!;
const isInboxKind = (kind: LeadKind) => (inboxKinds as readonly LeadKind[]).includes(kind);
/** Only the inbox's kinds have the id and phone indexes; every kind has the person index. */
const lookups: LookupSource = {
  documents: dynamo,
  tableOf,
  kindsWith: (match) => (match === 'email' ? leadKinds : inboxKinds),
};

/** Attachment links work this long: enough to open a file, too short to be worth forwarding. */
export const VIEW_LINK_SECONDS = 5 * 60;

/** An export holds at most this many leads: a workbook of that size stays under Lambda's 6 MB answer. */
const EXPORT_MAX = 10_000;

/** "New since you last looked" counts this many per kind at most, then says "more". */
const NEW_COUNT_LIMIT = 99;

type Request = { event: APIGatewayProxyEventV2; who: string };

/** The first instant of a day (YYYY-MM-DD) in Amsterdam: 23:00 or, in summer time, 22:00 UTC the day before. */
function amsterdamMidnight(day: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  return amsterdamDay(new Date(utc - 2 * 3600_000).toISOString()) === day ? utc - 2 * 3600_000 : utc - 3600_000;
}

/** The time range of the period filter: from the start of `van` to the end of `tot`, as days in Amsterdam. */
export function periodOf(query: Pick<InboxQuery, 'van' | 'tot'>): { from?: string; until?: string } {
  const from = query.van ? new Date(amsterdamMidnight(query.van)).toISOString() : undefined;
  const dayAfter = query.tot ? new Date(Date.parse(`${query.tot}T12:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10) : undefined;
  const until = dayAfter ? new Date(amsterdamMidnight(dayAfter) - 1).toISOString() : undefined;
  if (from && until && from > until) throw new ValidationError({ tot: 'De einddatum ligt vóór de begindatum.' });
  return { from, until };
}

function parseQuery(event: APIGatewayProxyEventV2): InboxQuery {
  const parsed = inboxQuerySchema.safeParse(
    Object.fromEntries(Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== '')),
  );
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  return parsed.data;
}

/** The order a query asks for: the due list and "by follow-up date" read the follow-up index. */
export function orderOf(query: Pick<InboxQuery, 'sortering' | 'opvolgen'>, now = new Date()): ListingOrder {
  if (query.opvolgen === 'vandaag') return { by: 'followUp', until: amsterdamDay(now.toISOString()) };
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
async function lookedUp(
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

async function inbox({ event }: Request): Promise<HttpResponse> {
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

function leadKeyOf(event: APIGatewayProxyEventV2): { kind: LeadKind; id: string } {
  const parsed = leadKeySchema.safeParse(event.pathParameters ?? {});
  if (!parsed.success) throw new NotFoundError(`No such lead address: ${JSON.stringify(event.pathParameters)}`);
  return parsed.data;
}

/**
 * The lead at this kind and id; a row of another kind (or none) is 404, so no id reaches another route's
 * data. The first characters of an id (the "Kenmerk" an email shows) find the lead too, when they fit one.
 */
async function loadLead(key: { kind: LeadKind; id: string }): Promise<Row> {
  const result = await dynamo.send(new GetCommand({ TableName: tableOf(key.kind), Key: { id: key.id }, ConsistentRead: true }));
  if (result.Item?.kind === key.kind) return result.Item;
  if (!result.Item && isInboxKind(key.kind) && key.id.length < 36) {
    const found = await lookupKeys(lookups, { match: 'id', value: key.id.toLowerCase() }, [key.kind]);
    if (found.length === 1) return loadLead(found[0]!);
    if (found.length > 1) {
      throw new NotFoundError(
        `${found.length} ${key.kind} leads start with ${key.id}`,
        `Meer dan één lead begint met ${key.id}. Zoek het kenmerk in de inbox om de goede te kiezen.`,
      );
    }
  }
  throw new NotFoundError(`No ${key.kind} ${key.id}`);
}

/** The same person's other leads, by the address as given and lower-cased (the forms keep what was typed). */
async function relatedLeads(kind: LeadKind, row: Row): Promise<LeadDetail['related']> {
  const email = String(row.email ?? '');
  if (!email) return [];
  const addresses = [...new Set([email, email.trim().toLowerCase()])];
  const found = await Promise.all(
    leadKinds.flatMap((other) =>
      addresses.map(async (address) => {
        const result = await dynamo.send(
          new QueryCommand({
            TableName: tableOf(other),
            IndexName: staffIndexes.person.name,
            KeyConditionExpression: '#email = :email',
            ExpressionAttributeNames: { '#email': staffIndexes.person.partitionKey },
            ExpressionAttributeValues: { ':email': address },
            ScanIndexForward: false,
            Limit: 20,
          }),
        );
        return (result.Items ?? []).map((item) => ({ kind: other, id: String(item.id), createdAt: String(item.created_at) }));
      }),
    ),
  );
  return found
    .flat()
    .filter((lead) => !(lead.kind === kind && lead.id === row.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** What a reply to the lead starts with: a Dutch subject about what they sent, and a greeting by first name. */
export function contactOf(kind: LeadKind, row: Row): LeadDetail['contact'] {
  const subject = {
    intake: `Je intake bij ${brand.name}`,
    contact: `Je bericht aan ${brand.name}`,
    newsletter: `Je aanmelding voor de nieuwsbrief van ${brand.name}`,
  }[kind];
  const key = typeof row.phone === 'string' ? phoneKey(row.phone) : null;
  return {
    replySubject: subject,
    replyBody: `${greetingOf(sourceOf(kind).name(row))}\n\n`,
    phone: key ? { national: key, international: internationalPhone(key), mobile: isMobilePhone(key) } : null,
  };
}

export function leadDetailOf(kind: LeadKind, row: Row): LeadDetail {
  const source = sourceOf(kind);
  const answers = source.fields
    .filter((field) => field.onLeadPage !== false)
    .map((field) => ({
      label: field.label,
      value: formatField(field, row),
    }));
  const work = followUpStateOf(row);
  const id = String(row.id);
  return {
    kind,
    id,
    shortId: id.slice(0, shortIdLength),
    label: source.label,
    createdAt: String(row.created_at),
    name: source.name(row),
    email: String(row.email ?? ''),
    attribution: describeAttribution(storedAttribution(row.attribution)),
    fields: answers.filter((answer) => answer.value !== ''),
    empty: answers.filter((answer) => answer.value === '').map((answer) => answer.label),
    attachments: source.attachments(row).map((file, index) => ({ index, name: file.name, size: file.size, type: file.type })),
    refusedFiles: kind === 'intake' ? (row as IntakeRow).uploaded_files.filter((file) => file.refused).map(fileLine) : [],
    emails: emailsOf(source, row).map(([label, entry]) => ({ label, state: emailStateText(entry), at: emailWhen(entry) ?? null })),
    strandedAt: typeof row.stranded_at === 'string' ? row.stranded_at : null,
    status: work.status,
    owner: work.owner,
    followUpOn: work.followUpOn,
    version: versionOf(row),
    history: historyOf(row).reverse(),
    contact: contactOf(kind, row),
    related: [],
    linkSeconds: VIEW_LINK_SECONDS,
  };
}

async function leadDetail({ event, who }: Request): Promise<HttpResponse> {
  const row = await loadLead(leadKeyOf(event));
  const key = { kind: row.kind as LeadKind, id: String(row.id) };
  const detail: LeadDetail = { ...leadDetailOf(key.kind, row), related: await relatedLeads(key.kind, row) };
  await record(env().auditTable, { who, action: 'bekeken', summary: `${detail.label} bekeken`, lead: key });
  const audit = await entriesAbout(env().auditTable, key);
  return jsonResponse(200, { ...detail, audit });
}

function bodyOf(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const { source, fields } = parseRequestBody(event);
  // The staff pages post JSON; a plain form post could come from another site's page.
  if (source !== 'js') throw new BadRequestError('Staff API takes JSON only');
  return fields;
}

/** One attachment, opened through a link that works a few minutes; each opening is in the audit trail. */
async function openAttachment({ event, who }: Request): Promise<HttpResponse> {
  const parsed = attachmentRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const key = leadKeyOf(event);
  const row = await loadLead(key);
  const files = sourceOf(key.kind).attachments(row);
  const file = files[parsed.data.index];
  if (!file) throw new NotFoundError(`${key.kind} ${key.id} has no attachment ${parsed.data.index}`, 'Deze bijlage bestaat niet (meer).');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env().uploadsBucket,
      Key: file.key,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    }),
    { expiresIn: VIEW_LINK_SECONDS },
  );
  // The file's name stays out of the trail: a visitor may have put their own name in it.
  await record(env().auditTable, {
    who,
    action: 'bijlage',
    summary: `Bijlage ${parsed.data.index + 1} van ${files.length} geopend`,
    lead: { kind: key.kind, id: String(row.id) },
  });
  return jsonResponse(200, { url });
}

async function followUp({ event, who }: Request): Promise<HttpResponse> {
  const parsed = followUpSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const row = await loadLead(leadKeyOf(event));
  const key = { kind: row.kind as LeadKind, id: String(row.id) };
  if (!isInboxKind(key.kind)) throw new BadRequestError('No follow-up for a subscriber', 'Een nieuwsbriefaanmelding heeft geen opvolging.');
  const members = parsed.data.owner === null ? [] : await staffMembers(directoryEnv().staffUserPool);
  const now = new Date();
  const decision = decideFollowUp(row, parsed.data, { who, now, members });
  if (!decision) return jsonResponse(200, { entry: null, version: versionOf(row) });
  await saveFollowUp(tableOf(key.kind), key, versionOf(row), decision);
  if (decision.before.status !== decision.after.status) {
    // The lead is saved; a count that fails is put right by `npm run leads -- backfill`.
    await adjustCount(
      dynamo,
      env().countsTable,
      { kind: key.kind, createdAt: String(row.created_at) },
      {
        [decision.before.status]: -1,
        [decision.after.status]: 1,
      },
    ).catch((error: unknown) => logger.warn('Status change not counted', { kind: key.kind, ...errorFields(error) }));
  }
  // A millisecond apart, so the trail lists the lines of one save in a fixed order.
  for (const [index, line] of decision.audit.entries()) {
    await record(env().auditTable, { who, ...line, lead: key }, new Date(now.getTime() + index));
  }
  return jsonResponse(200, { entry: decision.entry, version: versionOf(row) + 1 });
}

async function resend({ event, who }: Request): Promise<HttpResponse> {
  const row = await loadLead(leadKeyOf(event));
  const key = { kind: row.kind as LeadKind, id: String(row.id) };
  await requeueLead({ documents: dynamo, sqs }, { tableName: tableOf(key.kind), queueUrl: env().queueUrl }, key);
  await record(env().auditTable, { who, action: 'opnieuw_verstuurd', summary: 'E-mails opnieuw in de wachtrij gezet', lead: key });
  return jsonResponse(202, { queued: true });
}

/**
 * The counts per kind and status (kept counters, never a read of the leads) and how many leads came in
 * since this member of staff last looked: a count on the listing index from that moment, stopped at
 * NEW_COUNT_LIMIT per kind.
 */
async function counts({ who }: Request): Promise<HttpResponse> {
  const [perStatus, since] = await Promise.all([readCounts(dynamo, env().countsTable), lastSeen(dynamo, env().countsTable, who)]);
  let count = 0;
  let more = false;
  if (since) {
    const found = await Promise.all(
      inboxKinds.map((kind) =>
        dynamo.send(
          new QueryCommand({
            TableName: tableOf(kind),
            IndexName: staffIndexes.listing.name,
            KeyConditionExpression: '#kind = :kind AND #at > :since',
            ExpressionAttributeNames: { '#kind': staffIndexes.listing.partitionKey, '#at': staffIndexes.listing.sortKey },
            ExpressionAttributeValues: { ':kind': kind, ':since': since },
            Select: 'COUNT',
            Limit: NEW_COUNT_LIMIT,
          }),
        ),
      ),
    );
    count = found.reduce((sum, result) => sum + (result.Count ?? 0), 0);
    more = found.some((result) => result.LastEvaluatedKey !== undefined);
  }
  return jsonResponse(200, { counts: perStatus, newSince: { since, count, more } } satisfies InboxCounts);
}

/** The newest lead the member has now seen; a moment in the future is taken as now. */
async function seen({ event, who }: Request): Promise<HttpResponse> {
  const parsed = seenSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const now = new Date().toISOString();
  const at = new Date(parsed.data.at).toISOString();
  await markSeen(dynamo, env().countsTable, who, at < now ? at : now);
  return jsonResponse(200, { recorded: true });
}

async function members(): Promise<HttpResponse> {
  return jsonResponse(200, { members: await staffMembers(directoryEnv().staffUserPool) });
}

/** Every lead the filters select, in their order, page after page of the same listing the inbox reads. */
async function everyLead(filter: ListingFilter, limit: number): Promise<{ kind: LeadKind; row: Row }[]> {
  const rows: { kind: LeadKind; row: Row }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads({ documents: dynamo, tableOf }, filter, { cursor, pageSize: 500, readBudget: 5000 });
    rows.push(...page.rows);
    cursor = page.cursor ?? undefined;
  } while (cursor && rows.length < limit);
  return rows.slice(0, limit);
}

async function exportWorkbook({ event, who }: Request): Promise<HttpResponse> {
  const query = parseQuery(event);
  const filter = filterOf(query);
  const found = await lookedUp(query, filter);
  const leads = found ? found.rows : await everyLead(filter, EXPORT_MAX);
  const table = exportTable(
    leads.map(({ kind, row }) => ({ source: sourceOf(kind), row, id: String(row.id), createdAt: String(row.created_at) })),
  );
  const bytes = await workbookBytes(table);
  const filters = [
    query.kind && leadKindLabels[query.kind],
    query.status && leadStatusLabels[query.status],
    query.eigenaar && `van ${query.eigenaar}`,
    query.opvolgen && 'op te volgen',
    query.van && `vanaf ${query.van}`,
    query.tot && `tot en met ${query.tot}`,
    query.q && 'met zoekterm',
  ]
    .filter(Boolean)
    .join(', ');
  await record(env().auditTable, { who, action: 'export', summary: `${leads.length} leads geëxporteerd${filters ? ` (${filters})` : ''}` });
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="leads-${amsterdamDay(new Date().toISOString())}.xlsx"`,
      'cache-control': 'no-store',
    },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

/** The notification email each lead put in the staff mailbox, by its subject and when it went. */
function mailboxCopiesOf(leads: readonly { kind: LeadKind; row: Row }[]): ErasurePreview['outside']['mailbox'] {
  return leads.flatMap(({ kind, row }) => {
    const sent = (row.email_status as Record<string, { state?: string; sent_at?: string }> | undefined)?.staff_notification;
    if (sent?.state !== 'sent' || !sent.sent_at) return [];
    const subject =
      kind === 'intake'
        ? intakeStaffSubject(row as IntakeRow)
        : kind === 'contact'
          ? contactStaffSubject({ name: String(row.name) })
          : null;
    return subject ? [{ subject, sentAt: sent.sent_at }] : [];
  });
}

async function erasure({ event, who }: Request): Promise<HttpResponse> {
  const parsed = erasureRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { email, confirm } = parsed.data;
  // Every lead, compared without regard to case: an erasure must miss nothing, and it is rare enough to read
  // the listing index whole.
  const everyone = await everyLead({ kinds: leadKinds }, Number.POSITIVE_INFINITY);
  const theirs = leadsOfPerson(
    everyone.map((lead) => ({ ...lead, email: String(lead.row.email ?? '') })),
    email,
  );
  const leads: ErasableLead[] = theirs.map(({ kind, row }) => ({
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    email: String(row.email),
  }));
  const clients = { documents: dynamo, s3 };
  const files = await filesOfLeads(clients, env().uploadsBucket, leads);
  const first = leads.map((lead) => lead.createdAt).sort()[0];
  const exports = first ? await entriesSince(env().auditTable, 'export', first) : [];
  const preview: ErasurePreview = {
    email: email.trim().toLowerCase(),
    leads: leads.map(({ kind, id, createdAt }) => ({ kind, id, createdAt })),
    files: files.map((key) => key.slice(key.lastIndexOf('/') + 1)),
    erased: false,
    outside: {
      mailbox: mailboxCopiesOf(theirs).sort((a, b) => a.sentAt.localeCompare(b.sentAt)),
      exports: exports.map(({ at, who: by, summary }) => ({ at, who: by, summary })),
    },
  };
  if (!confirm || (leads.length === 0 && files.length === 0)) return jsonResponse(200, preview);
  await eraseLeads(clients, { tableOf, bucket: env().uploadsBucket, countsTable: env().countsTable }, leads, files);
  logger.info('Person erased', { leads: leads.length, files: files.length });
  await record(env().auditTable, {
    who,
    action: 'wissen',
    summary: erasureSummary(leads, files.length),
  });
  return jsonResponse(200, { ...preview, erased: true });
}

async function auditTrail({ event }: Request): Promise<HttpResponse> {
  const cursor = event.queryStringParameters?.cursor;
  if (cursor !== undefined && cursor.length > 2000) throw new BadRequestError('Audit cursor too long');
  return jsonResponse(200, await trailPage(env().auditTable, { cursor, pageSize: 50 }));
}

/**
 * Leads per week by kind, source or landing page, from the counters (functions/attribution/lead-counts.ts):
 * one Query of small items, never the leads. Not in the audit trail: it shows counts, no person.
 */
async function leadOverview({ event }: Request): Promise<HttpResponse> {
  const given = Object.entries(event.queryStringParameters ?? {}).filter(([, value]) => value !== undefined && value !== '');
  const parsed = overviewQuerySchema.safeParse(Object.fromEntries(given));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  return jsonResponse(200, await readOverview(dynamo, env().countsTable, parsed.data, new Date()));
}

/** Whether visitor confirmations paused themselves (mail/reputation.ts), for the notice on every staff page. */
async function mailStatus(): Promise<HttpResponse> {
  return jsonResponse(200, await readPause(env()));
}

async function signIn({ who }: Request): Promise<HttpResponse> {
  await record(env().auditTable, { who, action: 'aanmelding', summary: 'Aangemeld in het beheer' });
  return jsonResponse(201, { recorded: true });
}

/** The staff routes by their route key, as declared in infra/app-spec.ts. */
export const staffRoutes: Record<string, (request: Request) => Promise<HttpResponse>> = {
  'POST /api/beheer/aanmelding': signIn,
  'GET /api/beheer/leads': inbox,
  'GET /api/beheer/leads/{kind}/{id}': leadDetail,
  'POST /api/beheer/leads/{kind}/{id}/opvolging': followUp,
  'POST /api/beheer/leads/{kind}/{id}/bijlage': openAttachment,
  'POST /api/beheer/leads/{kind}/{id}/opnieuw-versturen': resend,
  'GET /api/beheer/tellingen': counts,
  'POST /api/beheer/gezien': seen,
  'GET /api/beheer/medewerkers': members,
  'GET /api/beheer/export': exportWorkbook,
  'POST /api/beheer/wissen': erasure,
  'GET /api/beheer/logboek': auditTrail,
  'GET /api/beheer/herkomst': leadOverview,
  'GET /api/beheer/verzending': mailStatus,
};

export const handler = middy<APIGatewayProxyEventV2, HttpResponse, Error, Context>()
  .use(logContext())
  .use(readSecrets(env))
  .use(requestLog(env))
  .use(httpErrors())
  .use(fromCloudFront())
  .handler(async (event) => {
    const { username } = staffMember(event);
    const route = staffRoutes[event.routeKey];
    if (!route) throw new NotFoundError(`No staff route ${event.routeKey}`, 'Dit adres bestaat niet.');
    return route({ event, who: username });
  });
