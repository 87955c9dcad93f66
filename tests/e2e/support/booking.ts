import { expect, type Page } from '@playwright/test';
import { bookingApi, type Slot } from '../../../shared/booking.ts';
import { openPage, waitOutFillTime } from '../stack.ts';
import { expectAccessible } from './axe.ts';
import { expectNoSidewaysScroll } from './staff.ts';

/** The free slots as the API offers them now. */
export async function offeredSlots(page: Page): Promise<Slot[]> {
  const response = await page.request.get(bookingApi.slots);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { slots: Slot[] }).slots;
}

/** Amsterdam's wall-clock time of an offered slot as an .ics DTSTART with its zone: "…TZID=Europe/Amsterdam:20261201T090000". */
export const icsStartOf = (start: string) => `TZID=Europe/Amsterdam:${start.slice(0, 19).replace(/[-:]/g, '')}`;

/**
 * In a picker that has loaded its slots (on /begin-vandaag, /contact or the intake's success panel): takes the
 * first free time of the chosen day, fills name and email, books, and checks the confirmation and axe on the
 * way. Returns the slot it took.
 */
export async function bookInPicker(page: Page, started: number, values: { name?: string; email?: string }): Promise<string> {
  const times = page.getByRole('group', { name: 'Kies een tijd (Nederlandse tijd)' });
  await expect(times.getByRole('radio').first()).toBeAttached();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  const first = times.getByRole('radio').first();
  const start = (await first.getAttribute('value'))!;
  await first.check({ force: true });
  if (values.name !== undefined) await page.getByLabel('Naam', { exact: true }).fill(values.name);
  if (values.email !== undefined) await page.getByLabel('E-mailadres', { exact: true }).fill(values.email);
  await waitOutFillTime(page, started);
  await page.getByRole('button', { name: 'Plan het gesprek' }).click();
  await expect(page.getByRole('heading', { name: 'Je gesprek staat gepland' })).toBeVisible();
  await expectAccessible(page);
  return start;
}

/** Books the first free time of the picker's chosen day on /begin-vandaag; returns the slot it took. */
export async function bookFromLanding(page: Page, name: string, email: string): Promise<string> {
  const started = Date.now();
  await openPage(page, '/begin-vandaag#gesprek');
  return bookInPicker(page, started, { name, email });
}
