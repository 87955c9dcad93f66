import { Duration, Stack } from 'aws-cdk-lib';
import { Metric } from 'aws-cdk-lib/aws-cloudwatch';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailSendingEvent,
  EventDestination,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { StaffAlarm } from './staff-alarm.ts';
import { configurationSetTag, sesDetailTypes, type SesEventType } from '../../shared/ses-events.ts';

export interface MailEventsProps {
  /** The topic that emails staff. */
  readonly topic: ITopic;
  /** The events that reach the function given to `deliverTo` (app-spec's mailEvents). */
  readonly eventTypes: readonly SesEventType[];
}

const eventNames: Record<SesEventType, EmailSendingEvent> = {
  Send: EmailSendingEvent.SEND,
  Delivery: EmailSendingEvent.DELIVERY,
  Bounce: EmailSendingEvent.BOUNCE,
  Complaint: EmailSendingEvent.COMPLAINT,
  Reject: EmailSendingEvent.REJECT,
};

/** The CloudWatch dimension SES puts on the configuration set's event metrics. */
export const mailEventDimension = 'ConfigurationSet';

/**
 * What happens to an email after SES accepted it. Every email the worker sends goes through this
 * configuration set: SES publishes reputation metrics; bounces, complaints and rejects become CloudWatch
 * metrics with an alarm to staff; and every event goes to the default EventBridge bus (the only one SES
 * publishes to), where a rule hands this set's events to the mail-events function, which suppresses
 * addresses and pauses visitor confirmations before SES would have to act. Addresses that bounce or
 * complain also land on the account's suppression list, the second line behind our own.
 */
export class MailEvents extends Construct {
  readonly configurationSet: ConfigurationSet;
  readonly bounces: StaffAlarm;
  readonly complaints: StaffAlarm;
  /** The value of mailEventDimension on this configuration set's metrics. */
  readonly dimensionValue: string;
  private readonly eventTypes: readonly SesEventType[];

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
    this.eventTypes = props.eventTypes;
    this.configurationSet.addEventDestination('EventBridge', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: props.eventTypes.map((type) => eventNames[type]),
    });

    // An hour without a bounce is no news: these email only when they fire.
    const eventAlarm = (alarmId: string, metricName: string, description: string) =>
      new StaffAlarm(this, alarmId, {
        topic: props.topic,
        description,
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName,
          dimensionsMap: { [mailEventDimension]: this.dimensionValue },
          period: Duration.hours(1),
          statistic: 'Sum',
        }),
        tellWhenOver: false,
      });
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

  /**
   * Hands this configuration set's events to `fn`. The default bus carries the SES events of every
   * configuration set in the account and region (other stages too), so the rule matches this set's name,
   * which SES puts in every event's tags. EventBridge retries for a day when it cannot hand an event to the
   * function (throttled, unavailable); an error inside the function gets Lambda's two asynchronous retries.
   */
  deliverTo(fn: IFunction): Rule {
    return new Rule(this, 'ToFunction', {
      description: 'SES events of this configuration set to the function that suppresses addresses and pauses confirmations',
      eventPattern: {
        source: ['aws.ses'],
        detailType: this.eventTypes.map((type) => sesDetailTypes[type]),
        detail: { mail: { tags: { [configurationSetTag]: [this.configurationSet.configurationSetName] } } },
      },
      targets: [new LambdaFunction(fn, { retryAttempts: 185, maxEventAge: Duration.hours(24) })],
    });
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
