import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { base, chromiumPath, table, kb, type Section } from './common.ts';

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

export const bytesSection: Section = { name: 'bytes', measure: measureBytes, report: bytesReport };
