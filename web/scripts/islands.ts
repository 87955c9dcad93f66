/**
 * After `react-router build`, externalize-inline-scripts.ts and the islands build (vite.islands.config.ts):
 * turns every content page into static HTML with islands. The router's scripts (module preloads, the
 * bootstrap, the serialized router context and its data stream, scroll restoration) come out, and one
 * deferred module, the island loader, goes at the end of the body, on pages that have an island. The
 * hydrated apps keep the router.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { islands } from '../app/entry.islands.ts';

/**
 * Routes that stay fully hydrated router apps: the intake, the contact form and the staff area (`/*`: the
 * route and every route below it).
 */
export const hydratedApps: readonly string[] = ['/start', '/contact', '/beheer/*'];

export function isHydratedApp(route: string): boolean {
  return hydratedApps.some((app) =>
    app.endsWith('/*') ? route === app.slice(0, -2) || route.startsWith(app.slice(0, -1)) : route === app,
  );
}

/** The route a prerendered file answers: `blog/x/index.html` is /blog/x, `index.html` is /. */
export function routeOf(file: string): string {
  const path = file
    .split(sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '');
  return `/${path}`;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/?>/g;
/** The router's scripts, moved out of the page into /assets/pages/ (classic ones deferred) by externalize-inline-scripts.ts. */
const ROUTER_SCRIPT = /<script(?:\s+type="module")?\s+src="\/assets\/pages\/[^"]+"(?:\s+defer)?><\/script>/g;
const ISLAND = /\sdata-island="([^"]*)"/g;

/** The island names a page uses, in order of appearance, each once. */
export function islandNames(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND)].map((match) => match[1]!))];
}

/**
 * Rewrites one content page. `loader` is the island loader's URL. Throws for an island name the loader
 * does not know, so a typo stops the build instead of leaving a dead widget.
 */
export function toIslandPage(html: string, loader: string, known: readonly string[]): string {
  const unknown = islandNames(html).filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`Onbekend eiland op de pagina: ${unknown.join(', ')}`);
  const stripped = html.replace(MODULE_PRELOAD, '').replace(ROUTER_SCRIPT, '');
  if (
    /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/.test(
      stripped.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g, ''),
    )
  ) {
    throw new Error('Er staat nog een script van de router in de pagina');
  }
  if (!islandNames(html).length) return stripped;
  return stripped.replace('</body>', `<script type="module" src="${loader}"></script></body>`);
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return relative(root, path) === 'assets' ? [] : htmlFiles(path, root);
    return name.endsWith('.html') && !name.startsWith('__') ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
  const manifestPath = join(siteDir, '.vite', 'islands-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} ontbreekt: eerst vite build --config vite.islands.config.ts`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  rmSync(manifestPath);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('De eilandenbouw heeft geen entry');
  const loader = `/${entry.file}`;
  const known = Object.keys(islands);
  let pages = 0;
  for (const file of htmlFiles(siteDir)) {
    if (isHydratedApp(routeOf(relative(siteDir, file)))) continue;
    writeFileSync(file, toIslandPage(readFileSync(file, 'utf8'), loader, known));
    pages++;
  }
  console.log(`Eilanden: ${pages} pagina's zonder router, met ${loader}`);
}
