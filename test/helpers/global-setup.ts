// Migrates one database for the whole run: a PGlite data folder dumped to a file that each
// test file loads (embedded mode), or the PostgreSQL server's `test` database, reset first.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { openDatabase } from "../../src/db/client.js";
import { applyMigrations } from "../../src/db/migrations.js";

export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === "postgres") {
    const db = await openDatabase({ databaseUrl: POSTGRES_TEST_URL });
    await db.prisma.$executeRawUnsafe("DROP SCHEMA IF EXISTS public CASCADE");
    await db.prisma.$executeRawUnsafe("CREATE SCHEMA public");
    await applyMigrations(db);
    await db.close();
    project.provide("databaseUrl", POSTGRES_TEST_URL);
    project.provide("pgliteDump", "");
    return;
  }
  const pglite = new PGlite();
  const db = await openDatabase({ pglite });
  await applyMigrations(db);
  const dump = await pglite.dumpDataDir("none");
  const file = join(mkdtempSync(join(tmpdir(), "rally-test-")), "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  await pglite.close();
  project.provide("databaseUrl", "");
  project.provide("pgliteDump", file);
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteDump: string;
  }
}
