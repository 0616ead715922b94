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
import { executeStatement, queryRows } from "../src/db/raw.js";

async function open() {
  const databaseUrl = inject("databaseUrl");
  if (databaseUrl) return openDatabase({ databaseUrl });
  return openDatabase({ pglite: new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) }) });
}

const EVERY_KIND = `
        SELECT 'a'::text AS text, 7::int AS int, 9007199254740993::bigint AS big, 12.50::numeric(12,2) AS amount,
               true AS yes, '2026-01-02T03:04:05.678Z'::timestamptz AS at, '2026-01-02'::date AS day,
               '{"a":[1,"b"]}'::jsonb AS doc, 'active'::"PartnerStatus" AS status,
               ARRAY['a','b,c']::text[] AS texts, ARRAY[1,2]::int[] AS ints, ARRAY[3,4]::bigint[] AS bigs,
               ARRAY[1.5,2.25]::numeric[] AS amounts, ARRAY[true,false] AS flags,
               ARRAY['2026-01-02T03:04:05.678Z']::timestamptz[] AS times,
               ARRAY['active','archived']::"PartnerStatus"[]::text[] AS statuses,
               (SELECT array_agg(x ORDER BY x) FROM unnest(ARRAY['y','x']) x) AS aggregated`;

const EVERY_VALUE = {
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
};

describe("values of raw statements", () => {
  it("scalars and arrays come back as the same JavaScript values on either database", async () => {
    const db = await open();
    try {
      const [row] = await db.prisma.$queryRawUnsafe<Record<string, unknown>[]>(EVERY_KIND);
      expect(row).toEqual(EVERY_VALUE);
    } finally {
      await db.close();
    }
  });

  it("a statement run on the driver adapter directly gives what Prisma's raw query gives, parameters of every kind included", async () => {
    const db = await open();
    try {
      expect(await queryRows(db.prisma, { text: EVERY_KIND, values: [] })).toEqual([EVERY_VALUE]);
      const values = ["a", 7, 2.5, 9007199254740993n, new Decimal("12.50"), true, new Date("2026-01-02T03:04:05.678Z"), { a: [1, "b"] }, null,
        ["a", "b,c", null], [1, 2], [new Decimal("1.5")], [new Date("2026-01-02T03:04:05.678Z")]];
      const echo = `SELECT $1::text AS text, $2::int AS int, $3::float8 AS float, $4::bigint AS big, $5::numeric AS amount, $6::boolean AS yes,
                           $7::timestamp(3) AS at, $8::jsonb AS doc, $9::text AS nothing, $10::text[] AS texts, $11::int[] AS ints,
                           $12::numeric[] AS amounts, $13::timestamp(3)[] AS times`;
      const direct = await queryRows(db.prisma, { text: echo, values });
      expect(direct).toEqual(await db.prisma.$queryRawUnsafe(echo, ...values));
      expect(direct[0]).toMatchObject({ big: 9007199254740993n, amount: new Decimal("12.5"), at: new Date("2026-01-02T03:04:05.678Z"), doc: { a: [1, "b"] }, texts: ["a", "b,c", null] });
      // a failed statement: the database's code and message, nothing written
      await expect(queryRows(db.prisma, { text: "SELECT 1/0", values: [] })).rejects.toThrow(/22012.*division by zero/);
      const table = `raw_probe_${process.pid}_${Date.now()}`;
      await db.prisma.$executeRawUnsafe(`CREATE TABLE ${table} (n int)`);
      try {
        expect(await executeStatement(db.prisma, { text: `INSERT INTO ${table} SELECT unnest($1::int[])`, values: [[1, 2, 3]] })).toBe(3);
        expect(await executeStatement(db.prisma, { text: `DELETE FROM ${table} WHERE n > $1`, values: [1] })).toBe(2);
      } finally {
        await db.prisma.$executeRawUnsafe(`DROP TABLE ${table}`);
      }
    } finally {
      await db.close();
    }
  });
});
