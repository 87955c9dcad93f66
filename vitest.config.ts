import { defineConfig } from 'vitest/config';
import { iconSprite } from './web/icon-sprite.ts';

/** The CDK tests (tests/infra): they synthesize the stacks, which is most of their time. */
const infraTests = 'tests/infra/**/*.test.ts';

/**
 * Unit, handler and infra tests. Handler tests that need the AWS emulators import
 * tests/support/local-aws.ts, which starts them in-process on free ports.
 * Browser tests are Playwright's (playwright.config.ts), not vitest's.
 */
export default defineConfig({
  // Components render their icons' `<use>` with the sprite's address (web/icon-sprite.ts).
  plugins: [iconSprite({ emit: false })],
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Four forks on two cores: most test files wait on the emulators' timers and queues, not the CPU (the
    // suite took 251 s with two, 157 s with four on this 2-core machine).
    maxWorkers: 4,
    // Handler logs and console output appear for failing tests only (the JSON lines: tests/support/quiet-logs.ts).
    setupFiles: ['tests/support/quiet-logs.ts'],
    // One site build before any file runs, for the files that read it (tests/support/site-build-setup.ts).
    globalSetup: ['tests/support/site-build-setup.ts'],
    silent: 'passed-only',
    // Each project names its own files: a project that extends this config adds to lists, never replaces them.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,web,tests}/**/*.test.{ts,tsx}'],
          exclude: ['node_modules/**', 'build/**', 'cdk.out/**', 'tests/e2e/**', infraTests],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          include: [infraTests],
          // The CDK tests share a worker's modules, so each stack configuration is synthesized once per worker
          // (tests/infra/support.ts) and aws-cdk-lib is loaded once, not once per file. They only read what
          // they synthesize.
          isolate: false,
          // The first test of a configuration synthesizes it: a few seconds alone, a minute or more on a
          // machine busy with other test runs. The wait is the work itself, not a hang.
          testTimeout: 240_000,
        },
      },
    ],
  },
});
