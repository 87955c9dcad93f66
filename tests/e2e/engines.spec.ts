import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { contactMessages } from '../../shared/contact-copy.ts';
import { samplePdf, samplePng } from '../support/test-intake.ts';
import { stepTitles } from '../../web/app/features/intake/intake-state.ts';
import { SCROLL_TO_TOP_THRESHOLD } from '../../web/app/components/layout/scroll-to-top-threshold.ts';
import { contactMessagesFor, everyPage, intakeRowsFor, uniqueEmail, waitOutFillTime } from './stack.ts';
import { ariaSelector, byLabel, byRole, engines, openLive, siteUrl, stepHeading, test, waitUntilLive } from './support/engines.ts';

/*
 * What matters most, in both engines: Firefox ESR over WebDriver BiDi and Chromium (support/engines.ts).
 * Pages come alive however they were opened (at an anchor, by a reload with the scroll position restored),
 * the intake keeps its step and its files over a reload, the contact form sends, the menu works by keyboard.
 * The rest of the browser tests run in Chromium through Playwright.
 */

const phone = { width: 375, height: 667 };
const desktop = { width: 1440, height: 900 };

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/**
 * Clicks a control by role and name through Puppeteer's locator, which first waits until it is enabled, in
 * view and no longer moving: a click measured before a late layout change lands beside its target.
 */
async function click(page: Page, role: string, name: string): Promise<void> {
  await page.locator(ariaSelector(role, name)).click();
}

/** Files to choose in the intake: written once to disk, where a browser's file chooser takes them from. */
function sampleFiles(): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'startsprong-e2e-'));
  const files = { 'ondernemingsplan.pdf': samplePdf, 'moodboard.png': samplePng };
  return Object.entries(files).map(([name, bytes]) => {
    writeFileSync(join(dir, name), bytes);
    return join(dir, name);
  });
}

/** What the intake showed when a step did not turn: enough to tell a lost click from a refused step. */
const intakeState = (page: Page, button: string) =>
  page.evaluate((name) => {
    const control = [...document.querySelectorAll('form button')].find((element) => element.textContent?.trim() === name);
    const box = control?.getBoundingClientRect();
    const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const describe = (element: Element | null | undefined) =>
      element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${element.textContent?.trim().slice(0, 40)}"`
        : 'niets';
    return JSON.stringify({
      heading: document.querySelector('form h2')?.textContent?.trim(),
      hydrated: document.documentElement.dataset.hydrated,
      disabled: (control as HTMLButtonElement | undefined)?.disabled,
      box: box && [box.left, box.top, box.width, box.height].map(Math.round),
      atItsCentre: describe(hit),
      focused: describe(document.activeElement),
      errors: document.querySelector('[data-testid="intake-errors"]')?.textContent,
      scrollY: window.scrollY,
    });
  }, button);

/** The intake's state for a failure message, or why it could not be read; never more than five seconds. */
const describeIntake = (page: Page, button: string): Promise<string> =>
  Promise.race([intakeState(page, button), sleep(5_000, '(geen antwoord van de pagina binnen 5 s)', { ref: false })]).catch(
    (error: unknown) => `(niet te lezen: ${String(error)})`,
  );

/** Goes one step on in the intake (or back, with 'Vorige'), once the step before has gone. */
async function turn(page: Page, button: 'Volgende' | 'Vorige'): Promise<void> {
  const before = await stepHeading(page);
  try {
    await click(page, 'button', button);
    await page.waitForFunction((heading) => document.querySelector('form h2')?.textContent?.trim() !== heading, {}, before);
  } catch (error) {
    throw new Error(`"${button}" did not turn step "${before}": ${await describeIntake(page, button)}`, { cause: error });
  }
}

const next = (page: Page) => turn(page, 'Volgende');

async function check(page: Page, label: string): Promise<void> {
  await (await byLabel(page, label)).click();
}

/** Steps 1 to 8 of the intake, answered as a visitor would. */
async function answerUpToAttachments(page: Page, email: string): Promise<void> {
  await (await byLabel(page, 'Voornaam')).type('Sanne');
  await (await byLabel(page, 'E-mailadres')).type(email);
  await next(page);
  for (const choice of [
    'Beautysalon of kapsalon',
    'Ik heb alleen nog een idee',
    'Geen van deze',
    'Website',
    'Binnen drie maanden',
    'Nog geen budget',
  ]) {
    await check(page, choice);
    await next(page);
  }
  await (await byLabel(page, 'Beschrijf je droom of doel')).type('Een eigen salon in Zeist.');
  await next(page);
}

