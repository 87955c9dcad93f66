import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { DeleteCommand, GetCommand, ScanCommand, UpdateCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { MAX_REDRIVES, redriveAt, redriveIndex } from '../../shared/redrive.ts';
import { attachedPrefix } from '../../shared/upload-keys.ts';
import { cleanFileName } from '../../shared/file-names.ts';
import { column, csv, dutchDateTime, progress } from './format.ts';
import { formatField, sources, type Kind, type Row, type Source } from './sources.ts';
import { LeadsToolError, type Target } from './target.ts';

export type Lead = { source: Source; row: Row; id: string; createdAt: string; email: string };

type Output = (line: string) => void;

function activeSources(target: Target, kinds?: readonly Kind[]): Source[] {
  return sources.filter((source) => target.tableNames[source.table] && (!kinds || kinds.includes(source.kind)));
}

async function scanAll(target: Target, source: Source, onPage?: (count: number) => void): Promise<Row[]> {
  const rows: Row[] = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await target.documents.send(new ScanCommand({ TableName: target.tableNames[source.table], ExclusiveStartKey: startKey }));
    rows.push(...(page.Items ?? []));
    onPage?.(rows.length);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return rows;
}

const toLead = (source: Source, row: Row): Lead => ({
  source,
  row,
  id: String(row.id ?? row.email ?? ''),
  createdAt: String(row.created_at ?? ''),
  email: String(row.email ?? ''),
});

export type ListFilter = { kinds?: Kind[]; since?: string; until?: string };

/** Every lead, newest first, filtered by kind and by date (YYYY-MM-DD, inclusive). */
export async function findLeads(target: Target, filter: ListFilter = {}): Promise<Lead[]> {
  const leads: Lead[] = [];
  for (const source of activeSources(target, filter.kinds)) {
    for (const row of await scanAll(target, source)) leads.push(toLead(source, row));
  }
  const day = (lead: Lead) => lead.createdAt.slice(0, 10);
  return leads
    .filter((lead) => (!filter.since || day(lead) >= filter.since) && (!filter.until || day(lead) <= filter.until))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function list(target: Target, filter: ListFilter, out: Output): Promise<void> {
  const leads = await findLeads(target, filter);
  if (leads.length === 0) {
    out('Geen leads gevonden.');
    return;
  }
  out(
    `${column('Datum', 16)}  ${column('Soort', 10)}  ${column('Naam', 18)}  ${column('E-mailadres', 30)}  ${column('Bedrijfstype', 24)}  ${column('Budget', 20)}  Bijlagen  Id`,
  );
  for (const lead of leads) {
    const { source, row } = lead;
    out(
      `${column(dutchDateTime(lead.createdAt), 16)}  ${column(source.kind, 10)}  ${column(source.name(row), 18)}  ${column(lead.email, 30)}  ${column(source.businessType(row), 24)}  ${column(source.budget(row), 20)}  ${String(source.attachments(row).length).padStart(8)}  ${lead.id}`,
    );
  }
  out(`${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`);
}

/** One lead by its id, from whichever table holds it. */
export async function findLead(target: Target, id: string): Promise<Lead> {
  for (const source of activeSources(target)) {
    if (source.kind === 'newsletter') continue;
    const result = await target.documents.send(
      new GetCommand({ TableName: target.tableNames[source.table], Key: { id }, ConsistentRead: true }),
    );
    if (result.Item) return toLead(source, result.Item);
  }
  throw new LeadsToolError(`Geen lead gevonden met id ${id}. Zoek het id op met: npm run leads -- list`);
}

const emailStatusLabels: Record<string, string> = {
  staff_notification: 'Melding aan het team',
  visitor_confirmation: 'Bevestiging aan de bezoeker',
};
const stateLabels: Record<string, string> = { sent: 'verstuurd', sending: 'bezig met versturen', failed: 'mislukt' };

export async function show(target: Target, id: string, out: Output): Promise<void> {
  const { source, row, createdAt } = await findLead(target, id);
  out(`${source.kind === 'intake' ? 'Intake' : 'Contactbericht'} ${id}`);
  out(`Ontvangen: ${dutchDateTime(createdAt)}`);
  out('');
  for (const field of source.fields) {
    const value = formatField(field, row);
    out(`${`${field.label}:`.padEnd(22)} ${value === '' ? '(niet ingevuld)' : value.replace(/\n/g, `\n${' '.repeat(23)}`)}`);
  }
  const attachments = source.attachments(row);
  if (attachments.length > 0) {
    out('');
    out('Bijlagen (download met: npm run leads -- files ' + id + '):');
    for (const file of attachments) out(`  ${cleanFileName(file.name)}  ${file.type}  ${file.size} bytes  ${file.key}`);
  }
  out('');
  out('E-mails:');
  const status = (row.email_status ?? {}) as Record<string, { state?: string; sent_at?: string; failed_at?: string; claimed_at?: string }>;
  for (const [name, label] of Object.entries(emailStatusLabels)) {
    const entry = status[name];
    const when = entry?.sent_at ?? entry?.failed_at ?? entry?.claimed_at;
    out(
      `  ${label.padEnd(28)} ${entry?.state ? (stateLabels[entry.state] ?? entry.state) : 'nog niet verstuurd'}${when ? ` (${dutchDateTime(when)})` : ''}`,
    );
  }
  if (row.awaiting_queue_since) out('  Let op: nog niet in de wachtrij gezet; de herhaalde verzending pakt dit vanzelf op.');
  if (typeof row.stranded_at === 'string') {
    out(
      `  Let op: na ${MAX_REDRIVES} herhaalde pogingen opgegeven op ${dutchDateTime(row.stranded_at)}. Verstuur opnieuw met: npm run leads -- resend ${id}`,
    );
  }
}

/**
 * Puts a lead on the queue again, as the API does: the worker sends whichever of its emails are not out
 * yet, never one twice. It also puts the lead back under the re-drive's watch with a fresh count, so a
 * resend during an outage is not lost either. The re-drive time is set before the message goes out, so a
 * worker that finishes at once takes the lead off that watch again.
 */
export async function resend(target: Target, id: string, out: Output): Promise<void> {
  const { source } = await findLead(target, id);
  const queueUrl = await target.queueUrl();
  if (!queueUrl) throw new LeadsToolError('Onbekend welke wachtrij de worker leest: geef --queue-url op.');
  await target.documents.send(
    new UpdateCommand({
      TableName: target.tableNames[source.table],
      Key: { id },
      UpdateExpression: 'SET #due = :due, redrive_count = :zero REMOVE stranded_at',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeNames: { '#due': redriveIndex.sortKey },
      ExpressionAttributeValues: { ':due': redriveAt(new Date()), ':zero': 0 },
    }),
  );
  await target.sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify({ kind: source.kind, id }) }));
  out(
    `Lead ${id} staat weer in de wachtrij. E-mails die al verstuurd waren, gaan niet nog een keer; bekijk de status met: npm run leads -- show ${id}`,
  );
}

