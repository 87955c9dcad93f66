import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableKeys, tables, uploadsBucket, type TableKey } from '../../infra/app-spec.ts';
import { runAsStaffTool } from '../../infra/local/lambda-sandbox.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import type { LocalStack } from '../../infra/local/local-stack.ts';
import { startApiStack } from '../support/api-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { intakeBody, postFile, samplePdf } from '../support/test-intake.ts';
import { run } from '../../scripts/leads.ts';
import { LIST_WIDTH } from '../../scripts/leads/commands.ts';
import { proofOfWorkAnswer } from '../support/proof-of-work.ts';

/*
 * The staff's leads tool end to end: an intake with a file and a contact message go in through the
 * API of a real local stack; the tool lists, shows, exports, downloads and erases them; afterwards
 * nothing of that address is left, and no log line carried it.
 */

const visitor = `erik.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
const reader = `lezer.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
let stack: LocalStack;
let intakeId: string;
let logged = '';
const workDir = mkdtempSync(join(tmpdir(), 'leads-tool-'));

async function leads(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await run(args, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(new URL(path, stack.gateway.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    // As the JavaScript forms send it: with a proof-of-work answer (the uploads route ignores it).
    body: JSON.stringify({ ...(body as Record<string, unknown>), altcha: await proofOfWorkAnswer() }),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

beforeAll(async () => {
  // Everything the handlers and the gateway log in this test, to check it for the visitor's address.
  const capture = (chunk: unknown) => {
    logged += String(chunk);
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => capture(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => capture(parts.join(' ')));

  stack = await startApiStack({ retryBackoffSeconds: 1 });
  process.env.DYNAMODB_PORT = new URL(stack.env.AWS_ENDPOINT_URL_DYNAMODB!).port;
  process.env.S3_PORT = new URL(stack.env.AWS_ENDPOINT_URL_S3!).port;
  process.env.LEADS_DIR = workDir;
  process.env.SQS_PORT = new URL(stack.env.AWS_ENDPOINT_URL_SQS!).port;
  process.env.SECRETS_PORT = new URL(stack.env.AWS_ENDPOINT_URL_STS!).port;

  intakeId = randomUUID();
  const presigned = await post('/api/uploads', {
    submissionId: intakeId,
    files: [{ name: 'ondernemingsplan.pdf', type: 'application/pdf', size: samplePdf.length }],
  });
  const [upload] = presigned.uploads as { key: string; url: string; fields: Record<string, string> }[];
  expect(await postFile(upload!, 'ondernemingsplan.pdf', 'application/pdf', samplePdf)).toBeLessThan(300);
  await post('/api/intake', intakeBody(intakeId, visitor, [{ key: upload!.key, name: 'ondernemingsplan.pdf' }]));
  await post('/api/contact', {
    name: 'Erik Jansen',
    email: visitor,
    phone: '+31 6 12345678',
    message: 'Nog een vraag over de intake: kan ik ook bellen?',
  });
  // The newsletter sign-up answers once the row is saved.
  await post('/api/newsletter', { email: reader });
  // The poller hands them to the worker, which moves the file into place and sends five emails.
  await vi.waitFor(async () => expect((await listEmails(stack.mailboxUrl)).length).toBe(5), { timeout: 20_000, interval: 250 });
}, 60_000);

/** The inbox table's counter items. */
async function leadsCounters(): Promise<{ id: string; nieuw: number }[]> {
  const documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
  );
  const items = (await documents.send(new ScanCommand({ TableName: tables.counts.localName }))).Items ?? [];
  documents.destroy();
  return items as { id: string; nieuw: number }[];
}

afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.stop();
  delete process.env.DYNAMODB_PORT;
  delete process.env.S3_PORT;
  delete process.env.SQS_PORT;
  delete process.env.SECRETS_PORT;
  delete process.env.LEADS_DIR;
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run leads', () => {
  it('lists every lead, newest first, one line each within 100 columns and without colour when piped', async () => {
    const { code, output } = await leads('list');

    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^Datum\s+Soort\s+Naam\s+E-mailadres\s+Over\s+Bijl\.\s+Id$/);
    expect(lines[1]).toMatch(/newsletter\s+lezer\.\S+\s+onbevestigd\s+[0-9a-f]{8}$/);
    expect(lines[2]).toMatch(/contact\s+Erik Jansen\s+erik\./);
    expect(lines[3]).toMatch(new RegExp(`intake\\s+Sanne\\s+erik\\.\\S+\\s+Beautysalon o…\\s+1\\s+${intakeId.slice(0, 8)}$`));
    expect(lines.at(-1)).toBe('3 leads. Meer over een lead: npm run leads -- show <id>');
    expect(LIST_WIDTH).toBeLessThanOrEqual(100);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(output).not.toContain('\u001b[');
    expect((await leads('list', '--kind', 'intake')).output).not.toContain('Erik Jansen');
    expect((await leads('list', '--since', '2099-01-01')).output).toBe('Geen leads gevonden.');
  });

  it('shows a lead by the short id the list gives, newsletter sign-ups too', async () => {
    const lines = (await leads('list')).output.split('\n');
    const shortIdOf = (line: string) => line.trim().split(/\s+/).at(-1)!;

    const intake = await leads('show', shortIdOf(lines[3]!));
    const subscriber = await leads('show', shortIdOf(lines[1]!));

    expect(intake.code).toBe(0);
    expect(intake.output.split('\n')[0]).toBe(`Intake ${intakeId}`);
    expect(subscriber.code).toBe(0);
    expect(subscriber.output).toMatch(/^Nieuwsbrief [0-9a-f]{40}$/m);
    expect(subscriber.output).toMatch(/^Status:\s+wacht op bevestiging$/m);
    expect(subscriber.output).toMatch(/Bevestiging aan de bezoeker\s+verstuurd/);
  });

  it('shows every answer under its Dutch label, the attachment and the email status', async () => {
    const { code, output } = await leads('show', intakeId);

    expect(code).toBe(0);
    expect(output).toMatch(/^Wat wil je starten:\s+Beautysalon of kapsalon$/m);
    expect(output).toMatch(/^Budget:\s+Nog geen budget$/m);
    expect(output).toMatch(/^Wat heb je al:\s+Geen van deze$/m);
    expect(output).toMatch(/^Droom of doel:\s+Een eigen salon met vaste klanten & <b>een<\/b> webshop\.$/m);
    expect(output).toMatch(/ondernemingsplan\.pdf\s+application\/pdf\s+\d+ bytes\s+intake\//);
    expect(output).toMatch(/Melding aan het team\s+verstuurd/);
    expect(output).toMatch(/Bevestiging aan de bezoeker\s+verstuurd/);
  });

  it('says so in Dutch for an unknown id, an unknown option, an unreachable stack and one that does not answer', async () => {
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((message: unknown) => void errors.push(String(message)));
    // Accepts connections and never answers: the tool must give up on its own.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = process.env.DYNAMODB_PORT;

    expect((await leads('show', 'bestaat-niet')).code).toBe(1);
    expect((await leads('list', '--sinds', '2026-01-01')).code).toBe(2);
    process.env.DYNAMODB_PORT = '1';
    expect((await leads('list')).code).toBe(1);
    process.env.DYNAMODB_PORT = String((silent.address() as { port: number }).port);
    process.env.LEADS_TIMEOUT = '1';
    const started = Date.now();
    expect((await leads('list')).code).toBe(1);
    const waited = Date.now() - started;
    process.env.DYNAMODB_PORT = port;
    delete process.env.LEADS_TIMEOUT;
    for (const socket of sockets) socket.destroy();
    silent.close();

    expect(errors[0]).toBe('Geen lead gevonden met id bestaat-niet. Zoek het id op met: npm run leads -- list');
    expect(errors[1]).toBe('Onbekende optie --sinds. Welke opties er zijn: npm run leads -- <commando> --help');
    expect(errors[2]).toContain('niet bereikbaar');
    expect(errors[3]).toContain('antwoordt niet');
    expect(waited).toBeLessThan(15_000);
  });

  it('exports CSV with a byte-order mark, semicolons and Dutch values for Dutch Excel', async () => {
    const file = join(workDir, 'leads.csv');

    const { code } = await leads('export', '--csv', '--output', file);

    expect(code).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFFSoort;Id;Ontvangen;Status;Toegewezen aan;Opvolgen op;Notitie;Herkomst;Voornaam;E-mailadres')).toBe(true);
    // The staff's work: a lead nobody has followed up yet is new; a subscriber has no status.
    expect(csv).toContain(`Intake;${intakeId};`);
    expect(csv).toMatch(new RegExp(`Intake;${intakeId};[^;]+;Nieuw;;;;Onbekend \\(niet meegestuurd\\);`));
    expect(csv).toContain(`Intake;${intakeId};`);
    expect(csv).toContain('Beautysalon of kapsalon');
    expect(csv).toContain(';Een eigen salon met vaste klanten & <b>een</b> webshop.;');
    // Both phone numbers in their national form, with a space so Excel keeps the leading 0.
    expect(csv.match(/;06 12345678;/g)).toHaveLength(2);
    expect(csv).not.toMatch(/;'\+31/);
    expect(csv).toMatch(/\nNieuwsbrief;[0-9a-f]{40};\d{2}-\d{2}-\d{4} \d{2}:\d{2};;;;;.*;wacht op bevestiging;/);
    expect(csv).not.toMatch(/;(pending|confirmed|sent);/);
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('exports an Excel workbook in the leads folder where phone numbers stay text and dates are dates', async () => {
    const { code, output } = await leads('export', '--xlsx', '--output', 'leads.xlsx');

    expect(code).toBe(0);
    const path = join(workDir, 'leads.xlsx');
    expect(output).toBe(`3 leads geëxporteerd naar ${path}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.getWorksheet('Leads')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const at = (label: string) => header.indexOf(label) + 1;
    const intakeRow = [2, 3, 4].map((index) => sheet.getRow(index)).find((row) => row.getCell(at('Id')).value === intakeId)!;
    const phone = intakeRow.getCell(at('Telefoonnummer'));
    expect(phone.value).toBe('0612345678');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(intakeRow.getCell(at('Soort')).value).toBe('Intake');
    const received = intakeRow.getCell(at('Ontvangen'));
    expect(received.value).toBeInstanceOf(Date);
    expect(received.numFmt).toBe('dd-mm-yyyy hh:mm');
    expect(intakeRow.getCell(at('Bevestiging aan de bezoeker')).value).toBe('verstuurd');
  });

  it('never writes personal data into the repository folder', async () => {
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((message: unknown) => void errors.push(String(message)));

    const { code } = await leads('export', '--csv', '--output', './leads.csv');

    expect(code).toBe(1);
    expect(existsSync('leads.csv')).toBe(false);
    expect(errors[0]).toMatch(/^Niet in de projectmap schrijven/);
  });

  it('downloads the attachments into a folder outside the repository and says where', async () => {
    const folder = join(workDir, `bijlagen-${intakeId}`);

    const { code, output } = await leads('files', intakeId.slice(0, 8));

    expect(code).toBe(0);
    expect(output).toContain(`1 bijlage opgeslagen in ${folder}`);
    expect(readdirSync(folder)).toEqual(['1-ondernemingsplan.pdf']);
    expect(readFileSync(join(folder, '1-ondernemingsplan.pdf'))).toEqual(samplePdf);
  });

  it('re-sends a lead given up after an outage: only the email that had failed goes out, once', async () => {
    // Prepare: the intake's confirmation failed for good and the re-drive gave the lead up
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    await documents.send(
      new UpdateCommand({
        TableName: tables.intake.localName,
        Key: { id: intakeId },
        UpdateExpression: 'SET email_status.visitor_confirmation = :failed, stranded_at = :now, redrive_count = :cap',
        ExpressionAttributeValues: {
          ':failed': { state: 'failed', failed_at: new Date().toISOString() },
          ':now': new Date().toISOString(),
          ':cap': 5,
        },
      }),
    );
    const before = (await listEmails(stack.mailboxUrl)).length;
    expect((await leads('show', intakeId)).output).toContain(`Verstuur opnieuw met: npm run leads -- resend ${intakeId}`);

    // Act
    const { code, output } = await leads('resend', intakeId);

    // Assess: one more email, to the visitor, and the lead is finished and watched no more
    expect(code).toBe(0);
    expect(output).toContain(`Lead ${intakeId} staat weer in de wachtrij.`);
    await vi.waitFor(async () => expect((await listEmails(stack.mailboxUrl)).length).toBe(before + 1), { timeout: 20_000, interval: 250 });
    const emails = await listEmails(stack.mailboxUrl);
    expect(emails.at(-1)!.destination.to).toEqual([visitor]);
    await vi.waitFor(
      async () => {
        const row = (await documents.send(new GetCommand({ TableName: tables.intake.localName, Key: { id: intakeId } }))).Item;
        expect(row).toMatchObject({ email_status: { visitor_confirmation: { state: 'sent' } }, redrive_count: 0 });
        expect(row?.redrive_at).toBeUndefined();
        expect(row?.stranded_at).toBeUndefined();
      },
      { timeout: 10_000, interval: 250 },
    );
    documents.destroy();
  });

  it('gives leads stored before the inbox’s lookups their phone key, and counts the leads again by setting, not adding', async () => {
    // Prepare: the handlers counted both leads as new when they saved them; a row from before has no key
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    const contact = ((await documents.send(new ScanCommand({ TableName: tables.contact.localName }))).Items ?? []).find(
      (row) => row.email === visitor,
    )!;
    const counter = { TableName: tables.counts.localName, Key: { id: `count#contact#${String(contact.created_at).slice(0, 7)}` } };
    expect((await documents.send(new GetCommand(counter))).Item).toMatchObject({ nieuw: 1 });
    expect(contact.phone_key).toBe('0612345678');
    await documents.send(
      new UpdateCommand({ TableName: tables.contact.localName, Key: { id: contact.id }, UpdateExpression: 'REMOVE phone_key' }),
    );
    await documents.send(
      new UpdateCommand({ ...counter, UpdateExpression: 'SET nieuw = :wrong', ExpressionAttributeValues: { ':wrong': 7 } }),
    );

    // Act
    const first = await leads('backfill');
    const again = await leads('backfill');

    // Assess
    expect(first.output).toBe('1 lead kreeg zijn zoeksleutels (mailbox, telefoonnummer, voorproefje); 2 leads opnieuw geteld.');
    expect(again.output).toBe('0 leads kregen hun zoeksleutels (mailbox, telefoonnummer, voorproefje); 2 leads opnieuw geteld.');
    const fixed = (await documents.send(new GetCommand({ TableName: tables.contact.localName, Key: { id: contact.id } }))).Item!;
    expect(fixed.phone_key).toBe('0612345678');
    expect((await documents.send(new GetCommand(counter))).Item).toMatchObject({ nieuw: 1, in_behandeling: 0, klant: 0, geen_match: 0 });
    documents.destroy();
  });

  it('shows the staff’s work and where a lead came from', async () => {
    const { output } = await leads('show', intakeId.slice(0, 8));
    expect(output).toContain('Herkomst:              Onbekend (niet meegestuurd)');
    expect(output).toContain('Status:                Nieuw');
    expect(output).toContain('Toegewezen aan:        niemand');
    expect(output).toContain('Opvolgen op:           geen datum');
  });

  it('writes what it shows, downloads, exports and re-sends to the staff area’s audit trail, with who ran it', async () => {
    // Prepare
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    const trail = async () =>
      ((await documents.send(new ScanCommand({ TableName: tables.audit.localName, ConsistentRead: true }))).Items ?? []) as Record<
        string,
        string
      >[];
    const before = new Set((await trail()).map((entry) => entry.id));

    // Act
    await leads('show', intakeId.slice(0, 8));
    await leads('files', intakeId, '--dir', join(workDir, 'logboek'));
    await leads('export', '--csv', '--kind', 'intake', '--output', join(workDir, 'logboek.csv'));
    await leads('resend', intakeId.slice(0, 8));

    // Assess: one entry each, in the order done, naming the lead by kind and id and the local caller
    const added = (await trail()).filter((entry) => !before.has(entry.id)).sort((a, b) => a.at!.localeCompare(b.at!));
    const caller = `arn:aws:iam::123456789012:user/${userInfo().username}`;
    expect(added.map((entry) => [entry.action, entry.who, entry.subject ?? null])).toEqual([
      ['bekeken', caller, `intake#${intakeId}`],
      ['bestanden', caller, `intake#${intakeId}`],
      // An export is found by the subject `export`, so an erasure lists the exports since a person's first lead.
      ['export', caller, 'export'],
      ['opnieuw_verstuurd', caller, `intake#${intakeId}`],
    ]);
    expect(added.map((entry) => entry.summary)).toEqual([
      'Intake bekeken (npm run leads)',
      '1 bijlage gedownload (npm run leads)',
      expect.stringMatching(/^\d+ leads geëxporteerd als CSV \(soort intake\) \(npm run leads\)$/),
      'E-mails opnieuw in de wachtrij gezet (npm run leads)',
    ]);
    documents.destroy();
  });

  it('shows nothing when the audit trail cannot take the entry', async () => {
    const { code, output } = await leads('show', intakeId, '--audit-table', 'bestaat_niet');
    expect(code).toBe(1);
    expect(output).not.toContain(visitor);
    expect(output).not.toContain('Intake ');
  });

  it('may do against the local stack only what the staff policy grants in AWS', async () => {
    // Prepare: the tool's grants, as it runs them, for a call it never makes
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    const resources = {
      tableNames: Object.fromEntries(tableKeys.map((key) => [key, tables[key].localName])) as Record<TableKey, string>,
      uploadsBucket: uploadsBucket.localName,
      queueUrl: stack.queueUrls.leads,
      secretArns: {},
    };
    const caller = 'arn:aws:iam::123456789012:user/medewerker';
    const as = <T>(call: () => Promise<T>) => runAsStaffTool(caller, resources, call);

    // Act / Assess: no write to a lead, no read or delete of the trail, no read of the guard table
    await expect(
      as(() => documents.send(new PutCommand({ TableName: tables.intake.localName, Item: { id: randomUUID(), kind: 'intake' } }))),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
      message: expect.stringContaining(`User: ${caller} is not authorized to perform: dynamodb:PutItem`),
    });
    await expect(as(() => documents.send(new ScanCommand({ TableName: tables.audit.localName })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(
      as(() => documents.send(new DeleteCommand({ TableName: tables.audit.localName, Key: { id: 'x' } }))),
    ).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(as(() => documents.send(new ScanCommand({ TableName: tables.guard.localName })))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(as(() => documents.send(new ScanCommand({ TableName: tables.contact.localName })))).resolves.toBeDefined();
    documents.destroy();
  });

  it('erases every trace of the address under another spelling of its mailbox, after a dry run that erases nothing', async () => {
    const dry = await leads('erase', '--email', visitor.toUpperCase(), '--dry-run');
    expect(dry.output).toContain('Proefdraai');
    expect((await leads('list')).output).toContain('3 leads');

    // The same mailbox with a plus-tag: the tool folds spellings as the caps do (functions/core/mailbox-key.ts).
    const { code, output } = await leads('erase', '--email', visitor.replace('@', '+avg@'));

    expect(code).toBe(0);
    expect(output).toContain(`Verwijderd: intake ${intakeId}`);
    expect(output).toMatch(/Verwijderd: bestand intake\//);
    expect(output).toContain('2 record(s) en 1 bestand(en) gewist');
    // The inbox's counts follow: the erased contact message and intake are counted no more.
    const counters = (await leadsCounters()).filter((item) => item.id.startsWith('count#'));
    expect(counters.length).toBeGreaterThan(0);
    expect(counters.reduce((sum, item) => sum + item.nieuw, 0)).toBe(0);
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    for (const table of Object.values(tables)) {
      const rows = (await documents.send(new ScanCommand({ TableName: table.localName }))).Items ?? [];
      expect(rows.filter((row) => String(row.email).toLowerCase() === visitor)).toEqual([]);
      expect(JSON.stringify(rows)).not.toContain(visitor);
    }
    // The erasure is in the trail by the leads' ids, never by the address.
    const trail = (await documents.send(new ScanCommand({ TableName: tables.audit.localName }))).Items ?? [];
    expect(trail.filter((entry) => entry.action === 'wissen')).toEqual([
      expect.objectContaining({
        summary: expect.stringMatching(new RegExp(`^2 leads en 1 bestand gewist: .*intake ${intakeId}.* \\(npm run leads\\)$`)),
      }),
    ]);
    const s3 = new S3Client({
      region: localRegion,
      endpoint: stack.env.AWS_ENDPOINT_URL_S3,
      credentials: localCredentials,
      forcePathStyle: true,
    });
    for (const prefix of [`intake/${intakeId}/`, `pending/${intakeId}/`]) {
      expect((await s3.send(new ListObjectsV2Command({ Bucket: uploadsBucket.localName, Prefix: prefix }))).Contents ?? []).toEqual([]);
    }
    documents.destroy();
    s3.destroy();
  });

  it('left no log line with the visitor’s email address', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toContain(visitor);
  });
});
