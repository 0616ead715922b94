// A migration replayed on rows made before it: a schema of its own in the run's migrated
// database (a new PGlite from nothing costs several times a load of the migrated one), the
// migrations up to the one under test applied, rows inserted, then that one.
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { expect, inject } from "vitest";
import { migrationsDir } from "../../src/db/migrations.js";
import { testDatabaseUrl } from "./database.js";

/** runs a script of several statements, answers the rows of a query */
export interface Sql {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
  close(): Promise<void>;
}

async function scratch(schema: string): Promise<Sql> {
  const replay = `CREATE SCHEMA ${schema}; SET search_path TO ${schema}`;
  const url = await testDatabaseUrl();
  if (!url) {
    const db = new PGlite({ loadDataDir: new Blob([readFileSync(inject("pgliteDump"))]) });
    await db.exec(replay);
    return { exec: async (s) => void (await db.exec(s)), rows: async (q) => (await db.query(q)).rows as never, close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(replay);
  return { exec: async (s) => void (await client.query(s)), rows: async (q) => (await client.query(q)).rows, close: () => client.end() };
}

/** a scratch schema with the migrations before `migration` (its name without the timestamp), and a way to apply it */
export async function beforeMigration(migration: string, schema: string): Promise<Sql & { migrate(): Promise<void> }> {
  const db = await scratch(schema);
  const names = readdirSync(migrationsDir).filter((n) => /^\d/.test(n)).sort();
  const at = names.findIndex((n) => n.endsWith(`_${migration}`));
  expect(at).toBeGreaterThan(0);
  for (const name of names.slice(0, at)) await db.exec(readFileSync(resolve(migrationsDir, name, "migration.sql"), "utf8"));
  return { ...db, migrate: () => db.exec(readFileSync(resolve(migrationsDir, names[at]!, "migration.sql"), "utf8")) };
}
