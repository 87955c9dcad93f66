/**
 * After the build, the last step: issue 35's two rules for every prerendered visitor page, and each page's
 * size on the wire printed.
 *
 * - Nothing blocks the first paint: no stylesheet in the head (the first screen paints from the inline CSS),
 *   no classic script anywhere, and after the full stylesheet's link at the end of the body only the islands'
 *   loader. A page that breaks it fails the build.
 * - The whole page fits the first round trip (14 KB brotli, about the first congestion window). The pages
 *   above it are listed with their size; one fails the build only when it grew beyond its figure in
 *   page-weight.json, a ratchet that only goes down: `tsx web/scripts/page-weight.ts --record` writes the
 *   figures of today's build, never higher than those recorded, and forgets the pages that got under 14 KB.
 *
 * Brotli at quality 11, the most a static file is compressed with. tests/built-pages.test.ts holds the built
 * site to the same rules.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { visitorPages } from './built-files.ts';

/** About the first congestion window: what the server sends before it waits for the first acknowledgement. */
export const firstRoundTrip = 14 * 1024;

/** The recorded size in bytes of each page still above firstRoundTrip, by path ("/blog/zzp-of-bv"). */
export const pageWeightFile = join(import.meta.dirname, 'page-weight.json');

export const brotliBytes = (html: string): number =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }).length;

/** What in this page blocks its first paint, each as a line; empty when nothing does. */
export function renderBlocking(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const inHead = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
  // A script with a src and neither module, defer nor async stops the parser wherever it is.
  const classic = [...html.matchAll(/<script\b[^>]*\bsrc=[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\btype="module"|\bdefer\b|\basync\b/.test(tag));
  // After the full stylesheet's link only the loader may follow: the parser waits at that link.
  const tail = /<link rel="stylesheet" href="\/assets\/app-[^"]+\.css"\/>([\s\S]*)$/.exec(html)?.[1] ?? '';
  const afterIt = tail.replace(/<script type="module" src="[^"]+"><\/script>|<\/(body|html)>|\s/g, '');
  return [...inHead, ...classic, ...(afterIt ? [`na het stylesheet: ${afterIt.slice(0, 60)}`] : [])];
}

export type PageWeight = { address: string; bytes: number; blocking: string[] };

/** Every visitor page of the built site (the staff area left out), with its size and what blocks its paint. */
export function weighPages(siteDir: string): PageWeight[] {
  return visitorPages(siteDir)
    .map((page) => ({ address: page.address, bytes: brotliBytes(page.html), blocking: renderBlocking(page.html) }))
    .sort((a, b) => b.bytes - a.bytes);
}

export const recordedWeights = (): Record<string, number> =>
  existsSync(pageWeightFile) ? (JSON.parse(readFileSync(pageWeightFile, 'utf8')) as Record<string, number>) : {};

/** The pages above the first round trip that grew beyond their recorded figure (14 KB for one not recorded). */
export function grownPages(pages: readonly PageWeight[], recorded: Record<string, number>): string[] {
  return pages
    .filter((page) => page.bytes > firstRoundTrip && page.bytes > (recorded[page.address] ?? firstRoundTrip))
    .map((page) => `${page.address}: ${page.bytes} bytes, vastgelegd ${recorded[page.address] ?? firstRoundTrip}`);
}

/** The figures to record: each page above 14 KB at today's size, never above what was recorded before. */
export function ratchet(pages: readonly PageWeight[], recorded: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    pages
      .filter((page) => page.bytes > firstRoundTrip)
      .map((page) => [page.address, Math.min(page.bytes, recorded[page.address] ?? Infinity)] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(process.cwd(), 'build', 'client');
  const pages = weighPages(siteDir);
  const recorded = recordedWeights();
  const over = pages.filter((page) => page.bytes > firstRoundTrip);
  console.log(`Paginagewicht (brotli 11): ${over.length} van ${pages.length} pagina's boven 14 KB`);
  for (const page of over) console.log(`  ${page.address}: ${kb(page.bytes)}`);
  if (process.argv.includes('--record')) {
    writeFileSync(pageWeightFile, `${JSON.stringify(ratchet(pages, recorded), null, 2)}\n`);
    console.log(`Vastgelegd in ${relative(process.cwd(), pageWeightFile)}`);
  }
  const problems = [
    ...pages.flatMap((page) => page.blocking.map((line) => `${page.address} houdt de eerste weergave op: ${line}`)),
    ...(process.argv.includes('--record') ? [] : grownPages(pages, recorded).map((line) => `Gegroeid boven 14 KB: ${line}`)),
  ];
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
}
