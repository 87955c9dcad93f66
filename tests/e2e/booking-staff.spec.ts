import { expect, test, type Page } from '@playwright/test';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tables } from '../../infra/app-spec.ts';
import { dateTimeNumeric, dateTimeSentence, dayKeyOf, dayWithWeekday, todayKey } from '../../shared/agency-clock.ts';
import { staffLeadPath } from '../../shared/staff.ts';
import { documents, intakeRowsFor, leadRowsFor, openPage, uniqueEmail } from './stack.ts';
import { bookFromLanding, bookInPicker, icsStartOf, offeredSlots } from './support/booking.ts';
import { sendIntakeWithoutFiles } from './support/intake.ts';
import { expectAccessible } from './support/axe.ts';
import { expectNoSidewaysScroll, signInAsStaff } from './support/staff.ts';

/** An .ics text with its folded lines joined again (RFC 5545 folds lines longer than 75 octets). */
const unfolded = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

/** The single booking a visitor with this (unique) address made, once it is stored. */
async function bookingOf(email: string): Promise<Record<string, unknown>> {
  await expect.poll(() => leadRowsFor('booking', email)).toHaveLength(1);
  return (await leadRowsFor('booking', email))[0]!;
}

/** A first name with a surname unique per run (letters only, as a name field takes), so a call is found by its name alone. */
const uniqueName = (first: string) => `${first} ${[...String(Date.now()).slice(-6)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`;

/** A page of the staff area, opened by its address in a signed-in tab: it shows who is signed in. */
async function openStaffPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(/^Aangemeld als/)).toBeVisible();
}

