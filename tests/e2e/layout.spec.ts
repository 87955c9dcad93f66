import { expect, test } from '@playwright/test';
import { openPage } from './stack.ts';

test.describe('an unknown path', () => {
  test('answers 404 with the not-found page, marked noindex', async ({ page }) => {
    const response = await page.goto('/deze-pagina-bestaat-niet');

    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Pagina niet gevonden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Terug naar de homepage' })).toHaveAttribute('href', '/');
  });
});

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('opens and closes by keyboard, and Escape returns focus to its button', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu openen' });
    await toggle.focus();

    await page.keyboard.press('Enter');

    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(menu).toBeVisible();
    // The browser reports a popover's button as expanded itself; the name follows the popover in CSS.
    await expect(page.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('popovertarget', 'mobiel-menu');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeFocused();
  });

  test('opens right under the header and closes on a tap beside it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu openen' }).tap();
    const menu = page.getByRole('navigation', { name: 'Mobiel menu' });
    await expect(menu).toBeVisible();
    // Right under the header, not over it.
    const header = await page.locator('header').first().boundingBox();
    expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    // Below the panel, on the page's left margin.
    const panel = (await menu.boundingBox())!;
    await page.touchscreen.tap(4, panel.y + panel.height + 20);

    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menu openen' })).toBeVisible();
  });

  test('stays visible in forced colours: its panel keeps a border against the page', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu openen' }).tap();

    const border = await page.locator('#mobiel-menu').evaluate((panel) => getComputedStyle(panel).borderBottomWidth);

    expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
  });

  test('closes when a link is tapped, and the new page starts at the top', async ({ page }) => {
    await openPage(page, '/privacy');
    await page.mouse.wheel(0, 1200);
    await page.getByRole('button', { name: 'Menu openen' }).tap();

    await page.getByRole('navigation', { name: 'Mobiel menu' }).getByRole('link', { name: 'Contact' }).tap();

    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('navigation', { name: 'Mobiel menu' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laten we kennismaken');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('highlights the link of the page that is open', async ({ page }) => {
    await openPage(page, '/tools');
    await page.getByRole('button', { name: 'Menu openen' }).tap();

    await expect(page.getByRole('navigation', { name: 'Mobiel menu' }).getByRole('link', { name: 'Tools' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('the WhatsApp bubble', () => {
  test.beforeEach(async ({ context }) => {
    // The chat opens on WhatsApp's site; the test only checks where it goes, it never loads it.
    await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
  });

  test('a first tap opens the panel, a second opens the chat in a new tab and closes the panel', async ({ page, context }) => {
    await openPage(page, '/');
    const bubble = page.getByTestId('whatsapp-bubble');

    await bubble.click();
    await expect(page.getByRole('dialog', { name: 'Vragen? App ons gerust' })).toBeVisible();
    const [chat] = await Promise.all([context.waitForEvent('page'), bubble.click()]);

    expect(decodeURIComponent(chat.url())).toContain('text=Hoi! Ik heb een vraag over jullie diensten.');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('works by keyboard: Enter opens, Escape closes, Start chat opens the chat', async ({ page, context }) => {
    await openPage(page, '/');
    const bubble = page.getByTestId('whatsapp-bubble');
    await bubble.focus();
    await expect(page.getByRole('tooltip')).toHaveText('Chat met ons via WhatsApp');

    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(bubble).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start chat' }).focus();
    const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    expect(chat.url()).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('the scroll-to-top button', () => {
  test('appears after 300 px of scrolling and brings the visitor back up', async ({ page }) => {
    await openPage(page, '/privacy');
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Terug naar boven' }).click();

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('after a tap it leaves the skip link out of sight, which Tab then shows', async ({ page }) => {
    await openPage(page, '/privacy');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Terug naar boven' }).click();
    const skipLink = page.getByRole('link', { name: 'Direct naar de inhoud' });
    await expect(skipLink).toBeFocused();

    // Shown, it is fixed at the top left; hidden, it is the visually hidden 1 px box (sr-only).
    const shown = () => skipLink.evaluate((link) => getComputedStyle(link).position === 'fixed');
    expect(await shown()).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    expect(await shown()).toBe(true);
  });
});

test.describe('the header and headings', () => {
  test('the header is opaque white, readable where a backdrop blur is not painted', async ({ page }) => {
    await openPage(page, '/');
    const style = await page
      .locator('header')
      .first()
      .evaluate((header) => {
        const computed = getComputedStyle(header);
        return { background: computed.backgroundColor, blur: computed.backdropFilter };
      });
    expect(style).toEqual({ background: 'rgb(255, 255, 255)', blur: 'none' });
  });

  test('page headings are never hyphenated by the browser (Firefox split "ie-mand")', async ({ page }) => {
    for (const path of ['/', '/services', '/cookies']) {
      await openPage(page, path);
      expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).hyphens), path).toBe('manual');
    }
  });
});

test.describe('the package comparison', () => {
  test('on a 320 px phone says it scrolls sideways, and scrolls; from 375 px it fits without the hint', async ({ page }) => {
    const table = page.getByRole('region', { name: 'Pakketten vergeleken' });
    const hint = page.getByText('Schuif de tabel opzij om alle pakketten te zien.');
    await page.setViewportSize({ width: 320, height: 640 });
    await openPage(page, '/services');
    await expect(hint).toBeVisible();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

    await page.setViewportSize({ width: 375, height: 667 });
    await expect(hint).toBeHidden();
    expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(false);
  });
});

test.describe('the logo strip', () => {
  test('has every logo loaded before it slides into view, never an empty tile', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');

    const logos = await page
      .locator('[data-logo-track] img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
    expect(logos.length).toBeGreaterThanOrEqual(8);
    expect(logos.every(Boolean)).toBe(true);
  });
});

test.describe('every page', () => {
  test('paints its first screen from the inline critical CSS, which the CSP allows, and hydrates without an error', async ({ page }) => {
    // Without the full stylesheet only the inline CSS can style the page; a hash in the CSP that drifted
    // from the built CSS would leave it unstyled (and report a violation).
    await page.route(/\/assets\/app-[\w-]+\.css$/, (route) => route.abort());
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        document.documentElement.dataset.cspViolation = event.violatedDirective;
      });
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.includes('/assets/app-')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await openPage(page, '/services');

    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('800');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('system-ui');
    await expect(page.locator('html')).not.toHaveAttribute('data-csp-violation');
    expect(errors).toEqual([]);
  });
});
