import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { root, portOffset, port, benchDynamoPort, base, args } from './common.ts';

/**
 * The limit a route is compared with: an h1 and a paragraph, no CSS, no JavaScript, written into the built
 * site for the bench's run only, so the same server sends it with the same headers and compression.
 */
export const minimalRoute = '/bench-minimaal';
export const minimalPage = `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Minimale pagina</title><meta name="description" content="De ondergrens voor de benchmark."></head>
<body><h1>Een minimale pagina</h1><p>Een kop en een alinea, zonder CSS en zonder JavaScript: zo snel kan een pagina op deze server en deze verbinding op zijn best verschijnen. Elke route wordt ernaast gemeten.</p></body>
</html>
`;

export async function startStack(): Promise<ChildProcess> {
  const dataDir = join('.data', 'bench');
  rmSync(join(root, dataDir), { recursive: true, force: true });
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      MAILBOX_PORT: String(8505 + portOffset),
      DYNAMODB_PORT: String(benchDynamoPort),
      S3_PORT: String(5069 + portOffset),
      SQS_PORT: String(9824 + portOffset),
      SECRETS_PORT: String(5071 + portOffset),
      OIDC_PORT: String(8510 + portOffset),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${base}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('De lokale stack startte niet binnen twee minuten');
}

export async function routesToMeasure(): Promise<string[]> {
  if (args.has('routes')) return args.get('routes')!.split(',');
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return [...listed, '/404'];
}
