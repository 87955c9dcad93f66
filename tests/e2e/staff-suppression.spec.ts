import { expect, test } from '@playwright/test';
import { emailsInvolving, openPage } from './stack.ts';
import { expectAccessible } from './support/axe.ts';
import { expectNoSidewaysScroll, signInAsStaff } from './support/staff.ts';

/**
 * A block on an address as staff meet it at /beheer/blokkades: a confirmation SES bounced blocks that exact
 * address, staff find it by typing the address, lift it, and the audit trail says so.
 */
test.describe('blocks in the staff area', () => {
  test('shows a bounced address as blocked, lifts it by keyboard, and writes it into the audit trail', async ({ page }) => {
    // Prepare: a contact message from an address SES's simulator bounces (which counts towards no rate)
    const address = `bounce+${Date.now().toString(36)}@simulator.amazonses.com`;
    await openPage(page, '/contact');
    await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('Naam', { exact: true }).fill('Sam Jansen');
    await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('E-mailadres', { exact: true }).fill(address);
    await page
      .getByRole('region', { name: 'Stuur ons een bericht' })
      .getByLabel('Bericht', { exact: true })
      .fill('Een vraag over een website voor mijn bedrijf.');
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect.poll(async () => (await emailsInvolving(address)).length, { timeout: 30_000 }).toBe(2);

    // Act: staff look the address up, with the keyboard only
    await signInAsStaff(page, '/beheer/blokkades');
    await page.getByLabel('E-mailadres').fill(address);
    await page.keyboard.press('Enter');

    // Assess: blocked (once SES's bounce has been handled), and the outcome has the focus
    const outcome = page.getByRole('heading', { level: 2, name: 'Geblokkeerd' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Opzoeken' }).click();
      await expect(outcome).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(outcome).toBeFocused();
    await expect(page.getByText('een e-mail kwam niet aan, omdat het adres niet bestaat')).toBeVisible();
    await expectAccessible(page);
    for (const width of [320, 375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
    }

    // Act: lift it
    await page.getByRole('button', { name: 'Blokkade opheffen' }).focus();
    await page.keyboard.press('Enter');

    // Assess
    await expect(page.getByRole('heading', { level: 2, name: 'Opgeheven' })).toBeFocused();
    await expect(page.getByText('bevestigingen gaan weer naar dit adres')).toBeVisible();
    await page.getByRole('link', { name: 'Logboek', exact: true }).click();
    await expect(page.getByText('Blokkade opgeheven').filter({ visible: true }).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(address);
  });
});
