import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { MAX_REDRIVES } from '../../shared/redrive.ts';
import {
  eraseLeads,
  erasureSummary,
  filesOfLeads,
  leadsOfPerson,
  record,
  requeueLead,
  attributionField,
  formatField,
  sources,
  emailsOf,
  emailStateText,
  emailWhen,
  exportTable,
  historyOf,
  historyLine,
  keptMonths,
  setCount,
  statusOf,
  searchKeysOf,
  writeWorkbook,
  type AuditRecord,
  type Kind,
  type Row,
  type Source,
  type Cell,
} from '../../functions/leads-tool-api.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import { outputFolder, outputPath } from './files.ts';
import { dateTimeNumeric, dayKeyOf, dayNumeric } from '../../shared/agency-clock.ts';
import { column, csv, paint, progress } from './format.ts';
import { inboxKinds, leadStatuses, leadStatusLabels, type LeadStatus } from '../../shared/staff-inbox.ts';
import { LeadsToolError, type Target } from './target.ts';

export type Lead = { source: Source; row: Row; id: string; createdAt: string; email: string };

type Output = (line: string) => void;

/**
 * Writes one entry to the audit trail the staff area keeps, with the caller's IAM identity, as the staff
 * API does for the same actions. A command that shows personal data records before it shows anything, and
 * one that changes something records what it did: an action the trail could not take is not done at all,
 * or (a change) reported as an error.
 */
async function audit(target: Target, entry: Omit<AuditRecord, 'who'>): Promise<void> {
  const table = target.tableNames.audit;
  if (!table) throw new LeadsToolError('Onbekend waar het logboek staat: geef --audit-table op (de stack-output AuditTableName).');
  const who = await target.callerArn();
  await record(table, { ...entry, who, summary: `${entry.summary} (npm run leads)` }, new Date(), target.documents);
}

function activeSources(target: Target, kinds?: readonly Kind[]): Source[] {
  return sources.filter((source) => target.tableNames[source.table] && (!kinds || kinds.includes(source.kind)));
}

async function scanAll(target: Target, source: Source): Promise<Row[]> {
  const rows: Row[] = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await target.documents.send(new ScanCommand({ TableName: target.tableNames[source.table], ExclusiveStartKey: startKey }));
    rows.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
}

const toLead = (source: Source, row: Row): Lead => ({
  source,
  row,
  id: String(row.id ?? ''),
  createdAt: String(row.created_at ?? ''),
  email: String(row.email ?? ''),
});

export type ListFilter = { kinds?: Kind[]; since?: string; until?: string };

/** Every lead, newest first, filtered by kind and by day in Amsterdam (YYYY-MM-DD, inclusive). */
export async function findLeads(target: Target, filter: ListFilter = {}): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (const source of activeSources(target, filter.kinds)) {
    for (const row of await scanAll(target, source)) leads.push(toLead(source, row));
  }
  const day = (lead: Lead) => dayKeyOf(lead.createdAt);
  return leads
    .filter((lead) => (!filter.since || day(lead) >= filter.since) && (!filter.until || day(lead) <= filter.until))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The list shows this much of an id; `show` and `files` take it, or any longer piece, or the whole id. */
export const SHORT_ID = 8;

/**
 * One line per lead, at most 100 characters wide so it fits a standard terminal without wrapping:
 * date 16, kind 10, name 12, email 22, about 14, files 5, id 8, and two spaces between.
 */
const layout = [
  ['Datum', 16],
  ['Soort', 10],
  ['Naam', 12],
  ['E-mailadres', 22],
  ['Over', 14],
  ['Bijl.', 5],
  ['Id', SHORT_ID],
] as const;
export const LIST_WIDTH = layout.reduce((sum, [, width]) => sum + width, 0) + 2 * (layout.length - 1);

export async function list(target: Target, filter: ListFilter, out: Output): Promise<void> {
  const leads = await findLeads(target, filter);
  if (leads.length === 0) {
    out('Geen leads gevonden.');
    return;
  }
  out(
    paint(
      'bold',
      layout
        .map(([label, width]) => column(label, width, label === 'Bijl.' ? 'right' : 'left'))
        .join('  ')
        .trimEnd(),
    ),
  );
  const kindStyle = { intake: 'green', contact: 'cyan', newsletter: 'magenta', booking: 'yellow' } as const;
  for (const lead of leads) {
    const { source, row } = lead;
    const files = source.attachments(row).length;
    out(
      [
        paint('dim', column(dateTimeNumeric(lead.createdAt), 16)),
        paint(kindStyle[source.kind], column(source.kind, 10)),
        column(source.name(row), 12),
        column(lead.email, 22),
        column(source.summary(row), 14),
        column(files > 0 ? String(files) : '', 5, 'right'),
        paint('yellow', lead.id.slice(0, SHORT_ID)),
      ].join('  '),
    );
  }
  out(`${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}. Meer over een lead: npm run leads -- show <id>`);
}

