import { join, resolve } from 'node:path';
import { emulatorPortsFromEnv, portFromEnv, repoRoot, startLocalStack, stopOnSignals } from './local-stack.ts';

/**
 * `npm run dev`: the pages from React Router's Vite dev server with hot reload (VITE_PORT, 5173), and the
 * same local stack as `npm start` behind it. The gateway serves /api on PORT (3000); Vite sends /api there
 * through the proxy in vite.config.ts (API_PROXY_TARGET), and the gateway sends page requests back to Vite.
 */

const started = performance.now();

async function main(): Promise<void> {
  const port = portFromEnv('PORT');
  const vitePort = portFromEnv('VITE_PORT');
  const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');
  const siteUrl = `http://localhost:${vitePort}`;

  const stack = await startLocalStack({
    siteDir: null,
    port,
    siteUrl,
    dataDir,
    emulatorPorts: emulatorPortsFromEnv(),
    redirectPagesTo: siteUrl,
    oidcPort: portFromEnv('OIDC_PORT'),
  });

  // vite.config.ts reads the proxy target when it loads.
  process.env.API_PROXY_TARGET = `http://127.0.0.1:${stack.gateway.port}`;
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: repoRoot,
    configFile: join(repoRoot, 'vite.config.ts'),
    server: { port: vitePort, strictPort: true, host: 'localhost' },
  });
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await stack.stop();
  });

  console.log('');
  console.log(`  Site (hot reload): ${siteUrl}`);
  console.log(`  API:               ${stack.gateway.url}/api (ook via ${siteUrl}/api)`);
  console.log(
    `  Mailbox:           ${stack.mailboxUrl.replace('127.0.0.1', 'localhost')} (GET /store geeft de verstuurde e-mails als JSON)`,
  );
  console.log('');
  console.log(`Klaar in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error('De ontwikkelserver kon niet starten:', error);
  process.exit(1);
});
