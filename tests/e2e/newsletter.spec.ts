import { expect, test } from '@playwright/test';
import { emailsInvolving, openPage, uniqueEmail } from './stack.ts';

test.describe('the newsletter', () => {
  test('a sign-up on /blog mails a confirmation link that confirms the subscription', async ({ page }) => {
    const email = uniqueEmail('nieuwsbrief');
    await openPage(page, '/blog');

    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await page.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByText('Bijna klaar!')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveValue('');
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await emailsInvolving(email);
    const link = /href="([^"]*\/api\/newsletter\/bevestigen[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page).toHaveURL(/\/nieuwsbrief\/bevestigd$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je aanmelding is bevestigd');
  });

  test('without JavaScript, a sign-up posts the form, lands on a Dutch page and keeps the address out of the URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('nieuwsbrief-nojs');
    await page.goto('/blog');

    await page.getByRole('textbox', { name: 'Je e-mailadres' }).first().fill(email);
    const [signUp] = await Promise.all([
      page.waitForRequest('**/api/newsletter'),
      page.getByRole('button', { name: 'Aanmelden' }).first().click(),
    ]);

    // The address travels in the body of a POST, never in a URL.
    expect(signUp.method()).toBe('POST');
    expect(new URLSearchParams(signUp.postData() ?? '').get('email')).toBe(email);
    await expect(page).toHaveURL(/\/nieuwsbrief\/bijna-klaar$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bijna klaar!');
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    await context.close();
  });

  test('the unsubscribe link in the email works in one click in the browser', async ({ page }) => {
    const email = uniqueEmail('nieuwsbrief-af');
    await openPage(page, '/blog');
    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await emailsInvolving(email);
    const link = new URL(/href="([^"]*\/api\/newsletter\/afmelden[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));

    await page.goto(link.pathname + link.search);

    await expect(page).toHaveURL(/\/nieuwsbrief\/afgemeld$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('afgemeld');
  });

  test('a wrong address gets its Dutch message', async ({ page }) => {
    await openPage(page, '/blog');

    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill('lezer@');
    await page.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Voer een geldig e-mailadres in' })).toBeVisible();
  });
});
