/**
 * After `react-router build`: moves the inline scripts React Router writes into each prerendered page
 * (scroll restoration, the router context and its data stream, the module bootstrap) into small
 * content-hashed files under /assets/pages/. The Content-Security-Policy can then allow scripts from
 * 'self' only, without a list of per-page hashes that would outgrow CloudFront's header limit. The classic
 * ones are deferred, so none of them holds up the first paint.
 * JSON-LD blocks are data, not scripts, and stay inline.
 *
 * It also lowers the fetch priority of the module preloads React Router puts in the head: the page is
 * already rendered HTML, so its stylesheet, font and images should win the first round trips; the
 * JavaScript that hydrates it follows.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
const outDir = join(siteDir, 'assets', 'pages');

const INLINE_SCRIPT = /<script((?:\s+(?:type="module"|async(?:="")?))*)\s*>([\s\S]*?)<\/script>/g;

function writeAsset(body: string, extension: 'js' | 'mjs'): string {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const name = `${hash}.${extension}`;
  writeFileSync(join(outDir, name), body);
  return `/assets/pages/${name}`;
}

/**
 * Rewrites one page; returns how many inline scripts it moved out. Each inline script becomes one
 * external script in the same place, so React, which renders these script elements itself, hydrates
 * the same elements it rendered.
 */
export function externalize(html: string): { html: string; moved: number } {
  let moved = 0;
  const result = html.replace(INLINE_SCRIPT, (match, attributes: string, body: string) => {
    if (body.trim() === '') return match;
    moved++;
    if (attributes.includes('type="module"')) {
      // Without `async`: React skips async scripts with an unexpected src as third-party and would then
      // not find the element it rendered. A module script is deferred anyway, so it now runs after the
      // data-stream scripts below it, which is the order hydration wants.
      return `<script type="module" src="${writeAsset(body, 'mjs')}"></script>`;
    }
    // `defer`: a classic script at the end of <body> would block the parser and so the first paint. Deferred
    // scripts and module scripts run in document order after parsing, so the router's context still comes
    // before the bootstrap that reads it.
    return `<script src="${writeAsset(body, 'js')}" defer></script>`;
  });
  return { html: result, moved };
}

/** `<link rel="modulepreload" href="…"/>` gets fetchpriority="low"; nothing else changes. */
export function deprioritizeModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" fetchpriority="low"/>');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === outDir ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true });
  let pages = 0;
  let scripts = 0;
  for (const file of htmlFiles(siteDir)) {
    const original = readFileSync(file, 'utf8');
    const { html, moved } = externalize(deprioritizeModulePreloads(original));
    if (html === original) continue;
    writeFileSync(file, html);
    pages++;
    scripts += moved;
  }
  console.log(`Inline scripts naar bestanden verplaatst: ${scripts} uit ${pages} pagina's (${relative(process.cwd(), outDir)})`);
}