/** One lead by its id or the start of it (as `list` shows it), from whichever table holds it. */
export async function findLead(target: Target, id: string): Promise<Lead> {
  const wanted = id.trim();
  for (const source of activeSources(target)) {
    const result = await target.documents.send(
      new GetCommand({ TableName: target.tableNames[source.table], Key: { id: wanted }, ConsistentRead: true }),
    );
    if (result.Item) return toLead(source, result.Item);
  }
  if (wanted.length >= 4) {
    const matches = (await findLeads(target)).filter((lead) => lead.id.startsWith(wanted));
    if (matches.length === 1) return matches[0]!;
    if (matches.length > 1)
      throw new LeadsToolError(
        `Meer dan één lead begint met ${wanted}: ${matches.map((lead) => lead.id).join(', ')}. Geef meer tekens van het id.`,
      );
  }
  throw new LeadsToolError(`Geen lead gevonden met id ${wanted}. Zoek het id op met: npm run leads -- list`);
}

export async function show(target: Target, id: string, out: Output): Promise<void> {
  const { source, row, createdAt, id: fullId } = await findLead(target, id);
  await audit(target, { action: 'bekeken', summary: `${source.label} bekeken`, lead: { kind: source.kind, id: fullId } });
  out(`${source.label} ${fullId}`);
  out(`Ontvangen: ${dateTimeNumeric(createdAt)}`);
  out('');
  for (const field of [...source.fields, attributionField]) {
    const value = formatField(field, row);
    out(`${`${field.label}:`.padEnd(22)} ${value === '' ? '(niet ingevuld)' : value.replace(/\n/g, `\n${' '.repeat(23)}`)}`);
  }
  if ((inboxKinds as readonly Kind[]).includes(source.kind)) {
    out('');
    out(`${'Status:'.padEnd(22)} ${leadStatusLabels[statusOf(row)]}`);
    out(`${'Toegewezen aan:'.padEnd(22)} ${typeof row.staff_owner === 'string' ? row.staff_owner : 'niemand'}`);
    out(`${'Opvolgen op:'.padEnd(22)} ${typeof row.staff_follow_up === 'string' ? dayNumeric(row.staff_follow_up) : 'geen datum'}`);
    for (const entry of historyOf(row)) out(`  ${historyLine(entry)}`);
  }
  const attachments = source.attachments(row);
  if (attachments.length > 0) {
    out('');
    out(`Bijlagen (download met: npm run leads -- files ${fullId.slice(0, SHORT_ID)}):`);
    for (const file of attachments) out(`  ${cleanFileName(file.name)}  ${file.type}  ${file.size} bytes  ${file.key}`);
  }
  out('');
  out('E-mails:');
  for (const [label, entry] of emailsOf(source, row)) {
    const when = emailWhen(entry);
    out(`  ${label.padEnd(28)} ${emailStateText(entry)}${when ? ` (${dateTimeNumeric(when)})` : ''}`);
  }
  if (row.awaiting_queue_since) out('  Let op: nog niet in de wachtrij gezet; de herhaalde verzending pakt dit vanzelf op.');
  if (typeof row.stranded_at === 'string') {
    out(
      `  Let op: na ${MAX_REDRIVES} herhaalde pogingen opgegeven op ${dateTimeNumeric(row.stranded_at)}. Verstuur opnieuw met: npm run leads -- resend ${id}`,
    );
  }
}

/** Puts a lead on the queue again (functions/inbox/requeue.ts says how, for the staff area too). */
export async function resend(target: Target, id: string, out: Output): Promise<void> {
  const { source, id: fullId } = await findLead(target, id);
  const queueUrl = await target.queueUrl();
  if (!queueUrl) throw new LeadsToolError('Onbekend welke wachtrij de worker leest: geef --queue-url op.');
  await requeueLead(
    { documents: target.documents, sqs: target.sqs },
    { tableName: target.tableNames[source.table]!, queueUrl },
    { kind: source.kind, id: fullId },
  );
  await audit(target, {
    action: 'opnieuw_verstuurd',
    summary: 'E-mails opnieuw in de wachtrij gezet',
    lead: { kind: source.kind, id: fullId },
  });
  out(
    `Lead ${id} staat weer in de wachtrij. E-mails die al verstuurd waren, gaan niet nog een keer; bekijk de status met: npm run leads -- show ${id}`,
  );
}