export async function exportCsv(target: Target, filter: ListFilter, file: string | undefined, out: Output): Promise<void> {
  const bar = progress('Exporteren', activeSources(target, filter.kinds).length);
  const leads: Lead[] = [];
  let done = 0;
  for (const source of activeSources(target, filter.kinds)) {
    leads.push(...(await findLeads(target, { ...filter, kinds: [source.kind] })));
    bar.update(++done);
  }
  bar.done();
  leads.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const fieldColumns = [
    ...new Map(sources.flatMap((source) => source.fields.map((field) => [field.name, field.label] as const))).entries(),
  ];
  const header = ['Soort', 'Id', 'Ontvangen', ...fieldColumns.map(([, label]) => label)];
  const rows = leads.map((lead) => [
    lead.source.kind,
    lead.id,
    dutchDateTime(lead.createdAt),
    ...fieldColumns.map(([name]) => {
      const field = lead.source.fields.find((candidate) => candidate.name === name);
      return field ? formatField(field, lead.row) : '';
    }),
  ]);
  const content = csv([header, ...rows]);
  if (file) {
    writeFileSync(file, content);
    out(`${leads.length} leads geëxporteerd naar ${file}`);
  } else {
    process.stdout.write(content);
  }
}

export async function downloadFiles(target: Target, id: string, folder: string | undefined, out: Output): Promise<void> {
  const { source, row } = await findLead(target, id);
  const attachments = source.attachments(row);
  if (attachments.length === 0) {
    out(`Lead ${id} heeft geen bijlagen.`);
    return;
  }
  if (!target.uploadsBucket) throw new LeadsToolError('Onbekend in welke bucket de bijlagen staan: geef --uploads-bucket op.');
  const directory = folder ?? `bijlagen-${id}`;
  mkdirSync(directory, { recursive: true });
  const total = attachments.reduce((sum, file) => sum + (file.size || 0), 0);
  const bar = progress('Downloaden', total);
  let done = 0;
  for (const [index, file] of attachments.entries()) {
    const object = await target.s3.send(new GetObjectCommand({ Bucket: target.uploadsBucket, Key: file.key }));
    const path = join(directory, `${index + 1}-${cleanFileName(file.name)}`);
    const body = object.Body as Readable;
    body.on('data', (chunk: Buffer) => bar.update((done += chunk.length)));
    await pipeline(body, createWriteStream(path));
    out(`${path}  (${file.size} bytes)`);
  }
  bar.done();
  out(`${attachments.length} ${attachments.length === 1 ? 'bijlage' : 'bijlagen'} opgeslagen in ${directory}`);
}

