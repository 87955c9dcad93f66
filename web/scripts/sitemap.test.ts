import { describe, expect, it } from 'vitest';
import { indexableUrl, robotsTxt, sitemapXml } from './sitemap.ts';

describe('the sitemap', () => {
  it('takes a page by its canonical URL', () => {
    const html = '<head><title>Contact</title><link rel="canonical" href="https://www.startsprong.nl/contact"/></head>';

    expect(indexableUrl(html)).toBe('https://www.startsprong.nl/contact');
  });

  it('leaves out a page marked noindex, even when it has a canonical URL', () => {
    const html = '<meta name="robots" content="noindex, follow"/><link rel="canonical" href="https://www.startsprong.nl/404"/>';

    expect(indexableUrl(html)).toBeNull();
  });

  it('lists the URLs sorted and escaped as XML', () => {
    const xml = sitemapXml(['https://www.startsprong.nl/zeist', 'https://www.startsprong.nl/?a=1&b=2']);

    expect(xml).toContain('<loc>https://www.startsprong.nl/?a=1&amp;b=2</loc>');
    expect(xml.indexOf('/?a=1')).toBeLessThan(xml.indexOf('/zeist'));
  });

  it('points robots.txt at the sitemap on the site URL', () => {
    expect(robotsTxt()).toContain('Sitemap: https://www.startsprong.nl/sitemap.xml');
  });
});
