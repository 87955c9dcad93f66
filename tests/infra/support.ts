import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { FunctionName } from '../../infra/app-spec.ts';
import { StartsprongStack } from '../../infra/stack.ts';
import { defineStacks } from '../../infra/stacks.ts';
import { settingKeys } from '../../infra/settings.ts';

/**
 * What every CDK test file shares: a tiny built site, the stacks of each configuration synthesized once per
 * vitest worker, and readers of the template.
 *
 * Synthesizing the app is nearly all of these tests' time (seconds each, far more on a busy machine), and
 * most tests ask for the same configuration. The infra project runs its files without module isolation
 * (vitest.config.ts), so this module, and with it the cache below, lives as long as the worker: a
 * configuration is synthesized by the first test that asks for it, and every later test reads the same
 * stacks and template. Tests only read them; a test that must change a stack builds its own with newApp().
 */

export const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

/** Everything this worker writes goes under one folder, removed when the worker ends. */
const workerDir = mkdtempSync(join(tmpdir(), 'startsprong-infra-'));
process.once('exit', () => rmSync(workerDir, { recursive: true, force: true }));

/** A fresh folder of this worker's. */
export function scratchDir(): string {
  return mkdtempSync(join(workerDir, 'scratch-'));
}

let tinySite: string | undefined;

/** A tiny built site: two pages with inline scripts and one hashed asset. One per worker; tests never change it. */
export function builtSite(): string {
  if (tinySite) return tinySite;
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
  return (tinySite = dir);
}

export type StackOptions = { context?: Record<string, unknown>; bundle?: boolean; region?: string };

/** cdk.json's context: CDK's feature flags and the stages. */
const cdkJsonContext = (
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown> & { stages: Record<string, Record<string, unknown>> };
  }
).context;

/**
 * The feature flags of cdk.json (`@aws-cdk/...`), which `cdk synth` applies: a test synthesizes with them,
 * so it asserts what CloudFormation will be given. The stages stay out; each test names its own settings.
 */
export const cdkJsonFlags: Record<string, unknown> = Object.fromEntries(
  Object.entries(cdkJsonContext).filter(([key]) => key.startsWith('@aws-cdk')),
);

/** The stage blocks exactly as cdk.json holds them: what an operator deploys. */
export const cdkJsonStages = cdkJsonContext.stages;

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

/**
 * A fresh App with cdk.json's flags and the given context (raw: not moved into a stage block); Lambda
 * bundling is skipped unless a test is about the bundle.
 *
 * CDK's built-in CloudFormation validation is left to `cdk synth` (infra/app.ts keeps it): its rule engine
 * takes some 20 seconds to start in each worker and seconds per synthesis, four fifths of a test's time, and
 * it only warns (cdk.json leaves @aws-cdk/core:validateAgainstDefaultRules off). cfn-lint checks the same
 * templates against the resource schemas (cfn-lint.test.ts), and fails on what it finds.
 */
export function newApp(context: Record<string, unknown> = {}, bundle = false): App {
  return new App({
    outdir: scratchDir(),
    builtinCloudFormationValidation: false,
    context: { ...cdkJsonFlags, 'aws:cdk:bundling-stacks': bundle ? ['**'] : [], ...context },
  });
}

const synthesized = new Map<string, unknown>();

/** The value `make` gives for `key`, made once per worker. A configuration that throws is not kept. */
function once<T>(key: unknown[], make: () => T): T {
  const id = JSON.stringify(key);
  if (!synthesized.has(id)) synthesized.set(id, make());
  return synthesized.get(id) as T;
}

export type SynthesizedStack = { app: App; stack: StartsprongStack; siteDir: string; template: Template };

/**
 * The regional stack on its own (environment-agnostic unless a region is given) for `context` (settings
 * go into the production block), and its template, synthesized once per worker.
 */
export function synth({ context = {}, bundle = false, region }: StackOptions = {}): SynthesizedStack {
  return once(['stack', context, bundle, region], () => {
    const siteDir = builtSite();
    const app = newApp(stageContext(context), bundle);
    const stack = new StartsprongStack(app, 'Test', { siteDir, ...(region ? { env: { region } } : {}) });
    return { app, stack, siteDir, template: Template.fromStack(stack) };
  });
}

/** Both stacks, as infra/app.ts defines them, for `context` (settings go into the production block). */
export function appStacks(context: Record<string, unknown> = {}) {
  return once(['app', context], () => {
    const app = newApp(stageContext(context));
    return { app, ...defineStacks(app, { siteDir: builtSite() }) };
  });
}

/**
 * Both stacks of `stage` (production when none) from `stages` (cdk.json's blocks by default), synthesized
 * with their templates, as `cdk synth -c stage=<stage>` makes them.
 */
export function stageStacks(stage?: string, stages: Record<string, object> = cdkJsonStages) {
  return once(['stage', stage, stages], () => {
    const app = newApp({ stages, ...(stage ? { stage } : {}) });
    const { site, edge } = defineStacks(app, { siteDir: builtSite() });
    const assembly = app.synth();
    return { app, site, edge: edge!, assembly, siteTemplate: Template.fromStack(site), edgeTemplate: Template.fromStack(edge!) };
  });
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

/** The stage's alarm topic `topicId` emails the team's address (the test stages' staffEmail), and `alarm` notifies it. */
export function expectAlarmEmailsTeam(template: Template, topicId: string, alarm: Record<string, unknown>): void {
  template.hasResourceProperties('AWS::CloudWatch::Alarm', { ...alarm, Threshold: 1, AlarmActions: [{ Ref: topicId }] });
  template.hasResourceProperties('AWS::SNS::Subscription', {
    Protocol: 'email',
    Endpoint: 'team@startsprong.nl',
    TopicArn: { Ref: topicId },
  });
}
