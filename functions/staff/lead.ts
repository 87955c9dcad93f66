import { GetObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { brand } from '../../shared/business-facts.ts';
import { leadKinds, type LeadKind } from '../../shared/lead-kinds.ts';
import { internationalPhone, isMobilePhone, phoneKey } from '../../shared/phone.ts';
import { staffIndexes } from '../../shared/staff-indexes.ts';
import { attachmentRequestSchema, followUpSchema, leadKeySchema, shortIdLength, type LeadDetail } from '../../shared/staff-inbox.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { dynamo, s3, sqs } from '../core/clients.ts';
import { errorFields, logger } from '../core/logger.ts';
import { entriesAbout, record } from '../inbox/audit.ts';
import { adjustCount } from '../inbox/counts.ts';
import { emailsOf, emailStateText, emailWhen, historyOf } from '../inbox/export-table.ts';
import { decideFollowUp, followUpStateOf, saveFollowUp, versionOf } from '../inbox/follow-up.ts';
import { formatField, type Row } from '../inbox/lead-view.ts';
import { lookupKeys } from '../inbox/lookup.ts';
import { requeueLead } from '../inbox/requeue.ts';
import { NotFoundError } from '../inbox/staff-claims.ts';
import { staffMembers } from '../inbox/staff-directory.ts';
import { greetingOf } from '../mail/greeting.ts';
import { mailboxKey } from '../core/mailbox-key.ts';
import { fileLine } from '../mail/intake-emails.ts';
import { tagRetention } from '../storage/attachments.ts';
import type { IntakeRow } from '../records/intake-record.ts';
import { BadRequestError, ValidationError } from '../http/errors.ts';
import { jsonResponse, type HttpResponse } from '../http/http.ts';
import { describeAttribution, storedAttribution } from '../../shared/attribution.ts';
import { staffCallOf } from './calls.ts';
import { env, directoryEnv, tableOf, sourceOf, isInboxKind, lookups, type StaffRequest, bodyOf } from './context.ts';

/**
 * One lead under /api/beheer/leads/{kind}/{id}: its page (answers, emails, history, the same person's
 * other leads), its follow-up, its attachments (opened through short-lived links) and the re-send of its
 * emails. Every view and change is recorded in the audit trail.
 */

/** Attachment links work this long: enough to open a file, too short to be worth forwarding. */
export const VIEW_LINK_SECONDS = 5 * 60;

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

/**
 * The same person's other leads: every spelling of the mailbox (the mailbox index), and the address as
 * given and lower-cased (the person index), which also finds rows stored before they carried a mailbox key.
 */
async function relatedLeads(kind: LeadKind, row: Row): Promise<LeadDetail['related']> {
  const email = String(row.email ?? '');
  if (!email) return [];
  const queries = [
    ...[...new Set([email, email.trim().toLowerCase()])].map((value) => ({ index: staffIndexes.person, value })),
    { index: staffIndexes.mailbox, value: mailboxKey(email) },
  ];
  const found = await Promise.all(
    leadKinds.flatMap((other) =>
      queries.map(async ({ index, value }) => {
        const result = await dynamo.send(
          new QueryCommand({
            TableName: tableOf(other),
            IndexName: index.name,
            KeyConditionExpression: '#key = :value',
            ExpressionAttributeNames: { '#key': index.partitionKey },
            ExpressionAttributeValues: { ':value': value },
            ScanIndexForward: false,
            Limit: 20,
          }),
        );
        return (result.Items ?? []).map((item) => ({ kind: other, id: String(item.id), createdAt: String(item.created_at) }));
      }),
    ),
  );
  const unique = new Map(found.flat().map((lead) => [`${lead.kind}#${lead.id}`, lead]));
  return [...unique.values()]
    .filter((lead) => !(lead.kind === kind && lead.id === row.id))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** What a reply to the lead starts with: a Dutch subject about what they sent, and a greeting by first name. */
export function contactOf(kind: LeadKind, row: Row): LeadDetail['contact'] {
  const subject = {
    intake: `Je intake bij ${brand.name}`,
    contact: `Je bericht aan ${brand.name}`,
    newsletter: `Je aanmelding voor de nieuwsbrief van ${brand.name}`,
    booking: `Je kennismakingsgesprek met ${brand.name}`,
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
    calls: [],
    linkSeconds: VIEW_LINK_SECONDS,
  };
}

/** The calls among the same person's leads, soonest first, so an intake's page shows the call beside it. */
async function callsAmong(related: LeadDetail['related']): Promise<LeadDetail['calls']> {
  const ids = related.filter((lead) => lead.kind === 'booking').map((lead) => lead.id);
  if (ids.length === 0) return [];
  const table = tableOf('booking');
  const { Responses } = await dynamo.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: ids.map((id) => ({ id })) } } }));
  return (Responses?.[table] ?? [])
    .map(staffCallOf)
    .map(({ id, start, status, outcome }) => ({ id, start, status, outcome }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

export async function leadDetail({ event, who }: StaffRequest): Promise<HttpResponse> {
  const row = await loadLead(leadKeyOf(event));
  const key = { kind: row.kind as LeadKind, id: String(row.id) };
  const related = await relatedLeads(key.kind, row);
  const detail: LeadDetail = { ...leadDetailOf(key.kind, row), related, calls: await callsAmong(related) };
  await record(env().auditTable, { who, action: 'bekeken', summary: `${detail.label} bekeken`, lead: key });
  const audit = await entriesAbout(env().auditTable, key);
  return jsonResponse(200, { ...detail, audit });
}

/** One attachment, opened through a link that works a few minutes; each opening is in the audit trail. */
export async function openAttachment({ event, who }: StaffRequest): Promise<HttpResponse> {
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

export async function followUp({ event, who }: StaffRequest): Promise<HttpResponse> {
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
  if (key.kind === 'intake' && keptStatuses.has(decision.after.status) && !row.files_kept_at) await keepFiles(key.id, row);
  // A millisecond apart, so the trail lists the lines of one save in a fixed order.
  for (const [index, line] of decision.audit.entries()) {
    await record(env().auditTable, { who, ...line, lead: key }, new Date(now.getTime() + index));
  }
  return jsonResponse(200, { entry: decision.entry, version: versionOf(row) + 1 });
}

/** The statuses of an intake staff took into work: its files are then kept as long as the intake itself. */
const keptStatuses = new Set<string>(['in_behandeling', 'klant']);

/**
 * Tags an intake's files `kept`, so the bucket's lifecycle rules for unreviewed and flagged intakes
 * (attachmentRetentionDays) no longer delete them, and notes it on the row, which the worker reads when it
 * places the files again (a resend). Done after the follow-up is saved: should the tagging fail, the next
 * save of the intake tries again, since the row has no `files_kept_at` yet.
 */
async function keepFiles(id: string, row: Row): Promise<void> {
  const keys = sourceOf('intake')
    .attachments(row)
    .map((file) => file.key);
  await tagRetention(env().uploadsBucket, keys, 'kept');
  await dynamo.send(
    new UpdateCommand({
      TableName: tableOf('intake'),
      Key: { id },
      UpdateExpression: 'SET files_kept_at = :now',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
}

export async function resend({ event, who }: StaffRequest): Promise<HttpResponse> {
  const row = await loadLead(leadKeyOf(event));
  const key = { kind: row.kind as LeadKind, id: String(row.id) };
  await requeueLead({ documents: dynamo, sqs }, { tableName: tableOf(key.kind), queueUrl: env().queueUrl }, key);
  await record(env().auditTable, { who, action: 'opnieuw_verstuurd', summary: 'E-mails opnieuw in de wachtrij gezet', lead: key });
  return jsonResponse(202, { queued: true });
}
