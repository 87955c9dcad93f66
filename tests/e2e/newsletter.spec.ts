import { expect, test } from '@playwright/test';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tables } from '../../infra/app-spec.ts';
import { mailPauseKey } from '../../functions/mail/reputation.ts';
import { newsletterMessages } from '../../shared/newsletter-copy.ts';
import { deviceStorage, documents, emailsInvolving, openPage, subscriptionsFor, uniqueEmail } from './stack.ts';

test.describe('the newsletter', () => {
  test('a sign-up on /blog says to check the mailbox where the box was, and mails a link that confirms the subscription', async ({
    page,
  }) => {
    const email = uniqueEmail('nieuwsbrief');
    await openPage(page, '/blog');

    // By keyboard: the address, then Enter.
    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await page.getByRole('textbox', { name: 'Je e-mailadres' }).press('Enter');

    const sent = page.getByText('Bijna klaar!');
    await expect(sent).toBeFocused();
    await expect(page.getByText('Kijk in je mailbox en bevestig je aanmelding met de link in de e-mail.')).toBeVisible();
    // In the form's own place, not a toast that goes away.
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Je e-mailadres' })).toHaveCount(0);
    expect(await deviceStorage(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await emailsInvolving(email);
    const link = /href="([^"]*\/nieuwsbrief\/bevestigen[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&');
    await page.goto(new URL(link).pathname + new URL(link).search);
    // Opening the link shows a button and changes nothing, as a mail scanner opening it would.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je aanmelding');
    await page.getByRole('button', { name: 'Ja, ik wil de nieuwsbrief' }).click();
    await expect(page).toHaveURL(/\/nieuwsbrief\/bevestigd$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je aanmelding is bevestigd');
  });

  test('during a pause of confirmations, a sign-up is kept and told its email comes later, not to check the inbox now', async ({
    page,
  }) => {
    // Prepare: the pause the mail-events function sets when bounces came from many clients
    const pause = { id: mailPauseKey, since: new Date().toISOString(), until: new Date(Date.now() + 60 * 60 * 1000).toISOString() };
    await documents.send(new PutCommand({ TableName: tables.guard.localName, Item: { ...pause, reason: 'bounces', email_status: {} } }));
    try {
      const email = uniqueEmail('nieuwsbrief-later');
      await openPage(page, '/blog');

      // Act
      await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
      await page.getByRole('button', { name: 'Aanmelden' }).click();

      // Assess: told so, kept, and no email yet
      await expect(page.getByText(newsletterMessages.delayed.title)).toBeVisible();
      await expect(page.getByText('Bijna klaar!')).toHaveCount(0);
      await expect.poll(async () => (await subscriptionsFor(email)).length).toBe(1);
      expect(await emailsInvolving(email)).toEqual([]);
    } finally {
      await documents.send(new DeleteCommand({ TableName: tables.guard.localName, Key: { id: mailPauseKey } }));
    }
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

  test('the unsubscribe link in the email opens a page whose button unsubscribes, also without JavaScript', async ({ page, browser }) => {
    const email = uniqueEmail('nieuwsbrief-af');
    await openPage(page, '/blog');
    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await emailsInvolving(email);
    const link = new URL(/href="([^"]*\/nieuwsbrief\/afmelden[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();

    await plain.goto(link.pathname + link.search);
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText('Afmelden voor de nieuwsbrief');
    await plain.getByRole('button', { name: 'Ja, meld me af' }).click();

    await expect(plain).toHaveURL(/\/nieuwsbrief\/afgemeld$/);
    await expect(plain.getByRole('heading', { level: 1 })).toContainText('afgemeld');
    await context.close();
  });

  test('a GET on the API link of an older email changes nothing and shows the page with the button', async ({ page }) => {
    const email = uniqueEmail('nieuwsbrief-oud');
    await openPage(page, '/blog');
    await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await emailsInvolving(email);
    const link = new URL(/href="([^"]*\/nieuwsbrief\/bevestigen[^"]*)"/.exec(mail!.body.html!)![1]!.replace(/&amp;/g, '&'));

    await page.goto(`/api/newsletter/bevestigen${link.search}`);

    await expect(page).toHaveURL((url) => url.pathname === '/nieuwsbrief/bevestigen' && url.search === link.search);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevestig je aanmelding');
  });

  test('a wrong address gets its Dutch message and focus, and the message goes once the address is right', async ({ page }) => {
    await openPage(page, '/blog');
    const field = page.getByRole('textbox', { name: 'Je e-mailadres' });

    await field.fill('lezer@');
    await page.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Voer een geldig e-mailadres in' })).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('lezer@voorbeeld.nl');
    await expect(page.getByRole('alert').filter({ hasText: 'Voer een geldig e-mailadres in' })).toHaveCount(0);
    await expect(field).toHaveAttribute('aria-invalid', 'false');
  });
});
