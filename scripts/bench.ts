/**
 * `npm run bench`: builds the site, serves it with the local stack and prints what the project claims,
 * measured: Lighthouse per route (mobile and desktop), bytes per route on first load, each Lambda's
 * bundle size and import time in a fresh Node process, and a short load test on loopback.
 * Writes bench-results/latest.json and bench-results/latest.md (and a dated copy of both) so the next
 * change can be compared with this one. A benchmark, not a test: it prints figures and judges nothing.
 *
 *   npm run bench                       everything
 *   npm run bench -- --routes=/,/start  only these routes for Lighthouse and bytes
 *   npm run bench -- --skip=lighthouse  leave out a part (lighthouse, bytes, lambdas, load)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { lambdaFunctions } from '../infra/app-spec.ts';

const root = resolve(import.meta.dirname, '..');
const port = 3500;
const base = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const skip = new Set((args.get('skip') ?? '').split(',').filter(Boolean));

type LighthouseRow = {
  route: string;
  form: 'mobiel' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};
type BytesRow = {
  route: string;
  htmlRaw: number;
  htmlGzip: number;
  cssRaw: number;
  cssGzip: number;
  jsRaw: number;
  jsGzip: number;
  jsFiles: number;
};
type LambdaRow = { name: string; bundleBytes: number; importMsMedian: number; runs: number };
type LoadRow = {
  target: string;
  seconds: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
};

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

async function startStack(): Promise<ChildProcess> {
  const dataDir = join('.data', 'bench');
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      MAILBOX_PORT: '8505',
      DYNAMODB_PORT: '5067',
      S3_PORT: '5069',
      SQS_PORT: '9824',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('De lokale stack startte niet binnen twee minuten');
}

async function routesToMeasure(): Promise<string[]> {
  if (args.has('routes')) return args.get('routes')!.split(',');
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...listed, '/404'];
}

async function measureLighthouse(routes: readonly string[]): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const route of routes) {
      // Lighthouse does not audit a page answered with an error status, such as the not-found page's 404.
      const status = (await fetch(`${base}${route}`)).status;
      if (status !== 200) {
        log(`lighthouse ${route}: overgeslagen, de pagina antwoordt met status ${status}`);
        continue;
      }
      for (const form of ['mobiel', 'desktop'] as const) {
        const result = await lighthouse(
          `${base}${route}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          form === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        rows.push({
          route,
          form,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
          tbtMs: Math.round(numeric('total-blocking-time')),
        });
        log(`lighthouse ${form} ${route}: ${score('performance')}/${score('accessibility')}/${score('best-practices')}/${score('seo')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** What a first visit to a route downloads: the HTML and the CSS and JavaScript it references. */
async function measureBytes(routes: readonly string[]): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  for (const route of routes) {
    const html = Buffer.from(await (await fetch(`${base}${route}`)).arrayBuffer());
    const text = html.toString('utf8');
    const scripts = new Set(
      [...text.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((m) => m[1]!),
    );
    const styles = new Set([...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!));
    const sizes = async (urls: Set<string>) => {
      let raw = 0;
      let gzip = 0;
      for (const url of urls) {
        const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      return { raw, gzip };
    };
    const js = await sizes(scripts);
    const css = await sizes(styles);
    rows.push({
      route,
      htmlRaw: html.length,
      htmlGzip: gzipSync(html, { level: 9 }).length,
      cssRaw: css.raw,
      cssGzip: css.gzip,
      jsRaw: js.raw,
      jsGzip: js.gzip,
      jsFiles: scripts.size,
    });
  }
  return rows;
}

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

async function loadTest(): Promise<LoadRow[]> {
  const seconds = 10;
  const connections = 10;
  const run = (options: autocannon.Options) =>
    new Promise<autocannon.Result>((done, fail) => autocannon(options, (error, result) => (error ? fail(error) : done(result))));
  const page = await run({ url: `${base}/`, duration: seconds, connections });
  let counter = 0;
  const contact = await run({
    url: `${base}/api/contact`,
    duration: seconds,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    setupClient: (client) => {
      client.setBody(
        JSON.stringify({
          name: 'Bench Test',
          email: `bench-${Date.now()}-${counter++}@voorbeeld.nl`,
          message: 'Meting van de contact-API.',
        }),
      );
    },
  });
  const row = (target: string, result: autocannon.Result): LoadRow => ({
    target,
    seconds,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  });
  return [row('GET /', page), row('POST /api/contact', contact)];
}

function table(headers: string[], rows: (string | number)[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  log('Bouwen...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build mislukte');
  if (!existsSync(chromiumPath) && !skip.has('lighthouse'))
    throw new Error(`Geen Chromium op ${chromiumPath}: apt-get install chromium, of zet CHROMIUM_PATH`);
  const stack = await startStack();
  try {
    const routes = await routesToMeasure();
    const results = {
      measuredAt: new Date().toISOString(),
      lighthouse: skip.has('lighthouse') ? [] : await measureLighthouse(routes),
      bytes: skip.has('bytes') ? [] : await measureBytes(routes),
      lambdas: skip.has('lambdas') ? [] : await measureLambdas(),
      load: skip.has('load') ? [] : await loadTest(),
    };
    const report = [
      `# Benchmark ${results.measuredAt}`,
      '',
      '## Lighthouse',
      table(
        ['route', 'vorm', 'prestaties', 'toegankelijkheid', 'best practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
        results.lighthouse.map((r) => [r.route, r.form, r.performance, r.accessibility, r.bestPractices, r.seo, r.lcpMs, r.cls, r.tbtMs]),
      ),
      '',
      '## Bytes bij eerste bezoek (KB)',
      table(
        ['route', 'HTML', 'HTML gzip', 'CSS', 'CSS gzip', 'JS', 'JS gzip', 'JS-bestanden'],
        results.bytes.map((r) => [
          r.route,
          kb(r.htmlRaw),
          kb(r.htmlGzip),
          kb(r.cssRaw),
          kb(r.cssGzip),
          kb(r.jsRaw),
          kb(r.jsGzip),
          r.jsFiles,
        ]),
      ),
      '',
      '## Lambda-bundels',
      table(
        ['functie', 'bundel KB', 'import ms (mediaan)', 'metingen'],
        results.lambdas.map((r) => [r.name, kb(r.bundleBytes), r.importMsMedian, r.runs]),
      ),
      '',
      '## Belasting (loopback)',
      table(
        ['doel', 'seconden', 'verbindingen', 'verzoeken/s', 'p50 ms', 'p99 ms', 'niet-2xx'],
        results.load.map((r) => [r.target, r.seconds, r.connections, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx]),
      ),
      '',
    ].join('\n');
    const outDir = join(root, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const stamp = results.measuredAt.replace(/[:.]/g, '-');
    for (const name of ['latest', stamp]) {
      writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync(join(outDir, `${name}.md`), report);
    }
    console.log(report);
  } finally {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
