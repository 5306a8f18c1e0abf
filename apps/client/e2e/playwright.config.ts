// Browser tests: the system Chromium driven by Playwright against the app as `npm start` serves it.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './support/browser';

if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM_PATH`);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  // One app server for the run, started from the builds (apps/server/dist serving apps/client/dist).
  globalSetup: './support/global-setup.mjs',
  // The app server, Chromium and the test process already share the machine's cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test that fails once and then passes is listed as flaky in the report, to be made steady; it does
  // not fail a run of 180 browser tests on a shared machine.
  retries: 1,
  timeout: 60_000,
  // Web-first assertions retry until then: the app answers slower while the machine is busy.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // One worker on purpose: the slow-file hint would only suggest running files in parallel.
  reportSlowTests: null,
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // The service worker would answer pages from its cache out of the tests' sight (page.route, slow
    // links): installable.e2e.ts lets it run and tests it; the other files see the network alone.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
