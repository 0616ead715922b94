// The committed contracts (schema/schema.graphql, schema/openapi.json) and the migrations
// must match the code: regenerate with `npm run generate`, or create a migration with
// `npm run migrate:create -- <name>`.
// @embedded-only: the contracts are above the database, and the migrations are checked on the
// run's migrated PGlite (the schema engine cannot introspect PostgreSQL through its driver adapter)
import { readFileSync } from "node:fs";
import { buildSchema, lexicographicSortSchema, printSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { schema } from "../src/http/schema.js";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../src/db/client.js";
import { databaseDrift } from "../src/db/migrations.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const print = (s: Parameters<typeof lexicographicSortSchema>[0]) => printSchema(lexicographicSortSchema(s));

describe("committed contracts", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: "http://localhost:4000" } });
  });
  afterAll(() => server.close());

  it("schema/schema.graphql is the printed Pothos schema", () => {
    const committed = buildSchema(readFileSync("schema/schema.graphql", "utf8"));
    expect(print(committed)).toBe(print(schema));
  });

  it("schema/openapi.json is what GET /v1/openapi.json serves", async () => {
    const res = await server.rest(null, "GET", "/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(readFileSync("schema/openapi.json", "utf8")));
  });
});

describe("migrations", () => {
  // the run's database was built by applying every migration to an empty one (global-setup.ts,
  // with the runner `serve` uses; kept until a migration changes): its schema must be exactly
  // prisma/schema.prisma
  it("applied to an empty database, they yield exactly prisma/schema.prisma", async () => {
    const pglite = new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) });
    const db = await openDatabase({ pglite });
    try {
      expect(await databaseDrift(db)).toBe("");
      // and it sees a difference: a field the schema has and the database lacks is SQL to add it
      const schema = readFileSync("prisma/schema.prisma", "utf8").replace(/^model Partner \{\n/m, "model Partner {\n  nickname String?\n");
      expect(await databaseDrift(db, schema)).toMatch(/ALTER TABLE "Partner" ADD COLUMN\s+"nickname" TEXT/);
    } finally {
      await db.close();
      await pglite.close();
    }
  }, 180_000);
});
