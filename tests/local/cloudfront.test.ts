import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway, type GatewayOptions } from '../../infra/local/gateway.ts';
import { deployedDistribution, type DistributionModel } from '../../infra/local/cloudfront.ts';
import { noRouteBody } from '../../infra/local/api-gateway.ts';
import { siteWideErrorPage } from '../support/distribution.ts';
import { notFoundPage, siteIndexOf, siteRouting } from '../../infra/site-routing.ts';

/**
 * The local CloudFront half as AWS runs the distribution: error responses for every behaviour, /api/*
 * included, the bucket's own answers for a missing key, and the viewer-response function only on answers
 * below 400. The model reads the same declaration as the CDK stack (infra/site-routing.ts).
 */

const staffForbidden = { error: 'Geen toegang: je account hoort niet bij het team.' };
const notFoundPageTitle = '404 Pagina niet gevonden';

function writeSite(root: string): string {
  const site = join(root, 'site');
  mkdirSync(join(site, '404'), { recursive: true });
  mkdirSync(join(site, 'assets'));
  mkdirSync(join(site, 'contact'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Startsprong</title>');
  writeFileSync(join(site, 'contact', 'index.html'), '<!doctype html><title>Contact</title>');
  writeFileSync(join(site, '404', 'index.html'), `<!doctype html><title>${notFoundPageTitle}</title>`);
  writeFileSync(join(site, 'assets', 'app-1.js'), 'export {};');
  return site;
}

describe('the local CloudFront half', () => {
  let root: string;
  let site: string;
  const gateways: Gateway[] = [];

  async function start(distribution?: DistributionModel): Promise<Gateway> {
    const options: GatewayOptions = {
      siteDir: site,
      port: 0,
      log: () => undefined,
      ...(distribution ? { distribution } : {}),
      // The staff API behind its authorizer, as a member outside the staff group reaches it: the handler refuses.
      staffAuthorizer: async (header) =>
        header === 'Bearer buitenstaander'
          ? { context: { jwt: { claims: { sub: 'b' }, scopes: null } } }
          : { status: 401, body: { message: 'Unauthorized' } },
      handlers: {
        staff: {
          handler: async (): Promise<APIGatewayProxyResultV2> => ({
            statusCode: 403,
            headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
            body: JSON.stringify(staffForbidden),
          }),
        },
      },
    };
    const gateway = await createGateway(options);
    gateways.push(gateway);
    return gateway;
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cloudfront-test-'));
    site = writeSite(root);
  });
  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    rmSync(root, { recursive: true, force: true });
  });

  const staffLeads = (gateway: Gateway) =>
    fetch(`${gateway.url}/api/beheer/leads`, { headers: { authorization: 'Bearer buitenstaander' } });

  it('passes a staff 403 and an API 404 to the browser as the JSON the API sent', async () => {
    // Prepare
    const gateway = await start();

    // Act
    const forbidden = await staffLeads(gateway);
    const missing = await fetch(`${gateway.url}/api/bestaat-niet`);

    // Assess
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await forbidden.json()).toEqual(staffForbidden);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toEqual(noRouteBody);
  });

  it('applies a distribution-wide error page to the API too, as CloudFront does, so the test above fails with one', async () => {
    // Prepare: the configuration this project once deployed.
    const gateway = await start(siteWideErrorPage);

    // Act
    const forbidden = await staffLeads(gateway);
    const missing = await fetch(`${gateway.url}/api/bestaat-niet`);

    // Assess: the JSON is gone; the browser gets the site's HTML 404 page twice.
    for (const response of [forbidden, missing]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain(notFoundPageTitle);
    }
  });

  it('reads the deployed declaration, which has no error page and no rewritten status', () => {
    expect(deployedDistribution.errorResponses.length).toBeGreaterThan(0);
    for (const response of deployedDistribution.errorResponses) {
      expect(response.responsePagePath).toBeUndefined();
      expect(response.responseHttpStatus).toBeUndefined();
    }
  });

  it("answers an unknown page with the site's 404 page and status 404, from the site's own functions", async () => {
    // Prepare
    const gateway = await start();

    // Act
    const response = await fetch(`${gateway.url}/bestaat-niet`);

    // Assess
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(notFoundPageTitle);
  });

  it("answers a missing file in a folder of the site with the bucket's own 404, since CloudFront may list the bucket", async () => {
    // Prepare
    const gateway = await start();

    // Act
    const response = await fetch(`${gateway.url}/assets/app-2.js`);

    // Assess
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<Code>NoSuchKey</Code>');
  });

  it('answers a missing key with 403, as S3 does, when CloudFront may not list the bucket', async () => {
    // Prepare
    const gateway = await start({ ...deployedDistribution, bucketAccess: { list: false } });

    // Act
    const response = await fetch(`${gateway.url}/assets/app-2.js`);

    // Assess
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });
});

describe('the viewer-response function', () => {
  it('gives the not-found page status 404 whether CloudFront hands it the path as sent or as rewritten', () => {
    // Prepare
    const root = mkdtempSync(join(tmpdir(), 'cloudfront-index-'));
    const routing = siteRouting(siteIndexOf(writeSite(root)));
    rmSync(root, { recursive: true, force: true });

    // Act / Assess
    expect(routing.viewerRequest('/bestaat-niet')).toEqual({ kind: 'rewrite', uri: notFoundPage });
    expect(routing.viewerResponse('/bestaat-niet', 200)).toBe(404);
    expect(routing.viewerResponse(notFoundPage, 200)).toBe(404);
    expect(routing.viewerResponse('/404', 200)).toBe(404);
    expect(routing.viewerResponse('/contact', 200)).toBe(200);
    expect(routing.viewerResponse('/contact/index.html', 200)).toBe(200);
    expect(routing.viewerResponse('/', 200)).toBe(200);
    expect(routing.viewerResponse('/assets/app-1.js', 200)).toBe(200);
    // A revalidated copy keeps its 304.
    expect(routing.viewerResponse('/bestaat-niet', 304)).toBe(304);
  });
});
