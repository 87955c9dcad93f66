import { defineConfig } from 'vitest/config';

/**
 * Unit, handler and infra tests. Handler tests that need the AWS emulators import
 * tests/support/local-aws.ts, which starts them in-process on free ports.
 * Browser tests are Playwright's (playwright.config.ts), not vitest's.
 */
export default defineConfig({
  test: {
    include: ['{shared,functions,infra,web,tests}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'build/**', 'cdk.out/**', 'tests/e2e/**'],
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
  },
});
