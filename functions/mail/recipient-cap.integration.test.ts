import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { abuseLimits } from '../../shared/api-limits.ts';
import { listEmails } from '../../infra/local/mailbox.ts';
import { startLocalAws, type LocalAws } from '../../tests/support/local-aws.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../../tests/support/test-events.ts';
import { answeredJsonEvent } from '../../tests/support/proof-of-work.ts';

/** The daily cap on confirmation emails per recipient, with the real handlers, the guard and the emulators. */
describe('confirmation emails to one address', () => {
  let aws: LocalAws;
  let contact: (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contact } = await import('../contact.ts'));
    ({ handler: worker } = await import('../worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  it(`stop after ${abuseLimits.confirmationsPerRecipientPerDay} a day, while staff get every lead and are told why`, async () => {
    // Prepare: five leads that all name the same address, each from its own client
    const victim = `victim.${randomUUID().slice(0, 8)}@example.nl`;
    const leads = 5;
    for (let index = 0; index < leads; index += 1) {
      const event = await answeredJsonEvent({ name: 'Marie de Vries', email: victim, message: `Bericht ${index} met genoeg tekst erin.` });
      event.headers['cloudfront-viewer-address'] = `198.51.100.${index + 1}:443`;
      const response = (await aws.as('contact', () => contact(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
      expect(response.statusCode).toBe(201);
    }
    const messages = await aws.receiveMessages(undefined, { max: 10 });
    expect(messages).toHaveLength(leads);

    // Act: the worker sends them, and a redelivery of all of them changes nothing
    const event = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(event, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
    expect(await aws.as('worker', () => worker(event, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });

    // Assess
    const emails = await listEmails(aws.mailboxUrl);
    const confirmations = emails.filter((email) => email.destination.to.includes(victim));
    const notifications = emails.filter((email) => email.replyTo.includes(victim));
    expect(confirmations).toHaveLength(abuseLimits.confirmationsPerRecipientPerDay);
    expect(notifications).toHaveLength(leads);
    const told = notifications.filter((email) => email.body.text?.includes('de bevestiging aan de bezoeker is niet verstuurd'));
    expect(told).toHaveLength(leads - abuseLimits.confirmationsPerRecipientPerDay);
  });
});
