// The migration that gave coupons their numeric id numbers the coupons that existed before it
// in the order they were created, and new coupons continue after them. Replayed in a scratch
// schema (the migrations up to it, coupons, then it) of the run's migrated database.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { migrationsDir } from "../../src/db/migrations.js";
import { testDatabaseUrl } from "../helpers/database.js";

const MIGRATION = "coupon_numeric_id";

/** runs a script of several statements, answers the rows of a query */
interface Sql {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

/** a schema of its own in the run's migrated database: a new PGlite from nothing costs several times a load of the migrated one */
const REPLAY = `CREATE SCHEMA coupon_id_replay; SET search_path TO coupon_id_replay`;

async function scratch(): Promise<Sql> {
  const url = await testDatabaseUrl();
  if (!url) {
    const db = new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) });
    await db.exec(REPLAY);
    return { exec: async (s) => void (await db.exec(s)), rows: async (q) => (await db.query(q)).rows as never, close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(REPLAY);
  return { exec: async (s) => void (await client.query(s)), rows: async (q) => (await client.query(q)).rows, close: () => client.end() };
}

const coupon = (uid: string, createdAt: string) =>
  `INSERT INTO "Coupon" ("uid", "programId", "code", "name", "discountType", "discountAmount", "durationType", "updatedAt", "createdAt")
   VALUES ('${uid}', 1, '${uid}', '${uid}', 'percent', 10, 'once', now(), '${createdAt}')`;

describe(`migration ${MIGRATION}`, () => {
  it("numbers existing coupons in creation order, and the sequence goes on after them", async () => {
    const db = await scratch();
    try {
      const names = readdirSync(migrationsDir).filter((n) => /^\d/.test(n)).sort();
      const at = names.findIndex((n) => n.endsWith(`_${MIGRATION}`));
      expect(at).toBeGreaterThan(0);
      for (const name of names.slice(0, at)) await db.exec(readFileSync(resolve(migrationsDir, name, "migration.sql"), "utf8"));
      await db.exec(`INSERT INTO "Program" ("publicId", "name", "type", "updatedAt") VALUES ('p', 'P', 'Affiliate', now())`);
      // inserted out of creation order, so storage order is not the answer
      for (const [uid, createdAt] of [["c", "2026-03-01"], ["a", "2026-01-01"], ["b", "2026-02-01"]]) await db.exec(coupon(uid!, createdAt!));
      await db.exec(readFileSync(resolve(migrationsDir, names[at]!, "migration.sql"), "utf8"));
      await db.exec(coupon("d", "2026-04-01"));
      expect(await db.rows<{ uid: string; id: number }>(`SELECT "uid", "id" FROM "Coupon" ORDER BY "id"`)).toEqual([
        { uid: "a", id: 1 },
        { uid: "b", id: 2 },
        { uid: "c", id: 3 },
        { uid: "d", id: 4 },
      ]);
    } finally {
      await db.close();
    }
  });
});
