/**
 * After the build: writes sitemap.xml with the canonical URL of every prerendered page that may be
 * indexed (pages marked noindex, like the 404 page and the form confirmations, are left out), and
 * robots.txt pointing at it. Reading the built pages means a new route is in the sitemap without
 * anyone remembering to add it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteUrl } from '../../shared/business-facts.ts';
import { builtPages } from './built-files.ts';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');

/** The canonical URL of an indexable page, or null for a page that asks not to be indexed. */
export function indexableUrl(html: string): string | null {
  if (/<meta name="robots" content="[^"]*noindex/.test(html)) return null;
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
}

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sitemapXml(urls: readonly string[]): string {
  const entries = [...urls].sort().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = [
    ...new Set(
      builtPages(siteDir)
        .map((file) => indexableUrl(readFileSync(file, 'utf8')))
        .filter((url): url is string => url !== null),
    ),
  ];
  writeFileSync(join(siteDir, 'sitemap.xml'), sitemapXml(urls));
  writeFileSync(join(siteDir, 'robots.txt'), robotsTxt());
  console.log(`sitemap.xml: ${urls.length} pagina's`);
}