/**
 * In a CSV Excel reads 0612345678 as a number and drops the 0, and a leading + as a formula; a space
 * after the prefix keeps the cell text in every spreadsheet and stays a valid number for other tools.
 */
function csvPhone(value: string): string {
  return value.replace(/^(06)(\d{8})$/, '$1 $2').replace(/^(0[1-57-9]\d)(\d{7})$/, '$1 $2');
}

const csvText = (cell: Cell) => (cell.phone ? csvPhone(cell.text) : cell.text);

export type ExportFormat = 'csv' | 'xlsx';

/**
 * All leads as CSV (to stdout, for other tools, or a file) or as an Excel workbook (always a file; by
 * default dated, in the leads folder outside the repository).
 */
export async function exportLeads(
  target: Target,
  filter: ListFilter,
  format: ExportFormat,
  file: string | undefined,
  out: Output,
): Promise<void> {
  const leads = await findLeads(target, filter);
  const filters = [
    filter.kinds && `soort ${filter.kinds.join(', ')}`,
    filter.since && `vanaf ${filter.since}`,
    filter.until && `tot en met ${filter.until}`,
  ].filter(Boolean);
  await audit(target, {
    action: 'export',
    summary: `${leads.length} leads geëxporteerd als ${format === 'xlsx' ? 'Excel-werkmap' : 'CSV'}${filters.length > 0 ? ` (${filters.join(', ')})` : ''}`,
  });
  const table = exportTable(leads);
  const name = file ?? (format === 'xlsx' ? `leads-${dayKeyOf(new Date())}.xlsx` : undefined);
  if (!name) {
    process.stdout.write(csv([table.header, ...table.rows.map((cells) => cells.map(csvText))]));
    return;
  }
  const path = outputPath(name);
  if (format === 'xlsx') await writeWorkbook(path, table);
  else writeFileSync(path, csv([table.header, ...table.rows.map((cells) => cells.map(csvText))]));
  out(`${leads.length} ${leads.length === 1 ? 'lead' : 'leads'} geëxporteerd naar ${path}`);
}

export async function downloadFiles(target: Target, id: string, folder: string | undefined, out: Output): Promise<void> {
  const { source, row, id: fullId } = await findLead(target, id);
  const attachments = source.attachments(row);
  if (attachments.length === 0) {
    out(`Lead ${fullId} heeft geen bijlagen.`);
    return;
  }
  if (!target.uploadsBucket) throw new LeadsToolError('Onbekend in welke bucket de bijlagen staan: geef --uploads-bucket op.');
  await audit(target, {
    action: 'bestanden',
    summary: `${attachments.length} ${attachments.length === 1 ? 'bijlage' : 'bijlagen'} gedownload`,
    lead: { kind: source.kind, id: fullId },
  });
  const directory = outputFolder(folder ?? `bijlagen-${fullId}`);
  const total = attachments.reduce((sum, file) => sum + (file.size || 0), 0);
  const bar = progress('Downloaden', total, out);
  let done = 0;
  for (const [index, file] of attachments.entries()) {
    const object = await target.s3.send(new GetObjectCommand({ Bucket: target.uploadsBucket, Key: file.key }));
    const path = join(directory, `${index + 1}-${cleanFileName(file.name)}`);
    const body = object.Body as Readable;
    body.on('data', (chunk: Buffer) => bar.update((done += chunk.length)));
    await pipeline(body, createWriteStream(path));
    bar.print(`${path}  (${file.size} bytes)`);
  }
  bar.done();
  out(`${attachments.length} ${attachments.length === 1 ? 'bijlage' : 'bijlagen'} opgeslagen in ${directory}`);
}

