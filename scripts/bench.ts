/**
 * `npm run bench`: builds the site, serves it with the local stack and prints what the project claims,
 * measured: the first paint of every route beside a minimal page (Lighthouse mobile, simulated and really
 * throttled), bytes per route on first load, each Lambda's bundle size and import time in a fresh Node
 * process, and a short load test on loopback.
 * Writes bench-results/latest.json and bench-results/latest.md (and a dated copy of both) so the next
 * change can be compared with this one. A benchmark, not a test: it prints figures and judges nothing.
 *
 *   npm run bench                       everything
 *   npm run bench -- --routes=/,/start  only these routes for the paint and bytes sections
 *   npm run bench -- --runs=5           more Lighthouse runs per route (median; 3 by default)
 *   npm run bench -- --skip=paint       leave out a part (build, paint, audits, bytes, lambdas, load, staff, staff-js)
 *
 * E2E_PORT_OFFSET moves the bench's ports as it moves the browser tests', so two checkouts can bench
 * side by side.
 *
 * The staff sections seed 20,000 leads (`--staff-leads=N` for another number) into the bench stack's tables
 * and time the staff API's first inbox page, its searches (words, a Kenmerk, a phone number, an address),
 * the due list, "Mijn leads", the counts, an erasure's preview and the export, with the rows DynamoDB read
 * for each and the calls it took (measureStaff), and size the staff area's own chunks (staffChunks).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import { build } from 'esbuild';
import lighthouse from 'lighthouse';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { chromium } from '@playwright/test';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { envVars, lambdaFunctions, tableKeys, tables } from '../infra/app-spec.ts';
import { localAccountId, localCredentials, localRegion } from '../infra/local/emulators.ts';
import { startLocalSecrets } from '../infra/local/secrets.ts';
import { invokeAs, type LocalResources } from '../infra/local/lambda-sandbox.ts';
import { localUserPoolId } from '../infra/local/staff-directory.ts';
import { leadKinds, type LeadKind } from '../shared/lead-kinds.ts';
import type { Attribution } from '../shared/attribution.ts';
import { countersOf } from '../functions/attribution/lead-counts.ts';
import { searchKeysOf } from '../functions/records/search-keys.ts';

const root = resolve(import.meta.dirname, '..');
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = 3500 + portOffset;
const benchDynamoPort = 5067 + portOffset;
const base = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]));
const skip = new Set((args.get('skip') ?? '').split(',').filter(Boolean));
const runs = Number(args.get('runs') ?? 3);

/**
 * The limit a route is compared with: an h1 and a paragraph, no CSS, no JavaScript, written into the built
 * site for the bench's run only, so the same server sends it with the same headers and compression.
 */
