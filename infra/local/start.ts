import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emulatorPortsFromEnv, portFromEnv, repoRoot, startLocalStack, stopOnSignals } from './local-stack.ts';

/**
 * `npm start`: the site and its API as in AWS, on this machine. Builds the site when its sources changed,
 * starts the emulators (data under .data/, DATA_DIR to change), the gateway on PORT (3000) and the
 * mailbox on MAILBOX_PORT (8005).
 */

const started = performance.now();
const siteDir = join(repoRoot, 'build', 'client');
const builtPage = join(siteDir, 'index.html');
/** What the build reads; a change to any of these makes the prerendered site stale. */
const buildInputs = ['web', 'shared', 'react-router.config.ts', 'vite.config.ts'];

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

function buildIfNeeded(): void {
  const builtAt = existsSync(builtPage) ? statSync(builtPage).mtimeMs : 0;
  const changedAt = Math.max(...buildInputs.map((input) => newestChange(join(repoRoot, input))));
  if (builtAt > 0 && builtAt >= changedAt) return;
  console.log(builtAt === 0 ? 'De site is nog niet gebouwd: npm run build' : 'De bronnen zijn gewijzigd: npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Het bouwen van de site is mislukt; de lokale stack start niet.');
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  buildIfNeeded();
  const port = portFromEnv('PORT', 3000);
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');

  const stack = await startLocalStack({
    siteDir,
    port,
    siteUrl: `http://localhost:${port}`,
    dataDir,
    emulatorPorts: emulatorPortsFromEnv(),
  });
  stopOnSignals(stack.stop);

  console.log('');
  console.log(`  Site en API: ${stack.gateway.url}`);
  console.log(`  Mailbox:     ${stack.mailboxUrl.replace('127.0.0.1', 'localhost')} (GET /store geeft de verstuurde e-mails als JSON)`);
  console.log(`  Data:        ${dataDir} (DynamoDB en S3 blijven bewaard; de wachtrij en de mailbox leven in het geheugen)`);
  console.log('');
  console.log(`Klaar in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error('De lokale stack kon niet starten:', error);
  process.exit(1);
});
