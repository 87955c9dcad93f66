import { expect, test, type Page } from '@playwright/test';
import { todayKey } from '../../shared/agency-clock.ts';
import ExcelJS from 'exceljs';
import { contactMessagesFor, e2eStack, emailsInvolving, openPage, uniqueEmail } from './stack.ts';
import { expectAccessible } from './support/axe.ts';
import { completeSignIn, expectNoSidewaysScroll, signInAsStaff, staffAccounts } from './support/staff.ts';

const staffAddress = 'hallo@startsprong.nl';

/** A contact message as a visitor sends it, with a Dutch mobile number written with a dash. */
async function sendContact(page: Page, values: { name: string; email: string; phone: string }) {
  await openPage(page, '/contact');
  await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('Naam', { exact: true }).fill(values.name);
  await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('E-mailadres', { exact: true }).fill(values.email);
  await page.getByRole('region', { name: 'Stuur ons een bericht' }).getByLabel('Telefoonnummer (optioneel)').fill(values.phone);
  await page
    .getByRole('region', { name: 'Stuur ons een bericht' })
    .getByLabel('Bericht', { exact: true })
    .fill('Ik wil een bloemenwinkel beginnen. Kunnen jullie me bellen?');
  await page.getByRole('button', { name: 'Verstuur bericht' }).click();
  await expect(page.getByRole('heading', { name: 'Je bericht is verstuurd' })).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
}

/**
 * Opens one of the inbox's views by its link and waits until it is the current view: the search form is
 * made anew for the view's filters, so what is typed before that would be lost.
 */
