import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { describe, expect, it } from 'vitest';
import { envVars, leadsQueue, type FunctionName } from '../../infra/app-spec.ts';
import { mailEventDimension } from '../../infra/constructs/mail-events.ts';
import { apiThrottledMetricName, viewerAddressMissingMetricName } from '../../infra/constructs/operations-alarms.ts';
import { viewerAddressMissingMessage } from '../../shared/origin-verify.ts';
import { apiFunctionNames } from '../../shared/timing.ts';
import type { StartsprongStack } from '../../infra/stack.ts';
import { metricNames, metricNamespace } from '../../shared/metrics.ts';
import { synth as synthStack } from './support.ts';
import { sesSuppressedReasons } from '../../shared/ses-events.ts';

type Statement = { Effect: string; Principal?: unknown; Action: string | string[]; Resource: unknown; Condition?: Record<string, unknown> };

function synth() {
  const synthesized = synthStack();
  const topicId = Object.keys(synthesized.template.findResources('AWS::SNS::Topic'))[0]!;
  return { ...synthesized, topicId };
}

const functionId = (stack: StartsprongStack, name: FunctionName) =>
  stack.getLogicalId(stack.functions[name].node.defaultChild as CfnFunction);

/** Every alarm, by the metric (or the math expression's metrics) it watches. */
function alarms(template: Template) {
  return Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties);
}

describe('the alarm topic', () => {
  it('lets CloudWatch alarms of this account publish, beside the deny of non-TLS publishing', () => {
    // Prepare / Act
    const { template, topicId } = synth();

    // Assess
    const [policy] = Object.values(template.findResources('AWS::SNS::TopicPolicy', { Properties: { Topics: [{ Ref: topicId }] } }));
    const statements = policy!.Properties.PolicyDocument.Statement as Statement[];
    expect(statements.find((s) => s.Effect === 'Deny')?.Condition).toEqual({ Bool: { 'aws:SecureTransport': 'false' } });
    const allow = statements.filter((s) => s.Effect === 'Allow');
    expect(allow).toHaveLength(1);
    expect(allow[0]).toMatchObject({
      Principal: { Service: 'cloudwatch.amazonaws.com' },
      Action: 'sns:Publish',
      Resource: { Ref: topicId },
      Condition: {
        StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
        ArnLike: {
          'aws:SourceArn': {
            'Fn::Join': [
              '',
              ['arn:', { Ref: 'AWS::Partition' }, ':cloudwatch:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':alarm:*'],
            ],
          },
        },
      },
    });
  });

  it('sends every alarm of the stack to it', () => {
    // Prepare / Act
    const { template, topicId } = synth();

    // Assess
    const all = alarms(template);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const alarm of all) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });
});

describe('the dead-letter queue', () => {
  it('mails again for every further message that lands while earlier ones are still there', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const dlqId = Object.keys(template.findResources('AWS::SQS::Queue', { Properties: { MessageRetentionPeriod: Match.anyValue() } }))[0]!;
    const arrival = alarms(template).find((alarm) => JSON.stringify(alarm.Metrics ?? []).includes('DIFF('))!;
    expect(arrival).toBeDefined();
    expect(arrival.Metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Expression: 'IF(DIFF(visible) > 0 AND (visible - DIFF(visible)) > 0, 1, 0)', ReturnData: true }),
        expect.objectContaining({
          Id: 'visible',
          ReturnData: false,
          MetricStat: expect.objectContaining({
            Metric: expect.objectContaining({
              MetricName: 'ApproximateNumberOfMessagesVisible',
              Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
            }),
            Period: 60,
            Stat: 'Maximum',
          }),
        }),
      ]),
    );
    expect(arrival).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', EvaluationPeriods: 1 });
    // Going back to OK just means "no new message this minute": that is no news for staff.
    expect(arrival.OKActions).toBeUndefined();
  });
});

describe('operations alarms', () => {
  it('alarms when the oldest lead waits longer than every retry of the worker takes', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const threshold = leadsQueue.visibilityTimeoutSeconds * leadsQueue.maxReceiveCount + 300;
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Statistic: 'Maximum',
      Threshold: threshold,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(threshold).toBeGreaterThan(leadsQueue.visibilityTimeoutSeconds * leadsQueue.maxReceiveCount);
  });

  it('counts the 429s of the API stage from its access logs and alarms on the first one', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [{ MetricNamespace: metricNamespace, MetricName: apiThrottledMetricName, MetricValue: '1' }],
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: metricNamespace,
      MetricName: apiThrottledMetricName,
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('alarms when the re-drive fails and when any function is throttled', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId(stack, 'redrive') } }],
      Threshold: 1,
    });
    const throttles = alarms(template).find((alarm) => JSON.stringify(alarm.Metrics ?? []).includes('"Throttles"'))!;
    const watched = (throttles.Metrics as { MetricStat?: { Metric: { Dimensions: { Value: { Ref: string } }[] } } }[])
      .filter((m) => m.MetricStat)
      .map((m) => m.MetricStat!.Metric.Dimensions[0]!.Value.Ref);
    // A metric-math alarm holds at most ten metrics: the booking's scheduled function has an alarm of its own.
    expect(watched.sort()).toEqual(
      Object.entries(stack.functions)
        .filter(([name]) => name !== 'bookingSchedule')
        .map(([, fn]) => stack.getLogicalId(fn.node.defaultChild as CfnFunction))
        .sort(),
    );
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              MetricName: 'Throttles',
              Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId(stack, 'bookingSchedule') } }],
            }),
          }),
        }),
      ]),
    });
  });
});

