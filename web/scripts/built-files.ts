import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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
