import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricNames, metricNamespace } from '../../shared/metrics.ts';
import { countMetric } from './metrics.ts';

describe('countMetric', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one CloudWatch Embedded Metric Format line with the kind as dimension', () => {
    // Prepare
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    // Act
    countMetric(metricNames.leadsCreated, 'intake');

    // Assess
    const line = JSON.parse(String(write.mock.calls[0]![0]));
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [{ Namespace: metricNamespace, Dimensions: [['Kind'], []], Metrics: [{ Name: 'LeadsCreated', Unit: 'Count' }] }],
      },
      Kind: 'intake',
      LeadsCreated: 1,
    });
    expect(line._aws.Timestamp).toEqual(expect.any(Number));
  });
});
