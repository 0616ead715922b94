// The committed contracts (schema/schema.graphql, schema/openapi.json) and the migrations
// must match the code: regenerate with `npm run generate`, or create a migration with
// `npm run migrate:create -- <name>`.
// @database-independent: runs in the PostgreSQL pass only (what it checks is above the database)
import { readFileSync } from "node:fs";
import { buildSchema, lexicographicSortSchema, printSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "../src/http/schema.js";
import { openDatabase } from "../src/db/client.js";
import { migrationDrift } from "../src/db/migrations.js";
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
  // the schema engine (WebAssembly) is CPU-bound: on a busy 2-core machine this takes over a minute
  it("applied to an empty database, they yield exactly prisma/schema.prisma", async () => {
    const db = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await migrationDrift(db)).toBe("");
    } finally {
      await db.close();
    }
  }, 180_000);
});
