import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, ScheduledEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { listEmails } from '../infra/local/mailbox.ts';
import { addDays, timeText, wallClockOf } from '../shared/agency-clock.ts';
import { bookingApi, calendarReadErrors, defaultAvailability, type Slot } from '../shared/booking.ts';
import { startCalendarServer, type CalendarServer } from '../tests/support/calendar-server.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { httpEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import type { SesEventBridgeEvent } from '../shared/ses-events.ts';
import type { ScheduleResult } from './booking-schedule.ts';

type Handler<E, R> = (event: E, context: ReturnType<typeof lambdaContextFor>) => Promise<R>;

/** Amsterdam's wall clock as iCalendar writes it: 20261201T090000. */
const icsTime = (instant: string | Date, dayOffset = 0) => {
  const { day, minute } = wallClockOf(new Date(instant));
  return `${addDays(day, dayOffset).replaceAll('-', '')}T${timeText(minute).replace(':', '')}00`;
};
const calendarOf = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Google Inc//Google Calendar 70.9054//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');

/**
 * The scheduled function against the emulators, under its own grants: it reads a staff member's calendar from
 * an ICS file this test serves, caches the busy times the booking function then leaves out, and queues the
 * reminders that are due, which the worker sends once to both sides.
 */
describe('the booking’s scheduled function against the local AWS stack', () => {
  let aws: LocalAws;
  let calendars: CalendarServer;
  let scheduleHandler: Handler<ScheduledEvent, ScheduleResult>;
  let bookingHandler: Handler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
  let workerHandler: Handler<SQSEvent, SQSBatchResponse>;
  let mailEventsHandler: Handler<SesEventBridgeEvent, unknown>;

  beforeAll(async () => {
    aws = await startLocalAws();
    calendars = await startCalendarServer();
    ({ handler: scheduleHandler } = (await import('./booking-schedule.ts')) as unknown as { handler: typeof scheduleHandler });
    ({ handler: bookingHandler } = (await import('./booking.ts')) as unknown as { handler: typeof bookingHandler });
    ({ handler: workerHandler } = (await import('./worker.ts')) as unknown as { handler: typeof workerHandler });
    ({ handler: mailEventsHandler } = (await import('./mail-events.ts')) as unknown as { handler: typeof mailEventsHandler });
    // Anna has set her hours (the facts module's) and pasted her calendar's secret address.
    await aws.putItem('schedule', { id: 'availability', calendars: { anna: defaultAvailability } });
  });

  afterAll(async () => {
    await calendars?.stop();
    await aws?.stop();
  });

  const runSchedule = () => aws.as('bookingSchedule', () => scheduleHandler({} as ScheduledEvent, lambdaContextFor('bookingSchedule')));
  const call = (event: APIGatewayProxyEventV2) => aws.as('booking', () => bookingHandler(event, lambdaContextFor('booking')));
  const slots = async (): Promise<Slot[]> =>
    JSON.parse(String((await call(httpEvent({ method: 'GET', path: bookingApi.slots }))).body)).slots as Slot[];
  const work = async () => {
    const messages = await aws.receiveMessages();
    return aws.as('worker', () =>
      workerHandler(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker')),
    );
  };
  const pasteCalendar = (calendar: string, url: string) =>
    aws.putItem('schedule', { id: `source#${calendar}`, calendar, url, saved_at: new Date().toISOString() });

  it('leaves out the slots of a busy ICS, recurring events included, read by the schedule and never while a visitor waits', async () => {
    // Prepare: one meeting over two slots, and a daily stand-up at the time of a later slot
    const before = await slots();
    const [meeting, standUp] = [before[2]!, before[8]!];
    calendars.serve('/anna/basic.ics', {
      ics: calendarOf(
        [
          'BEGIN:VEVENT',
          'UID:meeting@google.com',
          'DTSTAMP:20261101T000000Z',
          `DTSTART;TZID=Europe/Amsterdam:${icsTime(meeting.start)}`,
          `DTEND;TZID=Europe/Amsterdam:${icsTime(before[3]!.end)}`,
          'END:VEVENT',
        ],
        [
          'BEGIN:VEVENT',
          'UID:standup@google.com',
          'DTSTAMP:20261101T000000Z',
          `DTSTART;TZID=Europe/Amsterdam:${icsTime(standUp.start, -3)}`,
          `DTEND;TZID=Europe/Amsterdam:${icsTime(standUp.end, -3)}`,
          'RRULE:FREQ=DAILY',
          'END:VEVENT',
        ],
      ),
    });
    await pasteCalendar('anna', calendars.urlOf('/anna/basic.ics'));

    // Act
    const offeredBeforeRead = await slots();
    const result = await runSchedule();
    const after = await slots();
    const again = await runSchedule();

    // Assess
    expect(calendars.requests.filter((path) => path === '/anna/basic.ics')).toHaveLength(1);
    expect(offeredBeforeRead.map((slot) => slot.start)).toContain(meeting.start);
    expect(result).toMatchObject({ calendarsRead: 1, calendarsFailed: 0 });
    const starts = after.map((slot) => slot.start);
    expect(starts).not.toContain(meeting.start);
    expect(starts).not.toContain(before[3]!.start);
    const standUpMinute = wallClockOf(new Date(standUp.start)).minute;
    expect(after.filter((slot) => wallClockOf(new Date(slot.start)).minute === standUpMinute)).toEqual([]);
    expect(after.length).toBeGreaterThan(10);
    // Read again only once a quarter of an hour has passed.
    expect(again).toMatchObject({ calendarsRead: 0, calendarsFailed: 0 });
    expect(await aws.getItem('schedule', { id: 'source#anna' })).not.toHaveProperty('read_error');
  });

  it('refuses a calendar address that redirects to the machine itself, tells staff why, and keeps nothing from it', async () => {
    // Prepare: Bram sets hours and pastes an address that sends the function to loopback
    await aws.putItem('schedule', { id: 'availability', calendars: { anna: defaultAvailability, bram: defaultAvailability } });
    calendars.serve('/bram/basic.ics', { redirect: 'https://127.0.0.1:9001/2018-06-01/runtime/invocation/next' });
    await pasteCalendar('bram', calendars.urlOf('/bram/basic.ics'));

    // Act
    const result = await runSchedule();

    // Assess
    expect(result).toMatchObject({ calendarsRead: 0, calendarsFailed: 1 });
    expect(await aws.getItem('schedule', { id: 'source#bram' })).toMatchObject({ read_error: calendarReadErrors.refused });
    expect(await aws.getItem('schedule', { id: 'busy#bram' })).toBeUndefined();
    await aws.putItem('schedule', { id: 'availability', calendars: { anna: defaultAvailability } });
  });

  it('reminds both sides a day before, through the sparse index, the queue and the worker, once', async () => {
    // Prepare: a call more than a day ahead, its emails sent; then its reminder falls due
    const slot = (await slots()).find((free) => Date.parse(free.start) > Date.now() + 26 * 3_600_000)!;
    const email = `gast.${randomUUID().slice(0, 8)}@example.nl`;
    const booked = await call(await answeredJsonEvent({ start: slot.start, name: 'Anna de Boer', email }, { path: bookingApi.book }));
    const { id } = JSON.parse(String(booked.body)) as { id: string };
    await work();
    const row = (await aws.getItem('booking', { id }))!;
    expect(row.remind_at).toBe(new Date(Date.parse(slot.start) - 24 * 3_600_000).toISOString());
    await aws.putItem('booking', { ...row, remind_at: new Date(Date.now() - 60_000).toISOString() });

    // Act
    const first = await runSchedule();
    await work();
    const second = await runSchedule();

    // Assess
    expect(first.remindersQueued).toBe(1);
    expect(second.remindersQueued).toBe(0);
    expect(await aws.getItem('booking', { id })).not.toHaveProperty('remind_at');
    const reminders = (await listEmails(aws.mailboxUrl)).filter(
      (sent) => (sent.destination.to.includes(email) || sent.replyTo.includes(email)) && /Morgen/.test(sent.subject),
    );
    expect(reminders).toHaveLength(2);
    for (const sent of reminders) {
      const ics = Buffer.from(sent.attachments.find((file) => file.filename?.endsWith('.ics'))?.content ?? '', 'base64').toString('utf8');
      expect(ics).toContain(`DTSTART;TZID=Europe/Amsterdam:${icsTime(slot.start)}`);
    }
  });

  /** A call more than a day ahead to `email`, its first emails done and SES's events handled; its reminder then due. */
  async function bookedWithReminderDue(email: string, skipSlots: number): Promise<string> {
    const slot = (await slots()).filter((free) => Date.parse(free.start) > Date.now() + 26 * 3_600_000)[skipSlots]!;
    const booked = await call(await answeredJsonEvent({ start: slot.start, name: 'Anna de Boer', email }, { path: bookingApi.book }));
    const { id } = JSON.parse(String(booked.body)) as { id: string };
    await work();
    for (const ses of await aws.takeMailEvents()) await aws.as('mailEvents', () => mailEventsHandler(ses, lambdaContextFor('mailEvents')));
    const row = (await aws.getItem('booking', { id }))!;
    await aws.putItem('booking', { ...row, remind_at: new Date(Date.now() - 60_000).toISOString() });
    return id;
  }
  const remindersTo = async (address: string) =>
    (await listEmails(aws.mailboxUrl)).filter((sent) => sent.destination.to.includes(address) && /Morgen/.test(sent.subject));

  it('sends no reminder to a visitor address that bounced since the booking, and staff still get theirs', async () => {
    // Prepare: the confirmation went out, then bounced (an address that cannot exist), so the address is suppressed
    const email = `weg.${randomUUID().slice(0, 8)}@voorbeeld.invalid`;
    const id = await bookedWithReminderDue(email, 1);

    // Act
    await runSchedule();
    await work();

    // Assess
    expect(await remindersTo(email)).toHaveLength(0);
    const row = (await aws.getItem('booking', { id }))!;
    expect(row.email_status).toMatchObject({
      visitor_confirmation: { state: 'sent' },
      reminder_0_visitor: { state: 'skipped', reason: 'suppressed' },
      reminder_0_staff: { state: 'sent' },
    });
  });

  it('sends no reminder to the visitor while visitor mail is paused, and staff still get theirs', async () => {
    // Prepare: a call whose confirmation went out; then visitor mail is paused
    const email = `gast.${randomUUID().slice(0, 8)}@example.nl`;
    const id = await bookedWithReminderDue(email, 2);
    const pause = { id: 'mail-pause#visitor', since: new Date().toISOString(), until: new Date(Date.now() + 3_600_000).toISOString() };
    await aws.putItem('abuse_guard', { ...pause, reason: 'bounces', sends: 20, bounces: 5 });

    // Act
    await runSchedule();
    await work();
    await aws.putItem('abuse_guard', { ...pause, until: new Date(Date.now() - 1000).toISOString() });

    // Assess
    expect(await remindersTo(email)).toHaveLength(0);
    expect((await aws.getItem('booking', { id }))!.email_status).toMatchObject({
      visitor_confirmation: { state: 'sent' },
      reminder_0_visitor: { state: 'skipped', reason: 'sending_paused' },
      reminder_0_staff: { state: 'sent' },
    });
  });
});