describe('the viewer address', () => {
  it('counts every API request that reached a function without CloudFront-Viewer-Address, from the API functions’ logs, and alarms on the first', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess: one metric filter per API function's log group, all on the one logged message
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter')).filter(
      (filter) => filter.Properties.MetricTransformations[0].MetricName === viewerAddressMissingMetricName,
    );
    const logGroupOf = (name: FunctionName) =>
      template.toJSON().Resources[stack.getLogicalId(stack.functions[name].node.defaultChild as CfnFunction)].Properties.LoggingConfig
        .LogGroup;
    expect(filters.map((filter) => filter.Properties.LogGroupName).sort((a, b) => a.Ref.localeCompare(b.Ref))).toEqual(
      apiFunctionNames.map(logGroupOf).sort((a, b) => a.Ref.localeCompare(b.Ref)),
    );
    for (const filter of filters) {
      expect(filter.Properties.FilterPattern).toBe(`{ $.message = "${viewerAddressMissingMessage}" }`);
      expect(filter.Properties.MetricTransformations[0]).toMatchObject({ MetricNamespace: metricNamespace, MetricValue: '1' });
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: metricNamespace,
      MetricName: viewerAddressMissingMetricName,
      Statistic: 'Sum',
      Threshold: 1,
    });
  });
});

describe('SES bounces and complaints', () => {
  it('sends through a configuration set that suppresses bounces (not complaints, which our own list holds for a while), with reputation metrics and TLS required', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: [...sesSuppressedReasons] },
      ReputationOptions: { ReputationMetricsEnabled: true },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['bounce', 'complaint', 'reject']),
        CloudWatchDestination: {
          DimensionConfigurations: [
            { DimensionName: mailEventDimension, DimensionValueSource: 'messageTag', DefaultDimensionValue: 'Test' },
          ],
        },
      }),
    });
  });

  it.each(['Bounce', 'Complaint'])('alarms on the first %s of the configuration set', (metricName) => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: metricName,
      Dimensions: [{ Name: mailEventDimension, Value: 'Test' }],
      Statistic: 'Sum',
      Threshold: 1,
    });
  });

  it('publishes every event to the default bus, where a rule for this configuration set only hands them to the mail-events function', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess: the destination, with sends (the rate's base) as well as bounces and complaints
    const setId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      ConfigurationSetName: { Ref: setId },
      EventDestination: Match.objectLike({
        MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint', 'reject'],
        EventBridgeDestination: { EventBusArn: Match.anyValue() },
      }),
    });
    expect(JSON.stringify(template.findResources('AWS::SES::ConfigurationSetEventDestination'))).toContain(':event-bus/default');
    // Assess: the rule, scoped to this set's name (other stages share the bus), retried for a day
    const mailEventsId = stack.getLogicalId(stack.functions.mailEvents.node.defaultChild as CfnFunction);
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: {
        source: ['aws.ses'],
        'detail-type': ['Email Sent', 'Email Delivered', 'Email Bounced', 'Email Complaint Received', 'Email Rejected'],
        detail: { mail: { tags: { 'ses:configuration-set': [{ Ref: setId }] } } },
      },
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [mailEventsId, 'Arn'] },
          RetryPolicy: { MaximumEventAgeInSeconds: 86400, MaximumRetryAttempts: 185 },
        }),
      ],
    });
    const mailEvents = template.toJSON().Resources[mailEventsId];
    expect(mailEvents.Properties.Environment.Variables[envVars.sesConfigurationSet]).toEqual({ Ref: setId });
  });

  it('alarms staff when visitor confirmations paused themselves', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: metricNamespace,
      MetricName: metricNames.visitorEmailsPaused,
      Threshold: 1,
    });
  });

  it('alarms staff on the first upload refused because the day’s upload budget is spent', () => {
    const { template } = synth();
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: metricNamespace,
      MetricName: metricNames.uploadBudgetSpent,
      Threshold: 1,
    });
  });

  it('gives the worker the configuration set to send with, and the right to use it', () => {
    // Prepare / Act
    const { template, stack } = synth();

    // Assess
    const setId = Object.keys(template.findResources('AWS::SES::ConfigurationSet'))[0]!;
    const worker = template.toJSON().Resources[functionId(stack, 'worker')];
    expect(worker.Properties.Environment.Variables[envVars.sesConfigurationSet]).toEqual({ Ref: setId });
    const roleId: string = worker.Properties.Role['Fn::GetAtt'][0];
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
    const sesStatement = statements.find((statement) => [statement.Action].flat().includes('ses:SendEmail'));
    expect(sesStatement?.Action).toBe('ses:SendEmail');
    expect(JSON.stringify(sesStatement?.Resource)).toContain(`":configuration-set/",{"Ref":"${setId}"}`);
  });
});
