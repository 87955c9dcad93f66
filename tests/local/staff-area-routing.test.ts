import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notFoundPage, siteRouting, spaFallbackPage } from '../../infra/site-routing.ts';
import { createGateway, type Gateway } from '../../infra/local/gateway.ts';
import { staffSignInConfigPath } from '../../shared/staff-sign-in.ts';

describe('routing of the staff area', () => {
  const routing = siteRouting({
    pages: ['/', '/beheer', '/beheer/aanmelden', '/beheer/afgemeld'],
    topLevel: ['__spa-fallback.html', 'beheer', 'index.html'],
  });

  it.each([
    ['/beheer', '/beheer/index.html'],
    ['/beheer/aanmelden', '/beheer/aanmelden/index.html'],
    ['/beheer/afgemeld', '/beheer/afgemeld/index.html'],
    ['/beheer/leads/01JD7Z', spaFallbackPage],
    ['/beheer/audit', spaFallbackPage],
    ['/beheer/config.json', '/beheer/config.json'],
    // Not a page of the staff area, and no page of the site either.
    ['/beheerder', notFoundPage],
  ])('maps %s to %s', (path, uri) => {
    expect(routing.viewerRequest(path)).toEqual({ kind: 'rewrite', uri });
  });
});

describe('the local gateway in front of the staff area', () => {
  let root: string;
  let gateway: Gateway;
  const config = { issuer: 'http://localhost:8010', clientId: 'beheer-lokaal' };

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'startsprong-staff-'));
    mkdirSync(join(root, 'beheer'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(root, 'beheer', 'index.html'), '<!doctype html><title>Beheer</title>');
    writeFileSync(join(root, '__spa-fallback.html'), '<!doctype html><title>Laden</title>');
    gateway = await createGateway({
      siteDir: root,
      port: 0,
      handlers: {},
      log: () => undefined,
      staffConnectSources: ['http://localhost:8010'],
      deployedFiles: { [staffSignInConfigPath]: JSON.stringify(config) },
    });
  });
  afterAll(async () => {
    await gateway.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('marks every staff response noindex and lets only staff pages connect to the sign-in', async () => {
    const staff = await fetch(`${gateway.url}/beheer`);
    const visitor = await fetch(`${gateway.url}/`);

    expect(staff.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(staff.headers.get('content-security-policy')).toMatch(/connect-src 'self' http:\/\/localhost:8010/);
    expect(visitor.headers.get('x-robots-tag')).toBeNull();
    expect(visitor.headers.get('content-security-policy')).not.toMatch(/localhost:8010/);
  });

  it('serves a staff page that is not prerendered with the SPA fallback', async () => {
    const response = await fetch(`${gateway.url}/beheer/leads/01JD7Z`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Laden</title>');
  });

  it('serves the sign-in configuration as the deployment writes it, revalidated on every load', async () => {
    const response = await fetch(`${gateway.url}${staffSignInConfigPath}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await response.json()).toEqual(config);
  });
});
