import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../infra/local/gateway.ts';
import { siteRouting } from '../../infra/site-routing.ts';

const routing = siteRouting({ pages: ['/', '/contact'], topLevel: ['contact', 'index.html'] });

const site = 'https://www.startsprong.nl';

/** Paths that a naive "strip the trailing slash" turns into a protocol-relative Location. */
const offSiteAttempts = [
  '//evil.example/',
  '//evil.example//',
  '///evil.example/',
  '/\\evil.example/',
  '/\\\\evil.example/',
  '/\\/evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%5C%5Cevil.example/',
  '/%5c/evil.example/',
  '//evil.example/pad/',
];

/** Where a browser goes with this Location on a page of the site: the WHATWG URL parser, as browsers use. */
const destinationOf = (location: string) => new URL(location, `${site}/contact`);

function rawGet(port: number, path: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the routing function never redirects off-site', () => {
  it.each(offSiteAttempts)('keeps the redirect for %s on the site', (path) => {
    // Act
    const result = routing.viewerRequest(path);

    // Assess
    expect(result.kind).toBe('redirect');
    if (result.kind !== 'redirect') return;
    expect(destinationOf(result.location).origin).toBe(site);
    expect(result.location).toMatch(/^\/(?![/\\])/);
  });

  it('still redirects an ordinary trailing slash to the clean URL with its query', () => {
    // Act
    const result = routing.viewerRequest('/contact/', new URLSearchParams('bron=nieuwsbrief'));

    // Assess
    expect(result).toEqual({ kind: 'redirect', statusCode: 301, location: '/contact?bron=nieuwsbrief' });
  });
});

describe('the local gateway, which runs the same routing code', () => {
  let root: string;
  let gateway: Gateway;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'open-redirect-test-'));
    mkdirSync(join(root, '404'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Startsprong</title>');
    writeFileSync(join(root, '404', 'index.html'), '<!doctype html><title>404 Pagina niet gevonden</title>');
    gateway = await createGateway({ siteDir: root, port: 0, handlers: {}, log: () => undefined });
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(offSiteAttempts)('answers %s with a Location on the same site', async (path) => {
    // Act
    const response = await rawGet(gateway.port, path);

    // Assess
    expect(response.status).toBe(301);
    expect(destinationOf(response.location!).origin).toBe(site);
  });
});