/**
 * The AVG right to erasure: every lead, contact message and newsletter subscription of one address, and
 * every file stored under those leads (also uploads never attached to a submitted intake).
 */
export async function erase(target: Target, email: string, dryRun: boolean, out: Output): Promise<{ rows: number; files: number }> {
  const wanted = email.trim().toLowerCase();
  if (!wanted.includes('@')) throw new LeadsToolError(`'${email}' is geen e-mailadres.`);
  const matches = (await findLeads(target)).filter((lead) => lead.email.toLowerCase() === wanted);
  const fileKeys: string[] = [];
  for (const lead of matches.filter((candidate) => candidate.source.kind === 'intake')) {
    if (!target.uploadsBucket) break;
    let token: string | undefined;
    do {
      const page = await target.s3.send(
        new ListObjectsV2Command({ Bucket: target.uploadsBucket, Prefix: attachedPrefix(lead.id), ContinuationToken: token }),
      );
      fileKeys.push(...(page.Contents ?? []).map((object) => object.Key!).filter(Boolean));
      token = page.NextContinuationToken;
    } while (token);
  }

  const verb = dryRun ? 'Zou verwijderen' : 'Verwijderd';
  if (matches.length === 0 && fileKeys.length === 0) {
    out(`Niets gevonden voor ${wanted}.`);
    return { rows: 0, files: 0 };
  }
  for (const lead of matches) {
    if (!dryRun) {
      await target.documents.send(new DeleteCommand({ TableName: target.tableNames[lead.source.table], Key: { id: lead.id } }));
    }
    out(`${verb}: ${lead.source.kind} ${lead.id} (${dutchDateTime(lead.createdAt)})`);
  }
  for (let start = 0; start < fileKeys.length; start += 1000) {
    const batch = fileKeys.slice(start, start + 1000);
    if (!dryRun)
      await target.s3.send(new DeleteObjectsCommand({ Bucket: target.uploadsBucket, Delete: { Objects: batch.map((Key) => ({ Key })) } }));
  }
  for (const key of fileKeys) out(`${verb}: bestand ${key}`);
  out(
    dryRun
      ? `Proefdraai: er is niets verwijderd. Voer het commando zonder --dry-run uit om ${matches.length} record(s) en ${fileKeys.length} bestand(en) te wissen.`
      : `Klaar: ${matches.length} record(s) en ${fileKeys.length} bestand(en) gewist voor ${wanted}.`,
  );
  return { rows: matches.length, files: fileKeys.length };
}
