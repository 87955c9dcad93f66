import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { leadsQueue } from '../../infra/app-spec.ts';
import { metricNames, metricNamespace } from '../../shared/metrics.ts';
import { expectAlarmEmailsTeam, synth, functionLogicalId } from './support.ts';

describe('leads queue', () => {
  it('moves a message to the encrypted dead-letter queue after maxReceiveCount failed receives', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const dlqId = Object.keys(
      template.findResources('AWS::SQS::Queue', { Properties: { MessageRetentionPeriod: leadsQueue.deadLetterRetentionDays * 86_400 } }),
    )[0];
    expect(dlqId).toBeDefined();
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: leadsQueue.visibilityTimeoutSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlqId, 'Arn'] }, maxReceiveCount: leadsQueue.maxReceiveCount },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { MessageRetentionPeriod: Match.anyValue(), SqsManagedSseEnabled: true });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: dlqId }],
      PolicyDocument: { Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })] },
    });
  });

  it('emails staff through an encrypted topic as soon as one message is in the dead-letter queue', () => {
    // Prepare / Act
    const { template } = synth({ context: { staffEmail: 'team@startsprong.nl' } });

    // Assess
    const dlqId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { MessageRetentionPeriod: Match.anyValue() } }))[0];
    const [topicId, topic] = Object.entries(template.findResources('AWS::SNS::Topic'))[0]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
    expectAlarmEmailsTeam(template, topicId, {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: { Statement: Match.arrayWith([Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } })]) },
    });
  });
});

describe('observability', () => {
  it('emails staff through the alarm topic when the worker fails, the API answers 5xx, an email has to wait, SES refuses one for good, or a lead is given up', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;
    const alarmFor = (metricName: string, namespace: string) =>
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: metricName,
        Namespace: namespace,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: topic }],
        OKActions: [{ Ref: topic }],
      });
    alarmFor('Errors', 'AWS/Lambda');
    alarmFor('5xx', 'AWS/ApiGateway');
    alarmFor(metricNames.emailsFailed, metricNamespace);
    alarmFor(metricNames.emailsRefused, metricNamespace);
    alarmFor(metricNames.leadsStranded, metricNamespace);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionLogicalId(stack, 'worker') } }],
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'hallo@startsprong.nl',
      TopicArn: { Ref: topic },
    });
  });
});
