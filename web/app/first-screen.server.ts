import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { pageWideRules } from './critical-css.server.ts';

/**
 * The viewports the first screen must be complete in with the inline CSS alone: the widths and heights the
 * every-page browser test loads each page at (tests/e2e/every-page.spec.ts), the smallest phone to the
 * desktop.
 */
export const firstScreenViewports = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 1440, height: 900 },
] as const;

/**
 * How far below the fold still counts as the first screen: a visitor's phone may be a little taller than
 * the test's, and the fallback font's lines are not exactly Inter's.
 */
const foldMargin = 160;

const origin = 'http://prerender.invalid';
const types: Record<string, string> = {
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};

/**
 * The page's markup cut down to what the first screen shows: laid out by Chromium with the full stylesheet
 * (no JavaScript: the first paint comes before any island), at each of the viewports above, and kept are the
 * elements whose box starts above the fold at any of them, the elements without a box (hidden ones) whose
 * parent is kept, and the ancestors of all those, in their place in the tree so that descendant and child
 * selectors still match. What is cut is below the fold everywhere; its rules come with the full stylesheet.
 * Of `selectors` (those beasties cannot judge, critical-css.server.ts) it returns the ones that match an
 * element kept, as Chromium matches them.
 *
 * @param html the prerendered page, linking the site stylesheet that `react-router build` has written
 * @param path the page's path, so relative URLs resolve as on the site
 * @param browser a Chromium to lay the page out in, left open for the next page (a launch per page cost the
 *   build more than the layouts); without one, one is launched for this page and closed after
 */
export async function firstScreenOf(
  html: string,
  path: string,
  clientDir = join(process.cwd(), 'build', 'client'),
  selectors: readonly string[] = [],
  browser?: Browser,
): Promise<{ markup: string; matched: Set<string> }> {
  const own = browser ? undefined : await launchLayoutBrowser();
  const context = await (browser ?? own!).newContext({ javaScriptEnabled: false });
  try {
    // Only the built site's own files, read from the build: nothing leaves the machine.
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      if (url.pathname === path) return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html });
      const file = normalize(join(clientDir, decodeURIComponent(url.pathname)));
      if (!file.startsWith(clientDir) || !existsSync(file) || !types[extname(file)]) return route.abort();
      return route.fulfill({ contentType: types[extname(file)], body: readFileSync(file) });
    });
    const page = await context.newPage();
    const kept = new Set<number>();
    for (const viewport of firstScreenViewports) {
      await page.setViewportSize(viewport);
      // Loaded again at each width, not resized: a page loaded at 320 px and widened to 1440 px lays out
      // differently from one loaded at 1440 px (measured on /contact: a block 53 px lower).
      await page.goto(origin + path, { waitUntil: 'load' });
      const found = await page.evaluate((fold) => {
        const all = [...document.querySelectorAll('*')];
        const keep = new Set<Element>();
        for (const element of all) {
          const rects = element.getClientRects();
          const shown =
            rects.length > 0
              ? element.getBoundingClientRect().top < fold
              : element.parentElement !== null && keep.has(element.parentElement);
          if (!shown) continue;
          for (let at: Element | null = element; at && !keep.has(at); at = at.parentElement) keep.add(at);
        }
        return all.flatMap((element, index) => (keep.has(element) ? [index] : []));
      }, viewport.height + foldMargin);
      for (const index of found) kept.add(index);
    }
    const judged = await page.evaluate(
      ([indexes, candidates, pageWide]) => {
        const all = [...document.querySelectorAll('*')];
        const shown = indexes.map((index) => all[index]!);
        // A state the visitor brings about (hover, focus, an open disclosure) and a pseudo-element need only
        // their element on the first screen; what is left is matched by the browser's own engine.
        const state =
          /::?(?:hover|focus|focus-visible|focus-within|active|visited|checked|disabled|enabled|open|placeholder-shown|invalid|valid|user-invalid|user-valid|required|optional|read-only|read-write|target|indeterminate|default|popover-open|modal|autofill|-webkit-autofill|before|after|marker|placeholder|backdrop|selection|file-selector-button|first-line|first-letter|-webkit-[a-z-]+|-moz-[a-z-]+)(?![\w-])/g;
        // The rules that keep the page inside the screen's width count wherever on the page they match
        // (pageWideRules, critical-css.server.ts): below the fold, without them, a row that must wrap or a
        // table that must scroll sticks out sideways until the full stylesheet arrives.
        const everywhere = [...document.querySelectorAll('body *')];
        // (Inline, not a named function: tsx would wrap a name in a helper the page does not have.)
        return candidates.filter((selector) => {
          if (pageWide.includes(selector) && everywhere.some((element) => element.matches(selector))) return true;
          const bare = selector
            .replace(state, '')
            .replace(/([>+~(,]\s*)(?=[>+~),]|$)/g, '$1*')
            .replace(/^\s*(?=[>+~,]|$)/, '*');
          try {
            return shown.some((element) => element.matches(bare));
          } catch {
            return true;
          }
        });
      },
      [[...kept], [...selectors], selectors.filter((selector) => pageWideRules.some((pattern) => pattern.test(selector)))] as const,
    );
    const markup = await page.evaluate(
      (indexes) => {
        const keep = new Set(indexes);
        const copy = document.documentElement.cloneNode(true) as Element;
        const elements = [copy, ...copy.querySelectorAll('*')];
        for (const [index, element] of elements.entries()) if (!keep.has(index)) element.remove();
        return `<!DOCTYPE html>${copy.outerHTML}`;
      },
      [...kept],
    );
    return { markup, matched: new Set(judged) };
  } finally {
    await context.close();
    await own?.close();
  }
}

/** The headless Chromium the first screens are laid out in: Debian's, as everywhere on this machine. */
export function launchLayoutBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
}
