import { expect, test, type Page } from '@playwright/test';
import { samplePdf as pdf, samplePng as png } from '../support/test-intake.ts';
import { fillUpToAttachments, next, sendIntakeWithoutFiles } from './support/intake.ts';
import { serverFaultMessage } from '../../shared/error-messages.ts';
import {
  deviceStorage,
  emailsInvolving,
  intakeRowsFor,
  openPage,
  reloadPage,
  removeStoredObject,
  storedObject,
  uniqueEmail,
  waitOutFillTime,
} from './stack.ts';

/** A message shown under its field (the live region above the form says the same for screen readers). */
const fieldMessage = (page: Page, text: string) => page.locator('form p').getByText(text, { exact: true });
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();
const emptyDevice = { cookies: [], localStorage: [], sessionStorage: [] };

/** The draft as this tab's history entry holds it (intake-draft.ts), once the form has written it. */
type DraftState = { step: number; files: { name: string; size: number; key?: string; permit?: string }[] };
const draftOf = (page: Page) =>
  page.evaluate(() => (history.state as { startsprongIntake?: unknown } | null)?.startsprongIntake ?? null) as Promise<DraftState | null>;

/** Changes the draft in the tab's history entry, as a reload would then find it. */
async function editDraft(page: Page, change: (draft: DraftState) => void) {
  await expect.poll(async () => (await draftOf(page))?.files.filter((file) => file.key).length ?? 0).toBeGreaterThan(0);
  const draft = (await draftOf(page))!;
  change(draft);
  await page.evaluate((edited) => history.replaceState({ ...(history.state as object), startsprongIntake: edited }, ''), draft);
}

/** The box of an element against the sticky header and the viewport: fully visible below the header. */
async function fullyBelowHeader(page: Page, target: import('@playwright/test').Locator) {
  const header = await page.getByRole('banner').first().boundingBox();
  const box = await target.boundingBox();
  const viewport = page.viewportSize()!;
  return Boolean(header && box && box.y >= header.y + header.height && box.y + box.height <= viewport.height);
}

