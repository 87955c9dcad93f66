import { describe, expect, it } from 'vitest';
import { isHydratedApp, islandNames, routeOf, toIslandPage } from './islands.ts';

const page = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-x.js" fetchpriority="low"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><div data-island="menu" data-island-props="{}" class="contents"><header></header></div><main></main>',
  '<script src="/assets/pages/aaa.js" defer></script><script type="module" src="/assets/pages/bbb.mjs"></script></body></html>',
].join('');

describe('the islands step', () => {
  it('takes out the router and adds the loader at the end of the body', () => {
    const html = toIslandPage(page, '/assets/islands/entry.js', ['menu']);

    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/pages/');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<main><\/main><script type="module" src="\/assets\/islands\/entry\.js"><\/script><\/body>/);
  });

  it('adds no loader to a page without islands', () => {
    const html = toIslandPage(page.replace(' data-island="menu"', ''), '/assets/islands/entry.js', ['menu']);

    expect(html).not.toContain('<script type="module"');
  });

  it('stops on an island the loader does not know', () => {
    expect(() => toIslandPage(page, '/entry.js', ['quick-contact'])).toThrow('Onbekend eiland op de pagina: menu');
  });

  it('stops on a script it does not know', () => {
    const withInline = page.replace('<main></main>', '<main></main><script src="/elders.js"></script>');

    expect(() => toIslandPage(withInline, '/entry.js', ['menu'])).toThrow('script');
  });

  it('names each island once', () => {
    expect(islandNames('<div data-island="a"></div><div data-island="b"></div><div data-island="a"></div>')).toEqual(['a', 'b']);
  });

  it('knows the route of each file and which routes stay apps', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('blog/zzp-of-bv/index.html')).toBe('/blog/zzp-of-bv');
    expect(isHydratedApp('/start')).toBe(true);
    expect(isHydratedApp('/contact')).toBe(true);
    expect(isHydratedApp('/beheer/leads/1')).toBe(true);
    expect(isHydratedApp('/cookies')).toBe(false);
  });
});
