import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { defineStacks } from '../../infra/stacks.ts';
import { builtSite, cdkJsonStages, certificateArn, scratchDir, stageStacks as synthStage } from './support.ts';

/** Properties that would give a resource a physical name of the app's own choosing: none may be set. */
const fixedNameProperties = [
  'BucketName',
  'TableName',
  'QueueName',
  'TopicName',
  'FunctionName',
  'RoleName',
  'ManagedPolicyName',
  'SecretName',
  'LogGroupName',
  'AlarmName',
  'UserPoolName',
];

type Resource = { Type: string; Properties?: Record<string, unknown> };
type Resources = Record<string, Resource>;

function fixedNames(template: Template): string[] {
  return Object.entries(template.toJSON().Resources as Resources).flatMap(([id, resource]) =>
    // A literal string is a name the app chose; a reference to a resource CloudFormation named is not.
    fixedNameProperties.filter((key) => typeof resource.Properties?.[key] === 'string').map((key) => `${resource.Type} ${id}.${key}`),
  );
}

/**
 * Everything AWS keeps unique across one account (and region) that a template claims: SES identities, MAIL
 * FROM domains and configuration sets, Cognito domain prefixes, CloudFront host names, function and policy
 * names, WAF names, and the namespaces of custom metrics. A value built from the stack's own name or id is
 * unique per stack and claims nothing.
 */
function accountClaims(stack: Stack): string[] {
  const template = Template.fromStack(stack);
  const region = stack.region;
  const claims: string[] = [];
  const claim = (kind: string, value: unknown) => {
    if (value === undefined || value === null) return;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (/AWS::Stack(Name|Id)/.test(text)) return;
    claims.push(`${kind} ${text}`);
  };
  for (const resource of Object.values(template.toJSON().Resources as Resources)) {
    const properties = resource.Properties ?? {};
    const nested = (key: string) => properties[key] as Record<string, unknown> | undefined;
    switch (resource.Type) {
      case 'AWS::SES::EmailIdentity':
        claim(`ses-identity ${region}`, properties.EmailIdentity);
        claim(`ses-mail-from ${region}`, nested('MailFromAttributes')?.MailFromDomain);
        break;
      case 'AWS::SES::ConfigurationSet':
        claim(`ses-configuration-set ${region}`, properties.Name);
        break;
      case 'AWS::Cognito::UserPoolDomain':
        claim(`cognito-domain ${region}`, properties.Domain);
        break;
      case 'AWS::CloudFront::Distribution':
        for (const alias of (nested('DistributionConfig')?.Aliases as unknown[] | undefined) ?? []) claim('cloudfront-alias', alias);
        break;
      case 'AWS::CloudFront::Function':
        claim('cloudfront-function', properties.Name);
        break;
      case 'AWS::CloudFront::OriginAccessControl':
        claim('cloudfront-oac', nested('OriginAccessControlConfig')?.Name);
        break;
      case 'AWS::CloudFront::ResponseHeadersPolicy':
        claim('cloudfront-headers-policy', nested('ResponseHeadersPolicyConfig')?.Name);
        break;
      case 'AWS::WAFv2::WebACL':
        claim('waf-web-acl', properties.Name);
        break;
      case 'AWS::CloudWatch::Alarm':
        if (typeof properties.Namespace === 'string' && !properties.Namespace.startsWith('AWS/'))
          claim(`metric-namespace ${region}`, properties.Namespace);
        break;
      case 'AWS::Logs::MetricFilter':
        for (const transformation of (properties.MetricTransformations as { MetricNamespace: string }[] | undefined) ?? [])
          claim(`metric-namespace ${region}`, transformation.MetricNamespace);
        break;
      case 'AWS::Lambda::Function':
        claim(`metric-namespace ${region}`, (nested('Environment')?.Variables as Record<string, unknown> | undefined)?.METRIC_NAMESPACE);
        break;
    }
  }
  return [...new Set(claims)];
}

const claimsOf = (synthesized: ReturnType<typeof synthStage>) => [...accountClaims(synthesized.site), ...accountClaims(synthesized.edge)];
const shared = (a: string[], b: string[]) => a.filter((claim) => b.includes(claim));

