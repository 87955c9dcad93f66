import { expect, test, type Page, type Request } from '@playwright/test';
import { everyPage, waitUntilAlive } from './stack.ts';
import { axeViolations } from './support/axe.ts';

/*
 * One sweep over every page a visitor can land on, per width: each page is loaded once and checked for all
 * that a load shows. It paints its first screen from the inline critical CSS and keeps still while the full
 * stylesheet and the islands arrive late; it hydrates without a console error and loads only the islands'
 * scripts, no router; it fits the width without sideways scrolling, before the stylesheet arrives too; axe
 * finds no WCAG 2.1 AA violation; no floating button lies on a link or control at the top, middle or bottom;
 * and, once its first form's first field is filled in, nothing is left on the device (checked at 320 px). The
 * states a load does not show (dialogs, the intake's steps) have tests of their own.
 */

const widths = [
  // The smallest phone in use: layout only, as before; axe's rules do not depend on a width this close to 375.
  { width: 320, height: 640, axe: 'none', storage: true },
  { width: 375, height: 667, axe: 'every page', storage: false },
  // What the wide layout shows and the phone's hides (the desktop menu, the side table of contents) is the
  // same on every article, as they share one template; their own content is checked at 375 px. So axe runs
  // on one article here, not on all 22 (some 5 s each).
  { width: 1440, height: 900, axe: 'one article', storage: false },
] as const;

const isArticle = (path: string) => /^\/blog\/[^/]+$/.test(path);

/**
 * Links and controls a floating button (WhatsApp, scroll-to-top) lies on top of in the current viewport,
 * by their bounding boxes, as "floating → covered" lines.
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 2 && rect.height > 2 && style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const floating = [...document.querySelectorAll('[data-testid="whatsapp-bubble"], [data-testid="scroll-to-top"]')].filter(visible);
    const quickContact = document.querySelector('aside[aria-label="Snel contact"]');
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(
      (element) => visible(element) && !quickContact?.contains(element),
    );
    const found: string[] = [];
    for (const float of floating) {
      const a = float.getBoundingClientRect();
      for (const control of controls) {
        const b = control.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 1 && overlapY > 1) {
          const name = (control.textContent || control.getAttribute('aria-label') || control.tagName).trim().slice(0, 40);
          found.push(`${float.getAttribute('data-testid')} → ${control.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    return found;
  });
}

/**
 * What a floating button still covers once the page has answered a scroll as the visitor sees it: the
 * scroll-to-top link where its sticky place puts it, then, a frame later, each floating button stepped aside
 * from what it would cover (entry.corner.ts; they fade out in 150 ms).
 */
async function coveredOnceSettled(page: Page): Promise<string[]> {
  await settledFrames(page);
  try {
    await expect.poll(() => coveredControls(page), { timeout: 2_000 }).toEqual([]);
    return [];
  } catch {
    return coveredControls(page);
  }
}

async function settledFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * What the site keeps on the device once the page's first form is used as a visitor would: its first text
 * field typed in (its proof of work starts on focus), and whatever the form does with it has happened: the
 * requests it made (the proof of work's solver and challenge) answered, with none open for half a second, and
 * the intake's draft written (in the tab's history). Cookies, local and session storage.
 */
async function storedAfterTyping(page: Page): Promise<string[]> {
  const field = page.locator('form input[type="text"]:visible:enabled, form input[type="email"]:visible:enabled').first();
  if ((await field.count()) > 0) {
    // Counted from the typing on: the page's own load went quiet long before, so "networkidle" would not wait.
    const open = new Set<Request>();
    const started = (request: Request) => open.add(request);
    const ended = (request: Request) => open.delete(request);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    try {
      await field.fill('sanne@voorbeeld.nl');
      let quiet = 0;
      await expect.poll(() => (quiet = open.size === 0 ? quiet + 1 : 0), { intervals: [250] }).toBeGreaterThanOrEqual(3);
    } finally {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    }
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-testid="intake-draft"]') ||
        (history.state as { startsprongIntake?: unknown } | null)?.startsprongIntake,
    );
  }
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  const cookies = await page.context().cookies();
  return [...stored, ...cookies.map((cookie) => cookie.name)];
}

