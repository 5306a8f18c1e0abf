import type { CodegenConfig } from '@graphql-codegen/cli';

const typesConfig = {
  enumsAsTypes: true,
  useTypeImports: true,
  strictScalars: true,
  scalars: {
    DateTime: 'string',
    // WebAuthn options and answers (passkeys), passed to and from @simplewebauthn/browser as they are.
    JSONObject: 'Record<string, unknown>',
  },
  avoidOptionals: {
    field: true,
    inputValue: false,
  },
  nonOptionalTypename: false,
  skipTypeNameForRoot: true,
};

/**
 * Client types come from the committed contract file, never from a running server:
 * the server emits libs/schema/schema.graphql, the client compiles against it.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'libs/schema/schema.graphql',
  documents: ['apps/client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    // The schema's types (enums, inputs, objects) only: no document, so nothing of it reaches the bundle.
    'apps/client/src/gql/graphql.ts': {
      plugins: ['typescript'],
      config: typesConfig,
    },
    // Beside each X.graphql, X.generated.ts: its operations' types and documents, so each page's documents
    // travel in that page's own code; a fragment is imported from the file beside the document that defines it.
    'apps/client/src/': {
      preset: 'near-operation-file',
      presetConfig: {
        extension: '.generated.ts',
        baseTypesPath: 'gql/graphql.ts',
      },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { ...typesConfig, inlineFragmentTypes: 'combine', importSchemaTypesFrom: 'apps/client/src/gql/graphql.ts' },
    },
    // Which types each interface stands for (every kind of ContentItem), for Apollo's cache.
    'apps/client/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
