import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
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

describe('the deploy guide', () => {
  const readme = ['deploy.md', 'operations.md', 'development.md']
    .map((page) => readFileSync(join(import.meta.dirname, '..', '..', 'docs', page), 'utf8'))
    .join('\n');
  const section = (heading: string) => {
    const start = readme.indexOf(heading);
    expect(start, heading).toBeGreaterThanOrEqual(0);
    return readme.slice(start, readme.indexOf('\n#', start + heading.length));
  };
  const firstColumn = (text: string) => [...text.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);

  it('lists exactly the settings the stack reads, and every stage of cdk.json sets each of them', () => {
    // Prepare
    const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
      context: { stages: Record<string, Record<string, unknown>> } & Record<string, unknown>;
    };

    // Act
    const documented = firstColumn(section('## Configuration'));

    // Assess
    expect(documented.sort()).toEqual([...settingKeys].sort());
    for (const [stage, block] of Object.entries(cdkJson.context.stages))
      expect(Object.keys(block).sort(), stage).toEqual([...settingKeys].sort());
    // Besides the stages, cdk.json holds only the stage chosen by default and CDK's own flags.
    const others = Object.keys(cdkJson.context).filter((key) => !key.startsWith('@aws-cdk') && key !== 'cli-telemetry');
    expect(others.sort()).toEqual(['stage', 'stages']);
  });

  it('gives every alarm of both stacks a row in the runbook, and names no alarm the stacks lack', () => {
    // Prepare
    const { site, edge } = appStacks();
    // CloudFormation's logical id is the construct path plus an 8-character hash.
    const alarms = [site, edge!].flatMap((stack) =>
      Object.keys(Template.fromStack(stack).findResources('AWS::CloudWatch::Alarm')).map((id) => id.replace(/[0-9A-F]{8}$/, '')),
    );

    // Act
    const documented = firstColumn(section('### Alarms: what they mean and what to do'));

    // Assess
    expect(alarms.length).toBeGreaterThan(10);
    expect(documented.sort()).toEqual(alarms.sort());
  });

  it('lists every port the local stack can be told to use, the dev server included', () => {
    // Prepare: every variable infra/local reads with portFromEnv.
    const localDir = join(import.meta.dirname, '..', '..', 'infra', 'local');
    const read = readdirSync(localDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(join(localDir, file), 'utf8').matchAll(/portFromEnv\('([A-Z0-9_]+)'/g)].map((match) => match[1]!),
      );

    // Act
    const documented = firstColumn(section('\n| variable | default | what listens there |'));

    // Assess
    expect(read).toContain('VITE_PORT');
    expect(documented.sort()).toEqual([...new Set(read)].sort());
  });

  it('explains every output the synthesized stack has, and no other', () => {
    // Prepare
    const { template } = synth();
    const outputs = Object.keys(template.toJSON().Outputs as Record<string, unknown>);

    // Act
    const documented = section('### What the outputs mean')
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Za-z0-9]+)`(?:-`([A-Za-z0-9]+)`)?/g)])
      .flatMap((match) => {
        const range = /^(\D+)(\d)$/.exec(match[1]!);
        const end = match[2] && /(\d)$/.exec(match[2]);
        return range && end
          ? Array.from({ length: Number(end[1]) - Number(range[2]) + 1 }, (_, i) => `${range[1]}${Number(range[2]) + i}`)
          : [match[1]!];
      });

    // Assess
    expect(documented.sort()).toEqual(outputs.sort());
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> })
        .scripts,
    );
    const named = [...readme.matchAll(/npm run ([a-z:]+)/g)].map((match) => match[1]!);

    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(scripts).toContain(name);
  });
});
