import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { e2eStack } from './tests/e2e/stack.ts';

/**
 * Browser tests run in Debian's Chromium (apt-get install chromium) against `npm start`, on ports and a
 * data folder of their own so a running local stack is left alone.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The specs that open and read pages but post no form and sign no one in: the "pages" lane. */
const readingSpecs = [
  'every-page.spec.ts',
  'layout.spec.ts',
  'pages.spec.ts',
  'islands.spec.ts',
  'html-validity.spec.ts',
  'accessibility.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Two lanes side by side: the tests that only read pages (the sweep over every page, the layout, the pages'
  // HTML, the islands, the states axe checks) and the flows that post forms, sign in and read the mailbox.
  // Within a lane tests run one at a time, as the flows share the stack's route throttles and each staff
  // member's "new since you last looked"; nothing in the reading lane posts a form or signs in, so it cannot
  // change what a flow counts. The two lanes take about as long as each other (docs/testing.md).
  workers: 2,
  // A failing test runs once more, recording a trace (test-results/), and still fails the run: recording a trace
  // of every test, to keep the failing ones', cost about a third of the browser tests' time on this 2-core
  // machine (docs/testing.md).
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: e2eStack.siteUrl,
    trace: 'on-first-retry',
    launchOptions: {
      ...(existsSync(chromiumPath) ? { executablePath: chromiumPath } : {}),
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'pages', testMatch: readingSpecs, workers: 1, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'flows',
      testIgnore: [...readingSpecs, 'engines.spec.ts'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Firefox ESR and Chromium side by side through Puppeteer (tests/e2e/support/engines.ts), after the flows
    // in their lane.
    { name: 'engines', testMatch: 'engines.spec.ts', workers: 1, dependencies: [] },
  ],
  webServer: {
    command: 'npm start',
    url: `${e2eStack.siteUrl}/`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The stack's JSON request and handler logs would bury the test list; a failed start (a taken port,
    // a missing build) is written to stderr, which still shows, and each failing test keeps its trace.
    stdout: 'ignore',
    env: e2eStack.env,
  },
});
