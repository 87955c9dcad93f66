import middy from '@middy/core';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { leadKinds, type LeadKind } from '../shared/lead-kinds.ts';
import { staffIndexes } from '../shared/staff-indexes.ts';
import {
  erasureRequestSchema,
  inboxPageSize,
  inboxQuerySchema,
  leadKeySchema,
  leadKindLabels,
  leadStatusLabels,
  statusChangeSchema,
  type ErasurePreview,
  type InboxItem,
  type InboxQuery,
  type LeadDetail,
  type StatusEntry,
} from '../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../shared/validation.ts';
import { dynamo, s3, sqs } from './core/clients.ts';
import { defineEnv } from './core/env.ts';
import { readSecrets } from './core/secrets.ts';
import { isConditionalCheckFailed } from './core/errors.ts';
import { logContext, logger } from './core/logger.ts';
import { entriesAbout, record, trailPage } from './inbox/audit.ts';
import { amsterdamDay } from './inbox/dutch-format.ts';
import { eraseLeads, erasureSummary, filesOfLeads, leadsOfPerson, type ErasableLead } from './inbox/erasure.ts';
import { emailsOf, emailStateText, emailWhen, exportTable } from './inbox/export-table.ts';
import { formatField, sources, type Row } from './inbox/lead-view.ts';
import { listLeads, statusOf, type ListingFilter } from './inbox/listing.ts';
import { requeueLead } from './inbox/requeue.ts';
import { readPause } from './mail/reputation.ts';
import { NotFoundError, staffMember } from './inbox/staff-claims.ts';
import { workbookBytes } from './inbox/workbook.ts';
import { BadRequestError, ValidationError } from './http/errors.ts';
import { httpErrors, jsonResponse, parseRequestBody, type HttpResponse } from './http/http.ts';
import { fromCloudFront } from './http/origin-check.ts';
import { describeAttribution, parseAttribution } from '../shared/attribution.ts';
import { overviewQuerySchema } from '../shared/lead-overview.ts';
import { readOverview } from './attribution/lead-counts.ts';
import { requestLog } from './http/request-log.ts';

/**
 * The staff API under /api/beheer: the inbox, one lead, its status and re-send, export, erasure (AVG), the
 * audit trail and the sign-in record. The JWT authorizer lets only signed-in users through; this handler
 * checks the staff group again, and records every view, change, export and erasure with who and when.
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

const tableOf = (kind: LeadKind) => env()[`${kind}Table`];
const sourceOf = (kind: LeadKind) => sources.find((source) => source.kind === kind)!;

/** Attachment links work this long: enough to open a file, too short to be worth forwarding. */
export const VIEW_LINK_SECONDS = 5 * 60;

/** An export holds at most this many leads: a workbook of that size stays under Lambda's 6 MB answer. */
const EXPORT_MAX = 10_000;

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

function filterOf(query: InboxQuery): ListingFilter {
  return { kinds: query.kind ? [query.kind] : undefined, status: query.status, search: query.q, ...periodOf(query) };
}

function toItem(kind: LeadKind, row: Row): InboxItem {
  const source = sourceOf(kind);
  return {
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    name: source.name(row),
    email: String(row.email ?? ''),
    summary: source.summary(row).replace(/\s+/g, ' ').slice(0, 120),
    status: statusOf(row),
  };
}

async function inbox({ event }: Request): Promise<HttpResponse> {
  const query = parseQuery(event);
  const page = await listLeads({ documents: dynamo, tableOf }, filterOf(query), { cursor: query.cursor, pageSize: inboxPageSize });
  const items = page.rows.map(({ kind, row }) => toItem(kind, row));
  return jsonResponse(200, { items, cursor: page.cursor, partial: page.partial });
}

function leadKeyOf(event: APIGatewayProxyEventV2): { kind: LeadKind; id: string } {
  const parsed = leadKeySchema.safeParse(event.pathParameters ?? {});
  if (!parsed.success) throw new NotFoundError(`No such lead address: ${JSON.stringify(event.pathParameters)}`);
  return parsed.data;
}

/** The lead at this kind and id; a row of another kind (or none) is 404, so no id reaches another route's data. */
async function loadLead(key: { kind: LeadKind; id: string }): Promise<Row> {
  const result = await dynamo.send(new GetCommand({ TableName: tableOf(key.kind), Key: { id: key.id }, ConsistentRead: true }));
  if (!result.Item || result.Item.kind !== key.kind) throw new NotFoundError(`No ${key.kind} ${key.id}`);
  return result.Item;
}

async function viewLink(file: { key: string; name: string }): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env().uploadsBucket,
      Key: file.key,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    }),
    { expiresIn: VIEW_LINK_SECONDS },
  );
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

const historyOf = (row: Row): StatusEntry[] =>
  Array.isArray(row.staff_history) ? (row.staff_history as StatusEntry[]).filter((entry) => typeof entry?.at === 'string') : [];

