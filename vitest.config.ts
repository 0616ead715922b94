import { defineConfig } from "vitest/config";

export default defineConfig({
  // graphql has no "exports" map: Node resolves it to index.js (CJS) for Pothos and Yoga,
  // Vite would pick index.mjs for test code; one copy avoids "from another realm" errors
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    globalSetup: ["test/helpers/global-setup.ts"],
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // several test files share one PostgreSQL database: each test makes its own programs,
    // and every row is scoped by program, so files never see each other's data
    fileParallelism: true,
  },
});
