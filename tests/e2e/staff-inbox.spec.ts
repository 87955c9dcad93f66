import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mailPauseKey } from '../../functions/mail/reputation.ts';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { tables } from '../../infra/app-spec.ts';
import { samplePdf as pdf } from '../support/test-intake.ts';
import { documents, intakeRowsFor, openPage, storedObject, subscriptionsFor, uniqueEmail } from './stack.ts';
import { acceptAndSend, fillUpToAttachments } from './support/intake.ts';
import { expectAccessible } from './support/axe.ts';
import { expectNoSidewaysScroll, signInAsStaff, staffAccounts } from './support/staff.ts';

/** An intake through /start, as a visitor sends it, with one PDF and a dream nobody else has. */
async function sendIntake(page: Page, email: string, dream: string) {
  const started = Date.now();
  await openPage(page, '/start');
  await fillUpToAttachments(page, email, { optionalFields: false, dream });
  await page.getByTestId('file-input').setInputFiles([{ name: 'ondernemingsplan.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(1);
  await acceptAndSend(page, started);
  await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
}

async function subscribe(page: Page, email: string) {
  await openPage(page, '/blog');
  await page.getByRole('textbox', { name: 'Je e-mailadres' }).fill(email);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByText('Bijna klaar!')).toBeVisible();
}

test.describe('the staff inbox', () => {
  test('finds an intake by its dream, opens its file, follows it up, exports, and erases the person with files and subscription', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('inbox');
    const word = `zeepfabriek${Date.now().toString(36)}`;
    await sendIntake(page, email, `Een kleine ${word} aan huis, met een webshop.`);
    await subscribe(page, email);
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    const fileKey = (row!.uploaded_files as { key: string }[])[0]!.key;
    await expect.poll(() => storedObject(fileKey).then((bytes) => bytes?.length)).toBe(pdf.length);

    // Sign in and search by part of the dream
    await signInAsStaff(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(word.toUpperCase());
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 lead op deze pagina' })).toBeVisible();
    const results = page.getByRole('table', { name: 'Leads', exact: true });
    await expect(results.getByRole('columnheader')).toHaveText(['Soort', 'Naam', 'Over', 'Status', 'Bij', 'Opvolgen', 'Ontvangen']);
    await expect(results.getByRole('row')).toHaveCount(2);
    await expectAccessible(page);
    await results.getByRole('link', { name: 'Sanne' }).click();

    // The lead: answers under their labels, the empty ones named once, the attachment once, opened through a short-lived link
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Intake van Sanne');
    await expect(page.getByText(`Een kleine ${word} aan huis`)).toBeVisible();
    await expect(page.getByText('(niet ingevuld)')).toHaveCount(0);
    await expect(page.getByText(/^Niet ingevuld: .*Leeftijd/)).toBeVisible();
    await expect(page.getByText('ondernemingsplan.pdf')).toHaveCount(1);
    await expect(page.getByText('Meer van')).toBeVisible();
    await expect(page.getByRole('link', { name: /Nieuwsbrief van/ })).toBeVisible();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Open ondernemingsplan.pdf' }).click();
    const file = await popup;
    await file.waitForURL(/X-Amz-Expires=300/);
    const download = await page.request.get(file.url());
    expect(download.status()).toBe(200);
    expect((await download.body()).length).toBe(pdf.length);
    expect(await file.evaluate(() => window.opener)).toBeNull();
    await file.close();

    // Status with a note
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In behandeling' });
    await page.getByRole('textbox', { name: 'Notitie' }).fill('Maandag gebeld, offerte volgt.');
    await page.getByRole('button', { name: 'Opvolging opslaan' }).click();
    await expect(page.getByText('Opgeslagen: In behandeling, bij niemand.')).toBeFocused();
    const { staff } = staffAccounts();
    await expect(page.getByText(`In behandeling door ${staff.username}`)).toBeVisible();
    await expect(page.getByText('Maandag gebeld, offerte volgt.')).toBeVisible();
    await expectAccessible(page);

    // The audit trail shows it, and the opened file
    await page.getByRole('link', { name: 'Logboek', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
    const change = page.getByRole('row').filter({ hasText: 'Status gewijzigd' }).first();
    await expect(change).toContainText(staff.username);
    await expect(change).toContainText('In behandeling');
    await expect(page.getByRole('row').filter({ hasText: 'Bijlage geopend' }).first()).toContainText('Bijlage 1 van 1 geopend');
    await expectAccessible(page);

    // Export the filtered list
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Zoeken' }).fill(word);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 lead op deze pagina' })).toBeVisible();
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporteer naar Excel' }).click();
    const workbookFile = await exported;
    expect(workbookFile.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await workbookFile.path());
    const sheet = workbook.getWorksheet('Leads')!;
    expect(sheet.rowCount).toBe(2);
    expect(JSON.stringify(sheet.getRow(2).values)).toContain(email);

    // Erase the person: first what goes, and what stays in the mailbox, then gone
    await expect
      .poll(
        async () =>
          ((await intakeRowsFor(email))[0]?.email_status as { staff_notification?: { state: string } })?.staff_notification?.state,
      )
      .toBe('sent');
    await page.getByRole('table', { name: 'Leads', exact: true }).getByRole('link', { name: 'Sanne' }).click();
    await page.getByRole('link', { name: 'Alles van deze persoon wissen…' }).click();
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(email);
    await page.getByRole('button', { name: 'Bekijk wat er gewist wordt' }).click();
    const outcome = page.getByRole('heading', { level: 2, name: `Dit wordt gewist voor ${email}` });
    await expect(outcome).toBeFocused();
    await expect(page.getByRole('listitem').filter({ hasText: /^Intake van/ })).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: /^Nieuwsbrief van/ })).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: 'Bestand' })).toHaveCount(1);
    expect(await intakeRowsFor(email)).toHaveLength(1);
    const outside = page.getByRole('region', { name: 'Dit kan het systeem niet wissen' });
    await expect(
      outside.getByRole('listitem').filter({ hasText: /^De melding “Nieuwe intake van Sanne: Beautysalon of kapsalon” van / }),
    ).toHaveCount(1);
    await expect(outside.getByRole('listitem').filter({ hasText: /geëxporteerd/ })).not.toHaveCount(0);
    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Wis 2 leads en 1 bestand definitief' }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Gewist: 2 leads en 1 bestand van ${email}` })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Verwijder nu zelf deze kopieën' })).toBeVisible();
    expect(await intakeRowsFor(email)).toEqual([]);
    expect(await subscriptionsFor(email)).toEqual([]);
    expect(await storedObject(fileKey)).toBeNull();

    await page.getByRole('link', { name: 'Logboek', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Persoon gewist' }).first()).toContainText(staff.username);
    await expect(page.getByRole('table')).not.toContainText(email);
  });

  test('says on every staff page, until when, that visitor confirmations paused themselves', async ({ page }) => {
    // Prepare: the pause the mail-events function sets when too many confirmations bounced
    const until = new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString();
    const pause = {
      id: mailPauseKey,
      since: new Date().toISOString(),
      until,
      reason: 'bounces',
      sends: 12,
      bounces: 11,
      complaints: 0,
      clients: 10,
      email_status: {},
    };
    await documents.send(new PutCommand({ TableName: tables.guard.localName, Item: pause }));
    try {
      // Act
      await signInAsStaff(page);

      // Assess: the notice, on the inbox and on another staff page, readable and accessible at every width
      const notice = page.getByRole('status').filter({ hasText: 'Bevestigingen aan bezoekers staan stil tot' });
      await expect(notice).toContainText('11 onbestelbare e-mails van 10 verschillende afzenders op 12 bevestigingen');
      await expect(notice).toContainText('Meldingen aan het team gaan gewoon door');
      await expectAccessible(page);
      for (const width of [320, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(notice).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await page.getByRole('link', { name: 'Logboek', exact: true }).click();
      // Until the audit trail has arrived, the notice found would still be the inbox's.
      await expect(page.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Bevestigingen aan bezoekers staan stil tot' })).toBeVisible();
    } finally {
      await documents.send(new DeleteCommand({ TableName: tables.guard.localName, Key: { id: mailPauseKey } }));
    }
  });
});
