// Migrates one database for the whole run: a PGlite data folder dumped to a file that each
// test file loads (embedded mode), and the same data as a folder on disk that tests running
// the command line or a spawned server copy (helpers/database.ts migratedDataDir); or a new
// database on the PostgreSQL server, which each test file copies (helpers/database.ts).
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { applyMigrations } from "../../src/db/migrations.js";

/** the server to test on; each run creates its own database there, so runs never collide */
export const POSTGRES_TEST_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const root = resolve(import.meta.dirname, "../..");

function buildDist(): Promise<void> {
  return new Promise((ok, fail) =>
    execFile(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: root, timeout: 300_000 }, (err, out) =>
      err ? fail(new Error(`npm run build failed:\n${out}`)) : ok(),
    ),
  );
}

/** the web apps' bundle (dist/web), from the source as it is now: the tests serve what they check */
async function buildWebApps(): Promise<void> {
  const { buildWeb } = (await import(pathToFileURL(join(root, "scripts/build-web.mjs")).href)) as { buildWeb: (o: { quiet: boolean }) => Promise<unknown> };
  await buildWeb({ quiet: true });
}

export default async function setup(project: TestProject) {
  const built = Promise.all([buildDist(), buildWebApps()]);
  if (process.env.TEST_DATABASE === "postgres") {
    const name = `rally_test_${process.pid}_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(POSTGRES_TEST_URL);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    await applyMigrations(db);
    await db.close();
    project.provide("databaseUrl", url.toString());
    project.provide("pgliteDump", "");
    project.provide("pgliteDataDir", "");
    await built;
    return async () => {
      // the test files' copies (helpers/database.ts) that a file cut short left behind
      const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${name}\\_f%`]);
      await client.end();
      for (const r of rows) await admin(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    };
  }
  // 1 MB WAL segments instead of 16: the dump every test server loads is a third smaller, and
  // loading it is most of a test server's start
  const pglite = new PGlite({ initDbStartParams: ["--wal-segsize=1"] });
  const db = await openDatabase({ pglite });
  await applyMigrations(db);
  await pglite.exec("CHECKPOINT");
  const dump = await pglite.dumpDataDir("none");
  const runDir = mkdtempSync(join(tmpdir(), "rally-test-"));
  const file = join(runDir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  await pglite.close();
  // the same migrated data as a data folder: copying it costs a fraction of a second, applying
  // the migrations to an empty folder (what a fresh DATA_DIR does) several seconds
  const dataDir = join(runDir, "data");
  await (await PGlite.create(dataDir, { loadDataDir: dump })).close();
  project.provide("databaseUrl", "");
  project.provide("pgliteDump", file);
  project.provide("pgliteDataDir", dataDir);
  await built;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteDump: string;
    /** a migrated PGlite data folder (embedded run); "" on the PostgreSQL run */
    pgliteDataDir: string;
  }
}
