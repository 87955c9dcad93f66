import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../infra/local/mailbox.ts';
import { mailReputation } from '../shared/mail-reputation.ts';
import type { SesEventBridgeEvent } from '../shared/ses-events.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';

/**
 * SES's feedback, end to end on the emulators: the contact handler saves a lead, the worker sends its emails
 * through the local mailbox, the mailbox answers SES's simulator addresses and unresolvable domains as SES
 * does and publishes the configuration set's events, and the mail-events function turns them into
 * suppressions and a brake on the client that caused them. Staff email never stops. (The pause of every
 * confirmation: mail-pause.integration.test.ts.)
 */
describe('bounces and complaints', () => {
  let aws: LocalAws;
  let contactHandler: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
  let mailEvents: (event: unknown, context: Context) => Promise<unknown>;
  let clients = 0;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contactHandler } = await import('./contact.ts'));
    ({ handler: worker } = await import('./worker.ts'));
    ({ handler: mailEvents } = await import('./mail-events.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  /** A contact message to `email` from `client` (each call a client of its own unless given), through the worker; the events SES published for it. */
  async function lead(email: string, client?: string): Promise<SesEventBridgeEvent[]> {
    clients += 1;
    const event = await answeredJsonEvent({ name: 'Sam Jansen', email, message: 'Een vraag over een website voor mijn bedrijf.' });
    event.headers['cloudfront-viewer-address'] = `${client ?? `192.0.2.${clients}`}:443`;
    const answer = (await aws.as('contact', () => contactHandler(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(201);
    const messages = await aws.receiveMessages();
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(batch, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
    return aws.takeMailEvents();
  }
  /** Hands events to the mail-events function as EventBridge would. */
  async function deliver(events: readonly SesEventBridgeEvent[]): Promise<void> {
    for (const event of events) await aws.as('mailEvents', () => mailEvents(event, lambdaContextFor('mailEvents')));
  }
  const emailsAbout = async (visitor: string) => {
    const emails = await listEmails(aws.mailboxUrl);
    return {
      confirmations: emails.filter((email) => email.destination.to.includes(visitor)),
      notifications: emails.filter((email) => email.replyTo.includes(visitor)),
    };
  };
  const bouncedNotice = 'niet aankwam (het adres bestaat niet) of als spam werd gemeld';

  it("leave the next visitor their confirmation after three bounces from one client and seven from seven more, and stop that one client's", async () => {
    // Prepare: on a fresh stack, one client makes us confirm to three addresses that cannot exist, then seven
    // clients one each, and every event reaches the function
    const run = randomUUID().slice(0, 8);
    const script = '198.51.100.66';
    const first: SesEventBridgeEvent[] = [];
    for (let index = 0; index < 3; index++) first.push(...(await lead(`niemand${index}@${run}.invalid`, script)));
    expect(first.filter((event) => event['detail-type'] === 'Email Bounced')).toHaveLength(3);
    await deliver(first);
    for (let index = 0; index < 7; index++) await deliver(await lead(`ook.niemand${index}@${run}.invalid`));

    // Act: a real visitor writes, and so does the first client, to an address that exists
    const visitor = `echt.${run}@voorbeeld.nl`;
    await deliver(await lead(visitor));
    const scripted = `ander.${run}@voorbeeld.nl`;
    await deliver(await lead(scripted, script));

    // Assess: the visitor's confirmation went out; the first client's did not, and staff are told why
    expect((await emailsAbout(visitor)).confirmations).toHaveLength(1);
    const fromScript = await emailsAbout(scripted);
    expect(fromScript.confirmations).toEqual([]);
    expect(fromScript.notifications.at(-1)!.body.text).toContain('eerdere bevestigingen die dezelfde afzender liet sturen niet aankwamen');
    expect(await aws.getItem('abuse_guard', { id: 'mail-pause#visitor' })).toBeUndefined();
  }, 120_000);

  it('stop all mail to an address that bounced, in any case, and tell staff why', async () => {
    // Prepare: SES's simulator bounces one address (which counts towards no rate, ours or SES's)
    const bounced = await lead('bounce@simulator.amazonses.com');
    expect(bounced.map((event) => `${event['detail-type']} ${event.detail.mail.tags.audience?.[0]}`)).toEqual([
      'Email Sent staff',
      'Email Delivered staff',
      'Email Sent visitor',
      'Email Bounced visitor',
    ]);

    // Act: the events reach the function, then the address leaves a new lead, spelled in capitals
    await deliver(bounced);
    await deliver(await lead('Bounce@simulator.amazonses.com'));

    // Assess: the one confirmation (the first), a notice in the staff email of the later lead
    const { confirmations, notifications } = await emailsAbout('bounce@simulator.amazonses.com');
    expect(confirmations).toHaveLength(1);
    expect(notifications).toHaveLength(2);
    expect(notifications.at(-1)!.body.text).toContain(bouncedNotice);
  });

  it(`stop mail to an address that complained for ${mailReputation.complaintSuppressionDays} days, while the rest of its mailbox still gets its confirmations`, async () => {
    // Prepare: SES's simulator takes a complaint about a confirmation someone asked for in a stranger's name
    const complained = await lead('complaint@simulator.amazonses.com');
    expect(complained.map((event) => event['detail-type'])).toContain('Email Complaint Received');

    // Act: the events arrive, then the same address and another spelling of its mailbox leave leads
    const before = Date.now();
    await deliver(complained);
    await deliver(await lead('complaint@simulator.amazonses.com'));
    await lead('complaint+eigen@simulator.amazonses.com');

    // Assess: the exact address gets nothing more, for a while; the mailbox's other spelling does
    const same = await emailsAbout('complaint@simulator.amazonses.com');
    expect(same.confirmations).toHaveLength(1);
    expect(same.notifications.at(-1)!.body.text).toContain(bouncedNotice);
    expect((await emailsAbout('complaint+eigen@simulator.amazonses.com')).confirmations).toHaveLength(1);
    const suppressions = (await aws.scanTable('abuse_guard')).filter((item) => item.reason === 'complaint');
    expect(suppressions).toHaveLength(1);
    const until = Date.parse(String(suppressions[0]!.until));
    expect(until - before).toBeGreaterThan((mailReputation.complaintSuppressionDays - 1) * 24 * 60 * 60 * 1000);
    expect(until - before).toBeLessThan((mailReputation.complaintSuppressionDays + 1) * 24 * 60 * 60 * 1000);
  });
});
