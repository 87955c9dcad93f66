import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { defineStacks } from '../../infra/stacks.ts';
import { builtSite, scratchDir } from './support.ts';

/*
 * An independent check of what CloudFormation will be given: cfn-lint (AWS's linter, with the resource
 * schemas) on the synthesized templates of every stage in cdk.json, each stack against its own region.
 * The app is synthesized with the whole of cdk.json's context, as `cdk synth` does. Checks left out are
 * listed with their reason in .cfnlintrc.yaml; any other finding, error or warning, fails.
 */

const root = resolve(import.meta.dirname, '..', '..');
const cdkJson = JSON.parse(readFileSync(join(root, 'cdk.json'), 'utf8')) as { context: { stages: Record<string, unknown> } };

type Finding = { Rule: { Id: string }; Level: string; Message: string; Filename: string; Location: { Start: { LineNumber: number } } };

function cfnLint(args: string[]): Finding[] {
  const result = spawnSync('cfn-lint', ['--format', 'json', ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      'cfn-lint is not installed, so the templates cannot be checked: install it (pipx install cfn-lint, or pip install cfn-lint) and run the tests again. .ci/run installs it on a fresh machine.',
    );
  }
  if (result.error) throw result.error;
  try {
    return JSON.parse(result.stdout || '[]') as Finding[];
  } catch {
    throw new Error(`cfn-lint gave no readable answer (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
}

function synthesize(stage: string): { dir: string; region: string; stacks: { file: string; region: string }[] } {
  const dir = scratchDir();
  const app = new App({ outdir: dir, context: { ...cdkJson.context, stage, 'aws:cdk:bundling-stacks': [] } });
  const { site, edge } = defineStacks(app, { siteDir: builtSite() });
  app.synth();
  const regionOf = new Map(
    [site, edge].filter((stack) => stack !== undefined).map((stack) => [`${stack.artifactId}.template.json`, stack.region]),
  );
  const stacks = readdirSync(dir)
    .filter((file) => regionOf.has(file))
    .map((file) => ({ file: join(dir, file), region: regionOf.get(file)! }));
  return { dir, region: site.region, stacks };
}

describe('cfn-lint', () => {
  it.each(Object.keys(cdkJson.context.stages))(
    'finds nothing in the templates of stage %s',
    (stage) => {
      // Prepare
      const { stacks } = synthesize(stage);
      expect(stacks).toHaveLength(2);

      // Act: each stack against its own region (the edge stack's web ACL exists in us-east-1 only)
      const findings = stacks.flatMap(({ file, region }) => cfnLint(['--regions', region, '--', file]));

      // Assess
      expect(
        findings.map((finding) => `${finding.Rule.Id} ${finding.Message} (${finding.Filename}:${finding.Location.Start.LineNumber})`),
      ).toEqual([]);
    },
    300_000,
  );
});
