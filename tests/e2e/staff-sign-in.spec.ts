import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './support/axe.ts';
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

    const revocation = page.waitForResponse((response) => response.url().endsWith('/token/revocation'));
    await page.getByRole('button', { name: 'Afmelden' }).click();
    const revoked = await revocation;
    expect(revoked.status()).toBe(200);
    expect(revoked.request().postData()).toContain(`token=${encodeURIComponent(refreshToken!)}`);
    // The provider asks to confirm ending its session, as an end-session request without a form post does.
    // Its button has the same name as ours, which stays on screen until the provider's page arrives.
    await expect(page.getByRole('heading', { level: 1, name: 'Afmelden bij beheer' })).toBeVisible();
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

  test('every step is accessible and fits a 375 px phone without sideways scrolling', async ({ page }) => {
    test.setTimeout(120_000);
    const { staff } = staffAccounts();
    const failures: string[] = [];
    const check = async (step: string, target: Page) => {
      failures.push(...(await axeViolations(target)).map((violation) => `${step}: ${violation}`));
      const overflow = await target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) failures.push(`${step}: ${overflow}px sideways`);
    };
    await page.setViewportSize({ width: 375, height: 812 });

    await page.goto('/beheer');
    await page.getByLabel('Gebruikersnaam').waitFor();
    await check('wachtwoord', page);
    await page.getByLabel('Gebruikersnaam').fill(staff.username);
    await page.getByLabel('Wachtwoord').fill(staff.password);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Code van 6 cijfers').fill('12');
    await page.getByLabel('Code van 6 cijfers').evaluate((input: HTMLInputElement) => (input.form!.noValidate = true));
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await check('code met fout', page);
    await page.getByLabel('Code van 6 cijfers').fill(await generate({ secret: staff.totpSecret }));
    await page.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByText(`Aangemeld als ${staff.email}`)).toBeVisible();
    await check('aangemeld', page);
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Afmelden bij beheer' })).toBeVisible();
    await page.getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je bent afgemeld' })).toBeVisible();
    await check('afgemeld', page);

    expect(failures).toEqual([]);
  });

  test('tells an account outside the staff group that it has no access, and shows none of the area', async ({ page }) => {
    const { outsider } = staffAccounts();
    await page.goto('/beheer');
    await page.getByLabel('Gebruikersnaam').fill(outsider.username);
    await page.getByLabel('Wachtwoord').fill(outsider.password);
    await page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Code van 6 cijfers').fill(await generate({ secret: outsider.totpSecret }));
    await page.getByRole('button', { name: 'Aanmelden' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Geen toegang tot beheer' })).toBeFocused();
    await expect(page.getByText(/^Aangemeld als /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Afmelden' })).toBeVisible();
  });
});
