import { metricDimensions, metricNames, type MetricDimension } from '../../shared/metrics.ts';
import { defineEnv } from './env.ts';
import { logger } from './logger.ts';

/**
 * Business metrics as CloudWatch Embedded Metric Format: one JSON line on stdout per data point, which
 * CloudWatch Logs turns into a metric without any API call. Names and the closed set of values each
 * dimension takes live in shared/metrics.ts, where the CDK alarms read them too; the namespace is the
 * stage's (METRIC_NAMESPACE).
 */

const env = defineEnv(['metricNamespace']);

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/**
 * Counts one event, per its one dimension and in the total (which the alarms watch). A dimension value
 * outside its closed set is a bug: it is logged and the point counts in the total only, so it can never
 * become a new billed metric.
 */
export function countMetric(name: MetricName, dimension: MetricDimension, value = 1): void {
  const [dimensionName, dimensionValue] = Object.entries(dimension)[0] as [keyof typeof metricDimensions, string];
  const allowed = (metricDimensions[dimensionName] as readonly string[]).includes(dimensionValue);
  if (!allowed) logger.error('Metric dimension value outside its closed set; counted in the total only', { metric: name, dimensionName });
  const line = {
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        { Namespace: env().metricNamespace, Dimensions: allowed ? [[dimensionName], []] : [[]], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    ...(allowed ? { [dimensionName]: dimensionValue } : {}),
    [name]: value,
  };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