test.describe('every page', () => {
  // Each width's pages in three parts, each with its own time: one part holds some sixteen pages.
  const parts = 3;
  for (const size of widths)
    for (const part of Array.from({ length: parts }, (_, index) => index)) {
      test(`at ${size.width} px, part ${part + 1} of ${parts}: still while it loads, hydrated without errors, no sideways scroll, ${size.axe === 'none' ? '' : 'no axe violations, '}nothing covered`, async ({
        page,
        request,
      }) => {
        test.setTimeout(420_000);
        const allPaths = await everyPage(request);
        expect(allPaths).toEqual(expect.arrayContaining(['/', '/start', '/contact', '/blog', '/404']));
        const paths = allPaths.filter((_, index) => index % parts === part);
        await page.setViewportSize(size);

        // Every layout shift of the page once the held files are let go, as the browser reports it (CLS counts
        // the same entries). Before that only the parser can move things: on a busy machine Chromium paints a
        // page it has not read to the end, and the rest of the HTML then pushes in, which is not what this test
        // is about (the stylesheet and the islands arriving late).
        await page.addInitScript(() => {
          const state = window as unknown as { layoutShift: number; releasedAt: number };
          state.layoutShift = 0;
          state.releasedAt = Infinity;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number }[]) {
              if (!entry.hadRecentInput && entry.startTime >= state.releasedAt) state.layoutShift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The full stylesheet and the islands are held until the page has painted from its inline CSS alone.
        let release = () => {};
        let held = Promise.resolve();
        await page.route(/\/assets\/(app-[\w-]+\.css|islands\/.+\.js)$/, async (route) => {
          await held;
          await route.continue();
        });
        const problems: string[] = [];
        let path = '';
        page.on('console', (message) => {
          // The not-found page answers with its status, which Chromium reports as an error of its own.
          const notFoundStatus = path === '/404' && message.text().includes('status of 404');
          if (message.type() === 'error' && !notFoundStatus) problems.push(`${path}: console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
        let scripts: string[] = [];
        page.on('request', (loaded) => {
          if (loaded.resourceType() === 'script') scripts.push(new URL(loaded.url()).pathname);
        });

        for (path of paths) {
          scripts = [];
          held = new Promise((resolve) => (release = resolve));
          await page.goto(path, { waitUntil: 'commit' });
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          // The page's content read: the parser has reached the full stylesheet's link at the end of the body
          // (where it waits for the held file). Then the held files go.
          await page.waitForFunction(() => document.querySelector('link[rel="stylesheet"][href^="/assets/app-"]') !== null);
          // Inside the screen's width with the inline CSS alone: a phone zooms a wider page out until the
          // stylesheet lands (/services' table and the footer's row of links did, at 320 px).
          const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
          if (widthBefore > size.width) problems.push(`${path}: ${widthBefore} px breed voordat de stylesheet er is`);
          await page.evaluate(() => ((window as unknown as { releasedAt: number }).releasedAt = performance.now()));
          release();
          await waitUntilAlive(page);
          await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/app-')));
          await settledFrames(page);

          const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
          if (shift > 0) problems.push(`${path}: verschuift ${shift.toFixed(4)}`);
          if ((await page.locator('link[rel="modulepreload"]').count()) > 0) problems.push(`${path}: modulepreload`);
          for (const script of scripts.filter((loaded) => !loaded.startsWith('/assets/islands/')))
            problems.push(`${path}: laadt ${script}`);
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > size.width) problems.push(`${path}: ${scrollWidth} px breed`);
          if (size.axe === 'every page' || (size.axe === 'one article' && (!isArticle(path) || path === allPaths.find(isArticle)))) {
            for (const violation of await axeViolations(page)) problems.push(`${path}: axe ${violation}`);
          }
          for (const where of ['top', 'middle', 'bottom'] as const) {
            await page.evaluate((to) => {
              const height = document.documentElement.scrollHeight;
              window.scrollTo({ top: to === 'top' ? 0 : to === 'middle' ? height / 2 : height });
            }, where);
            for (const line of await coveredOnceSettled(page)) problems.push(`${path} (${where}): ${line}`);
          }
          if (size.storage) for (const line of await storedAfterTyping(page)) problems.push(`${path}: bewaart ${line}`);
        }
        expect(problems).toEqual([]);
      });
    }
});

test.describe('every page and its forms', () => {
  test('no form can send what is typed in an address: each one posts', async ({ request }) => {
    const problems: string[] = [];
    for (const path of await everyPage(request)) {
      const html = await (await request.get(path)).text();
      for (const form of html.match(/<form\b[^>]*>/gi) ?? []) {
        if (!/\smethod="post"/i.test(form)) problems.push(`${path}: ${form}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
