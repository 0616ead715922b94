import type { CodegenConfig } from "@graphql-codegen/cli";

const scalars = { DateTime: "string", Date: "string", Decimal: { input: "string | number", output: "string" }, JSON: "unknown" };

// Prints the Pothos schema to schema/schema.graphql and generates typed documents from the
// operations the tests (test/graphql) and the web apps (web/) use: a renamed field breaks the
// generation, and then the typecheck of whatever read it.
const config: CodegenConfig = {
  schema: "src/http/schema.ts",
  emitLegacyCommonJSImports: false,
  generates: {
    "schema/schema.graphql": { plugins: ["schema-ast"], config: { includeDirectives: false } },
    "test/generated/": {
      documents: ["test/graphql/**/*.graphql"],
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    // the browser's: the documents are plain objects and the rest is types, so no graphql-js reaches the bundle
    "web/gql/": {
      documents: ["web/**/*.graphql"],
      preset: "client",
      presetConfig: { fragmentMasking: false, gqlTagName: "graphql" },
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
  },
};

export default config;
