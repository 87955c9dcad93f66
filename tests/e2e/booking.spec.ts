import { expect, test, type Page } from '@playwright/test';
import { bookingApi, type Slot } from '../../shared/booking.ts';
import type { MailboxEmail } from '../../infra/local/mailbox.ts';
import { emailsInvolving, openPage, uniqueEmail, waitOutFillTime } from './stack.ts';
import { expectAccessible, expectNoSidewaysScroll } from './support/staff.ts';

/** The free slots as the API offers them now. */
async function offeredSlots(page: Page): Promise<Slot[]> {
  const response = await page.request.get(bookingApi.slots);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** The calendar invitation an email carries, as text (the mailbox may hold it base64-encoded). */
function invitationOf(email: MailboxEmail): string {
  const attachment = email.attachments.find((item) => item.contentType.startsWith('text/calendar'));
  if (!attachment) return '';
  return attachment.content.includes('BEGIN:VCALENDAR') ? attachment.content : Buffer.from(attachment.content, 'base64').toString('utf8');
}

/** Amsterdam's wall-clock time of an offered slot as an .ics DTSTART with its zone: "…TZID=Europe/Amsterdam:20261201T090000". */
const icsStartOf = (start: string) => `TZID=Europe/Amsterdam:${start.slice(0, 19).replace(/[-:]/g, '')}`;

/** Books the first free time of the picker's chosen day on /begin-vandaag; returns the slot it took. */
async function bookFromLanding(page: Page, name: string, email: string): Promise<string> {
  const started = Date.now();
  await openPage(page, '/begin-vandaag#gesprek');
  const times = page.getByRole('group', { name: 'Kies een tijd (Nederlandse tijd)' });
  await expect(times.getByRole('radio').first()).toBeAttached();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const first = times.getByRole('radio').first();
  const start = (await first.getAttribute('value'))!;
  await first.check({ force: true });
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await waitOutFillTime(page, started);
  await page.getByRole('button', { name: 'Plan het gesprek' }).click();
  await expect(page.getByRole('heading', { name: 'Je gesprek staat gepland' })).toBeVisible();
  await expectAccessible(page);
  return start;
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
