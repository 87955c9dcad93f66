import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { lambdaFunctions } from '../../infra/app-spec.ts';
import { root, log, table, kb, type Section } from './common.ts';

type LambdaRow = { name: string; bundleBytes: number; importMsMedian: number; runs: number };

/** Bundles each Lambda as the CDK does, then times `import()` of the bundle in fresh Node processes. */
async function measureLambdas(): Promise<LambdaRow[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'startsprong-bench-'));
  const rows: LambdaRow[] = [];
  try {
    for (const [name, spec] of Object.entries(lambdaFunctions)) {
      const outfile = join(outDir, `${name}.mjs`);
      await build({
        entryPoints: [join(root, spec.entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node24',
        minify: true,
        mainFields: ['module', 'main'],
        banner: { js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);" },
        outfile,
        logLevel: 'error',
      });
      const runs = 7;
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const probe = spawnSync(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            `const t = performance.now(); await import(${JSON.stringify(outfile)}); console.log(performance.now() - t);`,
          ],
          {
            env: { ...process.env, AWS_REGION: 'eu-west-1' },
            encoding: 'utf8',
          },
        );
        times.push(Number(probe.stdout.trim()));
      }
      times.sort((a, b) => a - b);
      rows.push({ name, bundleBytes: statSync(outfile).size, importMsMedian: Number(times[Math.floor(runs / 2)]!.toFixed(1)), runs });
      log(`lambda ${name}: ${statSync(outfile).size} bytes`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return rows;
}

function lambdasReport(rows: readonly LambdaRow[]): string {
  return [
    '## Lambda-bundels',
    '',
    table(
      ['functie', 'bundel KB', 'import ms (mediaan)', 'metingen'],
      rows.map((r) => [r.name, kb(r.bundleBytes), r.importMsMedian, r.runs]),
    ),
  ].join('\n');
}

export const lambdasSection: Section = { name: 'lambdas', measure: measureLambdas, report: lambdasReport };
