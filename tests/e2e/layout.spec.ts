import { expect, test, type Page } from '@playwright/test';
import { SCROLL_TO_TOP_THRESHOLD } from '../../web/app/components/layout/scroll-to-top-threshold.ts';
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

/*
 * The quick-contact corner is HTML and CSS (quick-contact.tsx): the same with or without JavaScript, on a
 * page with islands (/) and one without (/privacy).
 */
for (const javaScriptEnabled of [true, false])
  test.describe(`the quick-contact corner ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    const open = (page: Page, path: string) => (javaScriptEnabled ? openPage(page, path) : page.goto(path).then(() => {}));
    const panel = (page: Page) => page.getByRole('dialog', { name: 'Vragen? App ons gerust' });

    test.beforeEach(async ({ context }) => {
      // The chat opens on WhatsApp's site; the test only checks where it goes, it never loads it.
      await context.route(/^https:\/\/wa\.me\//, (route) => route.fulfill({ status: 200, body: 'WhatsApp' }));
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

      test('a first tap on the bubble opens the panel; a second tap at the same place opens the chat in a new tab and closes the panel', async ({
        page,
        context,
      }) => {
        // Prepare
        await open(page, '/');
        const box = (await page.getByTestId('whatsapp-bubble').boundingBox())!;
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        await page.touchscreen.tap(x, y);
        await expect(panel(page)).toBeVisible();
        await expect(panel(page)).toContainText('Stel je vraag via WhatsApp op 06 12 34 56 78');

        // Act
        const [chat] = await Promise.all([context.waitForEvent('page'), page.touchscreen.tap(x, y)]);

        // Assess
        expect(chat.url()).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
        expect(decodeURIComponent(chat.url())).toContain('text=Hoi! Ik heb een vraag over jullie diensten.');
        await expect(panel(page)).toBeHidden();
        await expect(page.getByRole('link', { name: /Start chat/ })).toBeHidden();
      });

      test('a tap beside the open panel closes it and leaves the bubble as it was', async ({ page }) => {
        // Prepare
        await open(page, '/privacy');
        await page.getByTestId('whatsapp-bubble').tap();
        await expect(panel(page)).toBeVisible();

        // Act
        await page.getByRole('heading', { level: 1 }).tap();

        // Assess
        await expect(panel(page)).toBeHidden();
        await expect(page.getByTestId('whatsapp-bubble')).toBeVisible();
      });
    });

    test('by keyboard Enter opens the panel, Escape closes it and focus returns to the bubble, and Tab goes from the bubble to Start chat', async ({
      page,
      context,
    }) => {
      // Prepare
      await open(page, '/');
      const bubble = page.getByTestId('whatsapp-bubble');
      await bubble.focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();

      // Act
      await page.keyboard.press('Escape');

      // Assess
      await expect(panel(page)).toBeHidden();
      await expect(bubble).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const startChat = page.getByRole('link', { name: /^Start chat \(opent in een nieuw tabblad\)/ });
      await expect(startChat).toBeFocused();
      const [chat] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      expect(chat.url()).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
      // The corner's script closes the panel as the chat opens; without it, Escape does (a link cannot).
      if (javaScriptEnabled) await expect(panel(page)).toBeHidden();
      else await expect(panel(page)).toBeVisible();
    });

    for (const size of [
      { width: 375, height: 667 },
      { width: 1440, height: 900 },
    ])
      test(`at ${size.width} px back to the top is out of sight at ${SCROLL_TO_TOP_THRESHOLD - 1} px of scrolling, in sight at ${SCROLL_TO_TOP_THRESHOLD + 1} px, and brings the visitor up`, async ({
        page,
      }) => {
        // Prepare
        await page.setViewportSize(size);
        await open(page, '/privacy');
        const toTop = page.getByRole('link', { name: 'Terug naar boven' });
        await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_THRESHOLD - 1);
        await expect(toTop).not.toBeInViewport();
        await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_THRESHOLD + 1);
        await expect(toTop).toBeInViewport();
        await page.evaluate(() => window.scrollTo(0, 900));
        await expect(toTop).toBeInViewport({ ratio: 1 });

        // Act
        await toTop.click();

        // Assess
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await expect(toTop).not.toBeInViewport();
      });

    test('back to the top by keyboard: Tab then goes on from the top of the page', async ({ page }) => {
      // Prepare
      await open(page, '/privacy');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.getByRole('link', { name: 'Terug naar boven' }).focus();

      // Act
      await page.keyboard.press('Enter');

      // Assess
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Direct naar de inhoud' })).toBeFocused();
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
