import { expect, test, type Page } from '@playwright/test';
import { serverFaultMessage } from '../../shared/error-messages.ts';
import { openPage } from './stack.ts';

/** An article with a long table of contents. */
const ARTICLE = '/blog/logo-laten-maken';
const CANONICAL = 'https://www.startsprong.nl/blog/logo-laten-maken';

/** Waits until a smooth scroll has come to rest. */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        const check = () => (window.scrollY === last ? resolve() : ((last = window.scrollY), setTimeout(check, 200)));
        check();
      }),
  );
}

const cards = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('article');

test.describe('the blog overview', () => {
  test('search narrows the list, announces the count, keeps the view in the URL and after a reload', async ({ page }) => {
    await openPage(page, '/blog');
    await expect(page.getByText('Uitgelicht', { exact: true })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Zoek in de artikelen' }).fill('LOGO');

    await expect(page).toHaveURL(/\/blog\?zoek=LOGO$/);
    await expect(page.getByText('Uitgelicht', { exact: true })).toHaveCount(0);
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: /gevonden/ })).toHaveText(
      `${titles.length} artikel${titles.length === 1 ? '' : 'en'} gevonden`,
    );

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('searchbox', { name: 'Zoek in de artikelen' })).toHaveValue('LOGO');
    await expect(cards(page)).toHaveCount(titles.length);
  });

  test('a search without matches says so, and one click shows everything again', async ({ page }) => {
    await openPage(page, '/blog');

    await page.getByRole('searchbox', { name: 'Zoek in de artikelen' }).fill('hypotheek voor een zeilboot');

    await expect(page.getByText('Geen artikelen gevonden die voldoen aan je zoekopdracht.')).toBeVisible();
    await page.getByRole('button', { name: 'Toon alle artikelen' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText('Uitgelicht', { exact: true })).toBeVisible();
  });

  test('the category filter shows only that category, is in the URL, and survives a reload', async ({ page }) => {
    await openPage(page, '/blog');

    await page.getByRole('button', { name: 'Branding & Design' }).click();

    await expect(page).toHaveURL(/\/blog\?categorie=branding$/);
    await expect(page.getByRole('button', { name: 'Branding & Design' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Uitgelicht', { exact: true })).toHaveCount(0);
    const labels = await cards(page)
      .locator('span', { hasText: /^(Startup|Branding & Design|Development & Systemen)$/ })
      .allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(new Set(labels)).toEqual(new Set(['Branding & Design']));

    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('button', { name: 'Branding & Design' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(labels.length);
  });

  test('Back returns to the category chosen before', async ({ page }) => {
    await openPage(page, '/blog');
    await page.getByRole('button', { name: 'Startup' }).click();
    await page.getByRole('button', { name: 'Development & Systemen' }).click();

    await page.goBack();

    await expect(page).toHaveURL(/\/blog\?categorie=startup$/);
    await expect(page.getByRole('button', { name: 'Startup' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('an article opens from its card, and the old path without /blog redirects to it', async ({ page }) => {
    await openPage(page, '/blog');
    await page
      .getByRole('link', { name: /^Logo laten maken/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Logo laten maken');

    const response = await page.request.get('/logo-laten-maken', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(ARTICLE);
  });
});

test.describe('an article page', () => {
  test('copy link writes the canonical URL to the clipboard and says so', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPage(page, ARTICLE);

    await page.getByRole('button', { name: 'Kopieer link' }).click();

    await expect(page.getByTestId('toast')).toContainText('Link gekopieerd!');
    await expect(page.getByTestId('toast')).toContainText('De link is naar je klembord gekopieerd.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(CANONICAL);
  });

  test('share buttons open the network in a 600x400 popup with the article URL', async ({ page, context }) => {
    await context.route(/linkedin\.com|twitter\.com|facebook\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>delen</title>' }),
    );
    await openPage(page, ARTICLE);

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Deel op X (Twitter)' }).click()]);

    const url = new URL(popup.url());
    expect(url.hostname).toBe('twitter.com');
    expect(url.searchParams.get('url')).toBe(CANONICAL);
    expect(url.searchParams.get('text')).toContain('Logo laten maken');
    expect(popup.viewportSize()).toEqual({ width: 600, height: 400 });
  });

  test('a table-of-contents entry scrolls to its heading and becomes the active entry', async ({ page }) => {
    await openPage(page, ARTICLE);
    const contents = page.getByRole('navigation', { name: 'In dit artikel' });
    const entry = contents.getByRole('link').nth(3);
    const id = (await entry.getAttribute('href'))!.slice(1);

    await entry.click();

    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`h2[id="${id}"]`)).toBeInViewport();
    await expect(entry).toHaveAttribute('aria-current', 'location');
    await expect(contents.locator('[aria-current]')).toHaveCount(1);
  });

  test('a click on an entry higher up marks that entry, not the headings the scroll passed', async ({ page }) => {
    await openPage(page, ARTICLE);
    const contents = page.getByRole('navigation', { name: 'In dit artikel' });
    await contents.getByRole('link').last().click();
    const second = contents.getByRole('link').nth(1);

    await second.click();

    await expect(page.locator(`h2[id="${(await second.getAttribute('href'))!.slice(1)}"]`)).toBeInViewport();
    await scrollSettled(page);
    await expect(second).toHaveAttribute('aria-current', 'location');
    await expect(contents.locator('[aria-current]')).toHaveCount(1);
  });

  test('opening an article at a heading marks that heading', async ({ page }) => {
    await page.goto(ARTICLE);
    const contents = page.getByRole('navigation', { name: 'In dit artikel' });
    const third = contents.getByRole('link').nth(2);
    const hash = (await third.getAttribute('href'))!;
    await page.goto('about:blank');

    await openPage(page, `${ARTICLE}${hash}`);

    await expect(third).toHaveAttribute('aria-current', 'location');
  });

  test('scrolling marks the heading in view in the table of contents', async ({ page }) => {
    await openPage(page, ARTICLE);
    const contents = page.getByRole('navigation', { name: 'In dit artikel' });
    const last = contents.getByRole('link').last();
    const id = (await last.getAttribute('href'))!.slice(1);

    // The observer watches a line a fifth down the viewport; put the heading across it.
    await page
      .locator(`h2[id="${id}"]`)
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.2 + 8));

    await expect(last).toHaveAttribute('aria-current', 'location');
  });
});

test.describe('the checklist in an article', () => {
  test('is a list of real checkboxes whose ticks are counted below it, with the verdict they add up to', async ({ page }) => {
    await openPage(page, '/blog/zzp-naar-bv');
    const checklist = page.locator('[data-checklist]');
    const boxes = checklist.getByRole('checkbox');
    await expect(boxes).toHaveCount(12);

    await boxes.nth(0).check();
    await page.getByRole('checkbox', { name: /Ik wil mijn bedrijf ooit verkopen/ }).press('Space');

    const score = page.getByRole('status').filter({ hasText: 'uitspraken' });
    await expect(score).toHaveText('Je hebt 2 van de 12 uitspraken aangevinkt: blijf voorlopig zzp’er.');

    for (const index of [1, 2]) await boxes.nth(index).check();
    await expect(score).toHaveText('Je hebt 4 van de 12 uitspraken aangevinkt: bereid de overstap binnen een jaar voor.');
    for (const index of [3, 4, 5, 6]) await boxes.nth(index).check();
    await expect(score).toHaveText('Je hebt 8 van de 12 uitspraken aangevinkt: het is tijd voor een bv.');
  });
});

test.describe('related articles', () => {
  test('an article shows the two its writer chose by topic, and each of those leads on', async ({ page }) => {
    await openPage(page, '/blog/zzp-of-bv');
    const related = page.getByRole('region', { name: 'Lees ook' }).getByRole('link');

    await expect(related).toHaveCount(2);
    await expect(related.nth(0)).toHaveAttribute('href', '/blog/zzp-naar-bv');
    await expect(related.nth(1)).toHaveAttribute('href', '/blog/rechtsvorm-kiezen');

    await related.nth(1).click();
    await expect(page).toHaveURL(/\/blog\/rechtsvorm-kiezen$/);
    await expect(page.getByRole('region', { name: 'Lees ook' }).getByRole('link')).toHaveCount(2);
  });
});

test.describe('the newsletter card on an article', () => {
  test('shows its sending state, then says in the card that the email is on its way', async ({ page }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await answered;
      await route.fulfill({ status: 201, contentType: 'application/json', body: '{}' });
    });
    await openPage(page, ARTICLE);
    const card = page.getByRole('region', { name: 'Meer van dit soort artikelen?' });

    await card.getByRole('textbox', { name: 'Je e-mailadres' }).fill('lezer@example.nl');
    await card.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(card.getByRole('button', { name: 'Aanmelden...' })).toBeDisabled();
    release();
    await expect(card.getByTestId('newsletter-sent')).toContainText('Bijna klaar!');
    await expect(card.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveCount(0);
  });

  test('says something went wrong when the server fails, and keeps the address', async ({ page }) => {
    await page.route('**/api/newsletter', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: serverFaultMessage }) }),
    );
    await openPage(page, ARTICLE);
    const card = page.getByRole('region', { name: 'Meer van dit soort artikelen?' });

    await card.getByRole('textbox', { name: 'Je e-mailadres' }).fill('lezer@example.nl');
    await card.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByRole('alert').getByTestId('toast')).toContainText('Er is iets misgegaan');
    await expect(card.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveValue('lezer@example.nl');
    await expect(card.getByRole('button', { name: 'Aanmelden' })).toBeEnabled();
  });
});