test.describe('staff see the intro calls visitors book', () => {
  test('a call booked on /begin-vandaag is on its lead page, in Gesprekken (marked held or no-show by keyboard) and in the calendar feed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    // Prepare: a visitor books, and a member of staff signs in in a browser of their own
    const email = uniqueEmail('gesprek-beheer');
    const name = uniqueName('Fenna');
    const start = await bookFromLanding(page, name, email);
    const booking = await bookingOf(email);
    const id = String(booking.id);
    const staff = await (await browser.newContext()).newPage();

    // Act and assess: the calendar feed, made in Beschikbaarheid, holds the call for exactly its time
    await signInAsStaff(staff, '/beheer/beschikbaarheid');
    await expectAccessible(staff);
    await staff.getByRole('button', { name: /^(Nieuw feedadres maken|Feedadres maken)$/ }).click();
    await expect(staff.getByRole('status')).toHaveText(/Je nieuwe feedadres staat hieronder/);
    const feedUrl = await staff.getByLabel('Je feedadres (alleen nu te zien)').inputValue();
    expect(new URL(feedUrl).pathname).toMatch(/^\/api\/gesprek\/agenda\/[A-Za-z0-9_-]{43}$/);
    await expectAccessible(staff);
    // Fetched as a calendar app does: no session, only the token in the address.
    const feed = await request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const ics = unfolded(await feed.text());
    const event = ics.split('BEGIN:VEVENT').find((part) => part.includes(staffLeadPath('booking', id)));
    expect(event, 'the booking is an event of the feed').toBeDefined();
    expect(event).toContain(icsStartOf(start));
    expect(event).toContain(`SUMMARY:Kennismaking: ${name}`);

    // The call on its own lead page
    await openStaffPage(staff, staffLeadPath('booking', id));
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Gesprek gepland van ${name}`);
    await expect(staff.getByRole('definition').filter({ hasText: dateTimeNumeric(start) })).toBeVisible();
    await expectAccessible(staff);

    // In Gesprekken, on its day, linked to its page
    await openStaffPage(staff, `/beheer/gesprekken?van=${dayKeyOf(start)}&dagen=1`);
    const day = staff.getByRole('region', { name: dayWithWeekday(dayKeyOf(start)) });
    await expect(day.getByRole('link', { name })).toHaveAttribute('href', staffLeadPath('booking', id));
    // A call that has not begun cannot be marked yet.
    await expect(staff.getByRole('group', { name: `Afloop van het gesprek met ${name}` })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await staff.setViewportSize({ width, height: 900 });
      await expectNoSidewaysScroll(staff);
      await expectAccessible(staff);
    }

    // A visitor books hours ahead at the soonest; the test moves this call's start to ten minutes ago, as time would.
    const begun = new Date(Math.floor((Date.now() - 10 * 60_000) / 60_000) * 60_000);
    await documents.send(
      new UpdateCommand({
        TableName: tables.booking.localName,
        Key: { id },
        UpdateExpression: 'SET #start = :start, #end = :end',
        ExpressionAttributeNames: { '#start': 'start', '#end': 'end' },
        ExpressionAttributeValues: { ':start': begun.toISOString(), ':end': new Date(begun.getTime() + 30 * 60_000).toISOString() },
      }),
    );
    await openStaffPage(staff, `/beheer/gesprekken?van=${todayKey()}&dagen=1`);
    const outcome = staff.getByRole('group', { name: `Afloop van het gesprek met ${name}` });
    await expect(outcome).toBeVisible();

    // Held, by keyboard: from the call's link, Tab reaches its first button and Enter presses it
    await staff.getByRole('link', { name }).focus();
    await staff.keyboard.press('Tab');
    await expect(outcome.getByRole('button', { name: 'Gehouden' })).toBeFocused();
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('status')).toHaveText(`${name}: gehouden.`);
    await expect(staff.getByRole('status')).toBeFocused();
    await expect(outcome.getByRole('button', { name: 'Gehouden' })).toHaveAttribute('aria-pressed', 'true');

    // Then no-show instead, by keyboard again
    await outcome.getByRole('button', { name: 'Niet verschenen' }).focus();
    await staff.keyboard.press('Space');
    await expect(staff.getByRole('status')).toHaveText(`${name}: niet verschenen.`);
    await expect(outcome.getByRole('button', { name: 'Niet verschenen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(outcome.getByRole('button', { name: 'Gehouden' })).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(staff);
    expect((await bookingOf(email)).outcome).toBe('niet_verschenen');

    // The lead page says so, and a revoked feed address stops working
    await openStaffPage(staff, staffLeadPath('booking', id));
    await expect(staff.getByRole('definition').filter({ hasText: 'Niet verschenen' })).toBeVisible();
    await openStaffPage(staff, '/beheer/beschikbaarheid');
    await staff.getByRole('button', { name: 'Feedadres intrekken' }).click();
    await expect(staff.getByRole('status')).toHaveText('De agendafeed is ingetrokken.');
    expect((await request.get(feedUrl)).status()).toBe(404);
    await staff.context().close();
  });

  test('staff cancel a call to come from Gesprekken by keyboard, after a question that Nee takes back: its time is offered again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // Prepare: a visitor books, and a member of staff opens the call's day
    const email = uniqueEmail('gesprek-annuleren');
    const name = uniqueName('Joost');
    const start = await bookFromLanding(page, name, email);
    await bookingOf(email);
    const staff = await (await browser.newContext()).newPage();
    await signInAsStaff(staff, `/beheer/gesprekken?van=${dayKeyOf(start)}&dagen=1`);
    const item = staff.getByRole('listitem').filter({ hasText: name });
    const open = item.getByRole('button', { name: 'Gesprek annuleren' });

    // Act and assess: the question takes focus, and Nee puts it back on the button, cancelling nothing
    await open.focus();
    await staff.keyboard.press('Enter');
    const question = staff.getByRole('group', { name: `Gesprek met ${name} annuleren` });
    await expect(question.getByText(/krijgt meteen een e-mail met de annulering/)).toBeFocused();
    await expectAccessible(staff);
    await question.getByRole('button', { name: 'Nee, laten staan' }).focus();
    await staff.keyboard.press('Enter');
    await expect(open).toBeFocused();
    expect((await bookingOf(email)).status).toBe('gepland');

    // Ja cancels: the answer is told and focused, the call is marked cancelled, and its time is free again
    await staff.keyboard.press('Enter');
    await question.getByRole('button', { name: 'Ja, annuleren' }).focus();
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('status')).toHaveText(`${name}: gesprek geannuleerd. ${name} krijgt er een e-mail over.`);
    await expect(staff.getByRole('status')).toBeFocused();
    await expect(item).toContainText('(geannuleerd)');
    await expect(open).toHaveCount(0);
    await expectAccessible(staff);
    expect((await bookingOf(email)).status).toBe('geannuleerd');
    expect((await offeredSlots(page)).map((slot) => slot.start)).toContain(start);
    await staff.context().close();
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px a visitor books from the intake's success panel, and staff see the call with that intake`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      // Prepare: an intake sent at /start
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`gesprek-intake-${width}`);
      await openPage(page, '/start');
      const started = Date.now();
      await sendIntakeWithoutFiles(page, email, started);
      await expect(page.getByRole('heading', { name: 'Gelukt!' })).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Plan direct je gratis gesprek' })).toBeVisible();
      await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
      const intakeId = String((await intakeRowsFor(email))[0]!.id);

      // Act: the picker already holds the name and address the intake gave
      await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Sanne');
      await expect(page.getByLabel('E-mailadres', { exact: true })).toHaveValue(email);
      const start = await bookInPicker(page, Date.now(), {});

      // Assess: the call belongs to the intake, and staff see it on the intake's page and in Gesprekken
      const booking = await bookingOf(email);
      expect(booking).toMatchObject({ lead_kind: 'intake', lead_id: intakeId, start: new Date(start).toISOString() });
      const staff = await (await browser.newContext()).newPage();
      await signInAsStaff(staff, staffLeadPath('intake', intakeId));
      const call = staff.getByRole('region', { name: 'Kennismakingsgesprek' });
      await expect(call.getByRole('link', { name: dateTimeSentence(start) })).toHaveAttribute(
        'href',
        staffLeadPath('booking', String(booking.id)),
      );
      await expectAccessible(staff);
      await openStaffPage(staff, `/beheer/gesprekken?van=${dayKeyOf(start)}&dagen=1`);
      const item = staff.getByRole('listitem').filter({ has: staff.locator(`a[href="${staffLeadPath('booking', String(booking.id))}"]`) });
      await expect(item.getByRole('link', { name: 'bij de intake' })).toHaveAttribute('href', staffLeadPath('intake', intakeId));
      await staff.context().close();
    });
  }
});
