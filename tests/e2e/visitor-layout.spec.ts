import { expect, test } from '@playwright/test';
import { mainNav } from '../../web/app/content/navigation.ts';
import { openPage } from './stack.ts';

test('on a phone the map caption sits below the map, not over it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  for (const path of ['/contact', '/zeist', '/utrecht']) {
    await openPage(page, path);
    const map = await page.locator('img[src^="/images/map-"]').boundingBox();
    const button = await page.locator('[data-map-button]').boundingBox();
    expect(button!.y, path).toBeGreaterThanOrEqual(map!.y + map!.height);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });

  test('the menu opens from its button by keyboard and reaches every main page', async ({ page }) => {
    for (const item of mainNav) {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu openen' }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
      await expect(menu).toBeVisible();
      // Focus moved into the menu, on its first link.
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
      await menu.getByRole('link', { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.to === '/' ? '/' : item.to}$`));
    }
    await page.getByRole('button', { name: 'Menu openen' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
  });

  test('the FAQ opens by keyboard, one answer at a time', async ({ page }) => {
    await page.goto('/');
    const questions = page.locator('details[name] > summary');
    await questions.first().focus();

    await page.keyboard.press('Enter');
    await expect(page.locator('details[name]').first()).toHaveAttribute('open', '');
    await questions.nth(1).focus();
    await page.keyboard.press('Space');

    await expect(page.locator('details[name]').nth(1)).toHaveAttribute('open', '');
    await expect(page.locator('details[name]').first()).not.toHaveAttribute('open', '');
  });

  test("the logo strip's pause works by keyboard", async ({ page }) => {
    await page.goto('/');
    const pause = page.locator('input[data-logo-pause]');
    await pause.focus();

    await page.keyboard.press('Space');

    await expect(pause).toBeChecked();
    await expect(page.locator('[data-logo-track]').first()).toHaveCSS('animation-play-state', 'paused');
  });

  test("the contact form's server-side errors come back in the site's layout with every answer kept", async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Naam', { exact: true }).fill('Sanne de Vries');
    await page.getByLabel('E-mailadres').fill('sanne@voorbeeld.nl');
    await page.getByLabel(/Telefoonnummer/).fill('12345');
    await page.getByRole('textbox', { name: 'Bericht' }).fill('Ik wil graag een webshop beginnen.');

    await page.getByRole('button', { name: 'Verstuur bericht' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je bericht is nog niet verstuurd');
    await expect(page.getByText('Voer een geldig Nederlands telefoonnummer in').first()).toBeVisible();
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Sanne de Vries');
    await expect(page.getByLabel(/Telefoonnummer/)).toHaveValue('12345');
    await expect(page.getByRole('textbox', { name: 'Bericht' })).toHaveValue('Ik wil graag een webshop beginnen.');
    // The site's stylesheet applies: the body is set in the system font stack, as on every page of the site.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');

    await page.getByLabel(/Telefoonnummer/).fill('06 12 34 56 78');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page).toHaveURL(/\/contact\/verzonden$/);
  });
});

// Content pages have no router, so their links load the next page; the hydrated apps (/contact, /start)
// still navigate on the client, and there focus has to be moved by hand.
test('a link loads the next page whole: Tab starts at its skip link, which leads into main', async ({ page }) => {
  // Visitor pages are static (no client-side router): focus starts at the top of the new document.
  await openPage(page, '/contact');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookiebeleid' }).click();

  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookiebeleid');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Direct naar de inhoud' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

test('the gallery opens a larger view by keyboard; Escape closes it and focus returns to the tile', async ({ page }) => {
  await openPage(page, '/tools');
  const tile = page.getByRole('link', { name: /\(vergroten\)/ }).first();
  await tile.focus();

  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).not.toHaveText('Vergrote schermafbeelding');
  expect((await dialog.locator('img').boundingBox())!.width).toBeGreaterThan(800);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();
});

test('favicon.ico, the apple-touch-icon and the web manifest are there', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const apple = await request.get('/apple-touch-icon.png');
  expect(apple.headers()['content-type']).toBe('image/png');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Startsprong');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('on a phone the service categories fold their lists, which stay in the HTML; on a desktop they are open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openPage(page, '/services');
  const firstList = page.locator('section details ul').first();
  await expect(firstList).toBeHidden();
  await page.locator('section details summary').first().click();
  await expect(firstList).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/services');
  await expect(page.locator('section details ul').first()).toBeVisible();
  await expect(page.locator('section details summary').first()).toBeHidden();
});
