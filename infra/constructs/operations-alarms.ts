import { Duration } from 'aws-cdk-lib';
import { MathExpression, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { StaffAlarm } from './staff-alarm.ts';

/** The metric the API's access logs give for every request the stage's throttle answered with 429. */
export const apiThrottledMetricName = 'ApiThrottled';

export interface OperationsAlarmsProps {
  /** The topic that emails staff. */
  readonly topic: ITopic;
  /** The leads queue the worker reads. */
  readonly queue: IQueue;
  /**
   * Age of the oldest message above which the worker is not keeping up. A message that fails is retried
   * until it moves to the dead-letter queue, so this must be above visibility timeout x max receives.
   */
  readonly maxMessageAge: Duration;
  /** The scheduled re-drive. */
  readonly redrive: IFunction;
  /** Every Lambda of the app, for throttles. */
  readonly functions: readonly IFunction[];
  /** The HTTP API stage's JSON access logs (with a string field `status`). */
  readonly apiAccessLogs: ILogGroup;
  /** The stage's namespace for the metric the access logs give. */
  readonly metricNamespace: string;
}

/**
 * The alarms beside the dead-letter queue's that tell staff the system is not keeping up: the queue
 * growing old, visitors turned away by the API's throttle (429), Lambdas throttled, the re-drive failing.
 * Each emails once when it starts and once when it is over.
 */
export class OperationsAlarms extends Construct {
  readonly queueAge: StaffAlarm;
  readonly apiThrottled: StaffAlarm;
  readonly lambdaThrottles: StaffAlarm;
  readonly redriveErrors: StaffAlarm;

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    const alarm = (alarmId: string, description: string, metric: IMetric, threshold = 1) =>
      new StaffAlarm(this, alarmId, { topic: props.topic, description, metric, threshold });

    this.queueAge = alarm(
      'QueueAgeAlarm',
      `Het oudste bericht in de wachtrij is ouder dan ${props.maxMessageAge.toMinutes()} minuten: de worker verwerkt de wachtrij niet. Kijk of de worker draait en of zijn SQS-trigger aan staat.`,
      props.queue.metricApproximateAgeOfOldestMessage({ period: Duration.minutes(5), statistic: 'Maximum' }),
      props.maxMessageAge.toSeconds(),
    );

    // HTTP APIs publish no 429 metric of their own, so the access logs give one.
    const throttled = new MetricFilter(this, 'ApiThrottledFilter', {
      logGroup: props.apiAccessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: props.metricNamespace,
      metricName: apiThrottledMetricName,
      metricValue: '1',
    });
    this.apiThrottled = alarm(
      'ApiThrottledAlarm',
      'De API antwoordde met 429 (te veel verzoeken): een route zat aan haar limiet, waardoor ook echte bezoekers op die route een melding kregen dat het druk is, of een afzender aan zijn eigen limiet. Kijk in de toegangslogs van de API welke route het was en in de WAF-statistieken van wie het verkeer kwam.',
      throttled.metric(fiveMinutes),
    );

    this.lambdaThrottles = alarm(
      'LambdaThrottlesAlarm',
      'AWS Lambda weigerde een functie te starten (throttle): de gelijktijdigheidslimiet van het account is bereikt. Bezoekers kunnen een foutmelding hebben gezien; vraag zo nodig een hogere limiet aan.',
      new MathExpression({
        expression: props.functions.map((_, index) => `t${index}`).join(' + '),
        usingMetrics: Object.fromEntries(props.functions.map((fn, index) => [`t${index}`, fn.metricThrottles(fiveMinutes)])),
        label: 'Throttles van alle functies',
        period: Duration.minutes(5),
      }),
    );

    this.redriveErrors = alarm(
      'RedriveErrorsAlarm',
      'De re-drive, die opgeslagen leads alsnog in de wachtrij zet, gaf een fout: zo lang dat zo blijft, kan een lead zonder e-mail blijven liggen. Kijk in de logs van de re-drive.',
      props.redrive.metricErrors(fiveMinutes),
    );
  }
}