/** The AVG right to erasure for one address (functions/inbox/erasure.ts decides what goes, for the staff area too). */
export async function erase(target: Target, email: string, dryRun: boolean, out: Output): Promise<{ rows: number; files: number }> {
  const wanted = email.trim().toLowerCase();
  if (!wanted.includes('@')) throw new LeadsToolError(`'${email}' is geen e-mailadres.`);
  const matches = leadsOfPerson(await findLeads(target), wanted);
  const erasable = matches.map((lead) => ({ kind: lead.source.kind, id: lead.id, createdAt: lead.createdAt, email: lead.email }));
  const clients = { documents: target.documents, s3: target.s3 };
  const fileKeys = await filesOfLeads(clients, target.uploadsBucket, erasable);

  const verb = dryRun ? 'Zou verwijderen' : 'Verwijderd';
  if (matches.length === 0 && fileKeys.length === 0) {
    out(`Niets gevonden voor ${wanted}.`);
    return { rows: 0, files: 0 };
  }
  if (!dryRun) {
    const tableOf = (kind: Kind) => target.tableNames[sources.find((source) => source.kind === kind)!.table]!;
    const where = {
      tableOf,
      bucket: target.uploadsBucket,
      countsTable: target.tableNames.counts,
      scheduleTable: target.tableNames.schedule,
    };
    await eraseLeads(clients, where, erasable, fileKeys);
    await audit(target, { action: 'wissen', summary: erasureSummary(erasable, fileKeys.length) });
  }
  for (const lead of matches) out(`${verb}: ${lead.source.kind} ${lead.id} (${dateTimeNumeric(lead.createdAt)})`);
  for (const key of fileKeys) out(`${verb}: bestand ${key}`);
  out(
    dryRun
      ? `Proefdraai: er is niets verwijderd. Voer het commando zonder --dry-run uit om ${matches.length} record(s) en ${fileKeys.length} bestand(en) te wissen.`
      : `Klaar: ${matches.length} record(s) en ${fileKeys.length} bestand(en) gewist voor ${wanted}.`,
  );
  return { rows: matches.length, files: fileKeys.length };
}

/**
 * After upgrading a stack whose leads were stored before the staff area found them by these keys, and after
 * a change of the mailbox folding rules: gives each lead its search keys as a new lead gets them
 * (functions/records/search-keys.ts: the mailbox key of every kind, and of intakes and contact messages the
 * phone key and the message's preview), and counts the inbox's leads again from the rows themselves into its
 * counters. It sets rather than adds, so running it again does no harm; run it when few leads come in, as
 * one saved while it counts may be left out of the count until the next run.
 */
export async function backfill(target: Target, out: Output): Promise<{ keys: number; leads: number }> {
  const countsTable = target.tableNames.counts;
  if (!countsTable) throw new LeadsToolError('Deze stack heeft geen tabel voor de tellingen van het beheer (CountsTableName).');
  const months = keptMonths(new Date());
  let keys = 0;
  let leads = 0;
  for (const source of activeSources(target)) {
    const table = target.tableNames[source.table]!;
    const inbox = (inboxKinds as readonly Kind[]).includes(source.kind);
    const counts = new Map(
      months.map((month) => [month, Object.fromEntries(leadStatuses.map((status) => [status, 0])) as Record<LeadStatus, number>]),
    );
    for (const row of await scanAll(target, source)) {
      const wanted: Record<string, string | undefined> = searchKeysOf({
        email: String(row.email ?? ''),
        phone: inbox && typeof row.phone === 'string' ? row.phone : null,
        ...(typeof row.message === 'string' ? { message: row.message } : {}),
      });
      const changed = Object.entries(wanted).filter(([name, value]) => value !== undefined && row[name] !== value);
      if (changed.length > 0) {
        await target.documents.send(
          new UpdateCommand({
            TableName: table,
            Key: { id: row.id },
            UpdateExpression: `SET ${changed.map((_, index) => `#k${index} = :k${index}`).join(', ')}`,
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeNames: Object.fromEntries(changed.map(([name], index) => [`#k${index}`, name])),
            ExpressionAttributeValues: Object.fromEntries(changed.map(([, value], index) => [`:k${index}`, value])),
          }),
        );
        keys += 1;
      }
      const month = inbox ? counts.get(String(row.created_at ?? '').slice(0, 7)) : undefined;
      if (month) {
        month[statusOf(row)] += 1;
        leads += 1;
      }
    }
    if (inbox) {
      for (const [month, perStatus] of counts)
        await setCount(target.documents, countsTable, { kind: source.kind, month, counts: perStatus });
    }
  }
  await audit(target, {
    action: 'bijgewerkt',
    summary: `Zoeksleutels van ${keys} ${keys === 1 ? 'lead' : 'leads'} bijgewerkt, ${leads} leads opnieuw geteld`,
  });
  out(
    `${keys} ${keys === 1 ? 'lead kreeg zijn' : 'leads kregen hun'} zoeksleutels (mailbox, telefoonnummer, voorproefje); ${leads} leads opnieuw geteld.`,
  );
  return { keys, leads };
}
