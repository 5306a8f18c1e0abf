import type { CodegenConfig } from '@graphql-codegen/cli';

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
    'apps/client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
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
      },
    },
    // Which types each interface stands for (every kind of ContentItem), for Apollo's cache.
    'apps/client/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};

export default config;
