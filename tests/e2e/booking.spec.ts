import { expect, test, type Page } from '@playwright/test';
import type { MailboxEmail } from '../../infra/local/mailbox.ts';
import { emailsInvolving, leadRowsFor, openPage, uniqueEmail, waitOutFillTime } from './stack.ts';
import { bookingPages, defaultAvailability } from '../../shared/booking.ts';
import { bookFromLanding, icsStartOf, offeredSlots } from './support/booking.ts';

/** The calendar invitation an email carries, as text (the mailbox may hold it base64-encoded). */
function invitationOf(email: MailboxEmail): string {
  const attachment = email.attachments.find((item) => item.contentType.startsWith('text/calendar'));
  if (!attachment) return '';
  return attachment.content.includes('BEGIN:VCALENDAR') ? attachment.content : Buffer.from(attachment.content, 'base64').toString('utf8');
}

/** One property of an invitation's event (UID, SEQUENCE...), as its line gives it. */
const icsProperty = (ics: string, name: string) => new RegExp(`^${name}:([^\\r\\n]+)`, 'm').exec(ics)?.[1];

/**
 * Books the first free time on /begin-vandaag; returns it with the visitor's confirmation once both emails are out,
 * and the link that confirmation holds to a page of `bookingPages` (undefined when it holds none).
 */
async function bookWithConfirmation(page: Page, name: string, email: string, linkedPage: string) {
  const start = await bookFromLanding(page, name, email);
  await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
  const confirmation = (await emailsInvolving(email)).find((mail) => mail.destination.to.includes(email))!;
  const link = (confirmation.body.text ?? '').match(new RegExp(`https?://\\S+${linkedPage}\\?\\S+`))?.[0];
  return { start, confirmation, link };
}

test.describe('booking the intro call', () => {
  for (const width of [375, 1440]) {
    test(`a visitor at ${width} px books a time on /begin-vandaag, the slot is gone, and both emails invite for exactly that time`, async ({
      page,
    }) => {
      // Prepare
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`gesprek-${width}`);

      // Act
      const start = await bookFromLanding(page, `Noor Jansen ${width}`, email);

      // Assess
      expect((await offeredSlots(page)).map((slot) => slot.start)).not.toContain(start);
      await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
      for (const mail of await emailsInvolving(email)) {
        const invitation = invitationOf(mail);
        expect(invitation, mail.subject).toContain('METHOD:REQUEST');
        expect(invitation, mail.subject).toContain(icsStartOf(start));
      }
    });
  }

  test('opening the cancel link of the confirmation changes nothing, as a mail scanner opens it; its button frees the slot', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Prepare: a booked call and the cancel link of the visitor's confirmation
    const email = uniqueEmail('gesprek-annuleren');
    const { start, link } = await bookWithConfirmation(page, 'Lotte de Wit', email, bookingPages.cancel);
    await expect.poll(() => leadRowsFor('booking', email)).toHaveLength(1);
    expect(link, 'the confirmation holds a cancel link').toBeDefined();

    // Act: the link fetched as a scanner does, and opened in a browser as a person does
    expect((await page.request.get(link!)).status()).toBe(200);
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await openPage(visitor, link!);

    // Assess: nothing changed until the button
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Gesprek annuleren');
    expect((await offeredSlots(visitor)).map((slot) => slot.start)).not.toContain(start);
    expect((await leadRowsFor('booking', email))[0]).toMatchObject({ status: 'gepland' });
    await visitor.getByRole('button', { name: 'Ja, annuleer het gesprek' }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Je gesprek is geannuleerd');
    expect((await leadRowsFor('booking', email))[0]).toMatchObject({ status: 'geannuleerd' });
    expect((await offeredSlots(visitor)).map((slot) => slot.start)).toContain(start);
    await context.close();
  });

  test("the confirmation's move link opens a picker that moves the call: the old slot is free again, the new one taken, and the invitation is updated for both", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // Prepare: a booked call, its invitation and the move link of the visitor's confirmation
    const email = uniqueEmail('gesprek-verzetten');
    const { start: before, confirmation, link } = await bookWithConfirmation(page, 'Sem Bakker', email, bookingPages.move);
    const booked = invitationOf(confirmation);
    expect(link, 'the confirmation holds a move link').toBeDefined();
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const visitor = await context.newPage();
    await openPage(visitor, link!);
    const times = visitor.getByRole('group', { name: 'Kies een tijd (Nederlandse tijd)' });
    await expect(times.getByRole('radio').last()).toBeAttached();
    const after = (await times.getByRole('radio').last().getAttribute('value'))!;

    // Act
    await times.locator(`input[value="${after}"]`).check({ force: true });
    await visitor.getByRole('button', { name: 'Verzet het gesprek' }).click();

    // Assess: the row, the slots, and one updated invitation to the visitor and one to staff
    await expect(visitor.getByRole('heading', { name: 'Je gesprek is verzet' })).toBeVisible();
    await expect.poll(async () => Date.parse(String((await leadRowsFor('booking', email))[0]?.start))).toBe(Date.parse(after));
    const offered = (await offeredSlots(visitor)).map((slot) => slot.start);
    expect(offered).not.toContain(after);
    // The old slot is offered again unless it has since come within the notice period (the first slot of today).
    if (Date.parse(before) - Date.now() > (defaultAvailability.minNoticeHours + 1) * 3_600_000) expect(offered).toContain(before);
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(4);
    const moved = (await emailsInvolving(email)).filter((mail) => /verzet/i.test(mail.subject));
    expect(moved.filter((mail) => mail.destination.to.includes(email))).toHaveLength(1);
    expect(moved.filter((mail) => !mail.destination.to.includes(email))).toHaveLength(1);
    const uid = icsProperty(booked, 'UID');
    const sequence = Number(icsProperty(booked, 'SEQUENCE'));
    expect(uid, 'the booking invitation has a UID').toBeDefined();
    for (const mail of moved) {
      const invitation = invitationOf(mail);
      expect(invitation, mail.subject).toContain('METHOD:REQUEST');
      expect(invitation, mail.subject).toContain(icsStartOf(after));
      expect(icsProperty(invitation, 'UID'), `${mail.subject}: the same event`).toBe(uid);
      expect(Number(icsProperty(invitation, 'SEQUENCE')), `${mail.subject}: a later version`).toBeGreaterThan(sequence);
    }
    await context.close();
  });

  test('without JavaScript, the picker is a plain form that books and lands on a confirmation page', async ({ browser }) => {
    // Prepare
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = uniqueEmail('gesprek-nojs');
    await page.goto('/begin-vandaag#gesprek');
    const started = Date.now();
    await page.getByRole('link', { name: 'Bekijk de vrije momenten' }).click();
    const first = page.getByRole('radio').first();
    const start = (await first.getAttribute('value'))!;

    // Act
    await first.check();
    await page.getByLabel('Naam', { exact: true }).fill('Bram Visser');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await waitOutFillTime(page, started);
    await page.getByRole('button', { name: 'Plan het gesprek' }).click();

    // Assess
    await expect(page).toHaveURL(/\/gesprek\/gepland/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('gepland');
    expect((await offeredSlots(page)).map((slot) => slot.start)).not.toContain(start);
    await expect.poll(async () => (await emailsInvolving(email)).length, { timeout: 30_000 }).toBe(2);
    await context.close();
  });
});
