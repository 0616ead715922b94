// On the PostgreSQL run each test file works in a database of its own, copied from the run's
// migrated database (its template): background work of one file's servers (the webhook worker
// and the reward sweep, each on its server's clock) must never take another file's rows.
// Copies are cheap (CREATE DATABASE ... TEMPLATE) and are dropped when the file ends.
import { afterAll, expect, inject } from "vitest";
import pg from "pg";

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

async function copy(runUrl: string, file: string): Promise<string> {
  const template = new URL(runUrl).pathname.slice(1);
  const name = `${template}_f${copies.size}_${Math.random().toString(36).slice(2, 8)}`;
  for (let tries = 0; ; tries++) {
    try {
      await admin(runUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      // a copy needs the template to itself for a moment: another file may be copying it too
      if (!/being accessed by other users/.test(String(err)) || tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  afterFile.set(file, name);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const afterFile = new Map<string, string>();

/** this test file's database URL on the PostgreSQL run, or "" on the embedded run */
export function testDatabaseUrl(): Promise<string> {
  const runUrl = inject("databaseUrl");
  if (!runUrl) return Promise.resolve("");
  const file = expect.getState().testPath ?? "";
  let url = copies.get(file);
  if (!url) {
    url = copy(runUrl, file);
    copies.set(file, url);
  }
  return url;
}

/** drops the file's copy (a setup file calls it once per test file) */
export function dropFileDatabaseAfterAll() {
  afterAll(async () => {
    const file = expect.getState().testPath ?? "";
    const name = afterFile.get(file);
    if (!name) return;
    afterFile.delete(file);
    copies.delete(file);
    await admin(inject("databaseUrl"), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
