import { describe, expect, it } from 'vitest';
import { apiFunctionNames, emailClaimStaleMs, emailsDueMs, httpApiIntegrationTimeoutSeconds, queueGraceMs } from '../../shared/timing.ts';
import type { FunctionName } from '../../infra/app-spec.ts';
import { functionLogicalId, synth } from './support.ts';

/**
 * The order AWS requires of the timings, read from the synthesized template (what CloudFormation will
 * create), not from the constants that made it: a timeout raised in one place breaks this test.
 */
function deployedTimings() {
  const { template, stack } = synth();
  const resources = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const timeout = (name: FunctionName) => resources[functionLogicalId(stack, name)]!.Properties.Timeout as number;
  const [queue] = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::SQS::Queue' && (resource.Properties.RedrivePolicy as unknown) !== undefined,
  );
  const redrivePolicy = queue!.Properties.RedrivePolicy as { maxReceiveCount: number };
  const schedules = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::Events::Rule' && resource.Properties.ScheduleExpression !== undefined,
  );
  /** The rule that runs this function: its schedule expression. */
  const scheduleOf = (name: FunctionName) =>
    schedules.find((rule) => JSON.stringify(rule.Properties.Targets).includes(`"${functionLogicalId(stack, name)}"`))?.Properties
      .ScheduleExpression as string | undefined;
  const [queueAgeAlarm] = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::CloudWatch::Alarm' && resource.Properties.MetricName === 'ApproximateAgeOfOldestMessage',
  );
  return {
    timeout,
    visibilitySeconds: queue!.Properties.VisibilityTimeout as number,
    maxReceiveCount: redrivePolicy.maxReceiveCount,
    scheduleOf,
    queueAgeAlarmSeconds: queueAgeAlarm!.Properties.Threshold as number,
  };
}

describe('timings', () => {
  it('gives the leads queue a visibility timeout of at least six times the worker timeout, as AWS requires of an event source', () => {
    // Act
    const { timeout, visibilitySeconds } = deployedTimings();

    // Assess
    expect(visibilitySeconds).toBeGreaterThanOrEqual(6 * timeout('worker'));
  });

  it('puts the stale-claim window between the worker timeout and the visibility timeout, so no email goes out twice', () => {
    // Act
    const { timeout, visibilitySeconds } = deployedTimings();

    // Assess
    expect(emailClaimStaleMs).toBeGreaterThan(timeout('worker') * 1000);
    expect(emailClaimStaleMs).toBeLessThan(visibilitySeconds * 1000);
  });

  it('re-drives a lead only after SQS has made every delivery of its message', () => {
    // Act
    const { visibilitySeconds, maxReceiveCount, queueAgeAlarmSeconds } = deployedTimings();

    // Assess
    expect(emailsDueMs).toBeGreaterThan(visibilitySeconds * maxReceiveCount * 1000);
    // And staff hear of a stuck queue only once those deliveries are over.
    expect(queueAgeAlarmSeconds).toBeGreaterThan(visibilitySeconds * maxReceiveCount);
  });

  it('answers every API request within the HTTP API integration timeout, and queues no row its request still holds', () => {
    // Act
    const { timeout } = deployedTimings();

    // Assess
    for (const name of apiFunctionNames) {
      expect(timeout(name), name).toBeLessThanOrEqual(httpApiIntegrationTimeoutSeconds);
      expect(queueGraceMs, name).toBeGreaterThan(timeout(name) * 1000);
    }
  });

  it('ends a run of each scheduled function (the re-drive, the booking’s calendars and reminders) before the next one starts', () => {
    // Act
    const { timeout, scheduleOf } = deployedTimings();

    // Assess
    for (const name of ['redrive', 'bookingSchedule'] as const) {
      const minutes = Number(/^rate\((\d+) minutes?\)$/.exec(scheduleOf(name) ?? '')?.[1]);
      expect(minutes * 60, name).toBeGreaterThan(timeout(name));
    }
  });
});
