import { test as base } from '@playwright/test';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { e2eStack } from '../stack.ts';

/*
 * The second engine. Playwright drives Chromium with its own protocol but cannot drive a stock Firefox: its
 * own Firefox is a patched build, and its experimental WebDriver BiDi channel asks Firefox ESR for commands it
 * does not have yet (emulation.setMediaFeaturesOverride fails on every new page). Puppeteer drives Firefox
 * over WebDriver BiDi, the standard protocol Mozilla implements and tests against Puppeteer itself, and
 * Chromium over the DevTools protocol: the tests in engines.spec.ts run the same steps through one API in
 * Debian's Firefox ESR (apt-get install firefox-esr) and Chromium, against the stack Playwright starts.
 */

export type Engine = 'chromium' | 'firefox';
export const engines: readonly Engine[] = ['firefox', 'chromium'];

const executables: Record<Engine, string> = {
  chromium: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
};

function launch(engine: Engine): Promise<Browser> {
  return engine === 'firefox'
    ? puppeteer.launch({ browser: 'firefox', executablePath: executables.firefox, headless: true })
    : puppeteer.launch({
        browser: 'chrome',
        executablePath: executables.chromium,
        headless: true,
        args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
      });
}

/**
 * `browserOf(engine)`: one browser per engine and worker, started on first use (Firefox takes seconds to
 * start) and closed when the worker ends. Each test opens its pages in a context of its own.
 */
export const test = base.extend<
  { openIn: (engine: Engine, width: number, height?: number) => Promise<Page> },
  { browserOf: (engine: Engine) => Promise<Browser> }
>({
  browserOf: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
    async ({}, use) => {
      const started = new Map<Engine, Promise<Browser>>();
      await use((engine) => {
        if (!started.has(engine)) started.set(engine, launch(engine));
        return started.get(engine)!;
      });
      for (const browser of started.values()) await (await browser).close();
    },
    { scope: 'worker' },
  ],
  openIn: async ({ browserOf }, use) => {
    const contexts: { close(): Promise<void> }[] = [];
    await use(async (engine, width, height = width < 800 ? 667 : 900) => {
      const context = await (await browserOf(engine)).createBrowserContext();
      contexts.push(context);
      const page = await context.newPage();
      await page.setViewport({ width, height });
      page.setDefaultTimeout(30_000);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export const siteUrl = (path: string) => new URL(path, e2eStack.siteUrl).href;

/**
 * Waits until every island of the page has hydrated (the loader marks <html>), or, on a page without any
 * island, which loads only the corner's script (a module, run before the load event), until it has loaded;
 * fails after the timeout.
 */
export async function waitUntilLive(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === 'true' ||
      (document.readyState === 'complete' && !document.querySelector('[data-island]')),
    { timeout },
  );
}

/** Opens a page and waits until it is live. */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(siteUrl(path));
  await waitUntilLive(page);
}

/** Puppeteer's selector for an element by its accessible role and name, as a screen reader finds it. */
export const ariaSelector = (role: string, name: string) => `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;

/** A control by its accessible role and name, as a screen reader finds it. */
export async function byRole(page: Page, role: string, name: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForSelector(ariaSelector(role, name));
  if (!handle) throw new Error(`Geen ${role} "${name}"`);
  return handle;
}

/** A form control by the text of its label (exact, whitespace collapsed). */
export async function byLabel(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (text) => {
      const found = [...document.querySelectorAll('label')].find((element) => element.textContent?.replace(/\s+/g, ' ').trim() === text);
      return found?.control ?? null;
    },
    {},
    label,
  );
  return handle as ElementHandle<Element>;
}

/** The text of the intake's step heading. */
export const stepHeading = (page: Page) => page.$eval('form h2', (heading) => heading.textContent?.trim() ?? '');