async function openView(page: Page, name: 'Alle leads' | 'Mijn leads' | 'Vandaag en eerder') {
  const link = page.getByRole('link', { name });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** Opens a lead from the results and waits for its page: the inbox has a "Status" and "Toegewezen aan" of its own. */
async function openLead(page: Page, name: string) {
  await page.getByRole('table', { name: 'Leads', exact: true }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contactbericht van ${name}`);
}

/** Each page staff can land on passes axe and does not scroll sideways at phone and desktop width. */
async function checkWidths(page: Page, ready: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
}

test.describe('the staff inbox as a small CRM', () => {
  test('leads from the notification email to the lead after sign-in, finds it by Kenmerk and phone, assigns and follows it up, lists it as due, and exports the work', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('crm');
    const digits = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    // Letters only: the reply's greeting takes the first name only from something that looks like a name.
    const name = `Noor Bloem-${[...digits.slice(0, 4)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;
    await sendContact(page, { name, email, phone: `06-${digits}` });
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    const [row] = await contactMessagesFor(email);
    const id = String(row!.id);

    // The notification links to the lead on this site; a signed-out browser signs in and lands there
    await expect
      .poll(async () => (await emailsInvolving(email)).find((mail) => mail.destination.to.includes(staffAddress)), { timeout: 30_000 })
      .toBeTruthy();
    const notification = (await emailsInvolving(email)).find((mail) => mail.destination.to.includes(staffAddress))!;
    const link = `${e2eStack.siteUrl}/beheer/leads/contact/${id}`;
    expect(notification.body.text).toContain(`Open het bericht in het beheer: ${link}`);
    expect(notification.body.html).toContain(`href="${link}"`);
    expect(notification.body.text).toContain(`Kenmerk: ${id.slice(0, 8)}`);
    const context = await browser.newContext();
    const staffPage = await context.newPage();
    await staffPage.goto(link);
    await completeSignIn(staffPage);
    await expect(staffPage).toHaveURL(link);
    await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Contactbericht van ${name}`);
    await expect(staffPage.getByText(`Kenmerk ${id.slice(0, 8)}`)).toBeVisible();

    // Contact from the lead: a reply with a Dutch subject and greeting, a call, WhatsApp
    const contact = staffPage.getByRole('list', { name: `Contact opnemen met ${name}` });
    const mailto = new URL((await contact.getByRole('link', { name: `Mail ${name}` }).getAttribute('href'))!);
    expect(mailto.protocol).toBe('mailto:');
    expect(decodeURIComponent(mailto.pathname)).toBe(email);
    expect(mailto.searchParams.get('subject')).toBe('Je bericht aan Startsprong');
    expect(mailto.searchParams.get('body')).toBe('Hoi Noor,\n\n');
    await expect(contact.getByRole('link', { name: `Bel 06 ${digits}` })).toHaveAttribute('href', `tel:+316${digits}`);
    await expect(contact.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', `https://wa.me/316${digits}?text=Hoi%20Noor%2C`);
    await checkWidths(staffPage, () => expect(staffPage.getByRole('heading', { level: 1 })).toBeVisible());

    // Found by its Kenmerk, and by its number typed without the dash, through their indexes
    await staffPage.getByRole('link', { name: 'Leads', exact: true }).click();
    await search(staffPage, id.slice(0, 8).toUpperCase());
    await expect(staffPage.getByRole('status').filter({ hasText: 'Gevonden op kenmerk: 1 lead.' })).toBeVisible();
    await expect(staffPage.getByRole('table', { name: 'Leads', exact: true }).getByRole('link', { name })).toBeVisible();
    await search(staffPage, `06${digits}`);
    await expect(staffPage.getByRole('status').filter({ hasText: 'Gevonden op telefoonnummer: 1 lead.' })).toBeVisible();
    await checkWidths(staffPage, () => expect(staffPage.getByRole('link', { name }).first()).toBeVisible());

    // Assigned to a colleague with a follow-up today, by keyboard
    await openLead(staffPage, name);
    const { staff, colleague } = staffAccounts();
    const status = staffPage.getByRole('combobox', { name: 'Status' });
    await status.focus();
    await staffPage.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('in_behandeling');
    await staffPage.keyboard.press('Tab');
    const owner = staffPage.getByRole('combobox', { name: 'Toegewezen aan' });
    await expect(owner).toBeFocused();
    await owner.selectOption(colleague.username);
    await staffPage.keyboard.press('Tab');
    await expect(staffPage.getByLabel('Opvolgen op')).toBeFocused();
    await staffPage.getByLabel('Opvolgen op').fill(todayKey());
    await staffPage.getByRole('textbox', { name: 'Notitie' }).fill('Offerte voor de winkelinrichting sturen.');
    await staffPage.getByRole('button', { name: 'Opvolging opslaan' }).focus();
    await staffPage.keyboard.press('Enter');
    await expect(staffPage.getByText(`Opgeslagen: In behandeling, bij ${colleague.username}.`)).toBeFocused();
    await expect(staffPage.getByText(`Bij ${colleague.username}, opvolgen op`)).toBeVisible();

    // The due list, the colleague's leads, and not mine
    await staffPage.getByRole('link', { name: 'Leads', exact: true }).click();
    await openView(staffPage, 'Vandaag en eerder');
    await expect(staffPage.getByRole('heading', { level: 2, name: 'Op te volgen: vandaag en eerder' })).toBeVisible();
    const dueRow = staffPage.getByRole('table', { name: 'Leads', exact: true }).getByRole('row').filter({ hasText: name });
    await expect(dueRow).toContainText('Vandaag');
    await expect(dueRow).toContainText(colleague.username);
    await checkWidths(staffPage, () => expect(staffPage.getByRole('link', { name }).first()).toBeVisible());
    await openView(staffPage, 'Mijn leads');
    await expect(staffPage.getByRole('status').filter({ hasText: /op deze pagina/ })).toBeVisible();
    await expect(staffPage.getByRole('link', { name })).toHaveCount(0);
    await staffPage.getByRole('combobox', { name: 'Toegewezen aan' }).selectOption(colleague.username);
    await staffPage.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(staffPage).toHaveURL(new RegExp(`eigenaar=${colleague.username}`));
    await expect(staffPage.getByRole('table', { name: 'Leads', exact: true }).getByRole('link', { name })).toBeVisible();

    // Taken over: now under "Mijn leads"
    await openLead(staffPage, name);
    await staffPage.getByRole('combobox', { name: 'Toegewezen aan' }).selectOption(staff.username);
    await staffPage.getByRole('button', { name: 'Opvolging opslaan' }).click();
    await expect(staffPage.getByText(`Opgeslagen: In behandeling, bij ${staff.username} (jij).`)).toBeFocused();
    await staffPage.getByRole('link', { name: 'Leads', exact: true }).click();
    await openView(staffPage, 'Mijn leads');
    await expect(staffPage.getByRole('table', { name: 'Leads', exact: true }).getByRole('link', { name })).toBeVisible();

    // The export carries status, note, owner, follow-up day and source, in Dutch
    await openView(staffPage, 'Alle leads');
    await search(staffPage, email);
    await expect(staffPage.getByRole('status').filter({ hasText: 'Gevonden op e-mailadres: 1 lead.' })).toBeVisible();
    const exported = staffPage.waitForEvent('download');
    await staffPage.getByRole('button', { name: 'Exporteer naar Excel' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await exported).path());
    const sheet = workbook.getWorksheet('Leads')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (label: string) => sheet.getRow(2).getCell(header.indexOf(label) + 1);
    expect(sheet.rowCount).toBe(2);
    expect(cell('Status').value).toBe('In behandeling');
    expect(cell('Toegewezen aan').value).toBe(staff.username);
    expect(cell('Notitie').value).toBe('Offerte voor de winkelinrichting sturen.');
    expect(cell('Opvolgen op').value).toEqual(new Date(`${todayKey()}T00:00:00.000Z`));
    expect(String(cell('Herkomst').value)).toMatch(/^(Via |Rechtstreeks|Onbekend)/);
    expect(String(cell('Statusgeschiedenis').value).split('\n')).toHaveLength(2);
    expect(cell('Ontvangen').value).toBeInstanceOf(Date);
    expect(JSON.stringify(sheet.getRow(2).values)).not.toMatch(/skipped|sent|pending/);

    // Every step is in the audit trail
    await staffPage.getByRole('link', { name: 'Logboek', exact: true }).click();
    await expect(
      staffPage
        .getByRole('row')
        .filter({ hasText: `Toegewezen aan ${colleague.username}` })
        .first(),
    ).toContainText(staff.username);
    await expect(staffPage.getByRole('row').filter({ hasText: 'Opvolgen op' }).first()).toBeVisible();
    await checkWidths(staffPage, () => expect(staffPage.getByRole('heading', { level: 1, name: 'Logboek' })).toBeVisible());
    await context.close();
  });

  test('counts the leads per status and shows new ones since the last look; subscribers have their own list', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { colleague } = staffAccounts();
    // A lead comes in, then the colleague looks: the page marks the newest lead it showed as seen
    const visitor = await browser.newPage();
    await sendContact(visitor, { name: 'Eerder Gezien', email: uniqueEmail('crm-gezien'), phone: '06-11223344' });
    const marked = page.waitForRequest((request) => request.url().endsWith('/api/beheer/gezien'));
    await signInAsStaff(page, '/beheer', colleague);
    await expect(page.getByRole('table', { name: 'Leads per status' })).toBeVisible();
    await marked;
    const newCount = page
      .getByRole('row', { name: /^Nieuw/ })
      .getByRole('cell')
      .last();
    const before = Number(await newCount.textContent());

    // Another lead and a newsletter sign-up come in
    const email = uniqueEmail('crm-nieuw');
    await sendContact(visitor, { name: 'Bram Nieuw', email, phone: '06-11223344' });
    await openPage(visitor, '/blog');
    const subscriber = uniqueEmail('crm-lezer');
    await visitor.getByRole('textbox', { name: 'Je e-mailadres' }).fill(subscriber);
    await visitor.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(visitor.getByText('Bijna klaar!')).toBeVisible();
    await visitor.close();

    // Counted, marked as new for the colleague, and the sign-up is not among the leads
    await page.reload();
    await expect(page.getByText(/nieuwe leads? sinds je laatste bezoek/)).toBeVisible();
    const newRow = page.getByRole('table', { name: 'Leads', exact: true }).getByRole('row').filter({ hasText: 'Bram Nieuw' }).first();
    // Its status and the mark of a lead that is new since the last look
    await expect(newRow.getByText('Nieuw', { exact: true })).toHaveCount(2);
    await expect(
      page
        .getByRole('row', { name: /^Nieuw/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(String(before + 1));
    await expect(page.getByRole('table', { name: 'Leads', exact: true })).not.toContainText(subscriber);
    await checkWidths(page, () => expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible());

    await page.getByRole('link', { name: 'Nieuwsbrief', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nieuwsbrief' })).toBeVisible();
    await expect(page.getByRole('link', { name: subscriber })).toBeVisible();
    await checkWidths(page, () => expect(page.getByRole('link', { name: subscriber })).toBeVisible());
  });
});
