import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export interface StaffAlarmProps {
  /** The topic that emails staff. */
  readonly topic: ITopic;
  /** What the email says: in Dutch, what happened and what to do. */
  readonly description: string;
  readonly metric: IMetric;
  /** Fires at this value or above in one period. Default: 1, the first occurrence. */
  readonly threshold?: number;
  /**
   * Emails again when the alarm is over. Default: true. Off where "over" is no news (a dead-letter queue that
   * stays in alarm while any message is left, an hour without a bounce).
   */
  readonly tellWhenOver?: boolean;
}

/**
 * An alarm that emails staff through the alarm topic: one period at or above the threshold, and a period
 * without data counts as fine (a quiet site sends no metric at all).
 */
export class StaffAlarm extends Alarm {
  constructor(scope: Construct, id: string, props: StaffAlarmProps) {
    super(scope, id, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold ?? 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const notify = new SnsAction(props.topic);
    this.addAlarmAction(notify);
    if (props.tellWhenOver ?? true) this.addOkAction(notify);
  }
}