const minimalRoute = '/bench-minimaal';
const minimalPage = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Minimale pagina</title><meta name="description" content="De ondergrens voor de benchmark."></head>
<body><h1>Een minimale pagina</h1><p>Een kop en een alinea, zonder CSS en zonder JavaScript: zo snel kan een pagina op deze server en deze verbinding op zijn best verschijnen. Elke route wordt ernaast gemeten.</p></body>
</html>
`;

/**
 * Lighthouse's simulated throttling replays a fast load at mobile speed and counts every request that
 * finished before the LCP paint, needed or not: it drives the score. A really throttled browser
 * ('devtools') shows what a visitor on a slow phone sees. Both are reported.
 */
const throttlings = ['simulated', 'devtools'] as const;
type Throttling = (typeof throttlings)[number];

type PaintRow = {
  route: string;
  throttling: Throttling;
  runs: number;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every script the page loaded during the audit, gzip-compressed, so islands loaded later count too. */
  jsGzip: number;
  lcpRatio: number;
};
type AuditRow = { route: string; accessibility: number; bestPractices: number; seo: number };
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
type StaffRow = { measure: string; msMedian: number; runs: number; leads: number; items: number; rowsRead: number; calls: string };
type ChunkRow = { file: string; raw: number; gzip: number };
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
      MAILBOX_PORT: String(8505 + portOffset),
      DYNAMODB_PORT: String(benchDynamoPort),
      S3_PORT: String(5069 + portOffset),
      SQS_PORT: String(9824 + portOffset),
      SECRETS_PORT: String(5071 + portOffset),
      OIDC_PORT: String(8510 + portOffset),
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

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function gzipBytesOf(urls: Iterable<string>): Promise<number> {
  let total = 0;
  for (const url of urls) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return total;
}

async function launchChrome() {
  return chromeLauncher.launch({
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
}

type PaintSample = { performance: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; scripts: string[] };

/**
 * Rounds over the minimal page and every route, per throttling, so a slower moment of the shared machine
 * falls on all of them alike; each figure is the median of its runs. Lighthouse's default config is the
 * mobile one (Moto G Power, slow 4G, 4x CPU slowdown).
 */
async function measurePaint(routes: readonly string[]): Promise<PaintRow[]> {
  const audited: string[] = [];
  for (const route of routes) {
    // Lighthouse does not audit a page answered with an error status, such as the not-found page's 404.
    const status = (await fetch(`${base}${route}`)).status;
    if (status === 200) audited.push(route);
    else log(`paint ${route}: overgeslagen, de pagina antwoordt met status ${status}`);
  }
  const pages = [minimalRoute, ...audited];
  const samples = new Map<string, PaintSample[]>();
  const chrome = await launchChrome();
  try {
    for (let run = 0; run < runs; run++) {
      for (const throttling of throttlings) {
        for (const route of pages) {
          const result = await lighthouse(`${base}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod: throttling === 'simulated' ? 'simulate' : 'devtools',
          });
          const lhr = result!.lhr;
          const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
          const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
            ?.items;
          const sample: PaintSample = {
            performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcpMs: numeric('first-contentful-paint'),
            lcpMs: numeric('largest-contentful-paint'),
            tbtMs: numeric('total-blocking-time'),
            cls: numeric('cumulative-layout-shift'),
            scripts: (requests ?? []).filter((request) => request.resourceType === 'Script').map((request) => request.url),
          };
          const key = `${throttling} ${route}`;
          samples.set(key, [...(samples.get(key) ?? []), sample]);
          log(`paint ${run + 1}/${runs} ${throttling} ${route}: LCP ${Math.round(sample.lcpMs)} ms, prestaties ${sample.performance}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  const rows: PaintRow[] = [];
  for (const throttling of throttlings) {
    const limit = median(samples.get(`${throttling} ${minimalRoute}`)!.map((sample) => sample.lcpMs));
    for (const route of pages) {
      const taken = samples.get(`${throttling} ${route}`)!;
      const lcpMs = median(taken.map((sample) => sample.lcpMs));
      rows.push({
        route: route === minimalRoute ? 'minimale pagina' : route,
        throttling,
        runs: taken.length,
        performance: median(taken.map((sample) => sample.performance)),
        fcpMs: Math.round(median(taken.map((sample) => sample.fcpMs))),
        lcpMs: Math.round(lcpMs),
        tbtMs: Math.round(median(taken.map((sample) => sample.tbtMs))),
        cls: Number(median(taken.map((sample) => sample.cls)).toFixed(3)),
        jsGzip: await gzipBytesOf(new Set(taken.flatMap((sample) => sample.scripts))),
        lcpRatio: Number((lcpMs / limit).toFixed(2)),
      });
    }
  }
  return rows;
}

/** Accessibility, best practices and SEO once per route: they do not vary between runs as timings do. */
async function measureAudits(routes: readonly string[]): Promise<AuditRow[]> {
  const rows: AuditRow[] = [];
  const chrome = await launchChrome();
  try {
    for (const route of routes) {
      if ((await fetch(`${base}${route}`)).status !== 200) continue;
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
      });
      const score = (id: string) => Math.round((result!.lhr.categories[id]?.score ?? 0) * 100);
      rows.push({ route, accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') });
      log(`audits ${route}: ${score('accessibility')}/${score('best-practices')}/${score('seo')}`);
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** What a first visit to a route downloads: the HTML and the CSS and JavaScript it references. */
/**
 * The scripts a route loads until the network is quiet, read from a real browser: a content page names only
 * the islands loader in its HTML, and the loader imports React and the page's islands after the first
 * paint, so reading the HTML alone would count the loader only.
 */
async function scriptsLoaded(routes: readonly string[]): Promise<Map<string, Set<string>>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const loaded = new Map<string, Set<string>>();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && new URL(response.url()).origin === base) scripts.add(response.url());
      });
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      loaded.set(route, scripts);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return loaded;
}

async function measureBytes(routes: readonly string[]): Promise<BytesRow[]> {
  const rows: BytesRow[] = [];
  const loaded = await scriptsLoaded(routes);
  for (const route of routes) {
    const html = Buffer.from(await (await fetch(`${base}${route}`)).arrayBuffer());
    const text = html.toString('utf8');
    const scripts = loaded.get(route) ?? new Set<string>();
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

/** Words a tenth of the seeded leads carry in their text, and one only a handful do, for the searches. */
const commonWord = 'webshop';
const rareWord = 'zeepfabriek';

/** Where the seeded leads came from: a handful of sources and pages, as a small site's traffic would be. */
const seededAttributions: (Attribution | undefined)[] = [
  { landingPath: '/blog/zzp-of-bv', referrerHost: 'www.google.com' },
  { landingPath: '/', utmSource: 'nieuwsbrief', utmMedium: 'e-mail', utmCampaign: 'voorjaar' },
  { landingPath: '/zeist' },
  { landingPath: '/blog/ondernemingsplan-laten-schrijven', referrerHost: 'www.bing.com' },
  { landingPath: '/start', referrerHost: 'www.linkedin.com' },
  undefined,
  { landingPath: '/utrecht', referrerHost: 'www.google.nl' },
];

/** The phone number of seeded lead `index`, as a visitor would type it. */
const seededPhone = (index: number) => `06-${String(10_000_000 + index)}`;

/**
 * 10,000 leads over the past year, the kinds mixed as a season of real traffic would mix them. Every
 * seventh intake or contact message is assigned (to anna or kees), every twentieth has a follow-up day
 * within a month either side of today, and a third have a status set: the shares a small team's inbox has.
 */
function seededLeads(count: number): Record<string, unknown>[] {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => {
    const created_at = new Date(now - index * 47 * 60_000).toISOString();
    const kind: LeadKind = index % 5 === 0 ? 'intake' : index % 5 < 3 ? 'contact' : 'newsletter';
    const text = `${index % 10 === 0 ? `Een ${commonWord} voor` : 'Advies over'} mijn bedrijf${index % 2500 === 7 ? ` en een ${rareWord}` : ''}.`;
    const phone = seededPhone(index);
    const work = {
      phone,
      ...searchKeysOf({ email: `lead-${index}@voorbeeld.nl`, phone, ...(kind === 'contact' ? { message: text } : {}) }),
      ...(index % 3 === 0 ? { staff_status: 'in_behandeling', staff_version: 1 } : {}),
      ...(index % 7 === 0 ? { staff_owner: index % 2 ? 'anna' : 'kees' } : {}),
      ...(index % 20 === 1 ? { staff_follow_up: new Date(now + ((index % 60) - 30) * 86_400_000).toISOString().slice(0, 10) } : {}),
    };
    const attribution = seededAttributions[index % seededAttributions.length];
    const common = {
      kind,
      email: `lead-${index}@voorbeeld.nl`,
      // Every kind carries its mailbox key, as the handlers write it (records/search-keys.ts).
      ...searchKeysOf({ email: `lead-${index}@voorbeeld.nl`, phone: null }),
      created_at,
      email_status: {},
      ...(attribution ? { attribution } : {}),
      ...(kind === 'newsletter' ? {} : work),
    };
    if (kind === 'intake')
      return {
        ...common,
        id: randomUUID(),
        first_name: `Lead ${index}`,
        age: null,
        city: 'Zeist',
        business_type: 'webshop',
        app_description: null,
        current_stage: 'idea-only',
        existing_assets: ['none'],
        help_needed: ['website'],
        help_other: null,
        timeline: '3-months',
        budget: 'no-budget',
        dream_description: text,
        uploaded_files: [],
      };
    if (kind === 'contact') return { ...common, id: randomUUID(), name: `Lead ${index}`, message: text, source: 'js' };
    return {
      ...common,
      id: randomUUID().replace(/-/g, ''),
      status: 'confirmed',
      token: 't',
      request_id: 'r',
      confirmation_requested_at: created_at,
    };
  });
}

/**
 * The overview's counters of the seeded leads, as the forms' handlers would have added them one by one
 * (functions/attribution/lead-counts.ts), written at once: the same keys, summed.
 */
function seededCounters(leads: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const counters = new Map<string, Record<string, unknown> & { leads: number }>();
  for (const lead of leads) {
    const counted = {
      kind: lead.kind as LeadKind,
      at: new Date(String(lead.created_at)),
      attribution: lead.attribution as Attribution | undefined,
    };
    for (const counter of countersOf(counted)) {
      const item = counters.get(counter.id) ?? { ...counter, leads: 0 };
      item.leads += 1;
      counters.set(counter.id, item);
    }
  }
  return [...counters.values()];
}

/**
 * The staff API at 10,000 leads: the leads (and the overview's counters of them) are written into the
 * bench stack's tables, then the staff handler runs in this process against that stack's DynamoDB, as the
 * Lambda would (same code, same queries), with the claims the authorizer would pass, and under its
 * manifest's permissions as on the local stack: a Scan, which it is not granted, would fail the bench.
 * Left out: the HTTP hop and the JWT check in front, which do not grow with the number of leads.
 */
async function measureStaff(count = Number(args.get('staff-leads') ?? 20_000)): Promise<StaffRow[]> {
  const endpoint = `http://127.0.0.1:${benchDynamoPort}`;
  const documents = DynamoDBDocumentClient.from(new DynamoDBClient({ region: localRegion, endpoint, credentials: localCredentials }));
  const leads = seededLeads(count);
  const started = performance.now();
  const counters = seededCounters(leads).map((counter) => ({ ...counter, table: tables.counts.localName }));
  const items = [...leads.map((lead) => ({ ...lead, table: tables[lead.kind as LeadKind].localName })), ...counters];
  for (let start = 0; start < items.length; start += 25) {
    const byTable = new Map<string, Record<string, unknown>[]>();
    for (const { table: name, ...item } of items.slice(start, start + 25)) {
      byTable.set(name, [...(byTable.get(name) ?? []), item]);
    }
    await documents.send(
      new BatchWriteCommand({
        RequestItems: Object.fromEntries([...byTable].map(([name, items]) => [name, items.map((Item) => ({ PutRequest: { Item } }))])),
      }),
    );
  }
  documents.destroy();
  log(`staff: ${count} leads en ${counters.length} tellers geschreven in ${Math.round(performance.now() - started)} ms`);

  // The staff function reads the guard secret at cold start (its request log hashes the client with it): a
  // Secrets Manager of its own for the bench, as the local stack has one.
  const secrets = await startLocalSecrets({
    port: 0,
    host: '127.0.0.1',
    region: localRegion,
    accountId: localAccountId,
    values: { 'bench/guard-secret': randomBytes(32).toString('base64url') },
    caller: { arn: `arn:aws:iam::${localAccountId}:user/bench`, userId: localCredentials.accessKeyId },
  });
  const guardSecretArn = secrets.arns['bench/guard-secret']!;
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
    [envVars.guardSecret]: guardSecretArn,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: endpoint,
    // The erasure lists the person's files in the bench stack's S3 (an IP address: path-style, as s3rver needs).
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${5069 + portOffset}`,
    [envVars.uploadsBucket]: 'startsprong-uploads',
    [envVars.queueUrl]: 'http://127.0.0.1:9824/000000000000/leads',
    [envVars.auditTable]: tables.audit.localName,
    [envVars.countsTable]: tables.counts.localName,
    [envVars.guardTable]: tables.guard.localName,
    ...Object.fromEntries(leadKinds.map((kind) => [tables[kind].envVar, tables[kind].localName])),
  });
  const { handler } = await import('../functions/staff.ts');
  const context = { functionName: 'staff', awsRequestId: 'bench', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
  // The staff function runs under its manifest, as on the local stack: a Scan (never granted) would fail here.
  const resources: LocalResources = {
    tableNames: Object.fromEntries(tableKeys.map((table) => [table, tables[table].localName])) as LocalResources['tableNames'],
    uploadsBucket: 'startsprong-uploads',
    queueUrl: String(process.env[envVars.queueUrl]),
    secretArns: { guardSecret: guardSecretArn },
    userPoolId: localUserPoolId,
  };
  /** The number of results an answer holds: rows of the inbox, or the leads the overview counts. */
  const resultsOf = (answer: { items?: unknown[]; totals?: number[]; leads?: unknown[] }) =>
    answer.items?.length ?? answer.leads?.length ?? (answer.totals ?? []).reduce((sum, total) => sum + total, 0);
  const reads = countDynamoReads();
  const ask = async (route: string, query: Record<string, string> = {}, body?: unknown) => {
    const [method, path] = route.split(' ') as [string, string];
    const event = {
      version: '2.0',
      routeKey: route,
      rawPath: path,
      rawQueryString: new URLSearchParams(query).toString(),
      queryStringParameters: query,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      isBase64Encoded: false,
      requestContext: {
        http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
        requestId: randomUUID(),
        routeKey: route,
        authorizer: { jwt: { claims: { sub: 'bench', username: 'anna', 'cognito:groups': '[staff]' }, scopes: null } },
      },
    } as unknown as APIGatewayProxyEventV2;
    const response = (await invokeAs('staff', resources, () => handler(event, context))) as APIGatewayProxyStructuredResultV2;
    if (response.statusCode !== 200) throw new Error(`staff API antwoordde ${response.statusCode}: ${String(response.body)}`);
    // The export answers a workbook, not JSON: its size in rows is what it read.
    if (response.isBase64Encoded) return {};
    return JSON.parse(String(response.body)) as { items?: unknown[]; totals?: number[]; leads?: unknown[] };
  };
  const middle = leads[count / 2]!;
  // "New since you last looked" counts from the mark; a day's leads are newer than this one.
  await ask('POST /api/beheer/gezien', {}, { at: leads[31]!.created_at });
  const runs = 7;
  const rows: StaffRow[] = [];
  const inbox = 'GET /api/beheer/leads';
  const overview = 'GET /api/beheer/herkomst';
  const measures: [string, string, Record<string, string>, unknown?][] = [
    ['eerste pagina van de inbox', inbox, {}],
    [`zoeken "${commonWord}" (1 op 10 leads)`, inbox, { q: commonWord }],
    [`zoeken "${rareWord}" (4 van ${count} leads, tot de leesgrens)`, inbox, { q: rareWord }],
    ['zoeken op kenmerk (8 tekens)', inbox, { q: String(middle.id).slice(0, 8) }],
    ['zoeken op telefoonnummer (+31 6 …)', inbox, { q: `+31 6 ${seededPhone(count / 2).slice(3)}` }],
    ['zoeken op e-mailadres', inbox, { q: String(middle.email) }],
    ['Vandaag en eerder (opvolgen)', inbox, { opvolgen: 'vandaag' }],
    ['Mijn leads', inbox, { eigenaar: 'anna' }],
    ['filter soort intake', inbox, { kind: 'intake' }],
    ['tellingen per status en nieuw sinds laatste bezoek', 'GET /api/beheer/tellingen', {}],
    ['herkomst: 12 weken per soort', overview, { per: 'soort' }],
    ['herkomst: 12 weken per bron', overview, { per: 'bron' }],
    ['herkomst: 12 weken per landingspagina, alleen contact', overview, { per: 'pagina', kind: 'contact' }],
    [
      'wissen: voorbeeld voor een e-mailadres en telefoonnummer',
      'POST /api/beheer/wissen',
      {},
      { email: middle.email, phone: middle.phone },
    ],
    ['export van alle leads (tot 10.000)', 'GET /api/beheer/export', {}],
    [`export van zoeken "${commonWord}"`, 'GET /api/beheer/export', { q: commonWord }],
  ];
  for (const [measure, route, query, body] of measures) {
    await ask(route, query, body);
    const times: number[] = [];
    let items = 0;
    let read = { rows: 0, calls: '' };
    for (let run = 0; run < runs; run++) {
      reads.reset();
      const start = performance.now();
      const answer = await ask(route, query, body);
      times.push(performance.now() - start);
      items = resultsOf(answer);
      read = reads.total();
    }
    times.sort((a, b) => a - b);
    rows.push({
      measure,
      msMedian: Math.round(times[Math.floor(runs / 2)]!),
      runs,
      leads: count,
      items,
      rowsRead: read.rows,
      calls: read.calls,
    });
    log(`staff ${measure}: ${Math.round(times[Math.floor(runs / 2)]!)} ms, ${read.rows} rijen gelezen (${read.calls})`);
  }
  secrets.server.close();
  return rows;
}

/**
 * What DynamoDB read for a request, seen at the SDK's one send method (as the local stack's sandbox sees
 * every call): the rows each Query and Scan evaluated, the items of a GetItem and a BatchGetItem, and how
 * many of each call there were.
 */
function countDynamoReads(): { reset(): void; total(): { rows: number; calls: string } } {
  const client = Object.getPrototypeOf(DynamoDBClient.prototype) as {
    send: (this: { config: { serviceId?: string } }, command: { constructor: { name: string } }, ...rest: unknown[]) => Promise<unknown>;
  };
  const send = client.send;
  let rows = 0;
  const calls = new Map<string, number>();
  client.send = async function counted(command, ...rest) {
    const output = (await send.call(this, command, ...rest)) as Record<string, unknown>;
    if (this.config.serviceId !== 'DynamoDB') return output;
    const name = command.constructor.name.replace(/Command$/, '');
    calls.set(name, (calls.get(name) ?? 0) + 1);
    if (typeof output.ScannedCount === 'number') rows += output.ScannedCount;
    else if (output.Item) rows += 1;
    else if (output.Responses)
      rows += Object.values(output.Responses as Record<string, unknown[]>).reduce((sum, items) => sum + items.length, 0);
    return output;
  };
  return {
    reset() {
      rows = 0;
      calls.clear();
    },
    total: () => ({ rows, calls: [...calls].map(([name, times]) => `${times}× ${name}`).join(', ') }),
  };
}

/**
 * The staff area's own JavaScript: every chunk the /beheer routes load that a visitor's first load of the
 * home page does not, by following the static imports of the built chunks.
 */
function staffChunks(): ChunkRow[] {
  const assets = join(root, 'build', 'client', 'assets');
  const importsOf = (file: string) =>
    [...readFileSync(join(assets, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
  const closure = (start: string[]) => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file) || !existsSync(join(assets, file))) continue;
      seen.add(file);
      queue.push(...importsOf(file));
    }
    return seen;
  };
  const home = readFileSync(join(root, 'build', 'client', 'index.html'), 'utf8');
  const visitor = closure(
    [...home.matchAll(/\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!).filter((file) => !file.startsWith('pages/')),
  );
  const staff = closure(readdirSync(assets).filter((file) => /^beheer[.-]/.test(file) || /^beheer-[^.]+\.js$/.test(file)));
  return [...staff]
    .filter((file) => !visitor.has(file))
    .map((file) => {
      const body = readFileSync(join(assets, file));
      return { file, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

function table(headers: string[], rows: (string | number)[][]): string {
  return [`| ${headers.join(' | ')} |`, `| ${headers.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join(
    '\n',
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function paintReport(rows: readonly PaintRow[]): string {
  return [
    `## Eerste weergave naast de minimale pagina (Lighthouse mobiel, mediaan van ${runs} metingen)`,
    '',
    'Gesimuleerd: Lighthouse-score en Lantern-schatting. devtools: een echt vertraagde browser (4G, 4x CPU).',
    '',
    table(
      ['route', 'vertraging', 'prestaties', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS gzip KB', 'LCP / minimaal'],
      rows.map((r) => [r.route, r.throttling, r.performance, r.fcpMs, r.lcpMs, r.tbtMs, r.cls, kb(r.jsGzip), r.lcpRatio]),
    ),
  ].join('\n');
}

function auditsReport(rows: readonly AuditRow[]): string {
  return [
    '## Toegankelijkheid, best practices, SEO (Lighthouse mobiel)',
    '',
    table(
      ['route', 'toegankelijkheid', 'best practices', 'SEO'],
      rows.map((r) => [r.route, r.accessibility, r.bestPractices, r.seo]),
    ),
  ].join('\n');
}

function bytesReport(rows: readonly BytesRow[]): string {
  return [
    '## Bytes bij eerste bezoek (KB)',
    '',
    table(
      ['route', 'HTML', 'HTML gzip', 'CSS', 'CSS gzip', 'JS', 'JS gzip', 'JS-bestanden'],
      rows.map((r) => [r.route, kb(r.htmlRaw), kb(r.htmlGzip), kb(r.cssRaw), kb(r.cssGzip), kb(r.jsRaw), kb(r.jsGzip), r.jsFiles]),
    ),
  ].join('\n');
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

function loadReport(rows: readonly LoadRow[]): string {
  return [
    '## Belasting (loopback)',
    '',
    table(
      ['doel', 'seconden', 'verbindingen', 'verzoeken/s', 'p50 ms', 'p99 ms', 'niet-2xx'],
      rows.map((r) => [r.target, r.seconds, r.connections, r.requestsPerSecond, r.p50Ms, r.p99Ms, r.non2xx]),
    ),
  ].join('\n');
}

function staffReport(rows: readonly StaffRow[]): string {
  return [
    '## Beheer: inbox en herkomst bij 10.000 leads (staff-handler onder zijn rechten, zonder Scan-recht, tegen de DynamoDB van de lokale stack)',
    '',
    table(
      [
        'meting',
        'ms (mediaan)',
        'metingen',
        'leads',
        'resultaten (rijen op de pagina; leads in het overzicht)',
        'rijen gelezen',
        'DynamoDB-aanroepen',
      ],
      rows.map((r) => [r.measure, r.msMedian, r.runs, r.leads, r.items, r.rowsRead, r.calls]),
    ),
  ].join('\n');
}

function staffChunksReport(rows: readonly ChunkRow[]): string {
  const total = rows.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return [
    `## Beheer: eigen JavaScript (wat een bezoeker van / niet laadt), totaal ${kb(total)} KB gzip`,
    '',
    table(
      ['bestand', 'KB', 'KB gzip'],
      rows.map((r) => [r.file, kb(r.raw), kb(r.gzip)]),
    ),
  ].join('\n');
}

/**
 * One entry per section: what it measures and how it prints. A new section (its own measure and report
 * functions) is one more entry here, and `--skip=<name>` leaves it out.
 */
type Section = { name: string; measure: (routes: readonly string[]) => Promise<unknown[]>; report: (rows: never[]) => string };
const sections: Section[] = [
  { name: 'paint', measure: measurePaint, report: paintReport },
  { name: 'audits', measure: measureAudits, report: auditsReport },
  { name: 'bytes', measure: measureBytes, report: bytesReport },
  { name: 'lambdas', measure: measureLambdas, report: lambdasReport },
  { name: 'load', measure: loadTest, report: loadReport },
  { name: 'staff', measure: () => measureStaff(), report: staffReport },
  { name: 'staff-js', measure: async () => staffChunks(), report: staffChunksReport },
];

async function main() {
  if (!skip.has('build')) {
    log('Bouwen...');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('npm run build mislukte');
  }
  if (!existsSync(chromiumPath) && !(skip.has('paint') && skip.has('audits')))
    throw new Error(`Geen Chromium op ${chromiumPath}: apt-get install chromium, of zet CHROMIUM_PATH`);
  const minimalDir = join(root, 'build', 'client', minimalRoute.slice(1));
  mkdirSync(minimalDir, { recursive: true });
  writeFileSync(join(minimalDir, 'index.html'), minimalPage);
  const stack = await startStack();
  try {
    const routes = await routesToMeasure();
    const measuredAt = new Date().toISOString();
    const results: Record<string, unknown> = { measuredAt, runs };
    const parts = [`# Benchmark ${measuredAt}`];
    for (const section of sections) {
      if (skip.has(section.name)) continue;
      const rows = await section.measure(routes);
      results[section.name] = rows;
      parts.push(section.report(rows as never[]));
    }
    const report = `${parts.join('\n\n')}\n`;
    const outDir = join(root, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    const stamp = measuredAt.replace(/[:.]/g, '-');
    for (const name of ['latest', stamp]) {
      writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
      writeFileSync(join(outDir, `${name}.md`), report);
    }
    console.log(report);
  } finally {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
    // The minimal page is the bench's, never the site's: it must not be deployed with build/client.
    rmSync(minimalDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
