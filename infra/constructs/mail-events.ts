import { Duration, Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';

export interface MailEventsProps {
  /** The topic that emails staff. */
  readonly topic: ITopic;
}

/** The CloudWatch dimension SES puts on the configuration set's event metrics. */
export const mailEventDimension = 'ConfigurationSet';

/**
 * What happens to an email after SES accepted it. Every email the worker sends goes through this
 * configuration set: addresses that bounce or complain land on the account's suppression list (so SES
 * stops sending to them and the account's reputation is kept), SES publishes reputation metrics, and
 * bounces, complaints and rejects become CloudWatch metrics with an alarm to staff.
 */
export class MailEvents extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly bounces: Alarm;
  readonly complaints: Alarm;
  /** The value of mailEventDimension on this configuration set's metrics. */
  readonly dimensionValue: string;

  constructor(scope: Construct, id: string, props: MailEventsProps) {
    super(scope, id);
    // Metrics of several deployments (stages) in one account stay apart by the stack's name.
    this.dimensionValue = Stack.of(this).stackName;

    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      // Leads carry personal data: never hand them to a mail server over plain text.
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        { name: mailEventDimension, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: this.dimensionValue },
      ]),
      events: [EmailSendingEvent.DELIVERY, EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT, EmailSendingEvent.REJECT],
    });

    const notify = new SnsAction(props.topic);
    const eventAlarm = (alarmId: string, metricName: string, description: string) => {
      const alarm = new Alarm(this, alarmId, {
        alarmDescription: description,
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName,
          dimensionsMap: { [mailEventDimension]: this.dimensionValue },
          period: Duration.hours(1),
          statistic: 'Sum',
        }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(notify);
      return alarm;
    };
    this.bounces = eventAlarm(
      'BounceAlarm',
      'Bounce',
      'Een e-mail kwam niet aan (bounce): meestal een tikfout in het adres van een bezoeker, soms het adres van het team zelf. SES zet het adres op de suppression list. Zoek de lead op en neem op een andere manier contact op.',
    );
    this.complaints = eventAlarm(
      'ComplaintAlarm',
      'Complaint',
      'Iemand markeerde een e-mail van Startsprong als spam. SES zet het adres op de suppression list; bij meer dan 0,1% klachten beperkt AWS het versturen. Kijk welke e-mail het was.',
    );
  }

  /** The configuration set's ARN: a function that sends with it needs ses:SendEmail on it as well. */
  get configurationSetArn(): string {
    return Stack.of(this).formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
  }
}