async function leadDetail({ event, who }: Request): Promise<HttpResponse> {
  const key = leadKeyOf(event);
  const row = await loadLead(key);
  const source = sourceOf(key.kind);
  const detail: LeadDetail = {
    kind: key.kind,
    id: key.id,
    label: source.label,
    createdAt: String(row.created_at),
    name: source.name(row),
    email: String(row.email ?? ''),
    attribution: describeAttribution(parseAttribution(row.attribution)),
    fields: source.fields.map((field) => ({ label: field.label, value: formatField(field, row) })),
    attachments: await Promise.all(
      source.attachments(row).map(async (file) => ({ name: file.name, size: file.size, type: file.type, url: await viewLink(file) })),
    ),
    emails: emailsOf(source, row).map(([label, entry]) => ({ label, state: emailStateText(entry), at: emailWhen(entry) ?? null })),
    strandedAt: typeof row.stranded_at === 'string' ? row.stranded_at : null,
    status: statusOf(row),
    history: historyOf(row).reverse(),
    related: await relatedLeads(key.kind, row),
    linkSeconds: VIEW_LINK_SECONDS,
  };
  await record(env().auditTable, { who, action: 'bekeken', summary: `${source.label} bekeken`, lead: key });
  const audit = await entriesAbout(env().auditTable, key);
  return jsonResponse(200, { ...detail, audit });
}

function bodyOf(event: APIGatewayProxyEventV2): Record<string, unknown> {
  const { source, fields } = parseRequestBody(event);
  // The staff pages post JSON; a plain form post could come from another site's page.
  if (source !== 'js') throw new BadRequestError('Staff API takes JSON only');
  return fields;
}

async function setStatus({ event, who }: Request): Promise<HttpResponse> {
  const key = leadKeyOf(event);
  const parsed = statusChangeSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  await loadLead(key);
  const entry: StatusEntry = { status: parsed.data.status, note: parsed.data.note ?? '', by: who, at: new Date().toISOString() };
  try {
    // The history lives on the lead, so erasing the person erases the notes about them too.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableOf(key.kind),
        Key: { id: key.id },
        UpdateExpression:
          'SET staff_status = :status, staff_note = :note, staff_status_at = :at, staff_status_by = :by, staff_history = list_append(if_not_exists(staff_history, :none), :entry)',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: {
          ':status': entry.status,
          ':note': entry.note,
          ':at': entry.at,
          ':by': entry.by,
          ':none': [],
          ':entry': [entry],
        },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) throw new NotFoundError(`${key.kind} ${key.id} went while its status was set`);
    throw error;
  }
  await record(env().auditTable, {
    who,
    action: 'status',
    summary: `Status: ${leadStatusLabels[entry.status]}${entry.note ? ' (met notitie)' : ''}`,
    lead: key,
  });
  return jsonResponse(200, entry);
}

async function resend({ event, who }: Request): Promise<HttpResponse> {
  const key = leadKeyOf(event);
  await loadLead(key);
  await requeueLead({ documents: dynamo, sqs }, { tableName: tableOf(key.kind), queueUrl: env().queueUrl }, key);
  await record(env().auditTable, { who, action: 'opnieuw_verstuurd', summary: 'E-mails opnieuw in de wachtrij gezet', lead: key });
  return jsonResponse(202, { queued: true });
}

/** Every lead the filters select, newest first, page after page of the same listing the inbox reads. */
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
  const leads = await everyLead(filterOf(query), EXPORT_MAX);
  const table = exportTable(
    leads.map(({ kind, row }) => ({ source: sourceOf(kind), row, id: String(row.id), createdAt: String(row.created_at) })),
  );
  const bytes = await workbookBytes(table);
  const filters = [
    query.kind && leadKindLabels[query.kind],
    query.status && leadStatusLabels[query.status],
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

async function erasure({ event, who }: Request): Promise<HttpResponse> {
  const parsed = erasureRequestSchema.safeParse(bodyOf(event));
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error));
  const { email, confirm } = parsed.data;
  // Every lead, compared without regard to case: an erasure must miss nothing, and it is rare enough to read
  // the listing index whole.
  const everyone: ErasableLead[] = (await everyLead({}, Number.POSITIVE_INFINITY)).map(({ kind, row }) => ({
    kind,
    id: String(row.id),
    createdAt: String(row.created_at),
    email: String(row.email ?? ''),
  }));
  const leads = leadsOfPerson(everyone, email);
  const clients = { documents: dynamo, s3 };
  const files = await filesOfLeads(clients, env().uploadsBucket, leads);
  const preview: ErasurePreview = {
    email: email.trim().toLowerCase(),
    leads: leads.map(({ kind, id, createdAt }) => ({ kind, id, createdAt })),
    files: files.map((key) => key.slice(key.lastIndexOf('/') + 1)),
    erased: false,
  };
  if (!confirm || (leads.length === 0 && files.length === 0)) return jsonResponse(200, preview);
  await eraseLeads(clients, { tableOf, bucket: env().uploadsBucket }, leads, files);
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
  'POST /api/beheer/leads/{kind}/{id}/status': setStatus,
  'POST /api/beheer/leads/{kind}/{id}/opnieuw-versturen': resend,
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
