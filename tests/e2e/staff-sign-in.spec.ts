import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { signInAsStaff, staffAccounts } from './support/staff.ts';

test.describe('staff sign-in', () => {
  test('signs in with password and TOTP code, signs out, and the area asks to sign in again after sign-out', async ({ page, request }) => {
    const { staff } = staffAccounts();

    await signInAsStaff(page);
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('beheer.refresh'));

    await expect(page).toHaveURL(/\/beheer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeFocused();
    const meta = page.locator('meta[name="robots"]');
    await expect(meta).toHaveAttribute('content', /noindex/);

    await page.getByRole('button', { name: 'Afmelden' }).click();
    // The provider asks to confirm ending its session, as an end-session request without a form post does.
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeVisible();

    await page.reload();
    await page.goto('/beheer');
    await expect(page.getByLabel('Gebruikersnaam')).toBeVisible();
    await expect(page.getByText(`Aangemeld als ${staff.email}`)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('beheer.refresh'))).toBeNull();
    // The refresh token the tab held before sign-out no longer buys an access token.
    const config = (await (await request.get('/beheer/config.json')).json()) as { issuer: string; clientId: string };
    const renewal = await request.post(`${config.issuer}/token`, {
      form: { grant_type: 'refresh_token', refresh_token: refreshToken!, client_id: config.clientId },
    });
    expect(renewal.status()).toBe(400);
  });

  test('keeps the session across a reload in the same tab without the sign-in pages', async ({ page }) => {
    await signInAsStaff(page);

    await page.reload();

    await expect(page.getByText(`Aangemeld als ${staffAccounts().staff.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/beheer$/);
  });

  test('refuses a wrong TOTP code with a message in Dutch', async ({ page }) => {
    const { staff } = staffAccounts();
    await page.goto('/beheer');
    await page.getByLabel('Gebruikersnaam').fill(staff.username);
    await page.getByLabel('Wachtwoord').fill(staff.password);
    await page.getByRole('button', { name: 'Volgende' }).click();

    const valid = await generate({ secret: staff.totpSecret });
    const wrong = String((Number(valid) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code van 6 cijfers').fill(wrong);
    await page.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByRole('alert')).toHaveText(/Deze code klopt niet/);
  });
});
