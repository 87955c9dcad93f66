import { expect, test } from '@playwright/test';
import { contactMessagesFor, contactMessagesWhere, emailsInvolving, openPage, uniqueEmail } from './stack.ts';

const staffAddress = 'hallo@startsprong.nl';

async function fillContactForm(
  page: import('@playwright/test').Page,
  values: { name: string; email: string; phone?: string; message: string },
) {
  await page.getByLabel('Naam', { exact: true }).fill(values.name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(values.email);
  if (values.phone) await page.getByLabel('Telefoonnummer (optioneel)').fill(values.phone);
  await page.getByLabel('Bericht', { exact: true }).fill(values.message);
}

test.describe('the contact form', () => {
  test('with JavaScript, a message is stored and both emails reach the mailbox', async ({ page }) => {
    const email = uniqueEmail('contact-js');
    await openPage(page, '/contact');
    await fillContactForm(page, {
      name: 'Fatima de Vries',
      email,
      phone: '06 12 34 56 78',
      message: 'Ik wil een koffiebar openen in Zeist. Kunnen jullie helpen met een plan?',
    });

    await page.getByRole('button', { name: 'Verstuur bericht' }).click();

    await expect(page.getByText('Je bericht is verstuurd')).toBeVisible();
    await expect(page.getByText('Je hoort binnen één werkdag van ons.')).toBeVisible();
    await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('');
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    const [stored] = await contactMessagesFor(email);
    expect(stored).toMatchObject({ name: 'Fatima de Vries', email, phone: '06 12 34 56 78', source: 'js' });
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

    await page.getByRole('button', { name: 'Verstuur bericht' }).click();

    await expect(page).toHaveURL(/\/contact\/verzonden$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt, je bericht is verstuurd');
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    expect((await contactMessagesFor(email))[0]).toMatchObject({ source: 'form', phone: null });
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    await context.close();
  });

  test('a bad email address gets its Dutch message and nothing is stored', async ({ page }) => {
    const name = `Verkeerd Adres ${Date.now()}`;
    await openPage(page, '/contact');
    await fillContactForm(page, { name, email: 'niet-een-adres', message: 'Hallo!' });

    await page.getByRole('button', { name: 'Verstuur bericht' }).click();

    const emailField = page.getByLabel('E-mailadres', { exact: true });
    await expect(page.getByText('Voer een geldig e-mailadres in')).toBeVisible();
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Controleer de gemarkeerde velden.' })).toBeVisible();
    expect(await contactMessagesWhere('name', name)).toHaveLength(0);
  });

  test('the API refuses a bad email address with a Dutch message and stores nothing', async ({ request }) => {
    const name = `Direct Verzoek ${Date.now()}`;

    const response = await request.post('/api/contact', { data: { name, email: 'geen-adres@', message: 'Hallo!' } });

    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toEqual({ email: 'Voer een geldig e-mailadres in' });
    expect(typeof body.error).toBe('string');
    expect(await contactMessagesWhere('name', name)).toHaveLength(0);
  });

  test('a double click sends one message', async ({ page }) => {
    const email = uniqueEmail('contact-double');
    await openPage(page, '/contact');
    await fillContactForm(page, { name: 'Snelle Klikker', email, message: 'Twee keer klikken mag geen twee berichten geven.' });

    await page.getByRole('button', { name: 'Verstuur bericht' }).dblclick();

    await expect(page.getByText('Je bericht is verstuurd')).toBeVisible();
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    expect(await contactMessagesFor(email)).toHaveLength(1);
  });
});
