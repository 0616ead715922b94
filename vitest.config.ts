import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/** the test files whose header (first 1500 characters) carries the tag */
const tagged = (tag: string) =>
  readdirSync("test", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `test/${file}`)
    .filter((file) => readFileSync(file, "utf8").slice(0, 1500).includes(tag));

/**
 * Two passes (scripts/test-all.sh): the embedded database (PGlite) and a PostgreSQL server
 * (TEST_DATABASE=postgres). PGlite is PostgreSQL: a statement gives the same rows on both; the
 * driver, the process model (one connection in the process, notifications, the data folder) and
 * the commands differ, and every file touching those runs in both passes. A file whose subject is
 * decided above the database (the HTTP layer, refusals, who may do what, the GraphQL surface's
 * shape, REST paths and body forms, outside services' protocols, the web apps, committed
 * contracts) says "@database-independent" in its header and runs once, in the PostgreSQL pass,
 * where the database under its servers costs the least CPU (PGlite runs in the test's process).
 * Files about the embedded default itself say "@embedded-only".
 */
const onePass = process.env.TEST_DATABASE === "postgres" ? tagged("@embedded-only") : tagged("@database-independent");

export default defineConfig({
  // graphql has no "exports" map: Node resolves it to index.js (CJS) for Pothos and Yoga,
  // Vite would pick index.mjs for test code; one copy avoids "from another realm" errors
  resolve: { alias: [{ find: /^graphql$/, replacement: "graphql/index.js" }] },
  test: {
    globalSetup: ["test/helpers/global-setup.ts"],
    include: ["test/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...onePass],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // one worker more than the cores: a worker waiting (on a spawned server, a timer, the
    // PostgreSQL server) leaves its core to the others instead of idle
    maxWorkers: availableParallelism() + 1,
    // a worker keeps the modules it loaded (the schema, Prisma, Yoga) from one file to the next:
    // building them again for every file cost more than all the tests of most files
    isolate: false,
    // files run side by side: on PostgreSQL each in a copy of the run's database (helpers/database.ts),
    // and within a file each test makes its own programs, every row scoped by program
    fileParallelism: true,
  },
});
