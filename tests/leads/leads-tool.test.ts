import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tables, uploadsBucket } from '../../infra/app-spec.ts';
import { localCredentials, localRegion } from '../../infra/local/emulators.ts';
import { startLocalStack, type LocalStack } from '../../infra/local/local-stack.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { intakeBody, postFile, samplePdf } from '../support/test-intake.ts';
import { run } from '../../scripts/leads.ts';
import { proofOfWorkAnswer } from '../support/proof-of-work.ts';

/*
 * The staff's leads tool end to end: an intake with a file and a contact message go in through the
 * API of a real local stack; the tool lists, shows, exports, downloads and erases them; afterwards
 * nothing of that address is left, and no log line carried it.
 */

const visitor = `erik.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
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

  stack = await startLocalStack({
    siteDir: null,
    port: 0,
    siteUrl: 'http://localhost',
    dataDir: null,
    emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0 },
    retryBackoffSeconds: 1,
  });
  process.env.DYNAMODB_PORT = new URL(stack.env.AWS_ENDPOINT_URL_DYNAMODB!).port;
  process.env.S3_PORT = new URL(stack.env.AWS_ENDPOINT_URL_S3!).port;

  intakeId = randomUUID();
  const presigned = await post('/api/uploads', {
    submissionId: intakeId,
    files: [{ name: 'ondernemingsplan.pdf', type: 'application/pdf', size: samplePdf.length }],
  });
  const [upload] = presigned.uploads as { key: string; url: string; fields: Record<string, string> }[];
  expect(await postFile(upload!, 'ondernemingsplan.pdf', 'application/pdf', samplePdf)).toBeLessThan(300);
  await post('/api/intake', intakeBody(intakeId, visitor, [{ key: upload!.key, name: 'ondernemingsplan.pdf' }]));
  await post('/api/contact', { name: 'Erik Jansen', email: visitor, message: 'Nog een vraag over de intake: kan ik ook bellen?' });
  // The poller hands both to the worker, which moves the file into place and sends four emails.
  await vi.waitFor(async () => expect((await listEmails(stack.mailboxUrl)).length).toBe(4), { timeout: 20_000, interval: 250 });
}, 60_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await stack?.stop();
  delete process.env.DYNAMODB_PORT;
  delete process.env.S3_PORT;
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run leads', () => {
  it('lists both leads, newest first, one line each', async () => {
    const { code, output } = await leads('list');

    expect(code).toBe(0);
    const lines = output.split('\n');
    expect(lines[0]).toMatch(/^Datum\s+Soort\s+Naam\s+E-mailadres\s+Bedrijfstype\s+Budget\s+Bijlagen\s+Id$/);
    expect(lines[1]).toMatch(/contact\s+Erik Jansen/);
    expect(lines[2]).toMatch(
      new RegExp(`intake\\s+Sanne\\s+${visitor.replace(/\./g, '\\.')}\\s+Beautysalon of kapsalon\\s+Nog geen budget\\s+1\\s+${intakeId}`),
    );
    expect(lines.at(-1)).toBe('2 leads');
    expect((await leads('list', '--kind', 'intake')).output).not.toContain('Erik Jansen');
    expect((await leads('list', '--since', '2099-01-01')).output).toBe('Geen leads gevonden.');
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

  it('says so for an unknown id and an unreachable stack', async () => {
    const errors: string[] = [];
    vi.mocked(console.error).mockImplementation((message: unknown) => void errors.push(String(message)));

    expect((await leads('show', 'bestaat-niet')).code).toBe(1);
    const port = process.env.DYNAMODB_PORT;
    process.env.DYNAMODB_PORT = '1';
    expect((await leads('list')).code).toBe(1);
    process.env.DYNAMODB_PORT = port;

    expect(errors[0]).toBe('Geen lead gevonden met id bestaat-niet. Zoek het id op met: npm run leads -- list');
    expect(errors[1]).toContain('niet bereikbaar');
  });

  it('exports CSV with a byte-order mark and semicolons for Dutch Excel', async () => {
    const file = join(workDir, 'leads.csv');

    const { code } = await leads('export', '--csv', '--output', file);

    expect(code).toBe(0);
    const csv = readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFFSoort;Id;Ontvangen;Voornaam;E-mailadres')).toBe(true);
    expect(csv).toContain(`intake;${intakeId};`);
    expect(csv).toContain('Beautysalon of kapsalon');
    expect(csv).toContain(';Een eigen salon met vaste klanten & <b>een</b> webshop.;');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('downloads the attachments into a folder', async () => {
    const folder = join(workDir, 'bijlagen');

    const { code } = await leads('files', intakeId, '--dir', folder);

    expect(code).toBe(0);
    expect(readdirSync(folder)).toEqual(['1-ondernemingsplan.pdf']);
    expect(readFileSync(join(folder, '1-ondernemingsplan.pdf'))).toEqual(samplePdf);
  });

  it('erases every trace of the address, after a dry run that erases nothing', async () => {
    const dry = await leads('erase', '--email', visitor.toUpperCase(), '--dry-run');
    expect(dry.output).toContain('Proefdraai');
    expect((await leads('list')).output).toContain('2 leads');

    const { code, output } = await leads('erase', '--email', visitor);

    expect(code).toBe(0);
    expect(output).toContain(`Verwijderd: intake ${intakeId}`);
    expect(output).toMatch(/Verwijderd: bestand intake\//);
    expect(output).toContain('2 record(s) en 1 bestand(en) gewist');
    const documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: stack.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    for (const table of Object.values(tables)) {
      const rows = (await documents.send(new ScanCommand({ TableName: table.localName }))).Items ?? [];
      expect(rows.filter((row) => String(row.email).toLowerCase() === visitor)).toEqual([]);
    }
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
