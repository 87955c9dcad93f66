import { expect, test, type Request } from '@playwright/test';
import { contactMessagesFor, deviceStorage, emailsInvolving, openPage, uniqueEmail, waitOutFillTime } from './stack.ts';
import { expectAccessible } from './support/axe.ts';
import { signInAsStaff } from './support/staff.ts';

const staffAddress = 'hallo@startsprong.nl';

/**
 * A request carries `word` in its address or its body. (The browser's own Referer header repeats the page's
 * address to our own host, as on any site; that is the request log's business, not something the page sends.)
 */
const carries = (request: Request, word: string) => [request.url(), request.postData() ?? ''].some((part) => part.includes(word));

test.describe('where a lead came from', () => {
  test("from an article to the contact form: the form sends what its page knows and the visitor's answer, nothing is kept on the device, and staff see it", async ({
    page,
    context,
  }) => {
    // Prepare: every request the browser makes, to see what leaves it
    const campaign = `voorjaar-${Date.now()}`;
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const email = uniqueEmail('herkomst');

    // Act: the visitor arrives from the newsletter on an article, reads on, and writes to us
    await openPage(page, `/blog/zzp-of-bv?utm_source=nieuwsbrief&utm_campaign=${campaign}`);
    expect(await deviceStorage(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const started = Date.now();
    await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('Naam', { exact: true }).fill('Noor Jansen');
    await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('E-mailadres', { exact: true }).fill(email);
    await page
      .getByRole('region', { name: 'Stuur ons een bericht' })
      .getByLabel('Bericht', { exact: true })
      .fill('Ik twijfel tussen zzp en bv. Kunnen jullie meedenken?');
    await page
      .getByRole('region', { name: 'Stuur ons een bericht' })
      .getByLabel('Hoe heb je ons gevonden? (optioneel)')
      .selectOption({ label: 'Een artikel' });
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur bericht' }).click();
    await expect(page.getByRole('heading', { name: 'Je bericht is verstuurd' })).toBeVisible();

    // Assess: nothing on the device, nothing sent but the form; the campaign of the article's address is not the form page's
    const sentence =
      'Via een andere pagina van de site, verstuurd vanaf /contact, daarvoor op /blog/zzp-of-bv, eigen antwoord: Een artikel';
    expect(await deviceStorage(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
    expect(await context.cookies()).toEqual([]);
    expect(requests.filter((request) => new URL(request.url()).origin !== new URL(page.url()).origin)).toEqual([]);
    expect(requests.filter((request) => carries(request, campaign)).map((request) => new URL(request.url()).pathname)).toEqual([
      '/blog/zzp-of-bv',
    ]);
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    const [stored] = await contactMessagesFor(email);
    expect(stored?.attribution).toEqual({ pagePath: '/contact', previousPath: '/blog/zzp-of-bv', foundVia: 'article' });

    // Assess: the staff email says where the lead came from; the visitor's email does not
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    const emails = await emailsInvolving(email);
    const toStaff = emails.find((mail) => mail.destination.to.includes(staffAddress))!;
    const toVisitor = emails.find((mail) => mail.destination.to.includes(email))!;
    expect(toStaff.body.text).toContain(`Herkomst: ${sentence}`);
    expect(toStaff.body.html).toContain(sentence);
    expect(`${toVisitor.body.text} ${toVisitor.body.html}`).not.toContain('zzp-of-bv');

    // Act / Assess: staff see it on the lead, and in the overview by answer
    await signInAsStaff(page, `/beheer/leads/contact/${String(stored!.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactbericht van Noor Jansen');
    await expect(page.getByText(`Herkomst: ${sentence}`)).toBeVisible();
    await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Herkomst' }).click();
    await page.getByRole('combobox', { name: 'Per' }).selectOption({ label: 'Hoe gevonden (eigen antwoord)' });
    await page.getByRole('button', { name: 'Tonen' }).click();
    await expect(page).toHaveURL(/\/beheer\/herkomst\?per=antwoord$/);
    const table = page.getByRole('table', { name: 'Leads per week per antwoord op "Hoe heb je ons gevonden?"' });
    await expect(table.getByRole('columnheader', { name: 'Een artikel' })).toBeVisible();
    const thisWeek = table.getByRole('row').filter({ hasText: '(loopt nog)' });
    const column = await table.getByRole('columnheader').allTextContents();
    const cells = await thisWeek.getByRole('cell').allTextContents();
    // The first column is the row header; the cells follow the other column headers.
    expect(Number(cells[column.indexOf('Een artikel') - 1])).toBeGreaterThanOrEqual(1);
  });

  test('a newsletter sign-up on an article reached by a campaign link sends the article and the campaign', async ({ page }) => {
    const campaign = `najaar-${Date.now()}`;
    const email = uniqueEmail('herkomst-nieuwsbrief');
    await openPage(page, `/blog/zzp-of-bv?utm_source=linkedin&utm_campaign=${campaign}`);
    const box = page.locator('form[action="/api/newsletter"]').first();

    await box.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
    await box.getByLabel('Hoe heb je ons gevonden? (optioneel)').selectOption({ label: 'Social media' });
    const [sent] = await Promise.all([page.waitForRequest('**/api/newsletter'), box.getByRole('button', { name: 'Aanmelden' }).click()]);

    expect(sent.postDataJSON()).toMatchObject({
      email,
      foundVia: 'social-media',
      attribution: { pagePath: '/blog/zzp-of-bv', utmSource: 'linkedin', utmCampaign: campaign },
    });
    expect(await deviceStorage(page)).toEqual({ cookies: [], localStorage: [], sessionStorage: [] });
  });

  test('the overview is accessible and usable by keyboard on a phone and on a wide screen', async ({ page }) => {
    await signInAsStaff(page, '/beheer/herkomst');
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/beheer/herkomst?per=pagina');
      await expect(page.getByRole('heading', { level: 1, name: 'Herkomst van leads' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Leads per week per pagina' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Leads per week per pagina\./ })).toBeVisible();
      await expectAccessible(page);
      // Nothing but the table's own box scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // By keyboard: choose per kind, only intake, and show; the keyboard continues at the results.
      await page.getByRole('combobox', { name: 'Per' }).focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/beheer\/herkomst\?per=soort&kind=intake$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Leads per week per soort, alleen intake' })).toBeFocused();
      await expect(page.getByRole('table', { name: 'Leads per week per soort, alleen intake' }).getByRole('row')).toHaveCount(14);
    }
  });
});
