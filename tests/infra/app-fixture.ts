import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterEach } from 'vitest';
import { defineStacks } from '../../infra/stacks.ts';
import { StartsprongStack } from '../../infra/stack.ts';
import { cdkJsonFlags, stageContext } from './support.ts';

/* The whole CDK app as `cdk synth` builds it, on a tiny built site, for the tests of infra/. */

const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function scratchDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-app-'));
  scratchDirs.push(dir);
  return dir;
}

/** A built site with the two pages the stack needs. */
export function builtSite(): string {
  const dir = scratchDir();
  mkdirSync(join(dir, '404'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Startsprong</title><script>window.__ctx={}</script>');
  writeFileSync(join(dir, '404', 'index.html'), '<!doctype html><title>404 Pagina niet gevonden</title>');
  return dir;
}

/** A fresh App with the given context; Lambda bundling is skipped, as the bundle is not under test here. */
export function newApp(context: Record<string, unknown> = {}): App {
  return new App({ outdir: scratchDir(), context: { ...cdkJsonFlags, 'aws:cdk:bundling-stacks': [], ...stageContext(context) } });
}

/** Both stacks, as infra/app.ts defines them. */
export function appStacks(context: Record<string, unknown> = {}) {
  const app = newApp(context);
  return { app, ...defineStacks(app, { siteDir: builtSite() }) };
}

/** The regional stack on its own, environment-agnostic unless props say otherwise. */
export function regionalStack(context: Record<string, unknown> = {}, props: { region?: string } = {}) {
  const app = newApp(context);
  const stack = new StartsprongStack(app, 'Test', { siteDir: builtSite(), ...(props.region ? { env: { region: props.region } } : {}) });
  return { app, stack };
}
