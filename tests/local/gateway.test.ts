import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { maxBodyBytes } from '../../infra/app-spec.ts';
import { createGateway, gatewayMessages, type Gateway, type GatewayLogEntry } from '../../infra/local/gateway.ts';
import { noRouteBody } from '../../infra/local/api-gateway.ts';

const inlineScript = 'window.__hydrate = true;';
const bundle = `export const copy = ${JSON.stringify('Startsprong '.repeat(400))};`;

/** A prerendered site as `react-router build` leaves it, one level below a folder holding a secret. */
function writeSite(root: string): string {
  const site = join(root, 'site');
  const page = (title: string) =>
    `<!doctype html><html lang="nl"><head><title>${title}</title></head><body><h1>${title}</h1><script>${inlineScript}</script></body></html>`;
  mkdirSync(join(site, 'contact'), { recursive: true });
  mkdirSync(join(site, '404'), { recursive: true });
  mkdirSync(join(site, 'assets'), { recursive: true });
  writeFileSync(join(site, 'index.html'), page('Startsprong'));
  writeFileSync(join(site, 'contact', 'index.html'), page('Contact'));
  writeFileSync(join(site, '404', 'index.html'), page('404 Pagina niet gevonden'));
  writeFileSync(join(site, 'assets', 'app-3f9a1c.js'), bundle);
  writeFileSync(join(site, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(root, 'secret.txt'), 'geheim');
  return site;
}

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request sent byte for byte as written: fetch would normalise the dot segments the traversal tests need. */
function rawRequest(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('the local gateway', () => {
  let root: string;
  let gateway: Gateway;
  let base: string;
  const logs: GatewayLogEntry[] = [];
  const calls: { event: APIGatewayProxyEventV2; context: Context }[] = [];
  let respond: (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyResultV2>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'gateway-test-'));
    const siteDir = writeSite(root);
    gateway = await createGateway({
      siteDir,
      port: 0,
      log: (entry) => logs.push(entry),
      handlers: {
        contact: {
          handler: async (event, context) => {
            calls.push({ event, context });
            return respond(event);
          },
        },
      },
    });
    base = `http://127.0.0.1:${gateway.port}`;
  });

  beforeEach(() => {
    calls.length = 0;
    logs.length = 0;
    respond = async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('site', () => {
    it('serves the prerendered home page with the security headers and a CSP that allows its inline script', async () => {
      // Act
      const response = await fetch(`${base}/`);

      // Assess
      const hash = createHash('sha256').update(inlineScript).digest('base64');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Startsprong</h1>');
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=63072000');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    });

    it('serves a clean URL from its index.html', async () => {
      // Act
      const response = await fetch(`${base}/contact`);

      // Assess
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<h1>Contact</h1>');
    });

    it('answers an old path with a permanent redirect to where the content lives now, its anchor included', async () => {
      // Act
      const toPage = await fetch(`${base}/gratis-intake`, { redirect: 'manual' });
      const toAnchor = await fetch(`${base}/diensten/logo-ontwerp`, { redirect: 'manual' });

      // Assess
      expect(toPage.status).toBe(301);
      expect(toPage.headers.get('location')).toBe('/start');
      expect(toPage.headers.get('content-security-policy')).toBeTruthy();
      expect(toAnchor.status).toBe(301);
      expect(toAnchor.headers.get('location')).toBe('/services#branding');
    });

    it('redirects a trailing slash to the clean URL and keeps the query', async () => {
      // Act
      const response = await fetch(`${base}/contact/?bron=nieuwsbrief`, { redirect: 'manual' });

      // Assess
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/contact?bron=nieuwsbrief');
    });

    it('answers an unknown path with status 404, the 404 page and a log line naming the path', async () => {
      // Act
      const response = await fetch(`${base}/bestaat-niet`);

      // Assess
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 Pagina niet gevonden');
      expect(response.headers.get('content-security-policy')).toBeTruthy();
      expect(logs).toContainEqual(expect.objectContaining({ method: 'GET', path: '/bestaat-niet', status: 404 }));
    });

    it.each(['/404', '/404/index.html'])("answers the not-found page's own path %s with 404 as well", async (path) => {
      // Act
      const response = await fetch(`${base}${path}`);

      // Assess
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 Pagina niet gevonden');
    });

    it.each([
      ['encoded slashes', '/..%2f..%2fsecret.txt'],
      ['encoded dots', '/assets/%2e%2e/%2e%2e/secret.txt'],
      ['plain dot segments', '/assets/../../secret.txt'],
      ['a backslash', '/..%5c..%5csecret.txt'],
    ])('refuses a path that climbs out of the site folder with %s', async (_, path) => {
      // Act
      const response = await rawRequest(gateway.port, path);

      // Assess: not a page (404, as CloudFront's routing answers) or not a key (400); never the file.
      expect([400, 404]).toContain(response.status);
      expect(response.body.toString()).not.toContain('geheim');
    });

    it('sends hashed assets as immutable for a year', async () => {
      // Act
      const response = await fetch(`${base}/assets/app-3f9a1c.js`);

      // Assess
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(bundle);
    });

    it('compresses text with brotli or gzip, whichever the client accepts', async () => {
      // Act
      const br = await rawRequest(gateway.port, '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      const gz = await rawRequest(gateway.port, '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
      const plain = await rawRequest(gateway.port, '/assets/app-3f9a1c.js');

      // Assess
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.body).toString()).toBe(bundle);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(bundle);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(bundle);
      expect(br.headers.vary).toBe('Accept-Encoding');
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      // Act
      const head = await rawRequest(gateway.port, '/contact', { method: 'HEAD' });
      const get = await rawRequest(gateway.port, '/contact');

      // Assess
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('answers a repeated request with 304 when the ETag still matches', async () => {
      // Prepare
      const first = await fetch(`${base}/robots.txt`);
      const etag = first.headers.get('etag')!;

      // Act
      const second = await rawRequest(gateway.port, '/robots.txt', { headers: { 'if-none-match': etag } });

      // Assess
      expect(second.status).toBe(304);
      expect(second.body.length).toBe(0);
    });

    it('refuses to take a POST on a page', async () => {
      // Act
      const response = await fetch(`${base}/contact`, { method: 'POST', body: 'x' });

      // Assess
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('api', () => {
    it('hands a route of the table to its handler as an API Gateway v2 event and returns its answer', async () => {
      // Prepare
      respond = async () => ({
        statusCode: 201,
        headers: { 'content-type': 'application/json; charset=utf-8', 'x-request': 'ok' },
        cookies: ['a=1; Path=/', 'b=2; Path=/'],
        body: JSON.stringify({ id: 'abc' }),
      });

      // Act
      const response = await fetch(`${base}/api/contact?bron=site&tag=a&tag=b`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'sessie=1; taal=nl', 'user-agent': 'vitest', 'X-Custom': 'Waarde' },
        body: JSON.stringify({ naam: 'Jan' }),
      });

      // Assess
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ id: 'abc' });
      expect(response.headers.get('x-request')).toBe('ok');
      expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(calls).toHaveLength(1);
      const { event, context } = calls[0]!;
      expect(event).toMatchObject({
        version: '2.0',
        routeKey: 'POST /api/contact',
        rawPath: '/api/contact',
        rawQueryString: 'bron=site&tag=a&tag=b',
        cookies: ['sessie=1', 'taal=nl'],
        queryStringParameters: { bron: 'site', tag: 'a,b' },
        body: '{"naam":"Jan"}',
        isBase64Encoded: false,
        requestContext: {
          accountId: '123456789012',
          apiId: 'local',
          domainName: '127.0.0.1',
          http: { method: 'POST', path: '/api/contact', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
          routeKey: 'POST /api/contact',
          stage: '$default',
        },
      });
      expect(event.headers['content-type']).toBe('application/json');
      expect(event.headers['x-custom']).toBe('Waarde');
      expect(event.headers.cookie).toBeUndefined();
      expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
      expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(10_000);
      expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(context.functionName).toContain('contact');
      expect(context.getRemainingTimeInMillis()).toBeGreaterThan(0);
      expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(10_000);
      expect(logs).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/contact', status: 201, route: 'POST /api/contact' }),
      );
    });

    it('tells the handler the viewer address from the connection, as CloudFront does, whatever the client claims', async () => {
      // Act: a client that tries to pick its own address for the per-client limits
      await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': '203.0.113.9:1234' },
        body: '{}',
      });

      // Assess
      expect(calls[0]!.event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    });

    it('passes a body that is not text as base64', async () => {
      // Prepare
      const bytes = Buffer.from([0, 1, 2, 250, 255]);

      // Act
      await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });

      // Assess
      expect(calls[0]!.event.isBase64Encoded).toBe(true);
      expect(Buffer.from(calls[0]!.event.body!, 'base64')).toEqual(bytes);
    });

    it('passes a form post as text and omits body and query when there are none', async () => {
      // Act
      await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'naam=Jan+de+Vries',
      });
      await fetch(`${base}/api/contact`, { method: 'POST' });

      // Assess
      expect(calls[0]!.event).toMatchObject({ body: 'naam=Jan+de+Vries', isBase64Encoded: false });
      expect(calls[1]!.event.body).toBeUndefined();
      expect(calls[1]!.event.queryStringParameters).toBeUndefined();
      expect(calls[1]!.event.isBase64Encoded).toBe(false);
    });

    it('decodes a base64 body of the handler before sending it', async () => {
      // Prepare
      respond = async () => ({
        statusCode: 200,
        headers: { 'content-type': 'image/png' },
        body: Buffer.from([137, 80, 78, 71]).toString('base64'),
        isBase64Encoded: true,
      });

      // Act
      const response = await fetch(`${base}/api/contact`, { method: 'POST' });

      // Assess
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([137, 80, 78, 71]));
    });

    it('takes a result without statusCode as a JSON body with status 200', async () => {
      // Prepare
      respond = async () => JSON.stringify({ bedankt: true }) as APIGatewayProxyResultV2;

      // Act
      const response = await fetch(`${base}/api/contact`, { method: 'POST' });

      // Assess
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/json');
      expect(await response.json()).toEqual({ bedankt: true });
    });

    it('refuses a body over the limit with 413 and a Dutch message, without calling the handler', async () => {
      // Act
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bericht: 'x'.repeat(maxBodyBytes) }),
      });

      // Assess
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: gatewayMessages.tooLarge });
      expect(calls).toHaveLength(0);
    });

    it('refuses a streamed body over the limit that announces no length', async () => {
      // Act
      const response = await rawRequest(gateway.port, '/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
        body: Buffer.alloc(maxBodyBytes + 1, 'a'),
      });

      // Assess
      expect(response.status).toBe(413);
      expect(calls).toHaveLength(0);
    });

    it.each([
      ['an unknown path', 'POST', '/api/bestaat-niet'],
      ['a known path with another method', 'GET', '/api/contact'],
      ['a known path with a trailing part', 'POST', '/api/contact/extra'],
    ])("answers %s with API Gateway's own JSON 404, before any function runs", async (_, method, path) => {
      // Act
      const response = await fetch(`${base}${path}`, { method });

      // Assess
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(noRouteBody);
      expect(calls).toHaveLength(0);
    });

    it('answers a handler that throws with a generic 500 and keeps the error out of the body', async () => {
      // Prepare
      respond = async () => {
        throw new Error('DynamoDB table contact_messages onbereikbaar');
      };

      // Act
      const response = await fetch(`${base}/api/contact`, { method: 'POST', body: '{}' });

      // Assess
      expect(response.status).toBe(500);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: gatewayMessages.serverError });
      expect(text).not.toContain('DynamoDB');
    });
  });
});
