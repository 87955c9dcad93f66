import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailKinds, metricDimensions, metricNames } from '../shared/metrics.ts';
import { startLocalAws, type LocalAws } from '../tests/support/local-aws.ts';
import { lambdaContextFor, sqsEvent, sqsRecord } from '../tests/support/test-events.ts';
import { answeredJsonEvent } from '../tests/support/proof-of-work.ts';
import { intakeBody } from '../tests/support/test-intake.ts';

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof lambdaContextFor>) => Promise<unknown>;
type MetricLine = { _aws: { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string }[] }[] } } & Record<string, unknown>;

/**
 * Every metric the handlers and the worker emit, for every kind of lead and every kind of email, read from
 * the Embedded Metric Format lines they write: each dimension's value must come from its closed set
 * (shared/metrics.ts), or CloudWatch would bill a new metric per value.
 */
describe('the metrics of every lead and every email', () => {
  let aws: LocalAws;
  let handlers: Record<'contact' | 'intake' | 'newsletter', Handler>;
  let worker: (event: SQSEvent, context: ReturnType<typeof lambdaContextFor>) => Promise<SQSBatchResponse>;

  beforeAll(async () => {
    aws = await startLocalAws();
    handlers = {
      contact: (await import('./contact.ts')).handler as Handler,
      intake: (await import('./intake.ts')).handler as Handler,
      newsletter: (await import('./newsletter.ts')).handler as Handler,
    };
    ({ handler: worker } = await import('./worker.ts'));
  });
  afterAll(async () => {
    await aws?.stop();
  });

  it('take each dimension value from its closed set, through the handlers and the worker', async () => {
    // Prepare: everything written to stdout from here on.
    const written = vi.spyOn(process.stdout, 'write');
    const tag = randomUUID().slice(0, 8);

    // Act: one lead of every kind, then the worker sends all their emails.
    const posts = {
      contact: { name: 'Marie de Vries', email: `marie.${tag}@example.nl`, message: 'Ik wil een webshop starten.' },
      intake: intakeBody(randomUUID(), `sanne.${tag}@example.nl`),
      newsletter: { email: `lezer.${tag}@example.nl` },
    };
    for (const [kind, body] of Object.entries(posts) as [keyof typeof posts, Record<string, unknown>][]) {
      const response = (await aws.as(kind, async () => handlers[kind](await answeredJsonEvent(body), lambdaContextFor(kind)))) as {
        statusCode: number;
      };
      expect(response.statusCode, kind).toBeLessThan(300);
    }
    const messages = await aws.receiveMessages(undefined, { max: 10, waitSeconds: 2 });
    expect(messages).toHaveLength(3);
    const batch = await aws.as('worker', () =>
      worker(sqsEvent(...messages.map((message) => sqsRecord(message.Body!, message.MessageId))), lambdaContextFor('worker')),
    );
    const lines = written.mock.calls.map((call) => String(call[0]));
    written.mockRestore();

    // Assess
    expect(batch).toEqual({ batchItemFailures: [] });
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
    expect([...(seen.get(metricNames.emailsSent) ?? [])].sort()).toEqual([...emailKinds].sort());
    expect([...(seen.get(metricNames.leadsCreated) ?? [])].sort()).toEqual(['contact', 'intake']);
  });
});
