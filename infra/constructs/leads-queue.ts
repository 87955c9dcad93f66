import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { MathExpression } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { StaffAlarm } from './staff-alarm.ts';

export interface LeadsQueueProps {
  readonly visibilityTimeout: Duration;
  /** Failed receives before a message moves to the dead-letter queue. */
  readonly maxReceiveCount: number;
  readonly deadLetterRetention: Duration;
  /** Who is told when a message lands in the dead-letter queue. */
  readonly alarmEmail: string;
}

/**
 * The queue between the API and the worker, with a dead-letter queue for messages that keep failing
 * and an alarm that emails staff as soon as one lands there: such a lead is saved but nobody was told.
 */
export class LeadsQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly alarm: StaffAlarm;
  /** Fires for every further message that lands while the first ones are still there. */
  readonly arrivalAlarm: StaffAlarm;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: LeadsQueueProps) {
    super(scope, id);

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: props.deadLetterRetention,
    });

    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });

    // CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key, so the topic
    // gets its own key whose policy lets CloudWatch use it.
    const topicKey = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the Startsprong dead-letter alarm topic',
      enableKeyRotation: true,
      // The key protects alarm notifications only; nothing stored depends on it.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    topicKey.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: 'Startsprong: alarmen',
      masterKey: topicKey,
      enforceSSL: true,
    });
    this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));
    // A topic policy replaces SNS's default one, so with only enforceSSL's deny nobody may publish:
    // CloudWatch has to be let in explicitly, and only for the alarms of this account and region.
    const stack = Stack.of(this);
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsOfThisAccount',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account },
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: '*',
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
        },
      }),
    );

    this.alarm = new StaffAlarm(this, 'DeadLetterAlarm', {
      topic: this.alarmTopic,
      description:
        'Een bericht in de wachtrij is na herhaalde pogingen niet verwerkt: de lead staat in DynamoDB, maar er is misschien geen e-mail verstuurd.',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      // It stays in alarm while any message is left; the arrival alarm below tells of each further one.
      tellWhenOver: false,
    });

    // The alarm above stays in ALARM while any message is left, so a second lead that fails the next day
    // would tell nobody. This one looks at the count per minute: it goes to ALARM in a minute in which the
    // count rose while there were messages already (the first one is the alarm above's), and back to OK,
    // silently, when it does not, so every further arrival mails again.
    // (SQS's NumberOfMessagesSent cannot do this: it does not count messages moved by a redrive policy.)
    this.arrivalAlarm = new StaffAlarm(this, 'DeadLetterArrivalAlarm', {
      topic: this.alarmTopic,
      description:
        'Er is opnieuw een bericht in de dead-letter queue beland, terwijl er al berichten stonden: nog een lead waarvan de e-mails misschien niet zijn verstuurd.',
      metric: new MathExpression({
        expression: 'IF(DIFF(visible) > 0 AND (visible - DIFF(visible)) > 0, 1, 0)',
        usingMetrics: {
          visible: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        },
        label: 'Nieuwe berichten in de dead-letter queue',
        period: Duration.minutes(1),
      }),
      tellWhenOver: false,
    });
  }
}
