import { expect, test } from '@playwright/test';
import { everyPage, openPage } from './stack.ts';

/*
 * Every page a visitor reaches is static HTML with islands (web/app/lib/island.tsx), the intake and the
 * contact form included: no router scripts, one deferred loader that starts after the first paint, and
 * every island hydrating without a mismatch. Only the staff area is a router app (web/app/route-handle.ts).
 */

test.describe('islands', () => {
  test('every page hydrates without a console error and loads no router', async ({ page, request }) => {
    test.setTimeout(240_000);
    const paths = await everyPage(request);
    expect(paths).toEqual(expect.arrayContaining(['/', '/start', '/contact', '/blog']));

    const errors: string[] = [];
    page.on('console', (message) => {
      // The not-found page answers with its status, which Chromium reports as an error of its own.
      const notFoundStatus = new URL(page.url()).pathname === '/404' && message.text().includes('status of 404');
      if (message.type() === 'error' && !notFoundStatus) errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    for (const path of paths) {
      const scripts: string[] = [];
      const onRequest = (request: { resourceType(): string; url(): string }) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', onRequest);
      await openPage(page, path);
      page.off('request', onRequest);
      expect(await page.locator('link[rel="modulepreload"]').count(), path).toBe(0);
      expect(
        scripts.filter((script) => !script.startsWith('/assets/islands/')),
        `${path} laadt alleen de eilanden`,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('the loader asks for React only after the first paint', async ({ page }) => {
    await openPage(page, '/privacy');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const react = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/islands\/react-[^/]+\.js$/.test(new URL(entry.name).pathname));
      return { paint: paint?.startTime, react: react?.startTime };
    });
    expect(timing.paint).toBeDefined();
    expect(timing.react).toBeDefined();
    expect(timing.react!).toBeGreaterThanOrEqual(timing.paint!);
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
