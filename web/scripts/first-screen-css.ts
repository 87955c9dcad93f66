/**
 * After the build: each static page's inline CSS narrowed to what its first screen uses. The prerender
 * inlined every rule the whole page uses (web/app/critical-css.server.ts); most of the page is below the
 * fold, and those rules made the document miss the first round trip. Chromium lays each page out
 * (web/app/first-screen.server.ts) and the rules of what starts above the fold at the test viewports stay
 * inline; the rest come with the full stylesheet, which blocks no paint at the end of the body.
 *
 * The Content-Security-Policy allows inline CSS by hash, and CloudFront's policy holds about 27 of them:
 * the pages of one folder (the articles under /blog/, the newsletter and appointment answers) share one
 * inline CSS, the rules of all their first screens together.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alwaysInSelectors, criticalCssOf } from '../app/critical-css.server.ts';
import { firstScreenOf, launchLayoutBrowser } from '../app/first-screen.server.ts';
import { cssGroupOf, visitorPages } from './built-files.ts';

const siteDir = process.argv[2] ?? join(process.cwd(), 'build', 'client');
const inlineStyle = /<style>([\s\S]*?)<\/style>/;

const pages = visitorPages(siteDir).filter((page) => inlineStyle.test(page.html));
const stylesheet = /<link rel="stylesheet" href="(\/assets\/app-[^"]+\.css)"/.exec(pages[0]?.html ?? '')?.[1];
if (!stylesheet) throw new Error(`No static page in ${siteDir} links the site stylesheet`);

const selectors = alwaysInSelectors(stylesheet, siteDir);
const groups = new Map<string, { firstScreens: string[]; matched: Set<string>; css?: string }>();
const browser = await launchLayoutBrowser();
let firstScreens: Awaited<ReturnType<typeof firstScreenOf>>[];
try {
  // Two pages at a time in one browser: a layout waits on its files as much as on the CPU.
  let next = 0;
  firstScreens = new Array(pages.length);
  const lane = async () => {
    for (let index = next++; index < pages.length; index = next++) {
      const page = pages[index]!;
      firstScreens[index] = await firstScreenOf(
        page.html.replace(inlineStyle, '<style></style>'),
        page.address,
        siteDir,
        selectors,
        browser,
      );
    }
  };
  await Promise.all([lane(), lane()]);
} finally {
  await browser.close();
}
for (const [index, page] of pages.entries()) {
  const { markup, matched } = firstScreens[index]!;
  const group = groups.get(cssGroupOf(page.address)) ?? { firstScreens: [], matched: new Set<string>() };
  group.firstScreens.push(markup);
  for (const selector of matched) group.matched.add(selector);
  groups.set(cssGroupOf(page.address), group);
}

let before = 0;
let after = 0;
for (const page of pages) {
  // One CSS per group, worked out once: the pages of a folder share it.
  const group = groups.get(cssGroupOf(page.address))!;
  const css = (group.css ??= criticalCssOf(group.firstScreens.join('\n'), stylesheet, siteDir, group.matched));
  const current = inlineStyle.exec(page.html)![1]!;
  before += current.length;
  after += css.length;
  // A function as replacement: the CSS may hold `$` sequences that a replacement string would expand.
  writeFileSync(
    page.file,
    page.html.replace(inlineStyle, () => `<style>${css}</style>`),
  );
}
console.log(
  `CSS voor het eerste scherm: ${pages.length} pagina's in ${groups.size} groepen, inline ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB`,
);
