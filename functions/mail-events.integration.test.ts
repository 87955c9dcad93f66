import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../infra/local/mailbox.ts';
import { contact } from '../shared/business-facts.ts';
import { mailReputation } from '../shared/mail-reputation.ts';
import type { SesEventBridgeEvent } from '../shared/ses-events.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';

/**
 * SES's feedback, end to end on the emulators: the contact handler saves a lead, the worker sends its emails
 * through the local mailbox, the mailbox answers SES's simulator addresses and unresolvable domains as SES
 * does and publishes the configuration set's events, and the mail-events function turns them into
 * suppressions and, when too many bounce, a pause of visitor confirmations. Staff email never stops.
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

  /** A contact message to `email`, each from its own client, through the worker; the events SES published for it. */
  async function lead(email: string): Promise<SesEventBridgeEvent[]> {
    clients += 1;
    const event = await answeredJsonEvent({ name: 'Sam Jansen', email, message: 'Een vraag over een website voor mijn bedrijf.' });
    event.headers['cloudfront-viewer-address'] = `192.0.2.${clients}:443`;
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

  it('stop all mail to an address that bounced, and to a mailbox that complained however it is spelled, and tell staff why', async () => {
    // Prepare: SES's simulator bounces one address and takes a complaint for another
    const bounced = await lead('bounce@simulator.amazonses.com');
    const complained = await lead('complaint@simulator.amazonses.com');
    expect(bounced.map((event) => `${event['detail-type']} ${event.detail.mail.tags.audience?.[0]}`)).toEqual([
      'Email Sent staff',
      'Email Delivered staff',
      'Email Sent visitor',
      'Email Bounced visitor',
    ]);
    expect(complained.map((event) => event['detail-type'])).toContain('Email Complaint Received');

    // Act: the events reach the function, then both addresses leave new leads, spelled differently
    await deliver([...bounced, ...complained]);
    await deliver(await lead('Bounce@simulator.amazonses.com'));
    await deliver(await lead('complaint+opnieuw@simulator.amazonses.com'));

    // Assess: one confirmation each (the first), a notice in the staff email of each later lead. A bounce
    // holds for the address that bounced (in any case), a complaint for the whole mailbox (plus-tags too).
    for (const [address, later, notices] of [
      ['bounce@simulator.amazonses.com', 'bounce@simulator.amazonses.com', 2],
      ['complaint@simulator.amazonses.com', 'complaint+opnieuw@simulator.amazonses.com', 1],
    ] as const) {
      expect((await emailsAbout(address)).confirmations).toHaveLength(1);
      const { confirmations, notifications } = await emailsAbout(later);
      expect(confirmations).toHaveLength(address === later ? 1 : 0);
      expect(notifications).toHaveLength(notices);
      expect(notifications.at(-1)!.body.text).toContain('niet aankwam (het adres bestaat niet) of als spam werd gemeld');
    }
  });

  it(`pause visitor confirmations after ${mailReputation.minBounces} hard bounces, keep staff notifications going, and alert staff once`, async () => {
    // Prepare: addresses at a domain that cannot exist, as a script aiming at made-up addresses would use
    const run = randomUUID().slice(0, 8);
    const events: SesEventBridgeEvent[] = [];
    for (let index = 0; index < mailReputation.minBounces; index++) events.push(...(await lead(`niemand${index}@${run}.invalid`)));
    expect(events.filter((event) => event['detail-type'] === 'Email Bounced')).toHaveLength(mailReputation.minBounces);

    // Act: the events arrive (twice, as EventBridge may deliver an event more than once), then a real visitor writes
    await deliver(events);
    await deliver(events);
    const visitor = `echt.${run}@voorbeeld.nl`;
    await deliver(await lead(visitor));

    // Assess: no confirmation for the visitor, the staff notification says why, one alert to staff
    const { confirmations, notifications } = await emailsAbout(visitor);
    expect(confirmations).toEqual([]);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]!.body.text).toContain('bevestigingen aan bezoekers tijdelijk stilstaan');
    const alerts = (await listEmails(aws.mailboxUrl)).filter(
      (email) => email.destination.to.includes(contact.staffEmail) && email.subject.startsWith('Bevestigingen aan bezoekers gepauzeerd'),
    );
    expect(alerts).toHaveLength(1);
    // The window also holds the first test's simulator bounce: SES counts none of those, we do.
    expect(alerts[0]!.body.text).toMatch(/\d+ onbestelbare e-mails op \d+ bevestigingen/);
    expect(await aws.getItem('abuse_guard', { id: 'mail-pause#visitor' })).toMatchObject({
      reason: 'bounces',
      bounces: mailReputation.minBounces + 1,
    });
  });
});
