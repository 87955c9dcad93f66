import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleContentLeft } from '../../shared/showcase.ts';
import { stageContext } from './support.ts';

/*
 * The CDK app itself (infra/app.ts), run the way `cdk synth` runs it: context through CDK_CONTEXT_JSON and
 * the cloud assembly into CDK_OUTDIR. Lambda bundling is skipped; the site is a one-page stand-in.
 */

const root = resolve(import.meta.dirname, '../..');
const scratchDirs: string[] = [];
afterEach(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** `settings` go into the stage's block as cdk.json holds them; `raw` context is passed as given (as `-c` does). */
function synthesize(settings: Record<string, unknown>, raw: Record<string, unknown> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-example-'));
  scratchDirs.push(dir);
  const siteDir = join(dir, 'site');
  mkdirSync(join(siteDir, '404'), { recursive: true });
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Startsprong</title>');
  writeFileSync(join(siteDir, '404', 'index.html'), '<!doctype html><title>404 Pagina niet gevonden</title>');
  const outdir = join(dir, 'cdk.out');
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), ['infra/app.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      // What is checked here is whether the app refuses or synthesizes, not the templates (cfn-lint.test.ts):
      // CDK's built-in template validation would add half a minute of rule-engine start-up to each run.
      CDK_VALIDATION: 'false',
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ siteDir, 'aws:cdk:bundling-stacks': [], ...stageContext(settings), ...raw }),
    },
  });
  return { ...result, manifest: join(outdir, 'manifest.json') };
}

const examplesLeft = exampleContentLeft().length > 0;

describe('the CDK app and example content', () => {
  it.runIf(examplesLeft)(
    'refuses to synthesize without the demo setting, in Dutch, naming the files and the setting, without a stack trace',
    () => {
      // Act
      const result = synthesize({});

      // Assess
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/^Deploy geweigerd: er staat nog voorbeeldinhoud/);
      expect(result.stderr).toContain('shared/showcase.ts');
      expect(result.stderr).toContain('"allowExampleContent": true in cdk.json onder stages.production');
      for (const item of exampleContentLeft()) expect(result.stderr).toContain(item);
      expect(result.stderr).not.toMatch(/^\s+at /m);
      expect(existsSync(result.manifest)).toBe(false);
    },
  );

  it('refuses a setting given on its own with -c, in one sentence without a stack trace', () => {
    // Act
    const result = synthesize({}, { siteDomain: 'www.voorbeeld.nl' });

    // Assess
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Setting "siteDomain" was given on its own/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it.runIf(examplesLeft)(
    'synthesizes a demo when allowExampleContent is set',
    () => {
      // Act
      const result = synthesize({ allowExampleContent: true });

      // Assess
      expect(result.stderr).not.toContain('Deploy refused');
      expect(result.status).toBe(0);
      expect(existsSync(result.manifest)).toBe(true);
    },
    // The whole app, run as `cdk synth` runs it: a minute alone, several on a busy machine.
    600_000,
  );

  it.runIf(!examplesLeft)(
    'synthesizes without the flag once every example is replaced',
    () => {
      const result = synthesize({});

      expect(result.status).toBe(0);
      expect(existsSync(result.manifest)).toBe(true);
    },
    // The whole app, run as `cdk synth` runs it: a minute alone, several on a busy machine.
    600_000,
  );
});
