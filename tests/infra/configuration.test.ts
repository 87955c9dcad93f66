import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { alarmRows, outputRows } from '../../infra/operator-docs.ts';
import { settingKeys } from '../../infra/settings.ts';
import { Template } from 'aws-cdk-lib/assertions';
import { appStacks, certificateArn, synth, distributionConfig } from './support.ts';

describe('configuration', () => {
  it.each([
    ['staffEmail', 'geen-adres'],
    ['senderEmail', 'hallo@'],
    ['senderEmail', 'hallo@andere-domein.nl'],
    ['siteDomain', 'https://www.startsprong.nl'],
    ['mailFromDomain', 'bounce.andere-domein.nl'],
    ['mailFromDomain', 'startsprong.nl'],
    ['mailFromDomain', 'www.startsprong.nl'],
  ])('throws when context %s is %s', (key, value) => {
    // Act / Assess
    expect(() => synth({ context: { [key]: value } })).toThrow(new RegExp(`"${key}"`));
  });

  it('gives the sending identity the MAIL FROM subdomain of the stage’s settings, and the DNS records for it', () => {
    // Prepare / Act
    const { template } = synth({ context: { mailFromDomain: 'ses-bounce.startsprong.nl' } });

    // Assess: a name of the operator's choosing, as mail.<domain> is often taken at a Dutch hosting provider
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'startsprong.nl',
      MailFromAttributes: { MailFromDomain: 'ses-bounce.startsprong.nl' },
    });
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.MailFromMxRecord!.Value)).toContain('ses-bounce.startsprong.nl MX 10 feedback-smtp.');
    expect(outputs.MailFromSpfRecord!.Value).toBe('ses-bounce.startsprong.nl TXT "v=spf1 include:amazonses.com ~all"');
  });

  it('exports what operators need after a deployment', () => {
    // Prepare / Act
    const { template } = synth();

    // Assess
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'DistributionId',
        'DistributionDomainName',
        'ApiEndpoint',
        'IntakeTableName',
        'ContactTableName',
        'NewsletterTableName',
        'QueueUrl',
        'DeadLetterQueueUrl',
        'AlarmTopicArn',
      ]),
    );
  });
});

describe('cdk-nag', () => {
  it.each([
    ['the defaults', {}],
    [
      'a custom domain and a WAF web ACL',
      { certificateArn, webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/startsprong/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0' },
    ],
  ])('finds nothing unacknowledged in the AwsSolutions checks with %s', (_, context) => {
    // Prepare
    const { app, stack } = synth({ context });

    // Act
    const report = new AwsSolutionsChecks(app, { verbose: true }).validateScope(stack);

    // Assess
    expect(report.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`)).toEqual([]);
  });

  it('attaches the configured WAF web ACL to the distribution', () => {
    // Prepare
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/startsprong/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

    // Act
    const { template } = synth({ context: { webAclArn } });

    // Assess
    expect(distributionConfig(template).WebACLId).toBe(webAclArn);
  });
});

describe('the operator docs’ rows (infra/operator-docs.ts, from which docs/ is generated)', () => {
  it('every stage of cdk.json sets exactly the settings the stack reads, and cdk.json holds nothing else of ours', () => {
    // Prepare
    const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
      context: { stages: Record<string, Record<string, unknown>> } & Record<string, unknown>;
    };

    // Act
    const others = Object.keys(cdkJson.context).filter((key) => !key.startsWith('@aws-cdk') && key !== 'cli-telemetry');

    // Assess: settingMeanings is typed by settingKeys, so each setting has its meaning by construction.
    for (const [stage, block] of Object.entries(cdkJson.context.stages))
      expect(Object.keys(block).sort(), stage).toEqual([...settingKeys].sort());
    // Besides the stages, cdk.json holds only the stage chosen by default and CDK's own flags.
    expect(others.sort()).toEqual(['stage', 'stages']);
  });

  it('give every alarm of both stacks a row in the runbook, and name no alarm the stacks lack', () => {
    // Prepare
    const { site, edge } = appStacks();

    // Act: CloudFormation's logical id is the construct path plus an 8-character hash.
    const alarms = [site, edge!].flatMap((stack) =>
      Object.keys(Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm')).map((id) => id.replace(/[0-9A-F]{8}$/, '')),
    );

    // Assess
    expect(alarms.length).toBeGreaterThan(10);
    expect(alarmRows.map((row) => row.alarm).sort()).toEqual(alarms.sort());
  });

  it('explain every output the synthesized stack has, and no other', () => {
    // Prepare
    const { template } = synth();

    // Act
    const outputs = Object.keys(template.toJSON().Outputs as Record<string, unknown>);

    // Assess
    expect(outputRows.flatMap((row) => row.outputs).sort()).toEqual(outputs.sort());
  });
});
