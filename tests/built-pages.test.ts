import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import postcss from 'postcss';
import { brotliCompressSync, constants } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxContentSecurityPolicyLength } from '../infra/constructs/security-headers-policy.ts';
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes, siteAreaOf } from '../infra/security-headers.ts';
import { criticalCssOf } from '../web/app/critical-css.server.ts';
import { reviews } from '../shared/business-facts.ts';
import { exampleContentLeft, exampleItems, launchedCompanies, testimonials } from '../shared/showcase.ts';
import { examplePattern } from './support/example-values.ts';
import { grownPages, recordedWeights, renderBlocking, weighPages } from '../web/scripts/page-weight.ts';
import { addressOf, cssGroupOf } from '../web/scripts/built-files.ts';
import { spellings, wordPattern } from './support/style-sheet.ts';

/*
 * Every page as it is built (build/client after `npm run build`; the build runs when there is none):
 * promises the agency cannot keep, wording the issue found wrong, links to sites of invented clients,
 * self-made review markup and example content outside its "Voorbeeld" mark stay off the site, whichever
 * page or article brings them back.
 */
const site = resolve(import.meta.dirname, '..', 'build', 'client');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * A link to one of our own files (a logo at /images/logos/groenhuys.svg, and React's preload of it in the head)
 * names the file, not the company: a visitor never reads it. Links elsewhere (tel:, wa.me) are read.
 */
const isOwnAsset = (name: string, value: string) => ['href', 'src', 'srcset', 'imagesrcset'].includes(name) && value.startsWith('/');

type ReadPage = { marks: string[]; unmarkedText: string };
type AnyNode = ReturnType<typeof parseDocument>['children'][number];

/** A page's marks (the text of each `data-example` element) and everything else it says, attributes and scripts included. */
function readPage(html: string): ReadPage {
  const marks: string[] = [];
  const said: string[] = [];
  const walk = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') said.push(node.data);
      if (!('attribs' in node)) continue;
      if (node.attribs['data-example'] !== undefined) {
        marks.push(DomUtils.textContent(node));
        continue;
      }
      said.push(
        ...Object.entries(node.attribs)
          .filter(([name, value]) => !isOwnAsset(name, value))
          .map(([, value]) => value),
      );
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return { marks, unmarkedText: said.join('\n').replace(/\u00a0/g, ' ') };
}

let pages: ({ path: string; html: string } & ReadPage)[] = [];
beforeAll(() => {
  pages = htmlFiles(site).map((file) => {
    const html = readFileSync(file, 'utf8');
    return { path: relative(site, file), html, ...readPage(html) };
  });
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

/** What a visitor reads of a page, text by text: the text outside scripts and code, and the description. */
function readText(html: string): string[] {
  const document = parseDocument(html, { decodeEntities: true });
  return DomUtils.findAll((node) => !['script', 'style', 'code', 'pre'].includes(node.name), document.children)
    .flatMap((node) => node.children.filter((child) => child.type === 'text').map((child) => (child as { data: string }).data))
    .concat(
      DomUtils.findAll((node) => node.name === 'meta' && node.attribs.name === 'description', document.children).map(
        (node) => node.attribs.content ?? '',
      ),
    );
}

describe('the built pages', () => {
  it('are all there to be checked', () => {
    expect(pages.length).toBeGreaterThanOrEqual(36);
    expect(pages.map((page) => page.path)).toContain('index.html');
    expect(spellings.length).toBeGreaterThan(10);
  });

  it.each([
    ['24/7', /24\/7/],
    ['grove nalatigheid', /grove nalatigheid/i],
    ['10+ jaar ervaring', /10\+ jaar ervaring/i],
    ['binnen 90 dagen', /binnen 90 dagen/i],
    ['B.V..', /B\.V\.\./],
    // The KvK asks for no business plan at the registration (kvk.nl, hulp bij inschrijven).
    ['een plan voor de KvK', /plan[^.<]{0,60}voor de KvK\b/i],
  ])('never say "%s"', (_text, pattern) => {
    expect(pagesContaining(pattern)).toEqual([]);
  });

  // What a visitor reads, not the page's addresses and data: /contact/verzonden stays a path, and the blog's
  // filter key "startup" is data, while "Startup" is the spec's category label.
  it.each(spellings.map(({ wrong, right }) => [wrong, right]))('write "%s" as "%s" on every page, the blog included', (wrong) => {
    const pattern = wordPattern(wrong);
    expect(pages.filter((page) => readText(page.html).some((text) => pattern.test(text))).map((page) => page.path)).toEqual([]);
  });

  it('write a curly apostrophe between letters (pagina’s, zzp’er) in what a visitor reads, the title and description included', () => {
    const straight: string[] = [];
    for (const page of pages) {
      for (const text of readText(page.html)) {
        const found = /\p{L}'\p{L}/u.exec(text);
        if (found) straight.push(`${page.path}: …${text.slice(Math.max(0, found.index - 20), found.index + 20)}…`);
      }
    }
    expect(straight).toEqual([]);
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

describe('example content on the built pages', () => {
  it('is marked on the pages exactly while examples are left, before go-live and after it', () => {
    // While examples are left the tests below have marks to read; once all are replaced no mark may remain.
    const marked = pages.some((page) => page.marks.length > 0);

    expect(marked).toBe(exampleContentLeft().length > 0);
  });

  it('says "Voorbeeld" in every element marked as an example', () => {
    const silent = pages.flatMap((page) =>
      page.marks.filter((text) => !/voorbeeld/i.test(text)).map((text) => `${page.path}: ${text.slice(0, 80)}`),
    );

    expect(silent).toEqual([]);
  });

  it('never shows an example value outside its "Voorbeeld" mark, in the body, the head or the structured data', () => {
    const values = exampleItems()
      .filter((item) => item.example)
      .flatMap((item) => item.texts.map((text) => ({ source: item.name, text, pattern: examplePattern(text) })));

    const unmarked = pages.flatMap((page) =>
      values.filter((value) => value.pattern.test(page.unmarkedText)).map((value) => `${page.path}: "${value.text}" (${value.source})`),
    );

    expect(unmarked).toEqual([]);
  });
});

describe('the static pages as built (web/app/route-handle.ts)', () => {
  const visitorPages = () => pages.filter((page) => siteAreaOf(page.path) === 'site');
  const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

  it('carry no inline script and no router: only the islands loader and JSON-LD data', () => {
    expect(inlineScriptHashes(site, 'site')).toEqual([]);
    const routerBits = visitorPages().filter((page) => /modulepreload|__reactRouter/.test(page.html));
    expect(routerBits.map((page) => page.path)).toEqual([]);
  });

  it('inline only the CSS of their first screen: rules the pages of their folder use, far fewer than the whole page’s on a long page', () => {
    const stylesheet = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(pages[0]!.html)![1]!;
    const inlineOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    // Each declaration by itself, with each selector of its rule, in its @layer and @media: the inline CSS holds
    // fewer rules in each of those, fewer selectors of a list the minifier joined (`.sr-only` and an article's
    // empty checklist score), and fewer of the custom properties a rule declares (withoutUnreadVariables).
    const rulesOf = (css: string) => {
      const rules: string[] = [];
      postcss.parse(css).walk((node) => {
        if (node.type === 'rule' && node.parent?.type !== 'rule') {
          const at = node.parent?.type === 'atrule' ? `${node.parent.name} ${node.parent.params} ` : '';
          for (const selector of node.selectors) node.each((child) => void rules.push(`${at}${selector} { ${child.toString()} }`));
        }
        if (node.type === 'atrule' && ['property', 'font-face', 'keyframes'].includes(node.name)) rules.push(node.toString());
      });
      return rules;
    };
    // The whole page's CSS as the browser reads its class names (`after:content-['']` is written with &#x27;).
    // The pages of one folder (the articles under /blog/) share one inline CSS (web/scripts/first-screen-css.ts).
    const folderOf = (file: string) => cssGroupOf(addressOf(site, join(site, file)));
    for (const page of visitorPages()) {
      const folder = visitorPages().filter((other) => folderOf(other.path) === folderOf(page.path));
      const whole = criticalCssOf(
        folder.map((other) => other.html.replace(inlineOf(other.html), '').replaceAll('&#x27;', "'")).join('\n'),
        stylesheet,
        site,
      );
      const wholeRules = new Set(rulesOf(whole));
      expect(
        rulesOf(inlineOf(page.html)).filter((rule) => !wholeRules.has(rule)),
        page.path,
      ).toEqual([]);
      expect(
        folder.map((other) => inlineOf(other.html)).every((css) => css === inlineOf(page.html)),
        page.path,
      ).toBe(true);
      if (page.path === 'services/index.html') expect(inlineOf(page.html).length).toBeLessThan(whole.length * 0.7);
    }
  });

  it('hold the head and the first screen, up to the first paragraph under the h1, in the first 14 KB (brotli)', () => {
    const tooLate = visitorPages()
      .map((page) => {
        const heading = page.html.indexOf('</h1>');
        const firstScreen = page.html.slice(0, page.html.indexOf('</p>', heading) + '</p>'.length);
        return { path: page.path, bytes: brotli(firstScreen) };
      })
      .filter((page) => page.bytes > 14 * 1024);
    expect(tooLate).toEqual([]);
  });

  it('block no paint: no stylesheet in their head, no classic script, and the full stylesheet comes last (web/scripts/page-weight.ts)', () => {
    const blocking = visitorPages().flatMap((page) => renderBlocking(page.html).map((line) => `${page.path}: ${line}`));
    expect(blocking).toEqual([]);
  });

  it('fit the first round trip (14 KB brotli), or grow no bigger than page-weight.json records', () => {
    expect(grownPages(weighPages(site), recordedWeights())).toEqual([]);
  });

  it('draw their icons from the one sprite (web/icon-sprite.ts): each <use> names a symbol in it, and no page carries a drawing of lucide’s', () => {
    const sprites = readdirSync(join(site, 'assets')).filter((name) => /^icons-[0-9a-f]+\.svg$/.test(name));
    expect(sprites).toHaveLength(1);
    const symbols = new Set(
      [...readFileSync(join(site, 'assets', sprites[0]!), 'utf8').matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]),
    );
    const uses = pages.flatMap((page) => [...page.html.matchAll(/<use href="([^"]*)"/g)].map((m) => ({ page: page.path, href: m[1]! })));
    expect(uses.length).toBeGreaterThan(pages.length);
    const wrong = uses.filter(({ href }) => {
      const [file, symbol] = href.split('#');
      return file !== `/assets/${sprites[0]}` || !symbols.has(symbol);
    });
    expect(wrong).toEqual([]);
    expect(pages.filter((page) => /class="lucide/.test(page.html)).map((page) => page.path)).toEqual([]);
  });

  it("show the clients' logos as outlines (web/scripts/outline-logos.ts): every logo a page shows is drawn, none sets text in a font the visitor may not have", () => {
    const shown = new Set(pages.flatMap((page) => [...page.html.matchAll(/src="(\/images\/logos\/[^"]+\.svg)"/g)].map((m) => m[1]!)));
    expect(shown.size).toBeGreaterThan(0);
    const withText = [...shown].filter((src) => /<text\b/.test(readFileSync(join(site, src), 'utf8')));
    expect(withText).toEqual([]);
  });

  it("load the islands loader only where an island needs it, and the quick-contact corner's script everywhere (entry.corner.ts)", () => {
    const wrong = visitorPages()
      .filter(
        (page) => page.html.includes(' data-island=') !== /<script type="module" src="\/assets\/islands\/entry\.islands-/.test(page.html),
      )
      .map((page) => page.path);
    expect(wrong).toEqual([]);
    const withoutCorner = visitorPages().filter((page) => !/<script type="module" src="\/assets\/islands\/entry\.corner-/.test(page.html));
    expect(withoutCorner.map((page) => page.path)).toEqual([]);
  });

  it('allow their inline CSS by hashes that fit in CloudFront’s Content-Security-Policy, with room for the uploads bucket', () => {
    const bucket = 'https://startsprong-uploadsbucket0123456789-abcdefghijkl.s3.eu-west-1.amazonaws.com';
    expect(contentSecurityPolicy([], [bucket], inlineStyleHashes(site, 'site')).length).toBeLessThanOrEqual(maxContentSecurityPolicyLength);
  });
});
