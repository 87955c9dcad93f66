import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from '../../infra/constructs/site-web-acl.ts';
import { apiRequestsPerIpPer5Minutes } from '../../infra/edge-stack.ts';
import { appStacks, expectAlarmEmailsTeam } from './support.ts';

const operatorAcl = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/eigen/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const distributionConfig = (template: Template) =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;

describe('the edge stack', () => {
  it('puts a CloudFront web ACL in us-east-1 with a per-IP limit on /api/* that answers 429 in the API’s error shape', () => {
    // Prepare / Act
    const { edge } = appStacks();

    // Assess
    expect(edge!.region).toBe('us-east-1');
    const template = Template.fromStack(edge!);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'ApiRatePerIp',
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: 'IP',
              Limit: apiRequestsPerIpPer5Minutes,
              EvaluationWindowSec: 300,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                }),
              },
            },
          },
          Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'RateLimited' } } },
        }),
      ]),
      CustomResponseBodies: {
        RateLimited: { ContentType: 'APPLICATION_JSON', Content: JSON.stringify({ error: rateLimitedMessage, fieldErrors: {} }) },
      },
    });
  });

  it('runs the AWS common and known-bad-inputs rule groups on /api/* only, with metrics for every rule', () => {
    // Prepare / Act
    const template = Template.fromStack(appStacks().edge!);

    // Assess: every rule looks at the API alone, so every block is one of an API request
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    const rules = acl!.Properties.Rules as {
      Name: string;
      Statement: {
        ManagedRuleGroupStatement?: { Name: string; ScopeDownStatement: unknown };
        RateBasedStatement?: { ScopeDownStatement: unknown };
      };
      VisibilityConfig: { CloudWatchMetricsEnabled: boolean };
    }[];
    expect(rules.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name).filter(Boolean)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    const apiOnly = {
      ByteMatchStatement: Match.objectLike({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH', SearchString: '/api/' }),
    };
    for (const rule of rules) {
      const scope = (rule.Statement.ManagedRuleGroupStatement ?? rule.Statement.RateBasedStatement)!.ScopeDownStatement;
      expect(Match.objectLike(apiOnly).test(scope).isSuccess, rule.Name).toBe(true);
    }
    expect(rules.every((rule) => rule.VisibilityConfig.CloudWatchMetricsEnabled)).toBe(true);
    expect(acl!.Properties.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });

  it('emails staff from us-east-1 when the web ACL blocks requests, through a topic of its own there', () => {
    // Prepare / Act
    const { edge } = appStacks({ staffEmail: 'team@startsprong.nl' });
    const template = Template.fromStack(edge!);

    // Assess: the web ACL is named after its stack, so each stage's metrics are its own
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
    expect(acl!.Properties.Name).toBe('StartsprongEdge');
    expect(acl!.Properties.VisibilityConfig.MetricName).toBe('StartsprongEdge');
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    expectAlarmEmailsTeam(template, topicId!, {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: Match.arrayEquals([
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'WebACL', Value: 'StartsprongEdge' },
      ]),
      Statistic: 'Sum',
    });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it('attaches its web ACL to the distribution of the regional stack through a cross-region reference', () => {
    // Prepare / Act
    const { site } = appStacks();

    // Assess
    const webAclId = distributionConfig(Template.fromStack(site)).WebACLId;
    expect(JSON.stringify(webAclId)).toMatch(/ExportsReader.*SiteWebAcl.*Arn/);
  });

  it('is left out when the operator names a web ACL of their own, which the distribution then uses', () => {
    // Prepare / Act
    const { app, site, edge } = appStacks({ webAclArn: operatorAcl });

    // Assess
    expect(edge).toBeUndefined();
    expect(app.node.children.map((child) => child.node.id)).toEqual(['Startsprong']);
    expect(distributionConfig(Template.fromStack(site)).WebACLId).toBe(operatorAcl);
  });

  it('finds nothing unacknowledged in the AwsSolutions checks of either stack', () => {
    // Prepare
    const { app, site, edge } = appStacks();

    // Act
    const violations = [site, edge!].flatMap((stack) => new AwsSolutionsChecks(app, { verbose: true }).validateScope(stack).violations);

    // Assess
    expect(violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });
});
