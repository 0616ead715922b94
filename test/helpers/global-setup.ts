// Migrates one database for the whole run: a PGlite data folder dumped to a file that each
// test file loads (embedded mode), and the same data as a folder on disk that tests running
// the command line or a spawned server copy (helpers/database.ts migratedDataDir), both kept
// for the next runs until the migrations change; or a new database on the PostgreSQL server,
// which each test worker copies (helpers/database.ts).
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { pathToFileURL } from "node:url";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { openDatabase } from "../../src/db/client.js";
import { applyMigrations, loadMigrationList } from "../../src/db/migrations.js";

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

const buildInfo = join(root, "dist/.tsbuildinfo");

/** whether the output `stamp` was built after every file it is built from last changed (a build stamps it with its start) */
function upToDate(stamp: string, files: string[], folders: string[]): boolean {
  let built: number;
  try {
    built = statSync(stamp).mtimeMs;
  } catch {
    return false;
  }
  const inputs = [...files, ...folders.flatMap((d) => readdirSync(join(root, d), { recursive: true, encoding: "utf8" }).map((f) => join(d, f)))];
  return inputs.every((f) => statSync(join(root, f)).mtimeMs < built);
}

/** whether dist/ was built after every file it is built from last changed (the build stamps dist/.tsbuildinfo) */
const distUpToDate = () => upToDate(buildInfo, ["tsconfig.json", "tsconfig.build.json", "package.json"], ["src"]);

/**
 * `npm run build`, as the tests of the built executable need dist/ to be this source; skipped
 * when nothing changed since the last build (even an incremental build that finds nothing to do
 * spends seconds checking the whole program)
 */
function buildDist(): Promise<void> {
  if (distUpToDate()) return Promise.resolve();
  const started = new Date();
  return new Promise((ok, fail) =>
    execFile(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], { cwd: root, timeout: 300_000 }, (err, out) => {
      if (err) return fail(new Error(`npm run build failed:\n${out}`));
      // stamped with the build's start: a file saved while it ran is built again next time
      utimesSync(buildInfo, started, started);
      ok();
    }),
  );
}

const webManifest = join(root, "dist/web/manifest.json");

/**
 * the web apps' bundle (dist/web), from the source as it is now: the tests serve what they
 * check; skipped when nothing it is built from changed since the last build (both passes of
 * `npm test` would otherwise bundle the same source twice)
 */
async function buildWebApps(): Promise<void> {
  if (upToDate(webManifest, ["scripts/build-web.mjs", "package.json", "package-lock.json"], ["web"])) return;
  const started = new Date();
  const { buildWeb } = (await import(pathToFileURL(join(root, "scripts/build-web.mjs")).href)) as { buildWeb: (o: { quiet: boolean }) => Promise<unknown> };
  await buildWeb({ quiet: true });
  // stamped with the build's start: a file saved while it ran is built again next time
  utimesSync(webManifest, started, started);
}

/**
 * this run's folder for what tests write (helpers/temp.ts), removed by its teardown; a run cut
 * short leaves its folder behind, which a later run removes once it is a day old
 */
function runTempRoot(): string {
  for (const old of readdirSync(tmpdir())) {
    if (!old.startsWith("rally-test-")) continue;
    const path = join(tmpdir(), old);
    try {
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      /* removed meanwhile by another run */
    }
  }
  return mkdtempSync(join(tmpdir(), "rally-test-"));
}

const DAY_MS = 86_400_000;

/**
 * The databases of runs cut short (a killed run cannot drop them): a run's database and its
 * workers' copies are named rally_test_<pid>_<start, base 36>, and those started over a day ago
 * by a process that no longer runs are dropped, as runTempRoot does with folders. The day keeps
 * a run on another machine sharing the server safe, whatever its pid.
 */
