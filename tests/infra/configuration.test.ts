import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { certificateArn, createStack, synth, distributionConfig } from './support.ts';

describe('configuration', () => {
  it.each([
    ['staffEmail', 'geen-adres'],
    ['senderEmail', 'hallo@'],
    ['senderEmail', 'hallo@andere-domein.nl'],
    ['siteDomain', 'https://www.startsprong.nl'],
  ])('throws when context %s is %s', (key, value) => {
    // Act / Assess
    expect(() => createStack({ context: { [key]: value } })).toThrow(new RegExp(`"${key}"`));
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
    const { app, stack } = createStack({ context });

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

describe('the README deploy guide', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
  const section = (heading: string) =>
    readme.slice(readme.indexOf(heading), readme.indexOf('\n### ', readme.indexOf(heading) + heading.length));
  const firstColumn = (text: string) => [...text.matchAll(/^\| `([^`]+)`/gm)].map((match) => match[1]!);

  it('lists exactly the context values the stack reads', () => {
    // Prepare
    const cdkJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
      context: Record<string, unknown>;
    };
    const settings = Object.keys(cdkJson.context).filter((key) => !key.startsWith('@aws-cdk') && key !== 'cli-telemetry');

    // Act
    const documented = firstColumn(section('### Configuration'));

    // Assess
    expect(documented.sort()).toEqual(settings.sort());
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
