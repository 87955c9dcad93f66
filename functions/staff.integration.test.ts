import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyedHash } from './core/guard-keys.ts';
import { apiRoutes, tables, uploadsBucket } from '../infra/app-spec.ts';
import { localCredentials, localRegion } from '../infra/local/emulators.ts';
import type { LeadKind } from '../shared/lead-kinds.ts';
import { staffApiPrefix } from '../shared/staff.ts';
import type { AuditPage, ErasurePreview, InboxPage, LeadDetail } from '../shared/staff-inbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { lambdaContextFor } from '../tests/support/test-events.ts';

/** The staff API against the emulators, each call run as the staff function under its manifest. */

type Claims = Record<string, unknown> | null;
const staffClaims = { sub: 'sub-anna', username: 'anna', 'cognito:groups': '[staff]' };

function staffEvent(
  method: 'GET' | 'POST',
  route: string,
  options: { params?: Record<string, string>; query?: Record<string, string>; body?: unknown; claims?: Claims } = {},
): APIGatewayProxyEventV2 {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
  const claims = options.claims === undefined ? staffClaims : options.claims;
  return {
    version: '2.0',
    routeKey: `${method} ${route}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.params ? { pathParameters: options.params } : {}),
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
    isBase64Encoded: false,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    requestContext: {
      accountId: '123456789012',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '10.0.0.1', userAgent: 'vitest' },
      requestId: randomUUID(),
      routeKey: `${method} ${route}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    },
  } as APIGatewayProxyEventV2;
}

