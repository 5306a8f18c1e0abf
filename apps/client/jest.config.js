import preset from '../../jest.preset.js';

/** Unit tests of the client's pure modules (link chain, session, guards); they run in node. */
export default {
  ...preset,
  displayName: 'client',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  // Components import their style sheets; in node these are nothing. English is compiled from the catalogues.
  moduleNameMapper: { ...preset.moduleNameMapper, '\\.css$': '<rootDir>/jest.style-stub.cjs', '^virtual:gatherly-texts/en(/.*)?$': '<rootDir>/build/english-texts.ts' },
};
