import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cdkJsonStages, stageStacks } from './support.ts';

/*
 * An independent check of what CloudFormation will be given: cfn-lint (AWS's linter, with the resource
 * schemas) on the synthesized templates of every stage in cdk.json, both stacks of each, as `cdk synth -c
 * stage=<stage>` writes them. One cfn-lint run reads them all (its start-up, loading every region's schemas,
 * is most of its time), each checked against every region the app deploys to. Checks left out are listed
 * with their reason in .cfnlintrc.yaml; any other finding, error or warning, fails.
 */

const root = resolve(import.meta.dirname, '..', '..');

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

describe('cfn-lint', () => {
  it(`finds nothing in the templates of the stages ${Object.keys(cdkJsonStages).join(' and ')}`, () => {
    // Prepare
    const stacks = Object.keys(cdkJsonStages).flatMap((stage) => {
      const { assembly, site, edge } = stageStacks(stage);
      return [site, edge].map((stack) => ({ file: assembly.getStackArtifact(stack.artifactId).templateFullPath, region: stack.region }));
    });
    expect(stacks).toHaveLength(2 * Object.keys(cdkJsonStages).length);
    const regions = [...new Set(stacks.map((stack) => stack.region))];

    // Act
    const findings = cfnLint(['--regions', ...regions, '--', ...stacks.map((stack) => stack.file)]);

    // Assess
    expect(
      findings.map((finding) => `${finding.Rule.Id} ${finding.Message} (${finding.Filename}:${finding.Location.Start.LineNumber})`),
    ).toEqual([]);
    // Two stages synthesized and cfn-lint's own start-up (its schemas for every region): a minute alone,
    // several on a busy machine.
  }, 600_000);
});
