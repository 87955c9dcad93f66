import { metricNames, metricNamespace } from '../../shared/metrics.ts';

/**
 * Business metrics as CloudWatch Embedded Metric Format: one JSON line on stdout per data point, which
 * CloudWatch Logs turns into a metric without any API call. Names and namespace live in shared/metrics.ts,
 * where the CDK alarms read them too.
 */

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Counts one event; `kind` (intake, contact) is the only dimension, so dashboards can split by it. */
export function countMetric(name: MetricName, kind: string, value = 1): void {
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [{ Namespace: metricNamespace, Dimensions: [['Kind'], []], Metrics: [{ Name: name, Unit: 'Count' }] }],
    },
    Kind: kind,
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
