import type { CodegenConfig } from '@graphql-codegen/cli';

/** Server resolver types for the gateway and typed documents for the machines' actors. */
const config: CodegenConfig = {
  schema: 'gateway/schema/**/*.graphql',
  documents: ['machines/**/*.ts', '!machines/graphql/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: { useTypeImports: true, contextType: '../context#GatewayContext', enumsAsTypes: true },
    },
    'machines/graphql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as strings, not ASTs: the widget then ships neither the ASTs nor graphql's printer.
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};
export default config;