const uploaded = (page: Page) =>
  page.$$eval('[data-testid="attachment"]', (items) => items.filter((item) => item.textContent?.includes('Geüpload')).length);

for (const engine of engines) {
  test.describe(`in ${engine}`, () => {
    for (const size of [phone, desktop]) {
      test(`at ${size.width} px a link to /services#support opens a live page at that section`, async ({ openIn }) => {
        const page = await openIn(engine, size.width, size.height);
        await openLive(page, '/cookies');

        await click(page, 'link', 'Coaching en begeleiding');

        await page.waitForFunction(() => location.pathname === '/services' && location.hash === '#support');
        await waitUntilLive(page);
        const section = await page.$eval('#support', (element) => element.getBoundingClientRect().top);
        expect(Math.abs(section)).toBeLessThan(size.height);
        expect(await scrollY(page)).toBeGreaterThan(0);
        if (size.width < 1024) {
          await click(page, 'button', 'Menu openen');
          await byRole(page, 'navigation', 'Mobiel menu');
        }
      });

      test(`at ${size.width} px a reload of /start at step 4 shows step 4, live, and the files uploaded before`, async ({ openIn }) => {
        test.setTimeout(180_000);
        const page = await openIn(engine, size.width, size.height);
        await openLive(page, '/start');
        await answerUpToAttachments(page, uniqueEmail(`reload-${engine}`));
        await (await page.waitForSelector('input[type="file"]'))!.uploadFile(...sampleFiles());
        await expect.poll(() => uploaded(page)).toBe(2);
        for (let step = 9; step > 4; step -= 1) await turn(page, 'Vorige');
        expect(await stepHeading(page)).toBe(stepTitles[4]);
        await page.evaluate(() => window.scrollTo(0, 300));

        await page.reload();

        await waitUntilLive(page);
        expect(await stepHeading(page)).toBe(stepTitles[4]);
        for (let step = 4; step < 9; step += 1) await next(page);
        expect(await stepHeading(page)).toBe(stepTitles[9]);
        await expect.poll(() => uploaded(page)).toBe(2);
      });

      // The focus and scroll on a refused step are engineer forms' (issue 31, point 2); this holds them in both engines.
      test(`at ${size.width} px Volgende on an empty first step moves focus to the first invalid field, in view below the header`, async ({
        openIn,
      }) => {
        const page = await openIn(engine, size.width, size.height);
        await openLive(page, '/start');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

        await click(page, 'button', 'Volgende');

        await expect
          .poll(() =>
            page.evaluate(() => {
              const focused = document.activeElement as HTMLInputElement | null;
              const box = focused?.getBoundingClientRect();
              const header = document.querySelector('header')!.getBoundingClientRect();
              return {
                name: focused?.labels?.[0]?.textContent?.trim(),
                visible: !!box && box.top >= header.bottom && box.bottom <= innerHeight,
              };
            }),
          )
          .toEqual({ name: 'Voornaam', visible: true });
      });
    }
  });
}