async function dropAbandonedDatabases() {
  const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
  await client.connect();
  const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'rally\\_test\\_%'`);
  await client.end();
  const running = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === "EPERM";
    }
  };
  const abandoned = rows
    .map((r) => ({ name: r.datname, parts: /^rally_test_(\d+)_([0-9a-z]+)(?:_w\d+)?$/.exec(r.datname) }))
    .filter(({ parts }) => parts && Date.now() - parseInt(parts[2]!, 36) > DAY_MS && !running(Number(parts[1])));
  // copies first: a template cannot be dropped while a copy is being made from it, and none is now
  abandoned.sort((a, b) => b.name.length - a.name.length);
  for (const { name } of abandoned) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
}

export default async function setup(project: TestProject) {
  const built = Promise.all([buildDist(), buildWebApps()]);
  const tempRoot = runTempRoot();
  project.provide("tempRoot", tempRoot);
  const removeTemp = () => rmSync(tempRoot, { recursive: true, force: true });
  if (process.env.TEST_DATABASE === "postgres") {
    await dropAbandonedDatabases();
    const name = `rally_test_${process.pid}_${Date.now().toString(36)}`;
    await admin(`CREATE DATABASE "${name}"`);
    // commits do not wait for the disk (see helpers/database.ts): the migrations are many of them
    await admin(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
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
      // the test workers' copies (helpers/database.ts)
      const client = new pg.Client({ connectionString: POSTGRES_TEST_URL });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${name}\\_w%`]);
      await client.end();
      // side by side: each waits for a checkpoint, which one can serve for several
      await Promise.all(rows.map((r) => admin(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`)));
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      removeTemp();
    };
  }
  const { file, dataDir } = await migratedPglite();
  project.provide("databaseUrl", "");
  project.provide("pgliteDump", file);
  project.provide("pgliteDataDir", dataDir);
  await built;
  return removeTemp;
}

// 1 MB WAL segments instead of 16: the dump every test server loads is a third smaller, and
// loading it is most of a test server's start
const PGLITE_INIT = ["--wal-segsize=1"];

/**
 * The migrated PGlite data, as a dump and as a data folder, kept between runs in
 * node_modules/.cache/rally-test under a hash of what makes them (the migrations, the versions
 * of PGlite and of the schema engine that applies them, PGlite's initdb parameters): applying the migrations is
 * seconds of every run, and the same inputs give the same data. Tests only copy or read them.
 */
async function migratedPglite(): Promise<{ file: string; dataDir: string }> {
  const cache = join(root, "node_modules/.cache/rally-test");
  const version = (pkg: string) => (JSON.parse(readFileSync(join(root, "node_modules", pkg, "package.json"), "utf8")) as { version: string }).version;
  const hash = createHash("sha256").update(JSON.stringify(PGLITE_INIT)).update(version("@electric-sql/pglite")).update(version("@prisma/schema-engine-wasm"));
  for (const m of loadMigrationList().migrationDirectories) hash.update(`\0${m.path}\0`).update(m.migrationFile.content.tag === "ok" ? m.migrationFile.content.value : "");
  const key = `pglite-${hash.digest("hex").slice(0, 16)}`;
  const done = join(cache, key);
  const result = { file: join(done, "migrated.tar"), dataDir: join(done, "data") };
  if (existsSync(done)) return result;

  // made aside and renamed into place whole: a run cut short or another run at the same time never leaves a half
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, "tmp-"));
  const pglite = new PGlite({ initDbStartParams: PGLITE_INIT });
  const db = await openDatabase({ pglite });
  await applyMigrations(db);
  await pglite.exec("CHECKPOINT");
  const dump = await pglite.dumpDataDir("none");
  writeFileSync(join(work, "migrated.tar"), Buffer.from(await dump.arrayBuffer()));
  await db.close();
  await pglite.close();
  // the same migrated data as a data folder: copying it costs a fraction of a second, applying
  // the migrations to an empty folder (what a fresh DATA_DIR does) several seconds
  await (await PGlite.create(join(work, "data"), { loadDataDir: dump })).close();
  try {
    renameSync(work, done);
  } catch {
    rmSync(work, { recursive: true, force: true }); // another run made it first
  }
  // the data of earlier migrations is not used again
  for (const old of readdirSync(cache)) if (old !== key && old.startsWith("pglite-")) rmSync(join(cache, old), { recursive: true, force: true });
  return result;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    pgliteDump: string;
    /** a migrated PGlite data folder (embedded run); "" on the PostgreSQL run */
    pgliteDataDir: string;
    /** this run's folder for what tests write (helpers/temp.ts) */
    tempRoot: string;
  }
}
