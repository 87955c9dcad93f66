import type { Page } from '@playwright/test';
import { waitOutFillTime } from '../stack.ts';

/** The intake's Volgende button, as a visitor presses it. */
export const next = (page: Page) => page.getByRole('button', { name: 'Volgende' }).click();

/** What a test may vary in the visitor's answers; the rest is always the same. */
export interface IntakeAnswers {
  /** Also the optional phone number, age and place of step 1 (default), or leave them empty. */
  optionalFields?: boolean;
  /** The dream of step 8. */
  dream?: string;
}

/** Fills the intake at /start as a visitor would, from step 1 up to step 9 (the files). */
export async function fillUpToAttachments(page: Page, email: string, { optionalFields = true, dream }: IntakeAnswers = {}) {
  await page.getByLabel('Voornaam').fill('Sanne');
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  if (optionalFields) {
    await page.getByLabel('Telefoonnummer (optioneel)').fill('06 12 34 56 78');
    await page.getByLabel('Leeftijd (optioneel)').fill('29');
    await page.getByLabel('Woonplaats (optioneel)').fill('Zeist');
  }
  await next(page);
  await page.getByLabel('Beautysalon of kapsalon').check();
  await next(page);
  await page.getByLabel('Ik heb alleen nog een idee').check();
  await next(page);
  await page.getByLabel('Geen van deze').check();
  await next(page);
  await page.getByLabel('Branding: logo en huisstijl').check();
  await page.getByLabel('Website', { exact: true }).check();
  await next(page);
  await page.getByLabel('Binnen drie maanden').check();
  await next(page);
  await page.getByLabel('Nog geen budget').check();
  await next(page);
  await page
    .getByLabel('Beschrijf je droom of doel')
    .fill(dream ?? 'Een eigen salon in Zeist met vaste klanten & <b>een</b> webshop voor verzorging.');
  await next(page);
}

/** On step 9 with the files added: on to step 10, accepts the terms and sends once the fill time has passed. */
export async function acceptAndSend(page: Page, started: number) {
  await next(page);
  await page.getByLabel(/Ik ga akkoord met de algemene voorwaarden/).check();
  await waitOutFillTime(page, started);
  await page.getByRole('button', { name: 'Verstuur aanvraag' }).click();
}

/** Fills the intake as fillUpToAttachments does, adds no files, accepts the terms and sends it once the fill time has passed. */
export async function sendIntakeWithoutFiles(page: Page, email: string, started: number) {
  await fillUpToAttachments(page, email);
  await acceptAndSend(page, started);
}
