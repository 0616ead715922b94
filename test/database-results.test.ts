// Both databases hand Rally the same values for the same statement: scalars, and arrays of text,
// numbers, amounts, timestamps and booleans, as the raw statements of the services (statistics,
// figures, claims) read them. The embedded database's result parsers are trimmed to these kinds
// (src/db/client.ts): a kind it dropped would come back as text here. (An array of one of the
// schema's enums comes back as text from PostgreSQL's driver: statements cast it to text[].)
import { readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { Decimal } from "../src/core/money.js";

async function open() {
  const databaseUrl = inject("databaseUrl");
  if (databaseUrl) return openDatabase({ databaseUrl });
  return openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) }) });
}

describe("values of raw statements", () => {
  it("scalars and arrays come back as the same JavaScript values on either database", async () => {
    const db = await open();
    try {
      const [row] = await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(`
        SELECT 'a'::text AS text, 7::int AS int, 9007199254740993::bigint AS big, 12.50::numeric(12,2) AS amount,
               true AS yes, '2026-01-02T03:04:05.678Z'::timestamptz AS at, '2026-01-02'::date AS day,
               '{"a":[1,"b"]}'::jsonb AS doc, 'active'::"PartnerStatus" AS status,
               ARRAY['a','b,c']::text[] AS texts, ARRAY[1,2]::int[] AS ints, ARRAY[3,4]::bigint[] AS bigs,
               ARRAY[1.5,2.25]::numeric[] AS amounts, ARRAY[true,false] AS flags,
               ARRAY['2026-01-02T03:04:05.678Z']::timestamptz[] AS times,
               ARRAY['active','archived']::"PartnerStatus"[]::text[] AS statuses,
               (SELECT array_agg(x ORDER BY x) FROM unnest(ARRAY['y','x']) x) AS aggregated`);
      expect(row).toEqual({
        text: "a",
        int: 7,
        big: 9007199254740993n,
        amount: new Decimal("12.5"),
        yes: true,
        at: new Date("2026-01-02T03:04:05.678Z"),
        day: new Date("2026-01-02T00:00:00.000Z"),
        doc: { a: [1, "b"] },
        status: "active",
        texts: ["a", "b,c"],
        ints: [1, 2],
        bigs: [3n, 4n],
        amounts: [new Decimal("1.5"), new Decimal("2.25")],
        flags: [true, false],
        times: [new Date("2026-01-02T03:04:05.678Z")],
        statuses: ["active", "archived"],
        aggregated: ["x", "y"],
      });
    } finally {
      await db.close();
    }
  });
});
