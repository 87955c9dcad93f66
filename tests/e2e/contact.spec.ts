import { expect, test, type Page } from '@playwright/test';
import { contactMessagesFor, contactMessagesWhere, deviceStorage, emailsInvolving, openPage, uniqueEmail } from './stack.ts';

/** The contact form's own region: the page also holds the intro call's picker, with a name and an email of its own. */
const contactForm = (page: Page) => page.getByRole('region', { name: 'Stuur ons een bericht' });

const staffAddress = 'hallo@startsprong.nl';

async function fillContactForm(
  page: import('@playwright/test').Page,
  values: { name: string; email: string; phone?: string; message: string },
) {
  await contactForm(page).getByLabel('Naam', { exact: true }).fill(values.name);
  await contactForm(page).getByLabel('E-mailadres', { exact: true }).fill(values.email);
  if (values.phone) await contactForm(page).getByLabel('Telefoonnummer (optioneel)').fill(values.phone);
  await contactForm(page).getByLabel('Bericht', { exact: true }).fill(values.message);
}

test.describe('the contact form', () => {
  test('with JavaScript, a message is stored, both emails reach the mailbox, and the confirmation stays where the form was', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-js');
    await openPage(page, '/contact');
    await fillContactForm(page, {
      name: 'Fatima de Vries',
      email,
      phone: '+31 (0)6 1234 5678',
      message: 'Ik wil een koffiebar openen in Zeist. Kunnen jullie helpen met een plan?',
    });
    await contactForm(page).getByLabel('Hoe heb je ons gevonden? (optioneel)').selectOption({ label: 'Een artikel' });

    // A keyboard submit: Enter in the last field before the button.
    await contactForm(page).getByLabel('Hoe heb je ons gevonden? (optioneel)').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');

    const sent = page.getByRole('heading', { name: 'Je bericht is verstuurd' });
    await expect(sent).toBeFocused();
    await expect(page.getByText('Je hoort binnen één werkdag van ons.')).toBeVisible();
    // In the form's own place, not a toast that goes away.
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    const [stored] = await contactMessagesFor(email);
    expect(stored).toMatchObject({ name: 'Fatima de Vries', email, phone: '+31 (0)6 1234 5678', phone_key: '0612345678', source: 'js' });
    expect(stored?.attribution).toEqual({ pagePath: '/contact', foundVia: 'article' });
    expect(await deviceStorage(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    await page.getByRole('button', { name: 'Nog een bericht sturen' }).click();
    await expect(contactForm(page).getByLabel('Naam', { exact: true })).toHaveValue('');
    await expect(contactForm(page).getByLabel('Naam', { exact: true })).toBeFocused();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    const emails = await emailsInvolving(email);
    const toStaff = emails.find((mail) => mail.destination.to.includes(staffAddress));
    const toVisitor = emails.find((mail) => mail.destination.to.includes(email));
    expect(toStaff?.replyTo).toContain(email);
    expect(toStaff?.body.html).toContain('koffiebar');
    expect(toVisitor?.subject).toBeTruthy();
  });

  test('without JavaScript, the form posts and lands on a confirmation page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('contact-nojs');
    await page.goto('/contact');
    await fillContactForm(page, { name: 'Joost Bakker', email, message: 'Graag een belletje over een webshop voor mijn keramiek.' });
    await contactForm(page).getByLabel('Hoe heb je ons gevonden? (optioneel)').selectOption({ label: 'Een aanbeveling' });

    const [sent] = await Promise.all([
      page.waitForRequest('**/api/contact'),
      page.getByRole('button', { name: 'Verstuur bericht' }).click(),
    ]);

    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).search).toBe('');
    await expect(page).toHaveURL(/\/contact\/verzonden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, je bericht is verstuurd');
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    expect((await contactMessagesFor(email))[0]).toMatchObject({
      source: 'form',
      phone: null,
      attribution: { foundVia: 'recommendation' },
    });
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    await context.close();
  });

  test('a bad email address gets its Dutch message, focus, and nothing is stored; the message goes once the address is right', async ({
    page,
  }) => {
    const name = `Verkeerd Adres ${Date.now()}`;
    await openPage(page, '/contact');
    await fillContactForm(page, { name, email: 'niet-een-adres', message: 'Hallo!' });

    await page.getByRole('button', { name: 'Verstuur bericht' }).click();

    const emailField = contactForm(page).getByLabel('E-mailadres', { exact: true });
    await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Controleer de gemarkeerde velden.' })).toBeVisible();
    expect(await contactMessagesWhere('name', name)).toHaveLength(0);

    await emailField.fill('juist@voorbeeld.nl');

    await expect(page.getByText('Voer een geldig e-mailadres in')).toHaveCount(0);
    await expect(emailField).toHaveAttribute('aria-invalid', 'false');
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`a required field left empty is focused fully below the sticky header at 375 px, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      if (javaScriptEnabled) await openPage(page, '/contact');
      else await page.goto('/contact');
      await page.getByRole('button', { name: 'Verstuur bericht' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 300));

      await page.getByRole('button', { name: 'Verstuur bericht' }).click();

      const name = contactForm(page).getByLabel('Naam', { exact: true });
      await expect(name).toBeFocused();
      const header = (await page.getByRole('banner').first().boundingBox())!;
      await expect.poll(async () => (await name.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
      const box = (await name.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(667);
      await context.close();
    });
  }

  test('a double click sends one message', async ({ page }) => {
    const email = uniqueEmail('contact-double');
    await openPage(page, '/contact');
    await fillContactForm(page, { name: 'Snelle Klikker', email, message: 'Twee keer klikken mag geen twee berichten geven.' });

    await page.getByRole('button', { name: 'Verstuur bericht' }).dblclick();

    await expect(page.getByRole('heading', { name: 'Je bericht is verstuurd' })).toBeVisible();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    expect(await contactMessagesFor(email)).toHaveLength(1);
  });
});
