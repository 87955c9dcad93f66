import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { metricNames } from '../../shared/metrics.ts';
import { countMetric } from './metrics.ts';

describe('countMetric', () => {
  beforeAll(() => {
    process.env.METRIC_NAMESPACE = 'Startsprong/test';
  });
  afterEach(() => vi.restoreAllMocks());

  it('writes one CloudWatch Embedded Metric Format line with its dimension and the total', () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    // Act
    countMetric(metricNames.leadsCreated, { Kind: 'intake' });

    // Assess
    const line = JSON.parse(String(write.mock.calls[0]![0]));
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: 'Startsprong/test', Dimensions: [['Kind'], []], Metrics: [{ Name: 'LeadsCreated', Unit: 'Count' }] },
        ],
      },
      Kind: 'intake',
      LeadsCreated: 1,
    });
    expect(line._aws.Timestamp).toEqual(expect.any(Number));
  });

  it('counts a value from outside the closed set in the total only, so it never becomes a metric of its own', () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    // Act: what a bug would pass, bypassing the type.
    countMetric(metricNames.emailsSent, { Email: 'confirmation_ee71a678' } as never);

    // Assess
    const lines = write.mock.calls.map((call) => JSON.parse(String(call[0])) as Record<string, unknown>);
    const metric = lines.find((line) => '_aws' in line)!;
    expect(metric).toMatchObject({ _aws: { CloudWatchMetrics: [{ Dimensions: [[]] }] }, EmailsSent: 1 });
    expect(metric).not.toHaveProperty('Email');
    expect(lines.find((line) => line.level === 'error')).toMatchObject({ message: expect.stringContaining('outside its closed set') });
  });
});
