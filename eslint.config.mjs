import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const CLIENT = 'apps/client/src';
const SERVER = 'apps/server/src';
/** The typed documents generated beside each .graphql file: the contract with the API, which any layer may use. */
const GENERATED_DOCUMENTS = `${root}/${CLIENT}/**/*.generated.ts`;
const FEATURES = readdirSync(join(root, CLIENT, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

/**
 * The layers inside each app, on the paths the code imports by (relative ones included). The client
 * reads app → features → ui and lib; a feature reaches another only through that one's index.ts.
 * On the server, services and entities never import the doors (resolvers, controllers, gateways),
 * and domains that would import each other go one way, through a port (common/ports) the other way.
 */
const LAYERS = [
  { target: 'libs', from: 'apps', message: 'libs/schema is the contract both apps import; it imports neither.' },
  {
    target: [`${CLIENT}/ui`, `${CLIENT}/lib`],
    from: [`${CLIENT}/features/**`, `${CLIENT}/app/**`],
    except: [GENERATED_DOCUMENTS],
    message: 'src/ui and src/lib sit beneath the features and the app: pass what they need in instead.',
  },
  { target: `${CLIENT}/features`, from: `${CLIENT}/app`, message: 'A feature does not import the app shell; the app imports the features.' },
  ...FEATURES.map((feature) => ({
    target: `${CLIENT}/features/${feature}`,
    from: `${CLIENT}/features/**`,
    except: [`${root}/${CLIENT}/features/${feature}/**`, ...FEATURES.filter((other) => other !== feature).map((other) => `${root}/${CLIENT}/features/${other}/index.{ts,tsx}`), GENERATED_DOCUMENTS],
    message: 'Import another feature through its index.ts only, or move what both need to src/ui or src/lib.',
  })),
  {
    target: [`${SERVER}/content`, `${SERVER}/profiles`],
    from: `${SERVER}/notifications`,
    message: 'Content and profiles tell people through the NOTICES port (common/ports/notices.ts): notifications depends on them, not the reverse.',
  },
  {
    target: [`${SERVER}/content`, `${SERVER}/profiles`],
    from: `${SERVER}/feed`,
    message: 'Content and profiles reach the home feed through the FEED_WRITES port (common/ports/feed-writes.ts): the feed reads them, not the reverse.',
  },
  {
    target: [`${SERVER}/content`, `${SERVER}/profiles`, `${SERVER}/feed`, `${SERVER}/notifications`, `${SERVER}/chat`],
    from: `${SERVER}/safety`,
    message: 'Who may see whom is common/visibility/visibility-sql.ts; safety builds on profiles and content, not the reverse.',
  },
  {
    target: `${SERVER}/**/*.{service,entity,models,model}.ts`,
    from: `${SERVER}/**/*.{resolver,controller,gateway}.ts`,
    message: 'Services and entities are beneath the doors: move what both need beside the service.',
  },
];

export default tseslint.config(
  // tools/lint-fixtures holds imports that break the rules on purpose; its test lints it alone.
  { ignores: ['**/dist', '**/node_modules', '**/src/gql', '**/*.generated.ts', '**/.data', '.nx', 'coverage', 'tools/lint-fixtures'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYERS }],
      // Modules that import each other at run time (lazy imports too) cannot be read one at a time; type-only imports are let through.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The server and the client meet only in libs/schema.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:client', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/client/src/**/*.tsx', 'apps/client/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/e2e/**/*'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
