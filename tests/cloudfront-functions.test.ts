import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cloudFrontFunctionMaxBytes, notFoundStatusFunctionCode, siteIndexOf, siteRoutingFunctionCode } from '../infra/site-routing.ts';

/*
 * The CloudFront Functions carry the built site's pages (build/client after `npm run build`; the build runs
 * when there is none). CloudFront refuses a function over 10 KB, so every article added makes them grow:
 * this fails before a deploy would.
 */
const site = resolve(import.meta.dirname, '..', 'build', 'client');

describe('the CloudFront Functions of the built site', () => {
  it.each([
    ['viewer-request routing', siteRoutingFunctionCode],
    ['viewer-response not-found status', notFoundStatusFunctionCode],
  ])('keeps the %s function under CloudFront’s size limit', (_, code) => {
    // Act
    const bytes = Buffer.byteLength(code(siteIndexOf(site)));

    // Assess
    expect(bytes).toBeLessThanOrEqual(cloudFrontFunctionMaxBytes);
  });

  it('knows every prerendered page, and not the not-found page', () => {
    // Act
    const { pages } = siteIndexOf(site);

    // Assess
    expect(pages).toEqual(expect.arrayContaining(['/', '/contact', '/start', '/blog', '/beheer']));
    expect(pages).not.toContain('/404');
  });
});
