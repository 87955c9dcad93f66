import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { staffAccountsFile, type LocalStaffAccount, type LocalStaffAccounts } from '../../../infra/local/staff-identity.ts';
import { staffAreaPath } from '../../../shared/staff.ts';
import { e2eStack } from '../stack.ts';

/**
 * Signing in to the staff area in the browser tests, through the local OpenID provider's real pages:
 * username and password, then the TOTP code an authenticator app would show, computed from the seeded
 * secret the local stack wrote at start-up.
 */

/** The accounts the test stack seeded: `staff` and `colleague` (in the staff group) and `outsider` (in no group). */
export function staffAccounts(): LocalStaffAccounts {
  const file = staffAccountsFile(resolve(import.meta.dirname, '..', '..', '..', e2eStack.env.DATA_DIR));
  return JSON.parse(readFileSync(file, 'utf8')) as LocalStaffAccounts;
}

/** On the provider's sign-in page: the password, then the code, then back on the site as the account. */
export async function completeSignIn(page: Page, account: LocalStaffAccount = staffAccounts().staff): Promise<void> {
  await page.getByLabel('Gebruikersnaam').fill(account.username);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByLabel('Code van 6 cijfers').fill(await generate({ secret: account.totpSecret }));
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByText(`Aangemeld als ${account.email}`)).toBeVisible();
}

/**
 * Opens `path` in the staff area, signs in on the provider's pages and waits until the area shows who is
 * signed in. Pass the outsider account for the tests of a user outside the staff group.
 */
export async function signInAsStaff(
  page: Page,
  path: string = staffAreaPath,
  account: LocalStaffAccount = staffAccounts().staff,
): Promise<void> {
  await page.goto(path);
  await completeSignIn(page, account);
}

/** Nothing on the page scrolls sideways (a phone at 375 px, say). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}
