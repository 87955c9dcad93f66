import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { afterEach } from 'vitest';
import type { FunctionName } from '../../infra/app-spec.ts';
import { StartsprongStack } from '../../infra/stack.ts';
import { defineStacks } from '../../infra/stacks.ts';
import { settingKeys } from '../../infra/settings.ts';

/**
 * What every CDK test file shares: a tiny built site, a fresh App per test (the regional stack, or both stacks
 * as infra/app.ts defines them), and readers of the template.
 */

export const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-infra-'));
  scratchDirs.push(dir);
  return dir;
}

/** A tiny built site: two pages with inline scripts and one hashed asset. */
export function builtSite(): string {
  const dir = scratchDir();
  mkdirSync(join(dir, '404'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><style id="kritieke-css">body{margin:0}</style><script>window.__ctx={"page":"home"}</script><script type="module" src="/assets/entry-abc123.js"></script>',
  );
  writeFileSync(
    join(dir, '404', 'index.html'),
    '<!doctype html><title>404 Pagina niet gevonden</title><script>window.__ctx={"page":"404"}</script>',
  );
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'export const hallo = 1;');
  return dir;
}

export type StackOptions = { context?: Record<string, unknown>; siteDir?: string; bundle?: boolean };

/**
 * The feature flags of cdk.json (`@aws-cdk/...`), which `cdk synth` applies: a test synthesizes with them,
 * so it asserts what CloudFormation will be given. The stages stay out; each test names its own settings.
 */
export const cdkJsonFlags: Record<string, unknown> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context,
  ).filter(([key]) => key.startsWith('@aws-cdk')),
);

/**
 * Context as cdk.json holds it: the settings a test names (siteDomain, certificateArn...) go into the stage's
 * block under `stages`, where the app reads them; everything else (stage, siteDir) stays as it is.
 */
export function stageContext(context: Record<string, unknown> = {}): Record<string, unknown> {
  const stage = typeof context.stage === 'string' ? context.stage : 'production';
  const settings = Object.fromEntries(Object.entries(context).filter(([key]) => (settingKeys as readonly string[]).includes(key)));
  const rest = Object.fromEntries(Object.entries(context).filter(([key]) => !(settingKeys as readonly string[]).includes(key)));
  if (Object.keys(settings).length === 0) return rest;
  const stages = (rest.stages ?? {}) as Record<string, Record<string, unknown>>;
  return { ...rest, stages: { ...stages, [stage]: { ...stages[stage], ...settings } } };
}

/** A fresh App with cdk.json's flags and the given context; Lambda bundling is skipped unless a test is about the bundle. */
export function newApp(context: Record<string, unknown> = {}, bundle = false): App {
  return new App({
    outdir: scratchDir(),
    context: { ...cdkJsonFlags, 'aws:cdk:bundling-stacks': bundle ? ['**'] : [], ...stageContext(context) },
  });
}

/** The regional stack on its own, environment-agnostic unless a region is given. */
export function createStack({ context = {}, siteDir = builtSite(), bundle = false, region }: StackOptions & { region?: string } = {}) {
  const app = newApp(context, bundle);
  const stack = new StartsprongStack(app, 'Test', { siteDir, ...(region ? { env: { region } } : {}) });
  return { app, stack, siteDir };
}

/** Both stacks, as infra/app.ts defines them. */
export function appStacks(context: Record<string, unknown> = {}) {
  const app = newApp(context);
  return { app, ...defineStacks(app, { siteDir: builtSite() }) };
}

export function synth(options: StackOptions = {}) {
  const created = createStack(options);
  return { ...created, template: Template.fromStack(created.stack) };
}

export const functionLogicalId = (stack: StartsprongStack, name: FunctionName) =>
  stack.getLogicalId(stack.functions[name].node.defaultChild as CfnFunction);

export function roleStatementsOf(template: Template, stack: StartsprongStack, name: FunctionName): { Action: string | string[] }[] {
  const fn = template.toJSON().Resources[functionLogicalId(stack, name)];
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    policy.Properties.Roles.some((role: { Ref: string }) => role.Ref === roleId),
  );
  return policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

export const actionsOf = (statements: { Action: string | string[] }[]) => statements.flatMap((statement) => [statement.Action].flat());

export function distributionConfig(template: Template) {
  const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig;
}
