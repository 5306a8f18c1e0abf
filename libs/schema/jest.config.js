module.exports = { ...require('../../jest.preset'), displayName: 'schema', testMatch: ['<rootDir>/src/**/*.spec.ts'] };