test.describe('the intake at /start', () => {
  test.beforeEach(async ({ page }) => {
    await openPage(page, '/start');
  });

  test('filled in as a visitor would, with a PDF and an image, ends in Gelukt! with the row, the files and both emails', async ({
    page,
  }) => {
    const email = uniqueEmail('intake');
    const started = Date.now();
    await fillUpToAttachments(page, email);

    await expect(stepHeading(page)).toHaveText('Bestanden toevoegen');
    await page.getByTestId('file-input').setInputFiles([
      { name: 'ondernemingsplan.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'moodboard.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(2);
    await next(page);
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeInViewport();
    await expect(page.getByText('binnen één werkdag contact met je')).toBeVisible();
    await expect(page.getByText('Je krijgt zo een bevestiging per e-mail')).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    expect(row).toMatchObject({
      first_name: 'Sanne',
      age: 29,
      city: 'Zeist',
      business_type: 'beauty-salon',
      current_stage: 'idea-only',
      existing_assets: ['none'],
      help_needed: ['branding', 'website'],
      timeline: '3-months',
      budget: 'no-budget',
    });
    const files = row!.uploaded_files as { name: string; key: string; size: number; type: string }[];
    expect(files.map((file) => [file.name, file.type, file.size])).toEqual([
      ['ondernemingsplan.pdf', 'application/pdf', pdf.length],
      ['moodboard.png', 'image/png', png.length],
    ]);
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    for (const file of files) expect((await storedObject(file.key))?.length).toBe(file.size);
    const emails = await emailsInvolving(email);
    const toStaff = emails.find((mail) => !mail.destination.to.includes(email));
    const toVisitor = emails.find((mail) => mail.destination.to.includes(email));
    expect(toStaff?.replyTo).toContain(email);
    expect(toStaff?.body.html).toContain('Beautysalon of kapsalon');
    expect(toStaff?.body.html).toContain('ondernemingsplan.pdf');
    expect(toStaff?.body.html).toContain('&lt;b&gt;een&lt;/b&gt;');
    expect(toVisitor?.body.html).toContain('Nog geen budget');
    expect(await deviceStorage(page)).toEqual(emptyDevice);
    expect(await draftOf(page)).toBeNull();
  });

  test('an intake whose confirmation a brake holds back ends in Gelukt! without promising an email', async ({ page }) => {
    // Prepare: the field people never see is filled in, as a script would: saved, flagged, and no confirmation
    const email = uniqueEmail('intake-geen-mail');
    const started = Date.now();
    await fillUpToAttachments(page, email);
    await next(page);
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await waitOutFillTime(page, started);

    // Act
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    // Assess: the lead is in, staff hear of it, and nothing on the page says an email is coming
    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeFocused();
    await expect(page.getByText('binnen één werkdag contact met je').first()).toBeVisible();
    await expect(page.getByText(/bevestiging per e-mail/)).toHaveCount(0);
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(1);
    expect((await emailsInvolving(email))[0]!.destination.to).not.toContain(email);
  });

  test('on a 320 px phone no step scrolls sideways, from the first step to Gelukt!', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const started = Date.now();
    const problems: string[] = [];
    const checkStep = async () => {
      const heading = (await stepHeading(page).textContent()) ?? '';
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) problems.push(`${heading}: ${overflow} px te breed`);
    };
    const answers: (() => Promise<void>)[] = [
      async () => {
        await page.getByLabel('Voornaam').fill('Maximiliaan-Alexander');
        await page.getByLabel('E-mailadres', { exact: true }).fill(uniqueEmail('smalle-telefoon-met-een-lang-adres'));
      },
      async () => {
        await page.getByLabel('App of software').check();
        await page.getByLabel('Vertel kort over je app of software (optioneel)').fill('Een planningsapp voor kappers.');
      },
      () => page.getByLabel('Ik heb alleen nog een idee').check(),
      () => page.getByLabel('Geen van deze').check(),
      async () => {
        await page.getByLabel('Branding: logo en huisstijl').check();
        await page.getByLabel('Iets anders').check();
      },
      () => page.getByLabel('Binnen drie maanden').check(),
      () => page.getByLabel('Nog geen budget').check(),
      () => page.getByLabel('Beschrijf je droom of doel').fill('Een eigen salon met een app waarmee klanten zelf een afspraak maken.'),
      async () => {
        await page
          .getByTestId('file-input')
          .setInputFiles([{ name: 'ondernemingsplan-met-een-heel-lange-bestandsnaam-2026.pdf', mimeType: 'application/pdf', buffer: pdf }]);
        await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(1);
      },
    ];
    for (const answer of answers) {
      await answer();
      await checkStep();
      await next(page);
    }
    await expect(stepHeading(page)).toHaveText('Bijna klaar');
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await checkStep();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();
    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeFocused();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`Gelukt!: ${overflow} px te breed`);

    expect(problems).toEqual([]);
  });

  test('each step that needs an answer says so, and Vorige goes back without checking', async ({ page }) => {
    await next(page);
    await expect(fieldMessage(page, 'Voornaam is verplicht')).toBeVisible();
    await expect(fieldMessage(page, 'E-mailadres is verplicht')).toBeVisible();
    await expect(page.getByTestId('intake-errors')).toContainText('Voornaam is verplicht');
    await expect(page.getByRole('button', { name: 'Vorige' })).toBeDisabled();
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@');
    await next(page);
    await expect(fieldMessage(page, 'Voer een geldig e-mailadres in')).toBeVisible();
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('12345');
    await next(page);
    await expect(fieldMessage(page, 'Voer een geldig Nederlands telefoonnummer in')).toBeVisible();
    await page.getByLabel('Telefoonnummer (optioneel)').fill('');
    await next(page);

    const expected: [string, string, string][] = [
      ['Wat wil je starten?', 'Selecteer wat je wilt starten', 'Webshop'],
      ['Waar sta je nu?', 'Selecteer waar je nu staat', 'Ik ben net begonnen'],
      ['Wat heb je al?', 'Selecteer wat je al hebt (of "Geen van deze")', 'KvK-inschrijving'],
      ['Waar kunnen we je mee helpen?', 'Selecteer waarmee je hulp nodig hebt', 'Webshop'],
      ['Wanneer wil je starten?', 'Selecteer wanneer je wilt starten', 'Zo snel mogelijk'],
      ['Wat is je budget?', 'Selecteer je huidige budget', '€ 2.000 tot € 5.000'],
    ];
    for (const [title, message, answer] of expected) {
      await expect(stepHeading(page)).toHaveText(title);
      await expect(stepHeading(page)).toBeFocused();
      await next(page);
      await expect(fieldMessage(page, message)).toBeVisible();
      await page.getByLabel(answer, { exact: true }).check();
      await next(page);
    }
    await expect(stepHeading(page)).toHaveText('Wat is je droom?');
    await next(page);
    await expect(fieldMessage(page, 'Beschrijf je droom of doel')).toBeVisible();
    const dream = page.getByLabel('Beschrijf je droom of doel');
    await dream.fill('🚀 Één droom 🇳🇱');
    await expect(page.getByTestId('dreamDescription-counter')).toHaveText('13/2500');
    await page.getByRole('button', { name: 'Vorige' }).click();
    await expect(stepHeading(page)).toHaveText('Wat is je budget?');
    await expect(page.getByText('Stap 7 van 10')).toBeVisible();
    await expect(page.getByText('70% voltooid')).toBeVisible();
  });

  test('conditional fields appear for "Iets anders", app or software, and other help', async ({ page }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await next(page);

    await page.getByLabel('Iets anders').check();
    await expect(page.getByLabel('Omschrijf wat je wilt starten (optioneel)')).toBeVisible();
    await page.getByLabel('App of software').check();
    await expect(page.getByLabel('Omschrijf wat je wilt starten (optioneel)')).toBeHidden();
    await expect(page.getByLabel('Vertel kort over je app of software (optioneel)')).toBeVisible();
    await page.getByLabel('Beautysalon of kapsalon').check();
    await expect(page.getByText('We hielpen al meerdere salons')).toBeVisible();
    await next(page);
    await page.getByLabel('Ik heb alleen nog een idee').check();
    await expect(page.getByText('Een idee is het mooiste begin')).toBeVisible();
    await next(page);
    await page.getByLabel('Website').check();
    await page.getByLabel('Geen van deze').check();
    await expect(page.getByLabel('Website')).not.toBeChecked();
    await expect(page.getByText('Iedereen begint ergens')).toBeVisible();
    await next(page);
    await page.getByLabel('Iets anders').check();
    await expect(page.getByLabel('Waarmee kunnen we je nog meer helpen? (optioneel)')).toBeVisible();
  });

  test('a device whose clock is ten minutes fast still saves its lead, unflagged, with both emails', async ({ page }) => {
    // The clock runs on from ten minutes ahead; the too-fast check must not compare it with the server's.
    await page.clock.install({ time: new Date(Date.now() + 10 * 60_000) });
    await openPage(page, '/start');
    const email = uniqueEmail('klok-voor');
    const started = Date.now();
    await sendIntakeWithoutFiles(page, email, started);

    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    expect(row).not.toHaveProperty('abuse_flags');
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
  });

  test('a reload at step 4 reopens step 4 with the answers and the files, and nothing is kept in storage', async ({ page }) => {
    // Prepare: every step up to the files, a file, then back to step 4
    await fillUpToAttachments(page, uniqueEmail('herladen-stap-4'));
    await page.getByTestId('file-input').setInputFiles([{ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(1);
    for (let step = 9; step > 4; step--) await page.getByRole('button', { name: 'Vorige' }).click();
    await expect(stepHeading(page)).toHaveText('Wat heb je al?');
    await expect.poll(async () => (await draftOf(page))?.step).toBe(4);

    // Act
    await reloadPage(page);

    // Assess
    await expect(stepHeading(page)).toHaveText('Wat heb je al?');
    await expect(page.getByLabel('Geen van deze')).toBeChecked();
    for (let step = 4; step < 9; step++) await next(page);
    await expect(page.getByTestId('attachment').filter({ hasText: 'plan.pdf' })).toContainText('Geüpload');
    expect(await deviceStorage(page)).toEqual(emptyDevice);
  });

  test('the answers belong to this tab: another tab opens an empty intake', async ({ page, context }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await expect.poll(async () => (await draftOf(page)) !== null).toBe(true);

    const other = await context.newPage();
    await openPage(other, '/start');

    await expect(other.getByLabel('Voornaam')).toHaveValue('');
    expect(await deviceStorage(other)).toEqual(emptyDevice);
    await other.close();
  });

  test('six files at once: five are taken, the sixth is refused with a message', async ({ page }) => {
    await fillUpToAttachments(page, uniqueEmail('zes-bestanden'));

    await page
      .getByTestId('file-input')
      .setInputFiles(
        Array.from({ length: 6 }, (_, index) => ({ name: `bijlage-${index + 1}.pdf`, mimeType: 'application/pdf', buffer: pdf })),
      );

    await expect(page.getByTestId('attachment')).toHaveCount(5);
    await expect(page.getByRole('alert').filter({ hasText: 'Je kunt maximaal 5 bestanden toevoegen.' })).toBeVisible();
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Kies bestanden' })).toBeDisabled();
  });

  test('a visitor who swaps files many times still sends five, and the removed ones leave storage', async ({ page }) => {
    // Prepare: five files in, as the server holds at most five per submission
    const email = uniqueEmail('wisselen');
    const started = Date.now();
    const given: string[] = [];
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/uploads' || !response.ok()) return;
      const body = (await response.json()) as { uploads: { key: string }[] };
      given.push(...body.uploads.map((upload) => upload.key));
    });
    await fillUpToAttachments(page, email);
    const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('file-input').setInputFiles(Array.from({ length: 5 }, (_, index) => file(`bijlage-${index + 1}.pdf`)));
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(5);

    // Act: six times, remove the first file and pick another (eleven permits in all)
    for (let swap = 1; swap <= 6; swap += 1) {
      const first = page.getByTestId('attachment').first();
      await first.getByRole('button', { name: /^Verwijder / }).click();
      await expect(page.getByTestId('attachment')).toHaveCount(4);
      await page.getByTestId('file-input').setInputFiles([file(`vervanging-${swap}.pdf`)]);
      await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(5);
    }
    await next(page);
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    // Assess: the five files of the end are sent; the six removed ones are gone from storage
    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    const sent = row!.uploaded_files as { name: string; key: string }[];
    expect(sent.map((stored) => stored.name)).toEqual([2, 3, 4, 5, 6].map((swap) => `vervanging-${swap}.pdf`));
    expect(given).toHaveLength(11);
    const sentNames = new Set(sent.map((stored) => stored.key.slice(stored.key.lastIndexOf('/') + 1)));
    const removed = given.filter((key) => !sentNames.has(key.slice(key.lastIndexOf('/') + 1)));
    expect(removed).toHaveLength(6);
    for (const key of removed) expect(await storedObject(key)).toBeNull();
  });

  test('a file a reload cut off gives its place back when removed, so five can still be sent', async ({ page }) => {
    // Prepare: five files in storage, then the draft made to say the last one's upload never finished
    await fillUpToAttachments(page, uniqueEmail('afgebroken-plek'));
    const file = (name: string) => ({ name, mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('file-input').setInputFiles(Array.from({ length: 5 }, (_, index) => file(`bijlage-${index + 1}.pdf`)));
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(5);
    await expect.poll(async () => (await draftOf(page))?.files.filter((file) => file.key).length).toBe(5);
    await editDraft(page, (draft) => {
      const last = draft.files[4]!;
      draft.files[4] = { name: last.name, size: last.size, permit: last.key! };
    });
    await reloadPage(page);
    const cutOff = page.getByTestId('attachment').filter({ hasText: 'bijlage-5.pdf' });
    await expect(cutOff).toContainText('was nog niet helemaal geüpload');

    // Act
    await cutOff.getByRole('button', { name: 'Verwijder bijlage-5.pdf' }).click();
    await page.getByTestId('file-input').setInputFiles([file('opnieuw.pdf')]);

    // Assess
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(5);
    await expect(page.getByTestId('attachment').filter({ hasText: 'opnieuw.pdf' })).toContainText('Geüpload');
  });

  test('a wrong type or an oversized file is refused and not uploaded', async ({ page }) => {
    await fillUpToAttachments(page, uniqueEmail('verkeerd-bestand'));

    await page.getByTestId('file-input').setInputFiles([
      { name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
      { name: 'enorm.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);

    await expect(page.getByText('virus.exe is geen toegestaan bestandstype.', { exact: false })).toBeVisible();
    await expect(page.getByText('enorm.pdf is groter dan 10 MB.')).toBeVisible();
    await expect(page.getByTestId('attachment')).toHaveCount(0);
  });

  test('when saving fails, the error state shows, and the retry returns to step 10 with every answer', async ({ page }) => {
    const email = uniqueEmail('intake-fout');
    await page.route('**/api/intake', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: serverFaultMessage }) }),
    );
    await fillUpToAttachments(page, email);
    await next(page);
    const submit = page.getByRole('button', { name: 'Verstuur aanvraag' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();

    await submit.click();

    await expect(page.getByRole('heading', { name: 'Er ging iets mis' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Er ging iets mis' })).toBeInViewport();
    await expect(page.getByTestId('toast').filter({ hasText: 'Er is iets misgegaan' })).toBeVisible();
    await expect(
      page.getByText('Je aanvraag kon niet worden verstuurd. Probeer het later opnieuw of neem direct contact met ons op.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'hallo@startsprong.nl' }).first()).toBeVisible();
    await page.unroute('**/api/intake');
    await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Er is iets misgegaan' })).toHaveCount(0);
    await expect(stepHeading(page)).toHaveText('Bijna klaar');
    await expect(page.getByLabel(/Ik ga akkoord/)).toBeChecked();
    for (let step = 10; step > 1; step--) await page.getByRole('button', { name: 'Vorige' }).click();
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(email);
    expect(await intakeRowsFor(email)).toHaveLength(0);
  });

  test('a reload at step 10 keeps both uploaded files, lists every answer, and sends the files', async ({ page }) => {
    const email = uniqueEmail('intake-herladen');
    const started = Date.now();
    await fillUpToAttachments(page, email);
    await page.getByTestId('file-input').setInputFiles([
      { name: 'ondernemingsplan.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'moodboard.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(2);
    await next(page);
    await expect.poll(async () => (await draftOf(page))?.step).toBe(10);

    await reloadPage(page);

    await expect(stepHeading(page)).toHaveText('Bijna klaar');
    const summary = page.getByTestId('intake-summary');
    for (const text of ['Sanne', email, 'Beautysalon of kapsalon', 'Binnen drie maanden', 'ondernemingsplan.pdf', 'moodboard.png']) {
      await expect(summary).toContainText(text);
    }
    await summary.getByRole('button', { name: 'Wijzig stap 9' }).click();
    await expect(stepHeading(page)).toHaveText('Bestanden toevoegen');
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(2);
    await page.getByRole('button', { name: 'Terug naar het overzicht' }).click();
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    const files = row!.uploaded_files as { name: string; key: string; size: number }[];
    expect(files.map((file) => file.name)).toEqual(['ondernemingsplan.pdf', 'moodboard.png']);
    expect(typeof row!.accepted_terms_at).toBe('string');
    expect(Date.parse(String(row!.accepted_terms_at))).toBeGreaterThan(started);
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    for (const file of files) expect((await storedObject(file.key))?.length).toBe(file.size);
  });

  test('a file the server refuses is shown on step 9 with its reason', async ({ page }) => {
    const started = Date.now();
    await fillUpToAttachments(page, uniqueEmail('intake-geweigerd'));
    await page.getByTestId('file-input').setInputFiles([{ name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf }]);
    await expect(page.getByTestId('attachment').filter({ hasText: 'Geüpload' })).toHaveCount(1);
    await expect.poll(async () => (await draftOf(page))?.files[0]?.key).toBeTruthy();
    const [stored] = (await draftOf(page))!.files;
    await removeStoredObject(stored!.key!);
    await next(page);
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);

    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(stepHeading(page)).toHaveText('Bestanden toevoegen');
    await expect(page.getByTestId('file-problems')).toBeVisible();
    await expect(page.getByTestId('file-problems')).toHaveText(
      'Een van je bestanden is niet goed aangekomen. Ga terug naar stap 9 en voeg het opnieuw toe.',
    );
  });

  test('the two "other" answers stay apart, in the form and in the row', async ({ page }) => {
    const email = uniqueEmail('intake-anders');
    const started = Date.now();
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await next(page);
    await page.getByLabel('Iets anders').check();
    await page.getByLabel('Omschrijf wat je wilt starten (optioneel)').fill('Een foodtruck');
    await next(page);
    await page.getByLabel('Ik ben net begonnen').check();
    await next(page);
    await page.getByLabel('Website').check();
    await next(page);
    await page.getByLabel('Iets anders').check();
    const helpOther = page.getByLabel('Waarmee kunnen we je nog meer helpen? (optioneel)');
    await expect(helpOther).toHaveValue('');
    await helpOther.fill('Een vergunning');
    await page.getByRole('button', { name: 'Vorige' }).click();
    await page.getByRole('button', { name: 'Vorige' }).click();
    await page.getByRole('button', { name: 'Vorige' }).click();
    await expect(page.getByLabel('Omschrijf wat je wilt starten (optioneel)')).toHaveValue('Een foodtruck');
    for (let step = 2; step < 5; step++) await next(page);
    await expect(helpOther).toHaveValue('Een vergunning');
    await next(page);
    await page.getByLabel('Zo snel mogelijk').check();
    await next(page);
    await page.getByLabel('Nog geen budget').check();
    await next(page);
    await page.getByLabel('Beschrijf je droom of doel').fill('Rijden door heel Utrecht.');
    await next(page);
    await next(page);
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    expect((await intakeRowsFor(email))[0]).toMatchObject({ business_other: 'Een foodtruck', help_other: 'Een vergunning' });
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    const toStaff = (await emailsInvolving(email)).find((mail) => !mail.destination.to.includes(email));
    expect(toStaff?.subject).toContain('Iets anders: Een foodtruck');
    expect(toStaff?.body.text).toContain('Hulp nodig bij (iets anders): Een vergunning');
  });

  test('pasting 3,000 characters keeps the text and says it is too long', async ({ page }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await next(page);
    for (const answer of ['Webshop', 'Ik ben net begonnen', 'Website', 'Webshop', 'Zo snel mogelijk', 'Nog geen budget']) {
      await page.getByLabel(answer, { exact: true }).check();
      await next(page);
    }
    const dream = page.getByLabel('Beschrijf je droom of doel');

    await dream.fill('x'.repeat(3000));

    await expect(dream).toHaveValue('x'.repeat(3000));
    await expect(page.getByTestId('dreamDescription-counter')).toHaveText('3000/2500');
    await expect(fieldMessage(page, 'Maximaal 2500 tekens')).toBeVisible();
    await next(page);
    await expect(stepHeading(page)).toHaveText('Wat is je droom?');
  });

  test('"Wis mijn antwoorden" asks first, keeps everything on "Nee", and on "Ja" clears the form and the draft', async ({ page }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await next(page);
    await page.getByLabel('Webshop').check();

    await page.getByRole('button', { name: 'Wis mijn antwoorden' }).click();
    await expect(page.getByText('Alles wissen, ook je geüploade bestanden?')).toBeFocused();
    await page.getByRole('button', { name: 'Nee, bewaren' }).click();
    await expect(page.getByRole('button', { name: 'Wis mijn antwoorden' })).toBeFocused();
    await expect(page.getByLabel('Webshop')).toBeChecked();

    await page.getByRole('button', { name: 'Wis mijn antwoorden' }).click();
    await page.getByRole('button', { name: 'Ja, wis alles' }).click();

    await expect(stepHeading(page)).toHaveText('Even kennismaken');
    await expect(page.getByLabel('Voornaam')).toHaveValue('');
    await expect(page.getByText('Je antwoorden en bestanden zijn gewist.')).toBeVisible();
    await expect.poll(() => draftOf(page)).toBeNull();
    await reloadPage(page);
    await expect(page.getByLabel('Voornaam')).toHaveValue('');
  });

  test('"Wis mijn antwoorden" sits above the form, away from Vorige and Volgende', async ({ page }) => {
    const clear = await page.getByRole('button', { name: 'Wis mijn antwoorden' }).boundingBox();
    const heading = await stepHeading(page).boundingBox();
    const previous = await page.getByRole('button', { name: 'Vorige' }).boundingBox();

    expect(clear!.y + clear!.height).toBeLessThan(heading!.y);
    expect(previous!.y - (clear!.y + clear!.height)).toBeGreaterThan(200);
  });

  for (const size of [
    { width: 375, height: 667 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${size.width} px, Volgende on an empty step 1 moves focus to the first invalid field, fully visible below the header`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.getByRole('button', { name: 'Volgende' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 400));

      await next(page);

      const firstName = page.getByLabel('Voornaam');
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect.poll(() => fullyBelowHeader(page, firstName)).toBe(true);
      expect(await fullyBelowHeader(page, page.getByText('Voornaam', { exact: true }))).toBe(true);
    });
  }

  test('a choice left open takes focus on Volgende, and each error clears as soon as its field is valid', async ({ page }) => {
    await next(page);
    await expect(fieldMessage(page, 'E-mailadres is verplicht')).toBeVisible();
    await page.getByLabel('Voornaam').fill('Sanne');
    await expect(fieldMessage(page, 'Voornaam is verplicht')).toHaveCount(0);
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@');
    await expect(fieldMessage(page, 'Voer een geldig e-mailadres in')).toBeVisible();
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await expect(fieldMessage(page, 'Voer een geldig e-mailadres in')).toHaveCount(0);
    await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveAttribute('aria-invalid', 'false');
    await next(page);

    await next(page);
    await expect(page.getByLabel('Beautysalon of kapsalon')).toBeFocused();
    await expect(fieldMessage(page, 'Selecteer wat je wilt starten')).toBeVisible();
    await page.getByLabel('Webshop').check();

    await expect(fieldMessage(page, 'Selecteer wat je wilt starten')).toHaveCount(0);
    await expect(page.locator('form label.border-danger')).toHaveCount(0);
  });

  test("the keyboard meets Vorige and then the step's own button, in the order the eye does, on a phone and a wide screen", async ({
    page,
  }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await next(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const previous = page.getByRole('button', { name: 'Vorige' });
      const following = page.getByRole('button', { name: 'Volgende' });
      await previous.focus();
      await page.keyboard.press('Tab');
      await expect(following).toBeFocused();
      const [a, b] = [(await previous.boundingBox())!, (await following.boundingBox())!];
      // Stacked: Vorige above; side by side: Vorige to the left.
      expect(a.y < b.y || (Math.abs(a.y - b.y) < 2 && a.x < b.x)).toBe(true);
    }
  });

  test('"Wijzig stap 2" in the summary leads back to the summary with the new answer', async ({ page }) => {
    await fillUpToAttachments(page, uniqueEmail('wijzig'));
    await next(page);
    const summary = page.getByTestId('intake-summary');

    await summary.getByRole('button', { name: 'Wijzig stap 2' }).click();
    await expect(stepHeading(page)).toHaveText('Wat wil je starten?');
    await page.getByLabel('Webshop').check();
    await page.getByRole('button', { name: 'Terug naar het overzicht' }).click();

    await expect(stepHeading(page)).toHaveText('Bijna klaar');
    await expect(summary).toContainText('Webshop');
    await expect(page.getByRole('button', { name: 'Verstuur aanvraag' })).toBeVisible();
  });

  test('"Hoe heb je ons gevonden?" is asked on the last step and goes with the intake, as the visitor\'s choice', async ({ page }) => {
    const email = uniqueEmail('gevonden');
    const started = Date.now();
    await fillUpToAttachments(page, email);
    await next(page);

    await page.getByLabel('Hoe heb je ons gevonden? (optioneel)').selectOption({ label: 'Een aanbeveling' });
    await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();

    await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeVisible();
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    expect((await intakeRowsFor(email))[0]?.attribution).toEqual({ pagePath: '/start', foundVia: 'recommendation' });
  });

  test('a phone number written as +31 (0)6 1234 5678 is taken', async ({ page }) => {
    await page.getByLabel('Voornaam').fill('Sanne');
    await page.getByLabel('E-mailadres', { exact: true }).fill('sanne@voorbeeld.nl');
    await page.getByLabel('Telefoonnummer (optioneel)').fill('+31 (0)6 1234 5678');

    await next(page);

    await expect(stepHeading(page)).toHaveText('Wat wil je starten?');
  });

  test('a file whose upload a reload cut off comes back as not uploaded, with what to do', async ({ page }) => {
    await fillUpToAttachments(page, uniqueEmail('intake-onderbroken'));
    await expect.poll(async () => (await draftOf(page))?.step).toBe(9);
    const draft = (await draftOf(page))!;
    draft.files = [{ name: 'half.pdf', size: 2048 }];
    await page.evaluate((edited) => history.replaceState({ ...(history.state as object), startsprongIntake: edited }, ''), draft);

    await reloadPage(page);

    const row = page.getByTestId('attachment').filter({ hasText: 'half.pdf' });
    await expect(row).toContainText('half.pdf was nog niet helemaal geüpload toen de pagina sloot. Verwijder het en voeg het opnieuw toe.');
    await expect(row.getByRole('button', { name: /opnieuw te uploaden/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Verwijder half.pdf' }).click();
    await expect(page.getByTestId('attachment')).toHaveCount(0);
  });
});

test('without JavaScript the intake is inert: nothing can be typed or sent, and no answer can reach an address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/start');

  // (The page's <noscript> notice, which points to the contact form, is not drawn here: Playwright turns scripts
  // off after the parser, which still treats <noscript> as for browsers with scripts.)
  await expect(page.getByLabel('Voornaam')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Volgende' })).toBeDisabled();
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await context.close();
});
