import { ArnFormat, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/**
 * The SNS topic that emails staff the alarms of one region, with its own KMS key: CloudWatch alarms cannot
 * publish to a topic encrypted with the AWS-managed SNS key, and an alarm can only notify a topic in its own
 * region, so the edge stack in us-east-1 has one of these too. Made in `scope` as AlarmTopicKey and
 * AlarmTopic (the ids the regional stack's topic was first deployed with).
 */
export function addAlarmTopic(scope: Construct, email: string): Topic {
  const key = new Key(scope, 'AlarmTopicKey', {
    description: 'Encrypts the Startsprong dead-letter alarm topic',
    enableKeyRotation: true,
    // The key protects alarm notifications only; nothing stored depends on it.
    removalPolicy: RemovalPolicy.DESTROY,
    pendingWindow: Duration.days(7),
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');

  const topic = new Topic(scope, 'AlarmTopic', {
    displayName: 'Startsprong: alarmen',
    masterKey: key,
    enforceSSL: true,
  });
  topic.addSubscription(new EmailSubscription(email));
  // A topic policy replaces SNS's default one, so with only enforceSSL's deny nobody may publish:
  // CloudWatch has to be let in explicitly, and only for the alarms of this account and region.
  const stack = Stack.of(scope);
  topic.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudWatchAlarmsOfThisAccount',
      principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['sns:Publish'],
      resources: [topic.topicArn],
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
  return topic;
}
