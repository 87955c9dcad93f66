import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { base, chromiumPath, runs, log, median, gzipBytesOf, table, kb, type Section } from './common.ts';
import { minimalRoute } from './stack.ts';

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

export const paintSection: Section = { name: 'paint', measure: measurePaint, report: paintReport };

export const auditsSection: Section = { name: 'audits', measure: measureAudits, report: auditsReport };
