import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openPage } from './stack.ts';

/* Every page as it loads is swept by every-page.spec.ts at 375 and 1440 px; here, the states a load does not show. */

test.describe('accessibility of states a page load does not show', () => {
  const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const ids = (result: Awaited<ReturnType<typeof axe>>) => result.violations.map((violation) => violation.id);

  test('the gallery dialog, open, has no violations', async ({ page }) => {
    await openPage(page, '/tools');
    await page
      .getByRole('link', { name: /\(vergroten\)/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(ids(await axe(page))).toEqual([]);
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
    expect(ids(await axe(page))).toEqual([]);
    await next();
    for (const answer of ['Ik ben net begonnen', 'Website', 'Webshop', 'Zo snel mogelijk', 'Nog geen budget']) {
      await page.getByLabel(answer, { exact: true }).check();
      await next();
    }
    await page.getByLabel('Beschrijf je droom of doel').fill('Rijden door heel Utrecht.');
    await next();
    await next();
    await expect(page.getByTestId('intake-summary')).toBeVisible();
    expect(ids(await axe(page))).toEqual([]);
  });
});
