// On the PostgreSQL run each test file works in a database of its own, copied from the run's
// migrated database (its template): background work of one file's servers (the webhook worker
// and the reward sweep, each on its server's clock) must never take another file's rows.
// Copies are cheap (CREATE DATABASE ... TEMPLATE). A worker runs its files one after another,
// so the copy of a file that has ended is dropped when the worker's next file asks for one
// (without waiting for it); the run's teardown drops the last ones (global-setup.ts).
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, inject } from "vitest";
import pg from "pg";
import { POSTGRES_TEST_URL } from "./global-setup.js";

const copies = new Map<string, Promise<string>>();

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function copy(runUrl: string): Promise<string> {
  const template = new URL(runUrl).pathname.slice(1);
  const name = `${template}_f${Math.random().toString(36).slice(2, 10)}`;
  for (let tries = 0; ; tries++) {
    try {
      // from the server's own database: a session on the template would stop the copy
      await admin(POSTGRES_TEST_URL, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      // a copy needs the template to itself for a moment: another file may be copying it too
      if (!/being accessed by other users/.test(String(err)) || tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** this test file's database URL on the PostgreSQL run, or "" on the embedded run */
export function testDatabaseUrl(): Promise<string> {
  const runUrl = inject("databaseUrl");
  if (!runUrl) return Promise.resolve("");
  const file = expect.getState().testPath;
  if (!file) throw new Error("testDatabaseUrl() is for test files (their hooks and tests)");
  let url = copies.get(file);
  if (!url) {
    const ended = [...copies.values()];
    copies.clear();
    // dropped on the side: a DROP DATABASE waits for a checkpoint (seconds on a busy server), and the
    // next file needs only its own copy; the run's teardown drops whatever is still there
    for (const u of ended) void u.then(dropCopy).catch(() => {});
    url = copy(runUrl);
    copies.set(file, url);
  }
  return url;
}

async function dropCopy(url: string) {
  await admin(POSTGRES_TEST_URL, `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
}

/**
 * A new data folder (DATA_DIR) for a command or a spawned server: on the embedded run a copy of
 * the run's migrated data (global-setup.ts), so it starts with the migrations applied and no
 * programs, as a fresh folder would be once migrated; on the PostgreSQL run an empty folder
 * (the data is in the file's database).
 */
export function migratedDataDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const template = inject("pgliteDataDir");
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}
