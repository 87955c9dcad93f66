import { randomUUID } from 'node:crypto';
import { todayKey } from '../shared/agency-clock.ts';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectTaggingCommand, HeadObjectCommand, PutObjectCommand, PutObjectTaggingCommand, S3Client } from '@aws-sdk/client-s3';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keyedHash } from './core/guard-keys.ts';
import { searchKeysOf } from './records/search-keys.ts';
import { apiRoutes, tables, uploadsBucket } from '../infra/app-spec.ts';
import { localCredentials, localRegion } from '../infra/local/emulators.ts';
import type { LeadKind } from '../shared/lead-kinds.ts';
import { staffApiPrefix } from '../shared/staff.ts';
import type { AuditPage, ErasurePreview, InboxCounts, InboxPage, LeadDetail, StaffMember, StatusEntry } from '../shared/staff-inbox.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { startLocalDirectory } from '../tests/support/local-directory.ts';
import { lambdaContextFor, staffEvent } from '../tests/support/test-events.ts';

/** The staff API against the emulators, each call run as the staff function under its manifest. */

describe('the staff API against the local AWS stack', () => {
  let aws: LocalAws;
  let directory: Awaited<ReturnType<typeof startLocalDirectory>>;
  let staff: typeof import('./staff.ts');
  let listing: typeof import('./inbox/listing.ts');
  let counts: typeof import('./inbox/counts.ts');
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
    // As the handlers write it (records/search-keys.ts): a list line shows the message's first words.
    preview: `Bericht nummer ${minutes}`,
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
    directory = await startLocalDirectory([
      { sub: 'sub-anna', username: 'anna', email: 'anna@startsprong.nl', groups: ['staff'] },
      { sub: 'sub-kees', username: 'kees', email: 'kees@startsprong.nl', groups: ['staff'] },
      { sub: 'sub-klant', username: 'klant', email: 'klant@voorbeeld.nl', groups: [] },
    ]);
    staff = await import('./staff.ts');
    listing = await import('./inbox/listing.ts');
    counts = await import('./inbox/counts.ts');
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
    await directory?.stop();
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
    it('lists intakes and contact messages newest first, 25 to a page, and pages through all of them without gaps or repeats', async () => {
      // Prepare
      const expected = seeded
        .filter((lead) => lead.kind !== 'newsletter')
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((lead) => lead.id);

      // Act
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: InboxPage = json<InboxPage>(await call(staffEvent('GET', route('/leads'), cursor ? { query: { cursor } } : {})));
        seen.push(...page.items.map((item) => item.id));
        cursor = page.cursor;
        pages += 1;
        if (pages === 1) expect(page.items.map((item) => item.kind).slice(0, 3)).toEqual(['intake', 'contact', 'intake']);
      } while (cursor && pages < 10);

      // Assess
      expect(pages).toBe(3);
      expect(seen).toEqual(expected);
    });

    it('lists newsletter subscribers on their own, oldest first when asked', async () => {
      // Act
      const subscribers = json<InboxPage>(
        await call(staffEvent('GET', route('/leads'), { query: { kind: 'newsletter', sortering: 'oudste' } })),
      );
      const withStatus = await call(staffEvent('GET', route('/leads'), { query: { kind: 'newsletter', status: 'klant' } }));

      // Assess
      expect(new Set(subscribers.items.map((item) => item.kind))).toEqual(new Set(['newsletter']));
      expect(subscribers.items[0]!.email).toBe('lezer.99@example.nl');
      expect(subscribers.items[1]!.email).toBe('lezer.96@example.nl');
      expect(withStatus.statusCode).toBe(400);
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

    it('finds a lead by its full id, by the eight characters of its Kenmerk, by email address and by phone number in any notation', async () => {
      // Prepare: a row as the handlers now write it, with its phone number's key
      const id = randomUUID();
      await seed([contactRow(9, { id, email: 'bel.mij@example.nl', phone: '06-87654321', phone_key: '0687654321' })]);

      // Act
      const ask = async (q: string) => json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { q } })));
      const found = await Promise.all(
        [
          id,
          id.slice(0, 8).toUpperCase(),
          'Bel.Mij@example.nl',
          '0687654321',
          '+31 6 8765 4321',
          '0031687654321',
          '+31 (0)6-87 65 43 21',
        ].map(ask),
      );

      // Assess
      for (const page of found) expect(page.items.map((item) => item.id)).toEqual([id]);
      expect(found.map((page) => page.match)).toEqual(['id', 'id', 'email', 'phone', 'phone', 'phone', 'phone']);
    });

    it('finds a number in rows stored before they carried its key, through the word search', async () => {
      // Act: the seeded intakes store +31612345678 without a phone_key
      const page = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { q: '06-12345678' } })));

      // Assess
      expect(page.match).toBeNull();
      expect(page.items).toHaveLength(25);
      expect(new Set(page.items.map((item) => item.kind))).toEqual(new Set(['intake']));
    });

    it('finds a lead by part of its text, in any case, and by part of an email address', async () => {
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

    it('refuses with a 400 a cursor of another partition, another period or a month outside the trail, instead of a 500 or a walk to the timeout', async () => {
      // Prepare
      const first = json<InboxPage>(await call(staffEvent('GET', route('/leads'))));
      const decoded = JSON.parse(Buffer.from(first.cursor!, 'base64url').toString('utf8')) as {
        index: string;
        kinds: Record<string, unknown>;
      };
      const intakePosition = decoded.kinds.intake as Record<string, string>;
      const otherPartition = listing.encodeCursor(decoded.index, {
        ...decoded.kinds,
        intake: { ...intakePosition, kind: 'contact' },
      } as never);
      const trailCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

      // Act
      const asked: { path: string; query: Record<string, string> }[] = [
        { path: '/leads', query: { cursor: otherPartition } },
        { path: '/leads', query: { cursor: first.cursor!, tot: '2026-11-01' } },
        { path: '/logboek', query: { cursor: trailCursor({ month: '9999-12' }) } },
        { path: '/logboek', query: { cursor: trailCursor({ month: 'zz' }) } },
        { path: '/logboek', query: { cursor: trailCursor({ month: '2026-11', key: { id: 'x', month: '2026-10', at: 'zz' } }) } },
      ];
      const statuses = await Promise.all(
        asked.map(async ({ path, query }) => (await call(staffEvent('GET', route(path), { query }))).statusCode),
      );
      const good = await call(staffEvent('GET', route('/leads'), { query: { cursor: first.cursor! } }));

      // Assess
      expect(statuses).toEqual([400, 400, 400, 400, 400]);
      expect(good.statusCode).toBe(200);
    });

    it('writes an audit line for every list and search, naming the leads shown but never the words searched', async () => {
      // Act
      const list = json<InboxPage>(await call(staffEvent('GET', route('/leads'))));
      await call(staffEvent('GET', route('/leads'), { query: { kind: 'newsletter' } }));
      await call(staffEvent('GET', route('/leads'), { query: { q: 'Droom nummer' } }));
      await call(staffEvent('GET', route('/leads'), { query: { q: 'piet.11@example.nl' } }));
      const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

      // Assess
      const [email, words, subscribers, inbox] = trail.entries;
      expect(list.read).toBeGreaterThan(0);
      expect(inbox).toMatchObject({
        who: 'anna',
        action: 'lijst',
        summary: expect.stringContaining(`${list.items[0]!.kind} ${list.items[0]!.id}`),
      });
      expect(subscribers).toMatchObject({ action: 'lijst', summary: expect.stringMatching(/^Nieuwsbrief: 25 leads getoond/) });
      expect(words).toMatchObject({ action: 'gezocht', summary: expect.stringMatching(/^Inbox, gezocht op woorden: \d+ leads getoond/) });
      expect(email).toMatchObject({ action: 'gezocht', summary: expect.stringMatching(/^Inbox, gezocht op e-mailadres: 1 lead getoond/) });
      expect(JSON.stringify(trail.entries)).not.toMatch(/Droom|piet\.11/);
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
      const opened = json<{ url: string }>(
        await call(staffEvent('POST', route('/leads/{kind}/{id}/bijlage'), { params: { kind: 'intake', id }, body: { index: 0 } })),
      );
      const file = await fetch(opened.url);
      const missing = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/bijlage'), { params: { kind: 'intake', id }, body: { index: 1 } }),
      );
      const audit = json<LeadDetail & { audit: AuditPage['entries'] }>(
        await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'intake', id } })),
      ).audit;

      // Assess
      expect(response.statusCode).toBe(200);
      expect(detail.fields).toEqual(
        expect.arrayContaining([
          { label: 'Voornaam', value: 'Sanne' },
          { label: 'Telefoonnummer', value: '0612345678' },
        ]),
      );
      expect(detail.fields.map((field) => field.label)).not.toContain('Bijlagen');
      expect(detail.empty).toEqual([
        'Wat wil je starten (iets anders)',
        'Over de app',
        'Hulp nodig bij (iets anders)',
        'Akkoord gegeven op',
      ]);
      expect(detail.attachments).toEqual([{ index: 0, name: 'plan.pdf', size: 13, type: 'application/pdf' }]);
      expect(await file.text()).toBe('%PDF-1.4 plan');
      expect(new URL(opened.url).searchParams.get('X-Amz-Expires')).toBe('300');
      expect(missing.statusCode).toBe(404);
      expect(detail.emails.map((email) => email.label)).toEqual(['Melding aan het team', 'Bevestiging aan de bezoeker']);
      expect(detail.related.map((lead) => lead.kind)).toEqual(['contact']);
      expect(detail.contact).toEqual({
        replySubject: 'Je intake bij Startsprong',
        replyBody: 'Hoi Sanne,\n\n',
        phone: { national: '0612345678', international: '+31612345678', mobile: true },
      });
      expect(audit.slice(0, 3).map((entry) => [entry.action, entry.summary])).toEqual([
        ['bekeken', 'Intake bekeken'],
        ['bijlage', 'Bijlage 1 van 1 geopend'],
        ['bekeken', 'Intake bekeken'],
      ]);
      expect(audit[0]).toMatchObject({ who: 'anna', kind: 'intake', leadId: id });
    });

    it('opens a lead by the eight characters of its Kenmerk', async () => {
      // Prepare
      const lead = seeded.find((candidate) => candidate.kind === 'contact')!;

      // Act
      const response = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'contact', id: lead.id.slice(0, 8) } }));

      // Assess
      expect(response.statusCode).toBe(200);
      expect(json<LeadDetail>(response)).toMatchObject({ id: lead.id, shortId: lead.id.slice(0, 8) });
    });

    it('answers 404 for a lead of one kind asked under another, and for an id that is no id', async () => {
      // Prepare
      const intake = seeded.find((lead) => lead.kind === 'intake')!;

      // Act
      const asContact = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'contact', id: intake.id } }));
      const statusAsNewsletter = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), {
          params: { kind: 'newsletter', id: intake.id },
          body: { status: 'klant', owner: null, followUpOn: null, version: 0 },
        }),
      );
      const strange = await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params: { kind: 'guard', id: intake.id } }));

      // Assess
      expect(asContact.statusCode).toBe(404);
      expect(statusAsNewsletter.statusCode).toBe(404);
      expect(strange.statusCode).toBe(404);
      expect(await aws.getItem('newsletter', { id: intake.id })).toBeUndefined();
    });

    it('keeps an intake’s files as long as the intake once staff take it into work, so the 90-day rule for unreviewed intakes passes them by', async () => {
      // Prepare: a file as the worker tags it for an intake nobody has taken up yet
      const id = randomUUID();
      const key = `intake/${id}/${randomUUID()}.pdf`;
      await s3.send(new PutObjectCommand({ Bucket: uploadsBucket.localName, Key: key, Body: '%PDF-', ContentType: 'application/pdf' }));
      await s3.send(
        new PutObjectTaggingCommand({
          Bucket: uploadsBucket.localName,
          Key: key,
          Tagging: { TagSet: [{ Key: 'retention', Value: 'unreviewed' }] },
        }),
      );
      await seed([intakeRow(8, { id, uploaded_files: [{ name: 'plan.pdf', key, size: 5, type: 'application/pdf' }] })]);
      const retention = async () =>
        (await s3.send(new GetObjectTaggingCommand({ Bucket: uploadsBucket.localName, Key: key }))).TagSet?.find(
          (tag) => tag.Key === 'retention',
        )?.Value;
      const save = (status: string, version: number) =>
        call(
          staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), {
            params: { kind: 'intake', id },
            body: { status, owner: null, followUpOn: null, version },
          }),
        );

      // Act
      await save('geen_match', 0);
      const whileNotTaken = await retention();
      await save('in_behandeling', 1);

      // Assess
      expect(whileNotTaken).toBe('unreviewed');
      expect(await retention()).toBe('kept');
      expect(await aws.getItem('intake', { id })).toHaveProperty('files_kept_at');
    });

    it('sets a status with a note, keeps the history on the lead, counts it and records who did it', async () => {
      // Prepare
      const lead = seeded.find((candidate) => candidate.kind === 'contact')!;
      const params = { kind: 'contact', id: lead.id };
      await counts.setCount(documents, tables.counts.localName, {
        kind: 'contact',
        month: '2026-11',
        counts: { nieuw: 30, in_behandeling: 0, klant: 0, geen_match: 0 },
      });
      const before = json<InboxCounts>(await call(staffEvent('GET', route('/tellingen')))).counts.contact;

      // Act
      const set = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), {
          params,
          body: { status: 'klant', owner: null, followUpOn: null, note: 'Offerte getekend', version: 0 },
        }),
      );
      const invalid = await call(
        staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), {
          params,
          body: { status: 'binnen', owner: null, followUpOn: null, version: 1 },
        }),
      );
      const detail = json<LeadDetail & { audit: AuditPage['entries'] }>(
        await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params })),
      );
      const filtered = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { status: 'klant' } })));
      const after = json<InboxCounts>(await call(staffEvent('GET', route('/tellingen')))).counts.contact;

      // Assess
      expect(set.statusCode).toBe(200);
      expect(json<{ version: number }>(set).version).toBe(1);
      expect(invalid.statusCode).toBe(400);
      expect(detail.status).toBe('klant');
      expect(detail.version).toBe(1);
      expect(detail.history).toEqual([expect.objectContaining({ status: 'klant', note: 'Offerte getekend', by: 'anna' })]);
      expect(detail.audit.map((entry) => entry.action).slice(0, 2)).toEqual(['bekeken', 'status']);
      expect(detail.audit[1]!.summary).not.toContain('Offerte');
      expect(filtered.items.map((item) => item.id)).toEqual([lead.id]);
      expect(after.klant - before.klant).toBe(1);
      expect(after.nieuw - before.nieuw).toBe(-1);
    });

    it('assigns a lead to a colleague with a follow-up day, lists it as theirs and as due, and refuses a stale save', async () => {
      // Prepare
      const id = randomUUID();
      await seed([contactRow(3, { id, name: 'Opvolg Mij' })]);
      const params = { kind: 'contact', id };
      const today = todayKey();
      const save = (body: Record<string, unknown>) => call(staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), { params, body }));

      // Act
      const members = json<{ members: StaffMember[] }>(await call(staffEvent('GET', route('/medewerkers')))).members;
      const outsider = await save({ status: 'nieuw', owner: 'klant', followUpOn: null, version: 0 });
      const assigned = await save({ status: 'in_behandeling', owner: 'kees', followUpOn: '2026-01-05', note: 'Bellen', version: 0 });
      const stale = await save({ status: 'klant', owner: null, followUpOn: null, version: 0 });
      const keesLeads = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { eigenaar: 'kees' } })));
      const due = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { opvolgen: 'vandaag' } })));
      const later = await save({ status: 'in_behandeling', owner: 'kees', followUpOn: '2099-01-01', version: 1 });
      const farAhead = json<{ fieldErrors: Record<string, string> }>(later).fieldErrors;
      const moved = await save({ status: 'in_behandeling', owner: 'kees', followUpOn: today, version: 1 });
      const dueToday = json<InboxPage>(await call(staffEvent('GET', route('/leads'), { query: { opvolgen: 'vandaag' } })));
      const detail = json<LeadDetail & { audit: AuditPage['entries'] }>(
        await call(staffEvent('GET', route('/leads/{kind}/{id}'), { params })),
      );

      // Assess
      expect(members).toEqual([
        { username: 'anna', email: 'anna@startsprong.nl' },
        { username: 'kees', email: 'kees@startsprong.nl' },
      ]);
      expect(outsider.statusCode).toBe(400);
      expect(assigned.statusCode).toBe(200);
      expect(json<{ entry: StatusEntry }>(assigned).entry).toMatchObject({ owner: 'kees', followUpOn: '2026-01-05', note: 'Bellen' });
      expect(stale.statusCode).toBe(409);
      expect(json<{ error: string }>(stale).error).toContain('Iemand anders');
      expect(keesLeads.items.map((item) => item.id)).toEqual([id]);
      expect(keesLeads.items[0]).toMatchObject({ owner: 'kees', followUpOn: '2026-01-05', status: 'in_behandeling' });
      expect(due.items.map((item) => item.id)).toContain(id);
      expect(later.statusCode).toBe(400);
      expect(farAhead).toHaveProperty('followUpOn');
      expect(moved.statusCode).toBe(200);
      expect(dueToday.items.map((item) => item.followUpOn)).toEqual([...dueToday.items.map((item) => item.followUpOn)].sort());
      expect(dueToday.items.map((item) => item.id)).toContain(id);
      expect(detail.audit.map((entry) => [entry.action, entry.summary])).toEqual([
        ['bekeken', 'Contactbericht bekeken'],
        ['opvolgdatum', `Opvolgen op ${today.split('-').reverse().join('-')}`],
        ['opvolgdatum', 'Opvolgen op 05-01-2026'],
        ['toegewezen', 'Toegewezen aan kees'],
        ['status', 'Status: In behandeling (met notitie)'],
      ]);
    });

    it('counts the leads that came in since the member of staff last looked', async () => {
      // Prepare: anna marks the newest lead as seen, then two new ones come in
      const first = json<InboxCounts>(await call(staffEvent('GET', route('/tellingen'))));
      await call(staffEvent('POST', route('/gezien'), { body: { at: minutesBefore(0) } }));
      await seed([
        contactRow(0, { created_at: new Date(Date.UTC(2026, 10, 20, 12, 1)).toISOString() }),
        intakeRow(0, { created_at: new Date(Date.UTC(2026, 10, 20, 12, 2)).toISOString() }),
      ]);

      // Act
      const counted = json<InboxCounts>(await call(staffEvent('GET', route('/tellingen'))));
      const notMoved = await call(staffEvent('POST', route('/gezien'), { body: { at: minutesBefore(60) } }));
      const still = json<InboxCounts>(await call(staffEvent('GET', route('/tellingen'))));
      const forKees = json<InboxCounts>(
        await call(staffEvent('GET', route('/tellingen'), { claims: { sub: 'sub-kees', username: 'kees', 'cognito:groups': '[staff]' } })),
      );

      // Assess
      expect(first.newSince).toEqual({ since: null, count: 0, more: false });
      expect(counted.newSince).toEqual({ since: minutesBefore(0), count: 2, more: false });
      expect(notMoved.statusCode).toBe(200);
      expect(still.newSince.count).toBe(2);
      expect(forKees.newSince.since).toBeNull();
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
    it('exports the filtered list as the leads tool workbook, with the staff work and the source, and records it', async () => {
      // Prepare
      const id = randomUUID();
      await seed([
        contactRow(7, {
          id,
          attribution: { landingPath: '/blog/zzp-of-bv', utmSource: 'nieuwsbrief', utmCampaign: 'voorjaar' },
          email_status: { visitor_confirmation: { state: 'skipped', skipped_at: minutesBefore(7), reason: 'recipient_cap' } },
        }),
      ]);
      await call(
        staffEvent('POST', route('/leads/{kind}/{id}/opvolging'), {
          params: { kind: 'contact', id },
          body: { status: 'in_behandeling', owner: 'anna', followUpOn: '2026-12-01', note: 'Offerte sturen', version: 0 },
        }),
      );

      // Act
      const response = await call(staffEvent('GET', route('/export'), { query: { kind: 'contact' } }));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Buffer.from(String(response.body), 'base64') as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Leads')!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((candidate) => candidate.getCell(2).value === id)!;
      const cell = (label: string) => row.getCell(header.indexOf(label) + 1);
      const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

      // Assess
      expect(response.headers?.['content-type']).toContain('spreadsheetml');
      expect(header.slice(0, 8)).toEqual(['Soort', 'Id', 'Ontvangen', 'Status', 'Toegewezen aan', 'Opvolgen op', 'Notitie', 'Herkomst']);
      expect(sheet.rowCount - 1).toBe(seeded.filter((lead) => lead.kind === 'contact').length);
      expect(cell('Status').value).toBe('In behandeling');
      expect(cell('Toegewezen aan').value).toBe('anna');
      expect(cell('Opvolgen op').value).toEqual(new Date('2026-12-01T00:00:00.000Z'));
      expect(cell('Opvolgen op').numFmt).toBe('dd-mm-yyyy');
      expect(cell('Notitie').value).toBe('Offerte sturen');
      expect(cell('Herkomst').value).toBe('Via nieuwsbrief, campagne voorjaar, binnengekomen op /blog/zzp-of-bv');
      expect(String(cell('Statusgeschiedenis').value)).toMatch(
        /^\d\d-\d\d-\d{4} \d\d:\d\d In behandeling door anna \(toegewezen aan anna, opvolgen op 01-12-2026\): Offerte sturen$/,
      );
      expect(cell('Bevestiging aan de bezoeker').value).toBe('niet verstuurd (dit adres kreeg vandaag al genoeg bevestigingen)');
      expect(cell('Ontvangen').value).toBeInstanceOf(Date);
      expect(trail.entries[0]).toMatchObject({ action: 'export', who: 'anna' });
    });

    it('finds a person under every spelling of the mailbox and by phone, names each match, then erases what staff chose with every file', async () => {
      // Prepare: one person who wrote as three spellings of one Gmail mailbox, and once from another address with her number
      const id = randomUUID();
      const key = `intake/${id}/${randomUUID()}.png`;
      const pending = `pending/${id}/${randomUUID()}.pdf`;
      for (const object of [key, pending]) {
        await s3.send(new PutObjectCommand({ Bucket: uploadsBucket.localName, Key: object, Body: 'bytes', ContentType: 'image/png' }));
      }
      const sentAt = minutesBefore(1);
      const written = <Row extends { email: string; phone?: string | null; message?: string }>(row: Row) => ({
        ...row,
        ...searchKeysOf({ email: row.email, phone: row.phone ?? null, ...(row.message ? { message: row.message } : {}) }),
      });
      const theirs = [
        written(
          intakeRow(2, {
            id,
            email: 'marieke.jansen+offerte@gmail.com',
            phone: '+31 6 1122 3344',
            uploaded_files: [{ name: 'foto.png', key, size: 5, type: 'image/png' }],
          }),
        ),
        written(
          contactRow(1, {
            email: 'mariekejansen@gmail.com',
            name: 'Marieke Jansen',
            email_status: { staff_notification: { state: 'sent', sent_at: sentAt, message_id: 'm-1' } },
          }),
        ),
        written(subscriberRow(3, { email: 'm.a.r.i.e.k.e.jansen@googlemail.com' })),
      ];
      const byPhone = written(contactRow(4, { email: 'bureau@voorbeeld.nl', name: 'M. Jansen', phone: '06-11223344' }));
      const someoneElse = written(contactRow(5, { email: 'marieke@voorbeeld.nl', name: 'Marieke de Vries' }));
      await seed([...theirs, byPhone, someoneElse]);
      await call(staffEvent('POST', route('/leads/{kind}/{id}/bijlage'), { params: { kind: 'intake', id }, body: { index: 0 } }));
      await call(staffEvent('GET', route('/export'), { query: { kind: 'contact' } }));

      // Act
      const preview = json<ErasurePreview>(
        await call(staffEvent('POST', route('/wissen'), { body: { email: 'MariekeJansen@gmail.com', phone: '0611223344' } })),
      );
      const unseen = await call(
        staffEvent('POST', route('/wissen'), {
          body: { email: 'mariekejansen@gmail.com', confirm: true, leads: [{ kind: 'contact', id: someoneElse.id }] },
        }),
      );
      const chosen = preview.leads.filter((lead) => lead.id !== byPhone.id).map(({ kind, id: leadId }) => ({ kind, id: leadId }));
      const done = json<ErasurePreview>(
        await call(
          staffEvent('POST', route('/wissen'), {
            body: { email: 'mariekejansen@gmail.com', phone: '0611223344', confirm: true, leads: chosen },
          }),
        ),
      );
      const gone = async (object: string) =>
        (await s3.send(new HeadObjectCommand({ Bucket: uploadsBucket.localName, Key: object })).catch((error: Error) => error)) instanceof
        Error;
      const trail = json<AuditPage>(await call(staffEvent('GET', route('/logboek'))));

      // Assess
      expect(preview.erased).toBe(false);
      expect(preview.complete).toBe(true);
      expect(preview.read).toBeLessThan(20);
      expect(Object.fromEntries(preview.leads.map((lead) => [lead.id, lead.via]))).toEqual({
        [theirs[0]!.id]: ['email', 'phone'],
        [theirs[1]!.id]: ['email'],
        [theirs[2]!.id]: ['email'],
        [byPhone.id]: ['phone'],
      });
      expect(preview.leads.find((lead) => lead.id === byPhone.id)).toMatchObject({ name: 'M. Jansen', email: 'bureau@voorbeeld.nl' });
      expect(preview.files).toEqual(
        expect.arrayContaining([
          { leadId: id, name: key.split('/')[2], pending: false },
          { leadId: id, name: pending.split('/')[2], pending: true },
        ]),
      );
      expect(preview.outside.mailbox).toEqual([{ subject: 'Nieuw contactbericht van Marieke Jansen', sentAt }]);
      expect(preview.outside.exports[0]).toMatchObject({ who: 'anna', summary: expect.stringContaining('geëxporteerd (Contactbericht)') });
      expect(preview.outside.attachments).toEqual([
        expect.objectContaining({ who: 'anna', leadId: id, summary: 'Bijlage 1 van 1 geopend' }),
      ]);
      expect(unseen.statusCode).toBe(400);
      expect(await aws.getItem('contact', { id: someoneElse.id })).toBeDefined();
      expect(done.erased).toBe(true);
      expect(done.leads.map((lead) => lead.id).sort()).toEqual(theirs.map((lead) => lead.id).sort());
      for (const lead of theirs) expect(await aws.getItem(lead.kind as LeadKind, { id: lead.id })).toBeUndefined();
      expect(await aws.getItem('contact', { id: byPhone.id })).toBeDefined();
      expect(await gone(key)).toBe(true);
      expect(await gone(pending)).toBe(true);
      expect(trail.entries[0]).toMatchObject({ action: 'wissen', who: 'anna' });
      expect(trail.entries.find((entry) => entry.action === 'wisvoorbeeld')?.summary).toContain(byPhone.id);
      // her name, addresses and number in any spelling; not a bare '1122', which a random id can hold
      expect(JSON.stringify(trail.entries)).not.toMatch(/marieke|1122[\s-]?3344/i);
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
