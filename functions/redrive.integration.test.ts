import { randomUUID } from 'node:crypto';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Message } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listEmails, type MailboxEmail } from '../infra/local/mailbox.ts';
import { leadsQueue } from '../infra/app-spec.ts';
import { EMAILS_DUE_MS, MAX_REDRIVES } from '../shared/redrive.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import type { RedriveResult } from './redrive.ts';

/**
 * SES down for longer than the queue retries, against the emulators: the lead's message is spent (in AWS
 * it sits in the dead-letter queue), and only the re-drive can still get the emails out. Every function
 * runs under its own manifest's grants.
 */
describe('a lead whose emails failed past the queue retries', () => {
  let aws: LocalAws;
  let contact: (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;
  let worker: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;
  let redrive: (now?: Date) => Promise<RedriveResult>;
  let sesDown: AwsClientStub<typeof import('./core/clients.ts').ses> | undefined;

  beforeAll(async () => {
    aws = await startLocalAws();
    ({ handler: contact } = await import('./contact.ts'));
    ({ handler: worker } = await import('./worker.ts'));
    ({ redrive } = await import('./redrive.ts'));
  });
  afterEach(() => {
    sesDown?.restore();
    sesDown = undefined;
  });
  afterAll(async () => {
    await aws?.stop();
  });

  /** SES refuses every email, as during an outage or a paused account, until restore(). */
  async function failSes() {
    const { ses } = await import('./core/clients.ts');
    sesDown = mockClient(ses);
    sesDown.on(SendEmailCommand).rejects(Object.assign(new Error('Service unavailable'), { name: 'ServiceUnavailable' }));
  }
  const submit = async (visitor: string) => {
    const id = randomUUID();
    const body = { submissionId: id, name: 'Marie de Vries', email: visitor, message: 'Ik wil een webshop starten.' };
    const event = await answeredJsonEvent(body);
    const answer = (await aws.as('contact', () => contact(event, lambdaContextFor('contact')))) as APIGatewayProxyStructuredResultV2;
    expect(answer.statusCode).toBe(201);
    return id;
  };
  /** Every delivery SQS makes of one message before it gives up on it. */
  const deliverUntilSpent = async (message: Message) => {
    for (let receive = 1; receive <= leadsQueue.maxReceiveCount; receive++) {
      const record = sqsRecord(message.Body!, message.MessageId);
      record.attributes.ApproximateReceiveCount = String(receive);
      const result = await aws.as('worker', () => worker(sqsEvent(record), lambdaContextFor('worker')));
      expect(result.batchItemFailures).toEqual([{ itemIdentifier: message.MessageId }]);
    }
  };
  const work = async () => {
    const messages = await aws.receiveMessages();
    return aws.as('worker', () => worker(sqsEvent(...messages.map((m) => sqsRecord(m.Body!, m.MessageId))), lambdaContextFor('worker')));
  };
  const emailsAbout = async (visitor: string): Promise<MailboxEmail[]> =>
    (await listEmails(aws.mailboxUrl)).filter((email) => email.destination.to.includes(visitor) || email.replyTo.includes(visitor));
  const at = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);

  it('sends both emails exactly once when SES recovers: the re-drive queues the lead again after half an hour', async () => {
    // Prepare: SES is down while the lead comes in and through all of the queue's tries
    const visitor = `herstel.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await failSes();
    const id = await submit(visitor);
    const [message] = await aws.receiveMessages();
    await deliverUntilSpent(message!);
    expect(await aws.getItem('contact', { id })).toMatchObject({
      email_status: { staff_notification: { state: 'failed' }, visitor_confirmation: { state: 'failed' } },
      redrive_at: expect.any(String),
    });

    // Act: before the emails are due nothing happens; SES recovers; half an hour on the re-drive runs
    const early = await aws.as('redrive', () => redrive(at(10)));
    sesDown!.restore();
    const due = await aws.as('redrive', () => redrive(at(EMAILS_DUE_MS / 60_000 + 1)));
    const outcome = await work();

    // Assess: queued once, both emails out once, and the lead has left the re-drive's index
    expect(early.found).toBe(0);
    expect(due).toMatchObject({ found: 1, queued: 1 });
    expect(outcome.batchItemFailures).toEqual([]);
    const emails = await emailsAbout(visitor);
    expect(emails.map((email) => (email.destination.to.includes(visitor) ? 'visitor' : 'staff')).sort()).toEqual(['staff', 'visitor']);
    const row = await aws.getItem('contact', { id });
    expect(row).toMatchObject({
      email_status: { staff_notification: { state: 'sent' }, visitor_confirmation: { state: 'sent' } },
      redrive_count: 1,
    });
    expect(row?.redrive_at).toBeUndefined();

    // Act: later runs and a stray redelivery change nothing
    const later = await aws.as('redrive', () => redrive(at(3 * 60)));
    await aws.as('worker', () => worker(sqsEvent(sqsRecord(message!.Body!, message!.MessageId)), lambdaContextFor('worker')));

    // Assess
    expect(later.found).toBe(0);
    expect(await emailsAbout(visitor)).toHaveLength(2);
  });

  it('gives a lead up after five re-drives while SES stays down, and says so once', async () => {
    // Prepare
    const visitor = `vast.${randomUUID().slice(0, 8)}@voorbeeld.nl`;
    await failSes();
    const id = await submit(visitor);
    await deliverUntilSpent((await aws.receiveMessages())[0]!);
    const write = vi.spyOn(process.stdout, 'write');

    // Act: every half hour the re-drive queues it and the worker fails again, until the cap
    const runs: RedriveResult[] = [];
    for (let run = 1; run <= MAX_REDRIVES + 2; run++) {
      runs.push(await aws.as('redrive', () => redrive(at(run * (EMAILS_DUE_MS / 60_000 + 1)))));
      await work();
    }

    // Assess
    expect(runs.map((run) => run.queued)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(runs.map((run) => run.strandedIds)).toEqual([[], [], [], [], [], [id], []]);
    const row = await aws.getItem('contact', { id });
    expect(row).toMatchObject({ redrive_count: MAX_REDRIVES, stranded_at: expect.any(String) });
    expect(row?.redrive_at).toBeUndefined();
    const stranded = write.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('"LeadsStranded"'));
    expect(stranded).toHaveLength(1);
    expect(await emailsAbout(visitor)).toEqual([]);
    write.mockRestore();
  });
});
