// `npx jest` runs both projects: unit tests beside the code, and e2e tests of the whole app over
// HTTP against one PostgreSQL (embedded, or the server DATABASE_URL points at).
const preset = require('../../jest.preset');

// A few Fastify plugins, otplib's base32 and hashes, and Fedify load ES-module-only packages
// (require(esm), import()), which jest on Node 20 cannot do without --experimental-vm-modules:
// they are found by their `import` entry (test/support/jest-resolver.cjs) and SWC compiles them to CommonJS.
const esModulesOnly = {
  resolver: '<rootDir>/test/support/jest-resolver.cjs',
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie|@scure/base|@noble/hashes|@fedify/fedify|@hugoalh|url-template)/)'],
};

module.exports = {
  // Each e2e file boots its own app; two at a time is what a 2-core machine carries.
  maxWorkers: 2,
  // Per-project testTimeout is ignored by jest; it applies here to both projects.
  testTimeout: 60_000,
  projects: [
    {
      ...preset,
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      ...esModulesOnly,
    },
    {
      ...preset,
      displayName: 'e2e',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
      ...esModulesOnly,
    },
  ],
};
