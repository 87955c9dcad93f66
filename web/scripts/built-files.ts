import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { staffAreaPath } from '../../shared/staff.ts';

/** Every file under `dir` (the built site) whose name `wanted` accepts, for the post-build steps and checks. */
export function builtFiles(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return builtFiles(path, wanted);
    return wanted(name) ? [path] : [];
  });
}

/** The prerendered pages: one index.html per route. */
export const builtPages = (dir: string): string[] => builtFiles(dir, (name) => name === 'index.html');

/** A built file's path as the visitor's address: build/client/blog/zzp-of-bv/index.html is /blog/zzp-of-bv. */
export const addressOf = (dir: string, file: string): string =>
  `/${relative(dir, file).split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';

/** A prerendered page a visitor can land on: its file, its address and its HTML. */
export type VisitorPage = { file: string; address: string; html: string };

/** The prerendered pages of the visitors' site, the staff area left out, for the steps that weigh and narrow them. */
export function visitorPages(dir: string): VisitorPage[] {
  return builtPages(dir)
    .map((file) => ({ file, address: addressOf(dir, file), html: readFileSync(file, 'utf8') }))
    .filter((page) => page.address !== staffAreaPath && !page.address.startsWith(`${staffAreaPath}/`));
}

/** `/blog/zzp-naar-bv` → `/blog/*`: the pages of one folder share their inline CSS; a top-level page has its own. */
export const cssGroupOf = (address: string): string => (address.split('/').length > 2 ? address.replace(/\/[^/]+$/, '/*') : address);