describe('the staff API against the local AWS stack', () => {
  let aws: LocalAws;
  let staff: typeof import('./staff.ts');
  let listing: typeof import('./inbox/listing.ts');
  let documents: DynamoDBDocumentClient;
  let s3: S3Client;

  const call = async (event: APIGatewayProxyEventV2) =>
    (await aws.as('staff', () => staff.handler(event, lambdaContextFor('staff')))) as APIGatewayProxyStructuredResultV2;
  const json = <T>(response: APIGatewayProxyStructuredResultV2) => JSON.parse(String(response.body)) as T;
  const route = (path: string) => `${staffApiPrefix}${path}`;

  /** Rows as the handlers write them, created one minute apart going back from 2026-11-20 12:00 UTC. */
  const minutesBefore = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutes * 60_000).toISOString();
  const seeded: { kind: LeadKind; id: string; created_at: string; email: string }[] = [];

  async function seed(rows: Record<string, unknown>[]): Promise<void> {
    for (let start = 0; start < rows.length; start += 25) {
      const batch = rows.slice(start, start + 25);
      const byTable = new Map<string, Record<string, unknown>[]>();
      for (const row of batch) {
        const table = tables[row.kind as LeadKind].localName;
        byTable.set(table, [...(byTable.get(table) ?? []), row]);
      }
      await documents.send(
        new BatchWriteCommand({
          RequestItems: Object.fromEntries([...byTable].map(([table, items]) => [table, items.map((Item) => ({ PutRequest: { Item } }))])),
        }),
      );
    }
    for (const row of rows)
      seeded.push({ kind: row.kind as LeadKind, id: String(row.id), created_at: String(row.created_at), email: String(row.email) });
  }

  const intakeRow = (minutes: number, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    kind: 'intake',
    first_name: 'Sanne',
    email: `sanne.${minutes}@example.nl`,
    phone: '+31612345678',
    age: 29,
    city: 'Zeist',
    business_type: 'beauty-salon',
    app_description: null,
    current_stage: 'idea-only',
    existing_assets: ['none'],
    help_needed: ['website'],
    help_other: null,
    timeline: '3-months',
    budget: 'no-budget',
    dream_description: `Droom nummer ${minutes}`,
    uploaded_files: [],
    created_at: minutesBefore(minutes),
    email_status: {},
    ...extra,
  });
  const contactRow = (minutes: number, extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    kind: 'contact',
    name: 'Piet Jansen',
    email: `piet.${minutes}@example.nl`,
    phone: null,
    message: `Bericht nummer ${minutes}`,
    created_at: minutesBefore(minutes),
    source: 'js',
    email_status: {},
    ...extra,
  });
  const subscriberRow = (minutes: number, extra: Record<string, unknown> = {}) => ({
    id: randomUUID().replace(/-/g, ''),
    kind: 'newsletter',
    email: `lezer.${minutes}@example.nl`,
    status: 'confirmed',
    token: 'token',
    created_at: minutesBefore(minutes),
    request_id: 'r1',
    confirmation_requested_at: minutesBefore(minutes),
    email_status: {},
    ...extra,
  });

  beforeAll(async () => {
    aws = await startLocalAws();
    staff = await import('./staff.ts');
    listing = await import('./inbox/listing.ts');
    documents = DynamoDBDocumentClient.from(
      new DynamoDBClient({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_DYNAMODB, credentials: localCredentials }),
    );
    s3 = new S3Client({ region: localRegion, endpoint: aws.env.AWS_ENDPOINT_URL_S3, credentials: localCredentials });
    // 90 leads, the three kinds interleaved by the minute: minute m is intake (m % 3 = 0), contact (1), newsletter (2).
    await seed(
      Array.from({ length: 90 }, (_, minute) =>
        minute % 3 === 0 ? intakeRow(minute + 10) : minute % 3 === 1 ? contactRow(minute + 10) : subscriberRow(minute + 10),
      ),
    );
  });

  afterAll(async () => {
    documents?.destroy();
    s3?.destroy();
    await aws?.stop();
  });

  describe('who may ask', () => {
    const staffRoutes = apiRoutes.filter((candidate) => candidate.path.startsWith(`${staffApiPrefix}/`));
    const someLead = { kind: 'intake', id: '6f1c2a8e-4b1d-4c7e-9a55-0f6b2c3d4e5f' };

    it.each(staffRoutes)('answers $method $path with 401 without a signed-in user', async ({ method, path }) => {
      // Act
      const response = await call(staffEvent(method, path, { params: someLead, claims: null, body: method === 'POST' ? {} : undefined }));

      // Assess
      expect(response.statusCode).toBe(401);
    });

    it.each(staffRoutes)('answers $method $path with 403 to a signed-in user outside the staff group', async ({ method, path }) => {
      // Prepare
      const claims = { sub: 'sub-kees', username: 'kees', 'cognito:groups': '[klanten]' };

      // Act
      const response = await call(staffEvent(method, path, { params: someLead, claims, body: method === 'POST' ? {} : undefined }));

      // Assess
      expect(response.statusCode).toBe(403);
      expect(json<{ error: string }>(response).error).toContain('hoort niet bij het team');
    });
  });

  describe('the inbox', () => {
    it('lists every kind newest first, 25 to a page, and pages through all of them without gaps or repeats', async () => {
      // Prepare
      const expected = [...seeded].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((lead) => lead.id);

      // Act
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: InboxPage = json<InboxPage>(await call(staffEvent('GET', route('/leads'), cursor ? { query: { cursor } } : {})));
        seen.push(...page.items.map((item) => item.id));
        cursor = page.cursor;
        pages += 1;
        if (pages === 1) expect(page.items.map((item) => item.kind).slice(0, 3)).toEqual(['intake', 'contact', 'newsletter']);
      } while (cursor && pages < 10);

      // Assess
      expect(pages).toBe(4);
      expect(seen).toEqual(expected);
    });

    it('filters by kind and by period (days in Amsterdam), newest first', async () => {
      // Act
      const contacts = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { kind: 'contact' } })));
      const otherDay = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { van: '2026-11-21' } })));
      const thatDay = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { van: '2026-11-20', tot: '2026-11-20' } })));

      // Assess
      expect(contacts.items).toHaveLength(25);
      expect(new Set(contacts.items.map((item) => item.kind))).toEqual(new Set(['contact']));
      expect(contacts.items[0]!.summary).toBe('Bericht nummer 11');
      expect(otherDay.items).toEqual([]);
      expect(thatDay.items).toHaveLength(25);
    });

    it('finds a lead by part of its text, in any case, and by email address', async () => {
      // Act
      const byText = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { q: 'DROOM nummer 40' } })));
      const byEmail = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { q: 'piet.14@example' } })));

      // Assess
      expect(byText.items.map((item) => item.summary)).toEqual(['Beautysalon of kapsalon']);
      expect(byText.items[0]!.email).toBe('sanne.40@example.nl');
      expect(byEmail.items.map((item) => item.email)).toEqual(['piet.14@example.nl']);
      expect(byText.cursor).toBeNull();
    });

    it('stops a search at its reading budget, says so, and goes on from there with the cursor, in order', async () => {
      // Prepare: the newsletter rows never match, so that kind spends the budget without finding anything
      const source = { documents, tableOf: (kind: LeadKind) => tables[kind].localName };
      const filter = { search: 'nummer' };
      const expected = seeded
        .filter((lead) => lead.kind !== 'newsletter')
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((lead) => lead.id);

      // Act
      const first = await listing.listLeads(source, filter, { pageSize: 50, readBudget: 20 });
      const rest = await listing.listLeads(source, filter, { pageSize: 100, readBudget: 1000, cursor: first.cursor ?? undefined });

      // Assess: what the first request could not yet put in order waits for the next one
      expect(first.partial).toBe(true);
      expect(first.rows.length).toBeGreaterThan(0);
      expect(first.rows.length).toBeLessThan(expected.length);
      expect(rest.partial).toBe(false);
      expect([...first.rows, ...rest.rows].map(({ row }) => row.id)).toEqual(expected);
    });

    it('refuses a filter it does not know with a Dutch message', async () => {
      // Act
      const response = await call(staffEvent('GET', route('/leads'), { query: { status: 'gewonnen' } }));

      // Assess
      expect(response.statusCode).toBe(400);
      expect(json<{ fieldErrors: Record<string, string> }>(response).fieldErrors).toHaveProperty('status');
    });
  });

  describe('one lead', () => {
    it('shows every answer under its Dutch label, opens its attachment for five minutes and records the view', async () => {
      // Prepare
      const id = randomUUID();
      const key = `intake/${id}/plan.pdf`;
      await s3.send(
        new PutObjectCommand({ Bucket: uploadsBucket.localName, Key: key, Body: '%PDF-1.4 plan', ContentType: 'application/pdf' }),
      );
      const sameEmail = 'marie@example.nl';
      await seed([
        intakeRow(5, { id, email: sameEmail, uploaded_files: [{ name: 'plan.pdf', key, size: 13, type: 'application/pdf' }] }),
        contactRow(4, { email: sameEmail }),
      ]);

      // Act
      const response = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'intake', id } }));
      const detail = json<LeadDetail & { audit: AuditPage['entries'] }>(response);
      const file = await fetch(detail.attachments[0]!.url);

      // Assess
      expect(response.statusCode).toBe(200);
      expect(detail.fields).toEqual(
        expect.arrayContaining([
          { label: 'Voornaam', value: 'Sanne' },
          { label: 'Telefoonnummer', value: '0612345678' },
        ]),
      );
      expect(await file.text()).toBe('%PDF-1.4 plan');
      expect(new URL(detail.attachments[0]!.url).searchParams.get('X-Amz-Expires')).toBe('300');
      expect(detail.emails.map((email) => email.label)).toEqual(['Melding aan het team', 'Bevestiging aan de bezoeker']);
      expect(detail.related.map((lead) => lead.kind)).toEqual(['contact']);
      expect(detail.audit[0]).toMatchObject({ who: 'anna', action: 'bekeken', kind: 'intake', leadId: id });
    });

    it('answers 404 for a lead of one kind asked under another, and for an id that is no id', async () => {
      // Prepare
      const intake = seeded.find((lead) => lead.kind === 'intake')!;

      // Act
      const asContact = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'contact', id: intake.id } }));
      const statusAsNewsletter = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/status'), {
          params: { kind: 'newsletter', id: intake.id },
          body: { status: 'klant' },
        }),
      );
      const strange = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'guard', id: intake.id } }));

      // Assess
      expect(asContact.statusCode).toBe(404);
      expect(statusAsNewsletter.statusCode).toBe(404);
      expect(strange.statusCode).toBe(404);
      expect(await aws.getItem('newsletter', { id: intake.id })).toBeUndefined();
    });

    it('sets a status with a note, keeps the history on the lead and records who did it', async () => {
      // Prepare
      const lead = seeded.find((candidate) => candidate.kind === 'contact')!;
      const params = { kind: 'contact', id: lead.id };

      // Act
      const set = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/status'), { params, body: { status: 'klant', note: 'Offerte getekend' } }),
      );
      const invalid = await call(staffEvent('POST', route('/leads/{kind}/{id}/status'), { params, body: { status: 'binnen' } }));
      const detail = json<LeadDetail & { audit: AuditPage['entries'] }>(
        await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params })),
      );
      const filtered = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { status: 'klant' } })));

      // Assess
      expect(set.statusCode).toBe(200);
      expect(invalid.statusCode).toBe(400);
      expect(detail.status).toBe('klant');
      expect(detail.history).toEqual([expect.objectContaining({ status: 'klant', note: 'Offerte getekend', by: 'anna' })]);
      expect(detail.audit.map((entry) => entry.action)).toEqual(['bekeken', 'status']);
      expect(detail.audit[1]!.summary).not.toContain('Offerte');
      expect(filtered.items.map((item) => item.id)).toEqual([lead.id]);
    });

    it('puts a lead back on the queue for its emails and records it', async () => {
      // Prepare
      const lead = seeded.find((candidate) => candidate.kind === 'intake')!;
      await aws.receiveMessages(undefined, { waitSeconds: 0 });

      // Act
      const response = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/opnieuw-versturen'), { params: { kind: 'intake', id: lead.id }, body: {} }),
      );
      const messages = await aws.receiveMessages();

      // Assess
      expect(response.statusCode).toBe(202);
      expect(messages.map((message) => JSON.parse(message.Body!))).toEqual([{ kind: 'intake', id: lead.id }]);
      expect(await aws.getItem('intake', { id: lead.id })).toHaveProperty('redrive_at');
    });
  });

  describe('export and erasure', () => {
    it('exports the filtered list as the leads tool workbook and records it', async () => {
      // Act
      const response = await call(staffEvent('GET', route('/export'), { query: { kind: 'contact' } }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(String(response.body), 'base64') as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Leads')!;
      const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

      // Assess
      expect(response.headers?.['content-type']).toContain('spreadsheetml');
      expect(sheet.getRow(1).getCell(1).value).toBe('Soort');
      expect(sheet.rowCount - 1).toBe(seeded.filter((lead) => lead.kind === 'contact').length);
      expect(trail.entries[0]).toMatchObject({ action: 'export', who: 'anna' });
    });

    it('names what an erasure takes first, then erases the rows and files of that address only, keeping no address in the trail', async () => {
      // Prepare
      const id = randomUUID();
      const key = `intake/${id}/foto.png`;
      await s3.send(new PutObjectCommand({ Bucket: uploadsBucket.localName, Key: key, Body: 'png', ContentType: 'image/png' }));
      const person = 'Wis.Mij@Example.nl';
      await seed([
        intakeRow(2, { id, email: person, uploaded_files: [{ name: 'foto.png', key, size: 3, type: 'image/png' }] }),
        contactRow(1, { email: 'wis.mij@example.nl' }),
        subscriberRow(3, { email: 'wis.mij@example.nl' }),
      ]);
      const mine = seeded.filter((lead) => lead.email.toLowerCase() === 'wis.mij@example.nl');

      // Act
      const preview = json<ErasurePreview>(await call(staffEvent('POST', route('/wissen'), { body: { email: 'wis.mij@example.nl' } })));
      const stillThere = await aws.getItem('intake', { id });
      const done = json<ErasurePreview>(
        await call(staffEvent('POST', route('/wissen'), { body: { email: 'wis.mij@example.nl', confirm: true } })),
      );
      const file = await s3.send(new HeadObjectCommand({ Bucket: uploadsBucket.localName, Key: key })).catch((error: Error) => error);
      const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

      // Assess
      expect(preview.erased).toBe(false);
      expect(preview.leads.map((lead) => lead.kind).sort()).toEqual(['contact', 'intake', 'newsletter']);
      expect(preview.files).toEqual(['foto.png']);
      expect(stillThere).toBeDefined();
      expect(done.erased).toBe(true);
      for (const lead of mine) expect(await aws.getItem(lead.kind, { id: lead.id })).toBeUndefined();
      expect(file).toHaveProperty('name', 'NotFound');
      expect(await aws.getItem('contact', { id: seeded.find((lead) => lead.kind === 'contact')!.id })).toBeDefined();
      expect(trail.entries[0]).toMatchObject({ action: 'wissen', who: 'anna' });
      expect(JSON.stringify(trail.entries)).not.toContain('wis.mij');
    });
  });

  it('may query only the indexes its manifest names, not the re-drive index', async () => {
    // Act
    const refused = await aws
      .as('staff', () =>
        documents.send(
          new QueryCommand({
            TableName: tables.intake.localName,
            IndexName: 'redrive',
            KeyConditionExpression: '#kind = :kind',
            ExpressionAttributeNames: { '#kind': 'kind' },
            ExpressionAttributeValues: { ':kind': 'intake' },
          }),
        ),
      )
      .catch((error: Error) => error);

    // Assess
    expect(refused).toMatchObject({ name: 'AccessDeniedException' });
  });

  it('records a sign-in', async () => {
    // Act
    const response = await call(staffEvent('POST', route('/aanmelding'), { body: {} }));
    const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

    // Assess
    expect(response.statusCode).toBe(201);
    expect(trail.entries[0]).toMatchObject({ action: 'aanmelding', who: 'anna', summary: 'Aangemeld in het beheer' });
  });

  it('writes a request log line first, with the client hash and request ids, like every other API function', async () => {
    // Prepare
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((line) => lines.push(String(line)) > 0);
    const event = staffEvent('GET', route('/leads'));
    event.headers = { ...event.headers, 'cloudfront-viewer-address': '203.0.113.7:51234', 'x-amz-cf-id': 'edge-id-1' };

    // Act
    await call(event);
    spy.mockRestore();

    // Assess
    const [first] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({
      message: 'Request',
      route: `GET ${route('/leads')}`,
      client: keyedHash(aws.secrets.guardSecret, 'client', '203.0.113.7'),
      apiRequestId: event.requestContext.requestId,
      edgeRequestId: 'edge-id-1',
    });
  });
});
