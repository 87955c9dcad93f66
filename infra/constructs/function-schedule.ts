import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

export interface FunctionScheduleProps {
  /** The function's name in the manifest, for the rule's description. */
  readonly name: string;
  readonly fn: IFunction;
  readonly everyMinutes: number;
}

/**
 * Runs a function every few minutes (a manifest's `schedule`; the local stack runs it on a timer). No retry:
 * the next run comes within minutes and does the same work.
 */
export class FunctionSchedule extends Rule {
  constructor(scope: Construct, id: string, props: FunctionScheduleProps) {
    super(scope, id, {
      description: `Runs ${props.name} every ${props.everyMinutes} minutes`,
      schedule: Schedule.rate(Duration.minutes(props.everyMinutes)),
      targets: [new LambdaFunction(props.fn, { retryAttempts: 0 })],
    });
  }
}
