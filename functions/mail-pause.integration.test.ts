import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmails } from '../infra/local/mailbox.ts';
import { contact } from '../shared/business-facts.ts';
import { mailReputation } from '../shared/mail-reputation.ts';
import { newsletterMessages } from '../shared/newsletter-copy.ts';
import type { SesEventBridgeEvent } from '../shared/ses-events.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { intakeBody } from '../tests/support/test-intake.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/**
 * The pause of every visitor confirmation, on the emulators: bounces from many clients pause it, staff are
 * told once and still get every lead, and a newsletter sign-up made during the pause is kept, told its email
 * comes later, and confirmed once the pause has ended (through the re-drive, as in AWS).
 */
describe('a pause of visitor confirmations', () => {
  let aws: LocalAws;
  let contactHandler: Handler;
  let newsletterHandler: Handler;
  let intakeHandler: Handler;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
  let mailEvents: (event: unknown, context: Context) => Promise<unknown>;
  let redrive: (now?: Date) => Promise<{ queued: number }>;
  let clients = 0;

  beforeAll(async () => {
    aws = await startLocalAws();
    contactHandler = (await import('./contact.ts')).handler as Handler;
    newsletterHandler = (await import('./newsletter.ts')).handler as Handler;
    intakeHandler = (await import('./intake.ts')).handler as Handler;
    ({ handler: worker } = await import('./worker.ts'));
    ({ handler: mailEvents } = await import('./mail-events.ts'));
    ({ redrive } = await import('./redrive.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  const workAll = async () => {
    const messages = await aws.receiveMessages(undefined, { max: 10 });
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(batch, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
  };
  /** A form post from a client of its own, then the worker; the SES events it caused. */
  async function post(
    kind: 'contact' | 'newsletter' | 'intake',
    body: Record<string, unknown>,
  ): Promise<APIGatewayProxyStructuredResultV2> {
    clients += 1;
    const event = await answeredJsonEvent(body);
    event.headers['cloudfront-viewer-address'] = `192.0.2.${clients}:443`;
    const handler = { contact: contactHandler, newsletter: newsletterHandler, intake: intakeHandler }[kind];
    const answer = (await aws.as(kind, () => handler(event, lambdaContextFor(kind)))) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBeLessThan(300);
    await workAll();
    return answer;
  }
  async function deliver(events: readonly SesEventBridgeEvent[]): Promise<void> {
    for (const event of events) await aws.as('mailEvents', () => mailEvents(event, lambdaContextFor('mailEvents')));
  }
  const sentTo = async (address: string) => (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(address));

  const run = randomUUID().slice(0, 8);
  const reader = `lezer.${run}@voorbeeld.nl`;

  it(`starts once bounces came from ${mailReputation.minBounceClients} clients, keeps staff notifications going, and alerts staff once`, async () => {
    // Prepare: clients each make us confirm to an address at a domain that cannot exist
    const events: SesEventBridgeEvent[] = [];
    for (let index = 0; index < mailReputation.minBounceClients; index++) {
      await post('contact', { name: 'Sam Jansen', email: `niemand${index}@${run}.invalid`, message: 'Een vraag over een website.' });
      events.push(...(await aws.takeMailEvents()));
    }

    // Act: the events arrive (twice, as EventBridge may deliver an event more than once), then a real visitor writes
    await deliver(events.slice(0, -2));
    await deliver(events);
    const visitor = `echt.${run}@voorbeeld.nl`;
    await post('contact', { name: 'Sam Jansen', email: visitor, message: 'Een vraag over een website.' });

    // Assess: no confirmation for the visitor, the staff notification says why, one alert to staff
    expect(await sentTo(visitor)).toEqual([]);
    const notification = (await listEmails(aws.mailboxUrl)).find((email) => email.replyTo.includes(visitor));
    expect(notification?.body.text).toContain('bevestigingen aan bezoekers tijdelijk stilstaan');
    const alerts = (await sentTo(contact.staffEmail)).filter((email) => email.subject.startsWith('Bevestigingen aan bezoekers gepauzeerd'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body.text).toContain(
      `${mailReputation.minBounceClients} onbestelbare e-mails van ${mailReputation.minBounceClients} verschillende afzenders`,
    );
    expect(await aws.getItem('abuse_guard', { id: 'mail-pause#visitor' })).toMatchObject({
      reason: 'bounces',
      bounces: mailReputation.minBounceClients,
      clients: mailReputation.minBounceClients,
    });
  }, 120_000);

  it('tells an intake sent during the pause that no confirmation comes, so its page promises none', async () => {
    // Act
    const submissionId = randomUUID();
    const answer = await post('intake', intakeBody(submissionId, `sanne.${run}@voorbeeld.nl`));

    // Assess
    expect(JSON.parse(String(answer.body))).toEqual({ id: submissionId, confirmation: false });
    expect(await aws.getItem('intake', { id: submissionId })).toMatchObject({
      email_status: { visitor_confirmation: { state: 'skipped', reason: 'sending_paused' } },
    });
    expect(await sentTo(`sanne.${run}@voorbeeld.nl`)).toEqual([]);
  });

  it('keeps a newsletter sign-up made during the pause, says its email comes later, and confirms it once the pause has ended', async () => {
    // Act: a sign-up while confirmations are paused
    const answer = await post('newsletter', { email: reader });

    // Assess: kept and told so, nothing sent yet
    expect(JSON.parse(String(answer.body))).toEqual({
      message: `${newsletterMessages.delayed.title} ${newsletterMessages.delayed.description}`,
      delayed: true,
    });
    expect(await sentTo(reader)).toEqual([]);
    const waiting = (await aws.scanTable('newsletter')).find((row) => row.email === reader);
    expect(waiting).toMatchObject({ status: 'pending', redrive_count: 0 });
    const pause = (await aws.getItem('abuse_guard', { id: 'mail-pause#visitor' }))!;
    expect(String(waiting!.redrive_at) > String(pause.until)).toBe(true);

    // Act: the re-drive looks before the pause ends, then after it (the pause is moved into the past, as time would)
    expect(await aws.as('redrive', () => redrive(new Date()))).toMatchObject({ queued: 0 });
    await aws.putItem('abuse_guard', { ...pause, until: new Date(Date.now() - 1000).toISOString() });
    expect(await aws.as('redrive', () => redrive(new Date(Date.parse(String(waiting!.redrive_at)) + 1000)))).toMatchObject({ queued: 1 });
    await workAll();

    // Assess: the confirmation went out, and the sign-up left the re-drive's watch
    expect(await sentTo(reader)).toHaveLength(1);
    expect((await aws.scanTable('newsletter')).find((row) => row.email === reader)?.redrive_at).toBeUndefined();
  });
});
