import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../../infra/local/mailbox.ts';
import { staffApiPrefix } from '../../shared/staff.ts';
import type { AuditPage, SuppressionAnswer } from '../../shared/staff-inbox.ts';
import type { SesEventBridgeEvent } from '../../shared/ses-events.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../../tests/support/proof-of-work.ts';
import { lambdaContextFor, sqsEvent, sqsRecord, staffEvent } from '../../tests/support/test-events.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/**
 * A suppression as staff meet it, on the emulators: SES's events suppress an address, staff find it by the
 * address in /beheer, lift it (here and on SES's own list), and the next confirmation to it goes out again;
 * the audit trail says what was done, without the address.
 */
describe('a suppression in the staff area', () => {
  let aws: LocalAws;
  let contactHandler: Handler;
  let staffHandler: Handler;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
  let mailEvents: (event: unknown, context: Context) => Promise<unknown>;
  let clients = 0;

  beforeAll(async () => {
    aws = await startLocalAws();
    contactHandler = (await import('../contact.ts')).handler as Handler;
    staffHandler = (await import('../staff.ts')).handler as Handler;
    ({ handler: worker } = await import('../worker.ts'));
    ({ handler: mailEvents } = await import('../mail-events.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  /** A contact message to `email` from a client of its own, the worker, and SES's events handed to the function; those events. */
  async function lead(email: string): Promise<SesEventBridgeEvent[]> {
    clients += 1;
    const event = await answeredJsonEvent({ name: 'Sam Jansen', email, message: 'Een vraag over een website voor mijn bedrijf.' });
    event.headers['cloudfront-viewer-address'] = `192.0.2.${clients}:443`;
    const answer = (await aws.as('contact', () => contactHandler(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(201);
    const messages = await aws.receiveMessages();
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(batch, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
    const events = await aws.takeMailEvents();
    for (const ses of events) await aws.as('mailEvents', () => mailEvents(ses, lambdaContextFor('mailEvents')));
    return events;
  }
  const ask = async (email: string, lift?: boolean) => {
    const event = staffEvent('POST', `${staffApiPrefix}/onderdrukking`, { body: { email, ...(lift === undefined ? {} : { lift }) } });
    const answer = (await aws.as('staff', () => staffHandler(event, lambdaContextFor('staff')))) as APIGatewayProxyStructuredResultV2;
    return { status: answer.statusCode, body: JSON.parse(String(answer.body)) as SuppressionAnswer & { error?: string } };
  };
  const confirmationsTo = async (address: string) =>
    (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(address));

  it('shows a bounced address as suppressed, lifts it here and at SES, and lets the next confirmation go out', async () => {
    // Prepare: an address at a domain that cannot exist bounces, and SES lists it too
    const address = `weg.${randomUUID().slice(0, 8)}@voorbeeld.invalid`;
    await lead(address);

    // Act: staff look the address up (in other capitals), then lift the suppression
    const looked = await ask(address.toUpperCase());
    const lifted = await ask(address, true);
    const again = await lead(address);

    // Assess: what staff saw, and SES really tried again (a plain bounce, not its suppression list's)
    expect(looked).toMatchObject({
      status: 200,
      body: { email: address, suppression: { suppressed: true, reason: 'bounce', until: null } },
    });
    expect(lifted).toMatchObject({ status: 200, body: { lifted: true, suppression: { suppressed: false } } });
    expect(await confirmationsTo(address)).toHaveLength(2);
    const bounce = again.find((event) => event.detail.eventType === 'Bounce' && event.detail.mail.tags.audience?.[0] === 'visitor');
    expect(bounce?.detail.bounce?.bounceSubType).toBe('General');
  });

  it('lifts a complaint before its 90 days are over, and writes both steps into the audit trail without the address', async () => {
    // Prepare: the simulator's complaint address complains about its confirmation
    const address = 'complaint+eerder@simulator.amazonses.com';
    await lead(address);
    await lead(address);
    expect(await confirmationsTo(address)).toHaveLength(1);

    // Act
    const looked = await ask(address);
    await ask(address, true);
    await lead(address);

    // Assess: suppressed for a while, then mailed again; the trail says what, never to whom
    expect(looked.body.suppression).toMatchObject({ suppressed: true, reason: 'complaint', until: expect.any(String) });
    expect(await confirmationsTo(address)).toHaveLength(2);
    const trail = (await aws.as('staff', () =>
      staffHandler(staffEvent('GET', `${staffApiPrefix}/logboek`), lambdaContextFor('staff')),
    )) as APIGatewayProxyStructuredResultV2;
    const entries = (JSON.parse(String(trail.body)) as AuditPage).entries;
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['onderdrukking_bekeken', 'onderdrukking_opgeheven']));
    expect(entries.find((entry) => entry.action === 'onderdrukking_opgeheven')?.summary).toMatch(/^Opgeheven: spammelding van /);
    expect(JSON.stringify(entries)).not.toContain('simulator');
  });

  it('says an address with no suppression has none, and refuses what is not an address in Dutch', async () => {
    expect((await ask('niemand.bijzonders@voorbeeld.nl')).body).toEqual({
      email: 'niemand.bijzonders@voorbeeld.nl',
      suppression: { suppressed: false },
      lifted: false,
    });
    const wrong = await ask('geen adres');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Controleer de gemarkeerde velden.');
  });
});
