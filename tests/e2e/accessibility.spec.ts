import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyPage, openPage } from './stack.ts';

const viewports = [
  { name: 'telefoon', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // One test per width, so each stays well inside its time on a busy machine.
  for (const viewport of viewports) {
    test(`every page has no violations at ${viewport.name} width`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const paths = await everyPage(request);
      expect(paths.length).toBeGreaterThan(10);

      const failures: string[] = [];
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await openPage(page, path);
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        for (const violation of result.violations) {
          failures.push(
            `${viewport.name} ${path}: ${violation.id} (${violation.impact}) ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});

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
    await page.evaluate(() => localStorage.clear());
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