describe('stages', () => {
  it('names the production stacks plainly and a stage with its own suffix', () => {
    // Act
    const production = synthStage();
    const staging = synthStage('staging');

    // Assess
    expect([production.site.stackName, production.edge.stackName]).toEqual(['Startsprong', 'StartsprongEdge']);
    expect([staging.site.stackName, staging.edge.stackName]).toEqual(['Startsprong-staging', 'StartsprongEdge-staging']);
  });

  it('gives no resource a fixed physical name, so two stages never collide and a failed deploy can be retried', () => {
    // Act
    const production = synthStage();
    const staging = synthStage('staging');

    // Assess
    for (const template of [production.siteTemplate, production.edgeTemplate, staging.siteTemplate, staging.edgeTemplate]) {
      expect(fixedNames(template)).toEqual([]);
    }
  });

  it('lets production and staging, as cdk.json declares them, live in one account: no account-unique name or identity is claimed twice', () => {
    // Act
    const production = claimsOf(synthStage());
    const staging = claimsOf(synthStage('staging'));

    // Assess: each stage claims its own SES identity, MAIL FROM domain and metric namespace, and nothing of the other's.
    expect(production).toEqual(
      expect.arrayContaining([
        'ses-identity eu-west-1 startsprong.nl',
        'ses-mail-from eu-west-1 bounce.startsprong.nl',
        'metric-namespace eu-west-1 Startsprong',
      ]),
    );
    expect(staging).toEqual(
      expect.arrayContaining([
        'ses-identity eu-west-1 staging.startsprong.nl',
        'ses-mail-from eu-west-1 bounce.staging.startsprong.nl',
        'metric-namespace eu-west-1 Startsprong/staging',
      ]),
    );
    expect(shared(production, staging)).toEqual([]);
  });

  it('keeps the stages apart on their own host names once both have a certificate', () => {
    // Prepare
    const withCertificates = Object.fromEntries(
      Object.entries(cdkJsonStages).map(([stage, block]) => [stage, { ...block, certificateArn }]),
    );

    // Act
    const production = claimsOf(synthStage(undefined, withCertificates));
    const staging = claimsOf(synthStage('staging', withCertificates));

    // Assess
    expect(production).toContain('cloudfront-alias www.startsprong.nl');
    expect(staging).toContain('cloudfront-alias staging.startsprong.nl');
    expect(shared(production, staging)).toEqual([]);
  });

  it("lets a stage send from production's SES identity read-only, without creating it again", () => {
    // Prepare
    const stages = {
      ...cdkJsonStages,
      staging: {
        ...cdkJsonStages.staging,
        sesIdentity: 'shared',
        sesIdentityDomain: 'startsprong.nl',
        senderEmail: 'staging@startsprong.nl',
        mailFromDomain: '',
      },
    };

    // Act
    const production = synthStage(undefined, stages);
    const staging = synthStage('staging', stages);

    // Assess
    staging.siteTemplate.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(Object.keys(staging.siteTemplate.toJSON().Outputs as object).filter((name) => /^(Dkim|MailFrom)/.test(name))).toEqual([]);
    expect(JSON.stringify(staging.siteTemplate.findResources('AWS::IAM::Policy'))).toContain(':identity/startsprong.nl"');
    expect(shared(claimsOf(production), claimsOf(staging))).toEqual([]);
  });

  it('refuses two stages that would both create one SES identity, naming the way out', () => {
    // Prepare
    const stages = {
      ...cdkJsonStages,
      staging: { ...cdkJsonStages.staging, sesIdentityDomain: 'startsprong.nl', senderEmail: 'staging@startsprong.nl' },
    };

    // Act / Assess
    expect(() => synthStage('staging', stages)).toThrow(/both create the SES identity startsprong\.nl.*sesIdentity to "shared"/);
    expect(() => synthStage(undefined, stages)).toThrow(/both create the SES identity/);
  });

  it('refuses two stages on one host name', () => {
    // Prepare
    const stages = { ...cdkJsonStages, staging: { ...cdkJsonStages.staging, siteDomain: 'www.startsprong.nl' } };

    // Act / Assess
    expect(() => synthStage('staging', stages)).toThrow(/both use siteDomain www\.startsprong\.nl/);
  });

  it('refuses a stage without a block of its own, and a stage name that could not name a stack', () => {
    expect(() => synthStage('acceptatie')).toThrow(/Stage acceptatie has no settings/);
    expect(() => synthStage('Staging!')).toThrow(/Context "stage"/);
  });

  it('refuses a setting given on its own with -c, which the next routine deploy would drop', () => {
    // Prepare
    const app = new App({ outdir: scratchDir(), context: { 'aws:cdk:bundling-stacks': [], stages: cdkJsonStages, certificateArn } });

    // Act / Assess
    expect(() => defineStacks(app, { siteDir: builtSite() })).toThrow(
      /"certificateArn" was given on its own.*stages\.production\.certificateArn/,
    );
  });
});
