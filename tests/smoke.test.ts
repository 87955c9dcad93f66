import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../infra/local/gateway.ts';
import { startLocalStack, type LocalStack } from '../infra/local/local-stack.ts';
import { runSmoke, smokeReport } from '../scripts/smoke/checks.ts';
import { siteWideErrorPage, viewerAddressDropped } from './support/distribution.ts';

/*
 * `npm run smoke` against the local stack, as CI runs it: the same checks an operator runs against a new
 * deployment, on the built site (build/client; the build runs when there is none) with the real handlers.
 */
const root = resolve(import.meta.dirname, '..');
const siteDir = resolve(root, 'build', 'client');

/** A port nothing listens on now: the stack's own address must be known before it starts (its sign-in's callback). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('the smoke test', () => {
  let stack: LocalStack;
  let siteUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    siteUrl = `http://localhost:${port}`;
    stack = await startLocalStack({
      siteDir,
      port,
      siteUrl,
      dataDir: null,
      emulatorPorts: { dynamodb: 0, s3: 0, sqs: 0, ses: 0, secrets: 0 },
      oidcPort: 0,
    });
  }, 300_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('passes every check against the local stack', async () => {
    // Act
    const checks = await runSmoke(siteUrl);

    // Assess
    expect(
      checks.filter((check) => !check.ok),
      smokeReport(siteUrl, checks),
    ).toEqual([]);
    expect(checks.length).toBeGreaterThanOrEqual(8);
  }, 120_000);

  describe('when something is wrong', () => {
    let broken: Gateway;

    beforeAll(async () => {
      broken = await createGateway({
        siteDir,
        port: 0,
        handlers: {},
        log: () => undefined,
        distribution: siteWideErrorPage,
      });
    });
    afterAll(async () => {
      await broken?.close();
    });

    it('names the API answer CloudFront replaced by a page', async () => {
      // Act
      const checks = await runSmoke(broken.url);

      // Assess
      const apiCheck = checks.find((check) => check.name === 'Onbekend API-adres')!;
      expect(apiCheck).toMatchObject({ ok: false, detail: expect.stringContaining('CloudFront verving het antwoord van de API') });
    }, 120_000);

    it('fails the client-address check against a stack whose CloudFront no longer forwards CloudFront-Viewer-Address', async () => {
      // Prepare: the same functions behind a distribution whose /api/* origin request policy leaves the header out
      const dropped = await createGateway({
        siteDir,
        port: 0,
        handlers: stack.apiHandlers,
        originSecret: stack.secrets.originSecret,
        log: () => undefined,
        distribution: viewerAddressDropped,
      });

      try {
        // Act
        const checks = await runSmoke(dropped.url);

        // Assess
        expect(checks.find((check) => check.name === 'Klantadres van CloudFront')).toMatchObject({
          ok: false,
          detail: expect.stringContaining('de API ziet het adres van CloudFront, niet dat van de bezoeker'),
        });
      } finally {
        await dropped.close();
      }
    }, 120_000);

    it('prints a Dutch report and exits non-zero when a check fails', () => {
      // Act: a site that does not answer at all
      const result = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/smoke.ts', 'http://127.0.0.1:9'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 120_000,
      });

      // Assess
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(/^Rooktest van http:\/\/127\.0\.0\.1:9/);
      expect(result.stdout).toMatch(/✗ Pagina’s: geen antwoord/);
      expect(result.stdout).toMatch(/\d+ van de \d+ controles mislukt\.$/m);
    }, 120_000);

    it('explains itself when the site address is missing', () => {
      // Act
      const result = spawnSync(resolve(root, 'node_modules/.bin/tsx'), ['scripts/smoke.ts'], { cwd: root, encoding: 'utf8' });

      // Assess
      expect(result.status).toBe(2);
      expect(result.stderr).toContain('Gebruik: npm run smoke -- <adres van de site>');
    });
  });
});
