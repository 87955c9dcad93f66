import { expect, test } from '@playwright/test';
import { openPage } from './stack.ts';
import { expectAccessible } from './support/axe.ts';

/* Every page as it loads is swept by every-page.spec.ts at 375 and 1440 px; here, the states a load does not show. */

test.describe('accessibility of states a page load does not show', () => {
  test('the gallery dialog, open, has no violations', async ({ page }) => {
    await openPage(page, '/tools');
    await page
      .getByRole('link', { name: /\(vergroten\)/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });

  test("the intake's step 10 summary and its 'other' fields have no violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/start');
    const next = () => page.getByRole('button', { name: 'Volgende' }).click();
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await next();
    await page.getByLabel('Iets anders').check();
    await page.getByLabel('Omschrijf wat je wilt starten (optioneel)').fill('Een foodtruck');
    await expectAccessible(page);
    await next();
    for (const answer of ['Ik ben net begonnen', 'Website', 'Webshop', 'Zo snel mogelijk', 'Nog geen budget']) {
      await page.getByLabel(answer, { exact: true }).check();
      await next();
    }
    await page.getByLabel('Beschrijf je droom of doel').fill('Rijden door heel Utrecht.');
    await next();
    await next();
    await expect(page.getByTestId('intake-summary')).toBeVisible();
    await expectAccessible(page);
  });
});