// Chromium's own runs of these are the Playwright specs (every-page, intake, contact, layout); Firefox runs them here.
const engine = 'firefox';
test.describe('in firefox', () => {
  test('every page comes alive when opened at an anchor and after a reload in the middle of it', async ({ openIn, request }) => {
    test.setTimeout(600_000);
    const page = await openIn(engine, phone.width, phone.height);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${(error as Error).message}`));

    for (const path of await everyPage(request)) {
      // The footer's navigation is on every page, at its end: the page opens scrolled all the way down.
      await page.goto(siteUrl(`${path}#navigatie`));
      await waitUntilLive(page, 15_000).catch(() => problems.push(`${path}#navigatie: niet tot leven gekomen`));
      if ((await scrollY(page)) === 0) problems.push(`${path}#navigatie: niet naar het anker gescrold`);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      await page.reload();
      await waitUntilLive(page, 15_000).catch(() => problems.push(`${path} herladen: niet tot leven gekomen`));
      if ((await scrollY(page)) === 0) problems.push(`${path} herladen: scrollpositie niet hersteld`);
    }
    expect(problems).toEqual([]);
  });

  test('the intake with two files and a reload in the middle ends in Gelukt! with the row and its files', async ({ openIn }) => {
    test.setTimeout(180_000);
    const page = await openIn(engine, phone.width, phone.height);
    const email = uniqueEmail(`intake-${engine}`);
    const started = Date.now();
    await openLive(page, '/start');
    await answerUpToAttachments(page, email);
    await (await page.waitForSelector('input[type="file"]'))!.uploadFile(...sampleFiles());
    await expect.poll(() => uploaded(page)).toBe(2);
    await next(page);

    await page.reload();

    await waitUntilLive(page);
    expect(await stepHeading(page)).toBe(stepTitles[10]);
    const summary = await page.$eval('[data-testid="intake-summary"]', (element) => element.textContent ?? '');
    for (const text of [email, 'ondernemingsplan.pdf', 'moodboard.png']) expect(summary).toContain(text);
    await (await page.waitForSelector('input[name="acceptTerms"]'))!.click();
    await waitOutFillTime(page as never, started);
    await click(page, 'button', 'Verstuur aanvraag');

    await page.waitForSelector('h2::-p-text(Gelukt!)');
    await expect.poll(() => intakeRowsFor(email)).toHaveLength(1);
    const [row] = await intakeRowsFor(email);
    expect((row!.uploaded_files as { name: string }[]).map((file) => file.name)).toEqual(['ondernemingsplan.pdf', 'moodboard.png']);
  });

  test('the contact form sends a message, which is stored', async ({ openIn }) => {
    const page = await openIn(engine, phone.width, phone.height);
    const email = uniqueEmail(`contact-${engine}`);
    await openLive(page, '/contact');
    await (await byLabel(page, 'Naam')).type('Fatima de Vries');
    await (await byLabel(page, 'E-mailadres')).type(email);
    await (await byLabel(page, 'Bericht')).type('Ik wil een koffiebar openen in Zeist. Kunnen jullie helpen?');

    await click(page, 'button', 'Verstuur bericht');

    await page.waitForSelector(`::-p-text(${contactMessages.success.title})`);
    await expect.poll(() => contactMessagesFor(email)).toHaveLength(1);
    expect(page.url()).toBe(siteUrl('/contact'));
  });

  test('the WhatsApp bubble: a first tap opens its panel, a second at the same place opens the chat in a new tab and closes the panel', async ({
    openIn,
  }) => {
    const page = await openIn(engine, phone.width, phone.height);
    await openLive(page, '/cookies');
    const box = (await (await page.$('[data-testid="whatsapp-bubble"]'))!.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const panelOpen = () => page.evaluate(() => document.querySelector('#whatsapp-venster:popover-open') !== null);
    await page.mouse.click(x, y);
    await expect.poll(panelOpen).toBe(true);
    const tabs = (await page.browserContext().pages()).length;

    await page.mouse.click(x, y);

    await expect.poll(async () => (await page.browserContext().pages()).length).toBe(tabs + 1);
    const chat = (await page.browserContext().pages()).at(-1)!;
    // This machine has no internet: Firefox may already show its error page, whose address carries the one it tried (`u`).
    const tried = (url: string) => (url.startsWith('about:neterror') ? (new URL(url).searchParams.get('u') ?? url) : url);
    await expect.poll(() => tried(chat.url())).toMatch(/^https:\/\/wa\.me\/31612345678\?text=/);
    await expect.poll(panelOpen).toBe(false);
  });

  for (const size of [phone, desktop])
    test(`at ${size.width} px back to the top is out of sight at ${SCROLL_TO_TOP_THRESHOLD - 1} px of scrolling and in sight at ${SCROLL_TO_TOP_THRESHOLD + 1} px`, async ({
      openIn,
    }) => {
      const page = await openIn(engine, size.width, size.height);
      await openLive(page, '/privacy');
      const inSight = (y: number) =>
        page.evaluate(async (to) => {
          window.scrollTo(0, to);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const box = document.querySelector('[data-testid="scroll-to-top"]')!.getBoundingClientRect();
          return box.top < innerHeight && box.bottom > 0;
        }, y);

      expect(await inSight(SCROLL_TO_TOP_THRESHOLD - 1)).toBe(false);
      expect(await inSight(SCROLL_TO_TOP_THRESHOLD + 1)).toBe(true);
    });

  test('the menu opens by keyboard, moves focus into it, and Escape closes it and returns focus', async ({ openIn }) => {
    const page = await openIn(engine, phone.width, phone.height);
    await openLive(page, '/cookies');
    const toggle = await byRole(page, 'button', 'Menu openen');
    await toggle.focus();

    await page.keyboard.press('Enter');

    await byRole(page, 'navigation', 'Mobiel menu');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Home');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).toBe('mobiel-menu');
    expect(await page.evaluate(() => document.querySelector('#mobiel-menu:popover-open'))).toBeNull();
  });
});
