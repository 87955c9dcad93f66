import { expect, test } from '@playwright/test';
import { openPage } from './stack.ts';

/*
 * Every page a visitor reaches is static HTML with islands (web/app/lib/island.tsx), the intake and the
 * contact form included: no router scripts, one deferred loader that starts after the first paint, and
 * every island hydrating without a mismatch. Only the staff area is a router app (web/app/route-handle.ts).
 * Every page's scripts and hydration are checked in every-page.spec.ts; here, what one page shows of them.
 */

/** Pages whose every interaction is HTML and CSS (menu, links, the quick-contact corner): no island. */
const pagesWithoutIslands = [
  '/privacy',
  '/cookies',
  '/algemene-voorwaarden',
  '/about',
  '/cases',
  '/404',
  '/contact/verzonden',
  '/nieuwsbrief/bevestigd',
];

test("a page without islands loads only the quick-contact corner's few hundred bytes: no loader, no Preact, no module preload", async ({
  page,
  request,
}) => {
  for (const path of pagesWithoutIslands) {
    // Act
    await page.goto(path, { waitUntil: 'load' });

    // Assess: what the page fetched, its cached files included.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    expect(scripts, path).toEqual([expect.stringMatching(/^\/assets\/islands\/entry\.corner-[\w-]+\.js$/)]);
    expect((await (await request.get(scripts[0]!)).body()).length).toBeLessThan(1_500);
    const elements = await page.locator('script').evaluateAll((found) => found.map((script) => script.getAttribute('type')));
    expect(elements.filter((type) => type !== 'application/ld+json')).toEqual(['module']);
    await expect(page.locator('link[rel="modulepreload"], [data-island]')).toHaveCount(0);
  }
});

test.describe('islands', () => {
  test('the loader asks for Preact, in place of React, only after the first paint', async ({ page }) => {
    await openPage(page, '/utrecht');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const preact = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/islands\/preact-[^/]+\.js$/.test(new URL(entry.name).pathname));
      return { paint: paint?.startTime, loaded: navigation?.loadEventEnd, preact: preact?.startTime };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.loaded).toBeDefined();
    expect(timing.preact).toBeDefined();
    // The loader's rule (web/app/entry.islands.ts): the first contentful paint, or frames drawn after the load
    // event, whichever comes first. Frames after load count, as Firefox does not always report the paint; on
    // a busy machine Chromium reported its contentful paint 670 ms after the loader had started on them.
    expect(timing.preact!).toBeGreaterThanOrEqual(Math.min(timing.paint!, timing.loaded!));
  });

  test('an island that fails to render is reported, and the page still comes alive around it', async ({ page }) => {
    // The map's island is given a place no build knows, so its component throws while it renders.
    await page.route('**/zeist', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('{&quot;place&quot;:&quot;zeist&quot;}', '{&quot;place&quot;:&quot;nergens&quot;}');
      await route.fulfill({ response, body: html });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.setViewportSize({ width: 375, height: 740 });

    await openPage(page, '/zeist');

    expect(errors.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeVisible();
  });

  test('the menu works on a page without the router', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/cookies');
    expect(await page.evaluate(() => 'reactRouterManifest' in window || '__reactRouterContext' in window)).toBe(false);

    await page.getByRole('button', { name: 'Menu openen' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await menu.getByRole('link', { name: 'Over ons' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});
