import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteIfStale } from '../infra/local/site-build.ts';
import { reviews } from '../shared/business-facts.ts';
import { launchedCompanies, testimonials } from '../shared/showcase.ts';

/*
 * Every page as it is built (build/client after `npm run build`; the build runs when there is none):
 * promises the agency cannot keep, wording the issue found wrong, links to sites of invented clients and
 * self-made review markup stay off the site, whichever page or article brings them back.
 */
const site = resolve(import.meta.dirname, '..', 'build', 'client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

let pages: { path: string; html: string }[] = [];
beforeAll(() => {
  buildSiteIfStale();
  pages = htmlFiles(site).map((file) => ({ path: relative(site, file), html: readFileSync(file, 'utf8') }));
}, 300_000);

/** The domains the example clients once linked to: real-looking, and not ours to vouch for. */
const exampleClientDomains = [
  'studiobloesem.nl',
  'bakkerijkorrel.nl',
  'planbaar.app',
  'koersvastcoaching.nl',
  'groenhuys.nl',
  'fietsfixbilthoven.nl',
  'lotusyogadebilt.nl',
  'mooizokids.nl',
];

const pagesContaining = (pattern: RegExp) => pages.filter((page) => pattern.test(page.html)).map((page) => page.path);

describe('the built pages', () => {
  it('are all there to be checked', () => {
    expect(pages.length).toBeGreaterThanOrEqual(36);
    expect(pages.map((page) => page.path)).toContain('index.html');
  });

  it.each([
    ['24/7', /24\/7/],
    ['grove nalatigheid', /grove nalatigheid/i],
    ['privacy verklaring', /privacy verklaring/i],
    ['10+ jaar ervaring', /10\+ jaar ervaring/i],
    ['binnen 90 dagen', /binnen 90 dagen/i],
  ])('never say "%s"', (_text, pattern) => {
    expect(pagesContaining(pattern)).toEqual([]);
  });

  it('never link to the site of an example client', () => {
    const domains = [
      ...exampleClientDomains,
      ...launchedCompanies.filter((company) => company.example && company.url).map((company) => new URL(company.url!).hostname),
      ...testimonials.filter((item) => item.example && item.companyUrl).map((item) => new URL(item.companyUrl!).hostname),
    ].map((domain) => domain.replace(/^www\./, '').replace(/\./g, '\\.'));
    expect(pagesContaining(new RegExp(`href="https?://(www\\.)?(${domains.join('|')})`, 'i'))).toEqual([]);
  });

  it('carry an aggregateRating only with a real review source, which the page then links', () => {
    const withRating = pagesContaining(/aggregateRating/);
    if (!reviews.sourceUrl || reviews.example) {
      expect(withRating).toEqual([]);
      return;
    }
    const sourceLink = `href="${reviews.sourceUrl.replace(/&/g, '&amp;')}"`;
    expect(withRating.filter((path) => !pages.find((page) => page.path === path)!.html.includes(sourceLink))).toEqual([]);
  });
});
