import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailReputation } from '../shared/mail-reputation.ts';
import { emailKinds, metricDimensions, metricNames } from '../shared/metrics.ts';
import type { SesEventBridgeEvent } from '../shared/ses-events.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { intakeBody } from '../tests/support/test-intake.ts';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;
type MetricLine = { _aws: { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string }[] }[] } } & Record<string, unknown>;

/**
 * Every metric the handlers, the worker and the mail-events function emit, for every kind of lead and
 * every kind of email, read from the Embedded Metric Format lines they write: each dimension's value must
 * come from its closed set (shared/metrics.ts), or CloudWatch would bill a new metric per value.
 */
describe('the metrics of every lead and every email', () => {
  let aws: LocalAws;
  let handlers: Record<'contact' | 'intake' | 'newsletter', Handler>;
  let worker: (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;
  let mailEvents: (event: unknown, context: Context) => Promise<unknown>;
  let clients = 0;

  beforeAll(async () => {
    aws = await startLocalAws();
    handlers = {
      contact: (await import('./contact.ts')).handler as Handler,
      intake: (await import('./intake.ts')).handler as Handler,
      newsletter: (await import('./newsletter.ts')).handler as Handler,
    };
    ({ handler: worker } = await import('./worker.ts'));
    ({ handler: mailEvents } = await import('./mail-events.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  /** A lead posted by a client of its own, then the worker over whatever it queued; the SES events it caused. */
  async function lead(kind: keyof typeof handlers, body: Record<string, unknown>): Promise<SesEventBridgeEvent[]> {
    clients += 1;
    const event = await answeredJsonEvent(body);
    event.headers['cloudfront-viewer-address'] = `192.0.2.${clients}:443`;
    const answer = (await aws.as(kind, () => handlers[kind](event, lambdaContextFor(kind)))) as { statusCode: number };
    expect(answer.statusCode, kind).toBeLessThan(300);
    const messages = await aws.receiveMessages(undefined, { waitSeconds: 2 });
    const batch = sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId)));
    expect(await aws.as('worker', () => worker(batch, lambdaContextFor('worker')))).toEqual({ batchItemFailures: [] });
    return aws.takeMailEvents();
  }

  it('take each dimension value from its closed set, through the handlers, the worker and the mail-events function', async () => {
    // Prepare: everything written to stdout from here on.
    const written = vi.spyOn(process.stdout, 'write');
    const run = randomUUID().slice(0, 8);

    // Act: one lead of every kind; then addresses that bounce until visitor confirmations pause, which alerts staff.
    await lead('contact', { name: 'Marie de Vries', email: `marie.${run}@example.nl`, message: 'Ik wil een webshop starten.' });
    await lead('intake', intakeBody(randomUUID(), `sanne.${run}@example.nl`));
    await lead('newsletter', { email: `lezer.${run}@example.nl` });
    const bounces: SesEventBridgeEvent[] = [];
    for (let index = 0; index < mailReputation.minBounceClients; index++) {
      bounces.push(...(await lead('contact', { name: 'Sam Jansen', email: `niemand${index}@${run}.invalid`, message: 'Een vraag.' })));
    }
    for (const event of bounces) await aws.as('mailEvents', () => mailEvents(event, lambdaContextFor('mailEvents')));
    const lines = written.mock.calls.map((call) => String(call[0]));
    written.mockRestore();

    // Assess
    const metrics = lines.filter((line) => line.startsWith('{"_aws":')).map((line) => JSON.parse(line) as MetricLine);
    const seen = new Map<string, Set<string>>();
    for (const line of metrics) {
      for (const directive of line._aws.CloudWatchMetrics) {
        for (const dimension of directive.Dimensions.flat()) {
          const closedSet = metricDimensions[dimension as keyof typeof metricDimensions] as readonly string[] | undefined;
          expect(closedSet, `dimension ${dimension}`).toBeDefined();
          expect(closedSet).toContain(line[dimension]);
          const metric = directive.Metrics[0]!.Name;
          seen.set(metric, new Set([...(seen.get(metric) ?? []), String(line[dimension])]));
        }
      }
    }
    // Not sent here: the booked call's emails (booking_reminder, booking_change), which need a slot and a
    // schedule (functions/booking*.integration.test.ts send them); their names are EmailKind values by type.
    expect([...(seen.get(metricNames.emailsSent) ?? [])].sort()).toEqual(emailKinds.filter((kind) => !kind.startsWith('booking_')).sort());
    expect([...(seen.get(metricNames.leadsCreated) ?? [])].sort()).toEqual(['contact', 'intake']);
    expect([...(seen.get(metricNames.visitorEmailsPaused) ?? [])]).toEqual(['bounces']);
  }, 120_000);
});
