import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { listEmails, type MailboxEmail } from '../infra/local/mailbox.ts';
import { instantAt, minutesOf, wallClockOf, weekdayOf } from '../shared/agency-clock.ts';
import { bookingApi, type Slot } from '../shared/booking.ts';
import { officeHours } from '../shared/business-facts.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { formEvent, httpEvent, jsonEvent, lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';

type Handler<E, R> = (event: E, context: ReturnType<typeof lambdaContextFor>) => Promise<R>;

/** The real path: the booking function and the worker with their real SDK clients against the emulators, under their own grants. */
describe('booking the intro call against the local AWS stack', () => {
  let aws: LocalAws;
  let bookingHandler: Handler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;
  let workerHandler: Handler<SQSEvent, SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: bookingHandler } = (await import('./booking.ts')) as unknown as { handler: typeof bookingHandler });
    ({ handler: workerHandler } = (await import('./worker.ts')) as unknown as { handler: typeof workerHandler });
  });

  afterAll(async () => {
    await aws?.stop();
  });

  const call = (event: APIGatewayProxyEventV2) => aws.as('booking', () => bookingHandler(event, lambdaContextFor('booking')));
  const slots = async (): Promise<Slot[]> =>
    JSON.parse(String((await call(httpEvent({ method: 'GET', path: bookingApi.slots }))).body)).slots as Slot[];
  const book = async (body: Record<string, unknown>) => call(await answeredJsonEvent(body, { path: bookingApi.book }));
  const work = async () => {
    const messages = await aws.receiveMessages();
    return aws.as('worker', () =>
      workerHandler(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker')),
    );
  };
  const emailsOf = async (visitor: string): Promise<MailboxEmail[]> =>
    (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(visitor) || email.replyTo.includes(visitor));
  const visitor = () => `gast.${randomUUID().slice(0, 8)}@example.nl`;
  /** The DTSTART an invitation for this slot must carry: its wall-clock time in Amsterdam. */
  const dtstart = (start: string) => {
    const { day, minute } = wallClockOf(new Date(start));
    return `DTSTART;TZID=Europe/Amsterdam:${day.replaceAll('-', '')}T${String(Math.floor(minute / 60)).padStart(2, '0')}${String(minute % 60).padStart(2, '0')}00`;
  };
  const invitationOf = (email: MailboxEmail) =>
    Buffer.from(email.attachments.find((file) => file.filename?.endsWith('.ics'))?.content ?? '', 'base64').toString('utf8');

  it('lists at least ten free slots of half an hour, none past and none outside the office hours, with Amsterdam’s offset', async () => {
    // Act
    const free = await slots();

    // Assess
    expect(free.length).toBeGreaterThanOrEqual(10);
    for (const slot of free) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/);
      const start = new Date(slot.start);
      expect(start.getTime()).toBeGreaterThan(Date.now());
      expect(new Date(slot.end).getTime() - start.getTime()).toBe(30 * 60_000);
      const { day, minute } = wallClockOf(start);
      expect(officeHours.dayCodes).toContain(weekdayOf(day));
      expect(minute).toBeGreaterThanOrEqual(minutesOf(officeHours.opens));
      expect(minute + 30).toBeLessThanOrEqual(minutesOf(officeHours.closes));
      expect(instantAt(day, minute).getTime()).toBe(start.getTime());
    }
  });

  it('books a slot once: two visitors at the same moment get 201 and 409, a retry gets the same booking, and the slot is gone', async () => {
    // Prepare
    const [slot] = await slots();
    const first = { submissionId: randomUUID(), start: slot!.start, name: 'Anna de Boer', email: visitor(), topic: 'starten' };
    const second = { submissionId: randomUUID(), start: slot!.start, name: 'Bram Bakker', email: visitor() };

    // Act
    const answers = await Promise.all([book(first), book(second)]);
    // Either may win the race: the retry is the winner's own submission again.
    const retry = await book(answers[0]!.statusCode === 201 ? first : second);

    // Assess
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(JSON.parse(String(refused.body)).error).toMatch(/net door iemand anders gekozen/);
    const winner = answers.find((answer) => answer.statusCode === 201)!;
    expect(retry.statusCode).toBe(201);
    expect(JSON.parse(String(retry.body))).toEqual(JSON.parse(String(winner.body)));
    expect((await slots()).map((free) => free.start)).not.toContain(slot!.start);
    await aws.receiveMessages();
  });

  it('refuses with 400 a start that is not an offered slot', async () => {
    const answer = await book({ start: '2020-01-06T09:00:00+01:00', name: 'Cor', email: visitor() });

    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(String(answer.body)).error).toMatch(/kunnen we niet aanbieden/);
  });

  it('mails staff and visitor an invitation for exactly the booked time; the visitor’s email holds only our words', async () => {
    // Prepare
    const free = await slots();
    const slot = free[3]!;
    const email = visitor();
    const answer = await book({
      start: slot.start,
      name: 'Dirk <a href="https://evil.example">klik</a>',
      email,
      note: 'Geheime plannen',
      topic: 'website',
    });
    expect(answer.statusCode).toBe(201);

    // Act
    expect(await work()).toEqual({ batchItemFailures: [] });

    // Assess
    const emails = await emailsOf(email);
    expect(emails).toHaveLength(2);
    for (const sent of emails) {
      const ics = invitationOf(sent);
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain(dtstart(slot.start));
      expect(ics).toContain('TZID:Europe/Amsterdam');
    }
    const toVisitor = emails.find((sent) => sent.destination.to.includes(email))!;
    expect(toVisitor.body.text).toContain('Website of webshop');
    expect(toVisitor.body.text).not.toContain('Geheime plannen');
    expect(toVisitor.body.text).not.toContain('evil.example');
    expect(toVisitor.body.text).toMatch(/\/gesprek\/annuleren\?id=/);
    const toStaff = emails.find((sent) => !sent.destination.to.includes(email))!;
    expect(toStaff.body.text).toContain('Geheime plannen');
  });

  it('changes nothing for a wrong cancel token, and frees the slot for the right one, with a cancellation for both sides', async () => {
    // Prepare
    const slot = (await slots())[5]!;
    const email = visitor();
    const id = JSON.parse(String((await book({ start: slot.start, name: 'Eva', email })).body)).id as string;
    await work();
    const row = (await aws.getItem('booking', { id }))!;

    // Act: a made-up token, then the email's own
    const wrong = await call(jsonEvent({ id, token: 'x'.repeat(32) }, { path: bookingApi.cancel }));
    const stillTaken = (await slots()).some((free) => free.start === slot.start);
    const right = await call(formEvent({ id, token: String(row.cancel_token) }, { path: bookingApi.cancel }));
    await work();

    // Assess
    expect(wrong.statusCode).toBe(400);
    expect(stillTaken).toBe(false);
    expect(right.statusCode).toBe(303);
    expect(right.headers?.location).toBe('/gesprek/geannuleerd');
    expect(await aws.getItem('booking', { id })).toMatchObject({ status: 'geannuleerd', sequence: 1 });
    expect((await slots()).map((free) => free.start)).toContain(slot.start);
    const cancellations = (await emailsOf(email)).filter((sent) => invitationOf(sent).includes('METHOD:CANCEL'));
    expect(cancellations).toHaveLength(2);
  });

  it('moves a call with the move token only: the new slot is taken, the old one free, and both sides get the new time', async () => {
    // Prepare
    const free = await slots();
    const [from, to] = [free[7]!, free[9]!];
    const email = visitor();
    const id = JSON.parse(String((await book({ start: from.start, name: 'Fleur', email })).body)).id as string;
    await work();
    const row = (await aws.getItem('booking', { id }))!;

    // Act
    const withCancelToken = await call(jsonEvent({ id, token: String(row.cancel_token), start: to.start }, { path: bookingApi.move }));
    const moved = await call(jsonEvent({ id, token: String(row.move_token), start: to.start }, { path: bookingApi.move }));
    await work();

    // Assess
    expect(withCancelToken.statusCode).toBe(400);
    expect(moved.statusCode).toBe(200);
    const now = (await slots()).map((slot) => slot.start);
    expect(now).toContain(from.start);
    expect(now).not.toContain(to.start);
    const invitations = (await emailsOf(email)).map(invitationOf).filter((ics) => ics.includes('SEQUENCE:1'));
    expect(invitations).toHaveLength(2);
    for (const ics of invitations) expect(ics).toContain(dtstart(to.start));
  });

  it('leaves out the slots the staff calendar is busy for, from the cached busy times', async () => {
    // Prepare
    const before = await slots();
    const busy = before.slice(10, 12);
    await aws.putItem('schedule', { id: 'busy#team', intervals: busy.map((slot) => [slot.start, slot.end]) });

    // Act
    const after = (await slots()).map((slot) => slot.start);

    // Assess
    for (const slot of busy) expect(after).not.toContain(slot.start);
    expect(after).toContain(before[12]!.start);
    await aws.putItem('schedule', { id: 'busy#team', intervals: [] });
  });

  it('offers the slots as a plain form without JavaScript, and books from its post with a redirect', async () => {
    // Act
    const page = await call(httpEvent({ method: 'GET', path: bookingApi.choose }));
    const start = /name="start" value="([^"]+)"/.exec(String(page.body))![1]!;
    const posted = await call(formEvent({ start, name: 'Gijs', email: visitor() }, { path: bookingApi.book }));

    // Assess
    expect(page.statusCode).toBe(200);
    expect(page.headers?.['content-type']).toMatch(/text\/html/);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers?.location).toBe('/gesprek/gepland');
    await aws.receiveMessages();
  });
});
