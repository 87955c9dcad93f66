import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { bookingApi, bookingMessages, type Slot } from '../shared/booking.ts';
import { countersOf } from './attribution/lead-counts.ts';
import { freeSlots } from './booking/slots.ts';
import { clientOf } from './http/client-limit.ts';
import { dynamo } from './core/clients.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { proofOfWorkAnswer } from '../tests/support/proof-of-work.ts';
import { proofOfWork } from '../shared/proof-of-work.ts';
import { currentGuardSecret } from '../tests/support/test-secrets.ts';
import { httpEvent, jsonEvent, lambdaContextFor, staffEvent } from '../tests/support/test-events.ts';

// A pass-through spy: the real function, counted, to see when the slot list is worked out.
vi.mock('./booking/slots.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./booking/slots.ts')>();
  return { ...original, freeSlots: vi.fn(original.freeSlots) };
});

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<APIGatewayProxyStructuredResultV2>;

/** The attacker's findings on the booking's public routes (issue 34), each against the emulators as AWS would run it. */
describe('the booking routes against abuse', () => {
  let aws: LocalAws;
  let bookingHandler: Handler;
  let staffHandler: Handler;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: bookingHandler } = (await import('./booking.ts')) as unknown as { handler: Handler });
    ({ handler: staffHandler } = (await import('./staff.ts')) as unknown as { handler: Handler });
  });

  afterAll(async () => {
    await aws?.stop();
  });

  const call = (event: APIGatewayProxyEventV2) => aws.as('booking', () => bookingHandler(event, lambdaContextFor('booking')));
  const slots = async (): Promise<string[]> =>
    (JSON.parse(String((await call(httpEvent({ method: 'GET', path: bookingApi.slots }))).body)).slots as Slot[]).map((slot) => slot.start);
  const book = async (body: Record<string, unknown>, options: { sourceIp?: string; issuedMsAgo?: number } = {}) =>
    call(
      jsonEvent(
        { ...body, [proofOfWork.field]: await proofOfWorkAnswer(undefined, { issuedMsAgo: options.issuedMsAgo ?? 60_000 }) },
        { path: bookingApi.book, ...(options.sourceIp ? { sourceIp: options.sourceIp } : {}) },
      ),
    );
  const idOf = (answer: APIGatewayProxyStructuredResultV2) => JSON.parse(String(answer.body)).id as string;
  const errorOf = (answer: APIGatewayProxyStructuredResultV2) => JSON.parse(String(answer.body)).error as string;
  const visitor = () => `gast.${randomUUID().slice(0, 8)}@example.nl`;
  // A client address of its own for each test that counts a client's places: drawn at random, two tests
  // could get the same one (1 in 250), and the second then found its places taken (a 429 in CI).
  let nextHost = 1;
  const address = () => `198.51.100.${nextHost++}`;
  const link = (path: string, body: Record<string, unknown>, sourceIp?: string) =>
    call(jsonEvent(body, { path, ...(sourceIp ? { sourceIp } : {}) }));
  const drain = () => aws.receiveMessages();

  it('lets one mailbox hold one call to come, under any spelling, and gives the place back when it is cancelled', async () => {
    // Prepare
    const [first, second] = await slots();
    const email = `Anna.${randomUUID().slice(0, 8)}@example.nl`;
    const id = idOf(await book({ start: first, name: 'Anna', email }));

    // Act
    const again = await book({ start: second, name: 'Anna', email: email.toLowerCase().replace('@', '+tweede@') });
    const row = (await aws.getItem('booking', { id }))!;
    await link(bookingApi.cancel, { id, token: String(row.cancel_token) });
    const afterCancel = await book({ start: second, name: 'Anna', email });

    // Assess
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toBe(bookingMessages.alreadyBooked);
    expect(afterCancel.statusCode).toBe(201);
    await drain();
  });

  it('gives the places back when staff cancel a call, so the visitor can book another time at once', async () => {
    // Prepare
    const [first, second] = await slots();
    const email = visitor();
    const id = idOf(await book({ start: first, name: 'Bram', email }));

    // Act
    const cancelled = await aws.as('staff', () =>
      staffHandler(staffEvent('POST', '/api/beheer/gesprekken/{id}/annuleren', { params: { id }, body: {} }), lambdaContextFor('staff')),
    );
    const afterCancel = await book({ start: second, name: 'Bram', email });

    // Assess
    expect(cancelled.statusCode).toBe(200);
    expect(afterCancel.statusCode).toBe(201);
    await drain();
  });

  const staffCall = (event: APIGatewayProxyEventV2) => aws.as('staff', () => staffHandler(event, lambdaContextFor('staff')));

  it('frees the slot and the places when staff erase a person with a call to come, so that mailbox and client can book again', async () => {
    // Prepare: one client holds both its places, one of them for the person who asks to be erased
    const sourceIp = address();
    const [first, second, third] = await slots();
    const email = visitor();
    const erased = idOf(await book({ start: first, name: 'Wies', email }, { sourceIp }));
    expect((await book({ start: second, name: 'Collega', email: visitor() }, { sourceIp })).statusCode).toBe(201);

    // Act
    const answer = await staffCall(
      staffEvent('POST', '/api/beheer/wissen', { body: { email, confirm: true, leads: [{ kind: 'booking', id: erased }] } }),
    );
    const offered = await slots();
    const again = await book({ start: third, name: 'Wies', email }, { sourceIp });

    // Assess
    expect(answer.statusCode).toBe(200);
    expect(await aws.getItem('booking', { id: erased })).toBeUndefined();
    expect(offered).toContain(first);
    expect(again.statusCode).toBe(201);
    await drain();
  });

  it('finishes a release that failed halfway when the cancel is pressed again: the client gets its place back', async () => {
    // Prepare: a client at its two calls; giving back the first call's client place fails once
    const sourceIp = address();
    const [first, second, third] = await slots();
    const id = idOf(await book({ start: first, name: 'Ruud', email: visitor() }, { sourceIp }));
    expect((await book({ start: second, name: 'Collega', email: visitor() }, { sourceIp })).statusCode).toBe(201);
    const send = dynamo.send.bind(dynamo);
    let failed = false;
    const spy = vi.spyOn(dynamo, 'send').mockImplementation(((command: unknown) => {
      const input = command instanceof UpdateCommand ? command.input : null;
      if (!failed && input && String(input.Key?.id).startsWith('booking-client#') && input.UpdateExpression?.startsWith('REMOVE')) {
        failed = true;
        return Promise.reject(new Error('connection reset'));
      }
      return send(command as Parameters<typeof send>[0]);
    }) as typeof dynamo.send);
    const cancel = () => staffCall(staffEvent('POST', '/api/beheer/gesprekken/{id}/annuleren', { params: { id }, body: {} }));

    // Act
    const broken = await cancel();
    spy.mockRestore();
    const retried = await cancel();
    const third201 = await book({ start: third, name: 'Nieuw', email: visitor() }, { sourceIp });

    // Assess
    expect(failed).toBe(true);
    expect(broken.statusCode).toBe(500);
    expect(retried.statusCode).toBe(200);
    expect(third201.statusCode).toBe(201);
    await drain();
  });

  it('lets one client hold two calls to come; the third is refused and its slot stays free', async () => {
    // Prepare
    const sourceIp = address();
    const [a, b, c] = await slots();

    // Act
    const answers = [];
    for (const start of [a, b, c]) answers.push(await book({ start, name: 'Kantoor', email: visitor() }, { sourceIp }));

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 429]);
    expect(errorOf(answers[2]!)).toBe(bookingMessages.callsPerClient);
    expect(await slots()).toContain(c);
    await drain();
  });

  it('holds a client to two calls when it posts five at once', async () => {
    // Prepare
    const sourceIp = address();
    const free = (await slots()).slice(0, 5);

    // Act
    const answers = await Promise.all(free.map((start) => book({ start, name: 'Script', email: visitor() }, { sourceIp })));

    // Assess
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(2);
    const after = await slots();
    expect(free.filter((start) => !after.includes(start))).toHaveLength(2);
    await drain();
  });

  it('answers a post with the hidden field filled as if booked, but takes no slot, keeps nothing and mails nobody', async () => {
    // Prepare
    const [start] = await slots();
    await drain();

    // Act
    const answer = await book({ start, name: 'Bot', email: visitor(), website: 'https://spam.example' });

    // Assess
    expect(answer.statusCode).toBe(201);
    expect(await slots()).toContain(start);
    expect(await aws.getItem('booking', { id: idOf(answer) })).toBeUndefined();
    expect(await drain()).toHaveLength(0);
  });

  it('refuses a booking from a client that was refused for sending too much shortly before, and takes no slot', async () => {
    // Prepare
    const sourceIp = address();
    const client = clientOf({ guardSecret: currentGuardSecret() }, httpEvent({ sourceIp }));
    await aws.putItem('guard', { id: `limited#${client.hash}`, expires_at: Math.floor(Date.now() / 1000) + 3600 });
    const [start] = await slots();

    // Act
    const answer = await book({ start, name: 'Script', email: visitor() }, { sourceIp });

    // Assess
    expect(answer.statusCode).toBe(429);
    expect(await slots()).toContain(start);
  });

  it('takes one slot when one submission id is posted for five starts at once: the other four stay offered', async () => {
    // Prepare
    const free = (await slots()).slice(0, 5);
    const submissionId = randomUUID();
    const email = visitor();

    // Act
    await Promise.all(free.map((start) => book({ submissionId, start, name: 'Script', email })));

    // Assess
    const row = (await aws.getItem('booking', { id: submissionId }))!;
    const after = await slots();
    const taken = free.filter((start) => !after.includes(start));
    expect(taken).toHaveLength(1);
    expect(new Date(taken[0]!).toISOString()).toBe(row.start);
    await drain();
  });

  it('keeps the new slot taken when the same move is pressed twice at once', async () => {
    // Prepare
    const [from, to] = await slots();
    const id = idOf(await book({ start: from, name: 'Fleur', email: visitor() }));
    const row = (await aws.getItem('booking', { id }))!;

    // Act
    const answers = await Promise.all([1, 2].map(() => link(bookingApi.move, { id, token: String(row.move_token), start: to })));

    // Assess
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await aws.getItem('booking', { id }))!.start).toBe(new Date(to!).toISOString());
    const after = await slots();
    expect(after).not.toContain(to);
    expect(after).toContain(from);
    await drain();
  });

  it('answers two presses of the cancel button at once alike, and frees the slot', async () => {
    // Prepare
    const [start] = await slots();
    const id = idOf(await book({ start, name: 'Jet', email: visitor() }));
    const token = String((await aws.getItem('booking', { id }))!.cancel_token);

    // Act
    const answers = await Promise.all([1, 2].map(() => link(bookingApi.cancel, { id, token })));

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await aws.getItem('booking', { id })).toMatchObject({ status: 'geannuleerd', sequence: 1 });
    expect(await slots()).toContain(start);
    await drain();
  });

  it('frees the slot on a repeated cancel when the first saved the cancel but did not free it', async () => {
    // Prepare: the state a failure right after saving the cancel leaves
    const [start] = await slots();
    const id = idOf(await book({ start, name: 'Eva', email: visitor() }));
    const row = (await aws.getItem('booking', { id }))!;
    await aws.putItem('booking', { ...row, status: 'geannuleerd', sequence: 1 });

    // Act
    const answer = await link(bookingApi.cancel, { id, token: String(row.cancel_token) });

    // Assess
    expect(answer.statusCode).toBe(200);
    expect(await slots()).toContain(start);
    await drain();
  });

  it('lets a call be moved three times, and refuses the fourth with a Dutch message', async () => {
    // Prepare
    const free = await slots();
    const id = idOf(await book({ start: free[0], name: 'Gijs', email: visitor() }));
    const token = String((await aws.getItem('booking', { id }))!.move_token);

    // Act
    const moves = [];
    for (const start of free.slice(1, 5)) moves.push(await link(bookingApi.move, { id, token, start }));

    // Assess
    expect(moves.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 409]);
    expect(errorOf(moves[3]!)).toBe(bookingMessages.movedTooOften);
    expect(await slots()).toContain(free[4]);
    await drain();
  });

  it('counts cancel and move posts per client, wrong tokens too, and refuses the seventh in an hour', async () => {
    // Prepare
    const sourceIp = address();
    const id = randomUUID();

    // Act
    const answers = [];
    for (let post = 0; post < 7; post += 1) answers.push(await link(bookingApi.cancel, { id, token: 'x'.repeat(32) }, sourceIp));

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 429]);
  });

  it('refuses the cancel and move links once the call has begun, and changes nothing', async () => {
    // Prepare: a call whose start has just passed
    const [start, later] = await slots();
    const id = idOf(await book({ start, name: 'Hans', email: visitor() }));
    const row = (await aws.getItem('booking', { id }))!;
    const begun = new Date(Date.now() - 60_000);
    await aws.putItem('booking', { ...row, start: begun.toISOString(), end: new Date(begun.getTime() + 30 * 60_000).toISOString() });

    // Act
    const cancelled = await link(bookingApi.cancel, { id, token: String(row.cancel_token) });
    const moved = await link(bookingApi.move, { id, token: String(row.move_token), start: later });

    // Assess
    expect(cancelled.statusCode).toBe(400);
    expect(moved.statusCode).toBe(400);
    expect(errorOf(cancelled)).toBe(bookingMessages.invalidLink);
    expect(await aws.getItem('booking', { id })).toMatchObject({ status: 'gepland', sequence: 0 });
    expect(await slots()).toContain(later);
    await drain();
  });

  it('counts a booking in the overview only when its form was open for a person’s time by our clock', async () => {
    // Prepare
    const [counter] = countersOf({ kind: 'booking', at: new Date(), attribution: undefined });
    const leads = async () => Number((await aws.getItem('counts', { id: counter!.id }))?.leads ?? 0);
    const before = await leads();
    const [fast, slow] = await slots();

    // Act
    await book({ start: fast, name: 'Snel', email: visitor() }, { issuedMsAgo: 200 });
    const afterFast = await leads();
    await book({ start: slow, name: 'Rustig', email: visitor() });

    // Assess
    expect(afterFast).toBe(before);
    expect(await leads()).toBe(before + 1);
    await drain();
  });

  it('works the slot list out once for visitors in the same minute, and again once a slot was taken', async () => {
    // Prepare
    const minute = () => Math.floor(Date.now() / 60_000);
    const startMinute = minute();
    await slots();
    vi.mocked(freeSlots).mockClear();

    // Act
    const [first] = await slots();
    const again = await slots();
    const sameMinute = minute() === startMinute;
    const workedBeforeBooking = vi.mocked(freeSlots).mock.calls.length;
    await book({ start: first, name: 'Ineke', email: visitor() });
    const afterBooking = await slots();

    // Assess: only a turn of the minute in between (rare) lets the list be worked out before the booking
    expect(sameMinute ? workedBeforeBooking : 0).toBe(0);
    expect(again[0]).toBe(first);
    expect(vi.mocked(freeSlots).mock.calls.length - workedBeforeBooking).toBe(1);
    expect(afterBooking).not.toContain(first);
    await drain();
  });
});
