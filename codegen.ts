import type { CodegenConfig } from "@graphql-codegen/cli";

// Prints the Pothos schema to schema/schema.graphql and generates typed documents from the
// operations in test/graphql, which the tests use: a renamed field breaks the build.
const config: CodegenConfig = {
  schema: "src/http/schema.ts",
  documents: ["test/graphql/**/*.graphql"],
  emitLegacyCommonJSImports: false,
  generates: {
    "schema/schema.graphql": { plugins: ["schema-ast"], config: { includeDirectives: false } },
    "test/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { scalars: { DateTime: "string", Date: "string", Decimal: { input: "string | number", output: "string" }, JSON: "unknown" }, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
