import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');
const builtPage = join(repoRoot, 'build', 'client', 'index.html');
/** What the build reads; a change to any of these makes the prerendered site stale. */
const buildInputs = ['web', 'shared', 'react-router.config.ts', 'vite.config.ts', 'vite.islands.config.ts'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestChange(join(path, name)));
  }
  return newest;
}

/**
 * Runs `npm run build` when the site was never built or a source changed since; `npm start` and the tests
 * that read the built site both call it, so neither works on a stale build. Exits the process when the
 * build fails.
 */
export function buildSiteIfStale(): void {
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestChange(join(repoRoot, input))));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log(builtAt === 0 ? 'De site is nog niet gebouwd: npm run build' : 'De bronnen zijn gewijzigd: npm run build');
  // Always the production build: called from vitest, NODE_ENV is 'test', and Vite would then bundle React's
  // development build, twice the size, into the pages the browser tests and the bench then load.
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('Het bouwen van de site is mislukt.');
    process.exit(result.status ?? 1);
  }
}
