import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, dayKeyOf, instantAt, minutesOf, timeText, todayKey, wallClockOf, weekdayOf } from '../../shared/agency-clock.ts';
import { bookingApi, bookingFeedPath, staffBookingApi, type AvailabilityView, type Slot, type StaffCall } from '../../shared/booking.ts';
import type { ErasurePreview, LeadDetail } from '../../shared/staff-inbox.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import type { DirectoryAccount } from '../../infra/local/staff-directory.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { startLocalDirectory } from '../../tests/support/local-directory.ts';
import { httpEvent, lambdaContextFor, sqsEvent, sqsRecord, staffEvent } from '../../tests/support/test-events.ts';

type Http = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<APIGatewayProxyStructuredResultV2>;

/** The staff side of the calls against the emulators: the staff function and the booking function under their own grants. */
describe('the intro calls in /beheer against the local AWS stack', () => {
  let aws: LocalAws;
  let staffHandler: Http;
  let bookingHandler: Http;
  let directory: Awaited<ReturnType<typeof startLocalDirectory>>;
  const accounts: DirectoryAccount[] = [
    { sub: 'sub-anna', username: 'anna', email: 'anna@startsprong.nl', groups: ['staff'] },
    { sub: 'sub-kees', username: 'kees', email: 'kees@startsprong.nl', groups: ['staff'] },
  ];
  let workerHandler: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    // The user pool's staff group, which a feed's member must still be in (before the handlers load).
    directory = await startLocalDirectory(accounts);
    ({ handler: staffHandler } = (await import('../staff.ts')) as unknown as { handler: Http });
    ({ handler: bookingHandler } = (await import('../booking.ts')) as unknown as { handler: Http });
    ({ handler: workerHandler } = (await import('../worker.ts')) as unknown as { handler: typeof workerHandler });
  });

  afterAll(async () => {
    await directory?.stop();
    await aws?.stop();
  });

  const staff = (event: APIGatewayProxyEventV2) => aws.as('staff', () => staffHandler(event, lambdaContextFor('staff')));
  const booking = (event: APIGatewayProxyEventV2) => aws.as('booking', () => bookingHandler(event, lambdaContextFor('booking')));
  const json = <T>(response: APIGatewayProxyStructuredResultV2) => JSON.parse(String(response.body)) as T;

  /** A call as the booking function saves it, `hoursFromNow` away, booked from an intake of the same address. */
  async function seedCall(hoursFromNow: number, lead?: { kind: 'intake'; id: string; email: string }) {
    const start = new Date(Math.floor(Date.now() / 1_800_000) * 1_800_000 + hoursFromNow * 3_600_000);
    const row = {
      id: randomUUID(),
      kind: 'booking',
      name: 'Sanne de Vries',
      email: lead?.email ?? `sanne.${randomUUID().slice(0, 6)}@example.nl`,
      phone: '+31612345678',
      topic: 'website',
      note: null,
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      calendar: 'team',
      status: 'gepland',
      sequence: 0,
      cancel_token: 'c'.repeat(32),
      move_token: 'm'.repeat(32),
      created_at: new Date().toISOString(),
      source: 'js',
      email_status: {},
      ...(lead ? { lead_id: lead.id, lead_kind: lead.kind } : {}),
    };
    await aws.putItem('booking', row);
    return row;
  }

  it('shows a call in Gesprekken of its day and week, on the intake’s page, and lets staff mark it held only once it has begun', async () => {
    // Prepare: an intake, and a call its sender booked that began an hour ago; another call tomorrow
    const intake = { id: randomUUID(), email: `sanne.${randomUUID().slice(0, 6)}@example.nl` };
    await aws.putItem('intake', {
      id: intake.id,
      kind: 'intake',
      first_name: 'Sanne',
      email: intake.email,
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
      email_status: {},
      uploaded_files: [],
    });
    const held = await seedCall(-1, { kind: 'intake', ...intake });
    const later = await seedCall(26);

    // Act
    const day = await staff(staffEvent('GET', staffBookingApi.calls, { query: { van: dayKeyOf(held.start), dagen: '1' } }));
    const week = await staff(staffEvent('GET', staffBookingApi.calls, { query: { van: dayKeyOf(held.start), dagen: '7' } }));
    const page = await staff(staffEvent('GET', '/api/beheer/leads/{kind}/{id}', { params: { kind: 'intake', id: intake.id } }));
    const marked = await staff(
      staffEvent('POST', '/api/beheer/gesprekken/{id}/afloop', { params: { id: held.id }, body: { outcome: 'gehouden' } }),
    );
    const tooEarly = await staff(
      staffEvent('POST', '/api/beheer/gesprekken/{id}/afloop', { params: { id: later.id }, body: { outcome: 'niet_verschenen' } }),
    );

    // Assess
    expect(json<{ calls: StaffCall[] }>(day).calls.map((call) => call.id)).toContain(held.id);
    expect(json<{ calls: StaffCall[] }>(week).calls.map((call) => call.id)).toEqual(expect.arrayContaining([held.id, later.id]));
    expect(json<{ calls: StaffCall[] }>(day).calls.find((call) => call.id === held.id)).toMatchObject({
      lead: { kind: 'intake', id: intake.id },
      status: 'gepland',
    });
    expect(json<LeadDetail>(page).calls).toEqual([{ id: held.id, start: held.start, status: 'gepland', outcome: null }]);
    expect(marked.statusCode).toBe(200);
    expect(await aws.getItem('booking', { id: held.id })).toMatchObject({ outcome: 'gehouden' });
    expect(tooEarly.statusCode).toBe(400);
    const trail = (await aws.scanTable('audit')).map((entry) => String(entry.action));
    expect(trail).toEqual(expect.arrayContaining(['gesprekken', 'afloop']));
  });

  it('lets a member save their own hours, which the slots then follow, and keeps their calendar address to itself', async () => {
    // Prepare: only Mondays, 10:00 to 12:00, no notice
    const hours = { takesCalls: true, weekly: { Mo: { opens: '10:00', closes: '12:00' } }, breaks: [], daysOff: [], minNoticeHours: 0 };
    const secret = 'https://calendar.google.com/calendar/ical/anna%40startsprong.nl/private-0123456789abcdef/basic.ics';

    // Act
    const saved = await staff(staffEvent('POST', staffBookingApi.availability, { body: hours }));
    const plainHttp = await staff(staffEvent('POST', staffBookingApi.calendar, { body: { url: 'http://calendar.google.com/a.ics' } }));
    const connected = await staff(staffEvent('POST', staffBookingApi.calendar, { body: { url: secret } }));
    const view = await staff(staffEvent('GET', staffBookingApi.availability));
    const slots = json<{ slots: Slot[] }>(await booking(httpEvent({ method: 'GET', path: bookingApi.slots }))).slots;

    // Assess
    expect(saved.statusCode).toBe(200);
    expect(plainHttp.statusCode).toBe(400);
    expect(connected.statusCode).toBe(200);
    expect(json<AvailabilityView>(view)).toMatchObject({ member: 'anna', ownHours: true, calendar: { host: 'calendar.google.com' } });
    expect(String(view.body)).not.toContain('private-0123456789abcdef');
    expect(slots.length).toBeGreaterThanOrEqual(4);
    for (const slot of slots) {
      const { day, minute } = wallClockOf(new Date(slot.start));
      expect(weekdayOf(day)).toBe('Mo');
      expect(timeText(minute) >= '10:00' && minute + 30 <= minutesOf('12:00')).toBe(true);
    }
    expect(instantAt(addDays(todayKey(), 0), 0).getTime()).toBeLessThanOrEqual(Date.parse(slots[0]!.start));
  });

  it('serves every call in a feed with a secret address, and stops at once when the address is revoked or replaced', async () => {
    // Prepare
    const call = await seedCall(50);
    const made = json<{ path: string }>(await staff(staffEvent('POST', staffBookingApi.feed, { body: { action: 'nieuw' } })));
    const token = made.path.slice(`${bookingFeedPath}/`.length);
    const feed = (value: string) => booking(httpEvent({ method: 'GET', path: `${bookingFeedPath}/{token}`, params: { token: value } }));

    // Act
    const read = await feed(token);
    const guessed = await feed('x'.repeat(43));
    const replaced = json<{ path: string }>(await staff(staffEvent('POST', staffBookingApi.feed, { body: { action: 'nieuw' } })));
    const old = await feed(token);
    await staff(staffEvent('POST', staffBookingApi.feed, { body: { action: 'intrekken' } }));
    const revoked = await feed(replaced.path.slice(`${bookingFeedPath}/`.length));

    // Assess
    expect(read.statusCode).toBe(200);
    expect(read.headers?.['content-type']).toMatch(/^text\/calendar/);
    const { day, minute } = wallClockOf(new Date(call.start));
    expect(String(read.body)).toContain(`UID:${call.id}@`);
    expect(String(read.body)).toContain(`DTSTART;TZID=Europe/Amsterdam:${day.replaceAll('-', '')}T${timeText(minute).replace(':', '')}00`);
    expect(String(read.body)).toContain('METHOD:PUBLISH');
    expect([guessed.statusCode, old.statusCode, revoked.statusCode]).toEqual([404, 404, 404]);
    expect((await aws.scanTable('audit')).some((entry) => entry.action === 'agendafeed' && entry.who === 'anna')).toBe(true);
    expect((await aws.scanTable('schedule')).some((item) => JSON.stringify(item).includes(token))).toBe(false);
  });

  it('stops a member’s feed once they are no longer in the staff group, though nobody revoked it', async () => {
    // Prepare: Kees makes a feed, which works while he is in the group
    const asKees = { sub: 'sub-kees', username: 'kees', 'cognito:groups': '[staff]' };
    const made = json<{ path: string }>(
      await staff(staffEvent('POST', staffBookingApi.feed, { body: { action: 'nieuw' }, claims: asKees })),
    );
    const feed = () =>
      booking(
        httpEvent({ method: 'GET', path: `${bookingFeedPath}/{token}`, params: { token: made.path.slice(`${bookingFeedPath}/`.length) } }),
      );
    const before = await feed();
    accounts[1] = { ...accounts[1]!, groups: [] };

    // Act: past the minute the function keeps the group's members
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    const after = await feed().finally(() => clock.mockRestore());

    // Assess
    expect(before.statusCode).toBe(200);
    expect(after.statusCode).toBe(404);
    expect(String(after.body)).not.toContain('BEGIN:VCALENDAR');
  });

  it('erases a call found by its phone number: frees its slot, lists its emails in the staff mailbox, and a queued email for it is no failure', async () => {
    // Prepare: a call that holds its slot, whose notification, move and reminder went to staff
    const call = await seedCall(72);
    const sentAt = new Date().toISOString();
    const moved = new Date(Date.parse(call.start) - 86_400_000).toISOString();
    await aws.putItem('booking', {
      ...call,
      phone_key: '0612345678',
      sequence: 1,
      moves: [{ from: moved, at: sentAt }],
      email_status: {
        staff_notification: { state: 'sent', sent_at: sentAt },
        visitor_confirmation: { state: 'sent', sent_at: sentAt },
        moved_1_staff: { state: 'sent', sent_at: sentAt },
        moved_1_visitor: { state: 'skipped', reason: 'suppressed' },
      },
    });
    const slotId = `slot#${call.start}#team`;
    await aws.putItem('schedule', { id: slotId, calendar: 'team', start: call.start, booking_id: call.id });

    // Act
    const preview = json<ErasurePreview>(await staff(staffEvent('POST', '/api/beheer/wissen', { body: { phone: '06 12 34 56 78' } })));
    const done = await staff(
      staffEvent('POST', '/api/beheer/wissen', { body: { phone: '0612345678', confirm: true, leads: [{ kind: 'booking', id: call.id }] } }),
    );
    const queued = await aws.as('worker', () =>
      workerHandler(sqsEvent(sqsRecord(JSON.stringify({ kind: 'booking', id: call.id }), randomUUID())), lambdaContextFor('worker')),
    );

    // Assess
    expect(preview.leads).toEqual([expect.objectContaining({ kind: 'booking', id: call.id, via: ['phone'] })]);
    expect(preview.outside.mailbox.map((copy) => copy.subject)).toEqual([
      expect.stringMatching(/^Nieuw gesprek gepland: Sanne de Vries, /),
      expect.stringMatching(/^Gesprek verzet: Sanne de Vries, nu /),
    ]);
    expect(done.statusCode).toBe(200);
    expect(await aws.getItem('booking', { id: call.id })).toBeUndefined();
    expect(await aws.getItem('schedule', { id: slotId })).toBeUndefined();
    expect(queued).toEqual({ batchItemFailures: [] });
  });

  it('lets staff cancel a call that has not begun: the slot is free again, both sides get the CANCEL invitation, and it is audited', async () => {
    // Prepare: a call whose emails went out and that holds its slot; one that has begun
    const call = await seedCall(80);
    await aws.putItem('booking', {
      ...call,
      remind_at: new Date(Date.parse(call.start) - 86_400_000).toISOString(),
      email_status: {
        staff_notification: { state: 'sent', sent_at: call.created_at },
        visitor_confirmation: { state: 'sent', sent_at: call.created_at },
      },
    });
    const slotId = `slot#${call.start}#team`;
    await aws.putItem('schedule', { id: slotId, calendar: 'team', start: call.start, booking_id: call.id });
    const begun = await seedCall(-1);
    const cancel = (id: string) => staff(staffEvent('POST', '/api/beheer/gesprekken/{id}/annuleren', { params: { id }, body: {} }));

    // Act
    const cancelled = await cancel(call.id);
    const again = await cancel(call.id);
    const tooLate = await cancel(begun.id);
    const unknown = await cancel(randomUUID());
    const messages = await aws.receiveMessages();
    const worked = await aws.as('worker', () =>
      workerHandler(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker')),
    );

    // Assess
    expect([cancelled.statusCode, again.statusCode, tooLate.statusCode, unknown.statusCode]).toEqual([200, 200, 400, 404]);
    expect(await aws.getItem('booking', { id: call.id })).toMatchObject({ status: 'geannuleerd', sequence: 1, cancelled_by: 'anna' });
    expect(await aws.getItem('booking', { id: call.id })).not.toHaveProperty('remind_at');
    expect(await aws.getItem('schedule', { id: slotId })).toBeUndefined();
    expect(await aws.getItem('booking', { id: begun.id })).toMatchObject({ status: 'gepland' });
    expect(worked).toEqual({ batchItemFailures: [] });
    const sent = (await listEmails(aws.mailboxUrl)).filter((email) => email.subject.includes('geannuleerd'));
    expect(sent.map((email) => email.destination.to[0]).sort()).toEqual([call.email, expect.any(String)].sort());
    for (const email of sent) {
      const ics = Buffer.from(email.attachments.find((file) => file.filename?.endsWith('.ics'))?.content ?? '', 'base64').toString('utf8');
      expect(ics).toContain('METHOD:CANCEL');
      expect(ics).toContain(`UID:${call.id}@`);
    }
    expect(sent.find((email) => email.destination.to[0] !== call.email)?.body.text).toContain('anna heeft het gesprek met Sanne de Vries');
    const trail = await aws.scanTable('audit');
    expect(trail.filter((entry) => entry.action === 'geannuleerd' && entry.who === 'anna')).toHaveLength(1);
  });
});
