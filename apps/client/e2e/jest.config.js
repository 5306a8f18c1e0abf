// Browser tests: Chromium driven by playwright-core against the app as `npm start` serves it.
import preset from '../../../jest.preset.js';

export default {
  ...preset,
  displayName: 'browser',
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  globalSetup: '<rootDir>/support/global-setup.mjs',
  globalTeardown: '<rootDir>/support/global-teardown.mjs',
  maxWorkers: 1,
  testTimeout: 60_000,
};
