// On the PostgreSQL run each test worker works in a database of its own, copied once from the
// run's migrated database (its template): background work of one file's servers (the webhook
// worker and the reward sweep, each on its server's clock) must never take another file's rows,
// and files running side by side are in different workers. A worker runs its files one after
// another: when the next file asks for the database, the servers the last one left open are
// closed and the database is emptied back to the migrated state (every row deleted, every
// sequence restarted), which is what a new copy would hold, without a CREATE DATABASE and a
// DROP DATABASE (a checkpoint) per file. The run's teardown drops the copies (global-setup.ts).
import { cpSync } from "node:fs";
import { testTempDir } from "./temp.js";
import { expect, inject } from "vitest";
import pg from "pg";
import { POSTGRES_TEST_URL } from "./global-setup.js";

async function admin(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function copy(runUrl: string): Promise<string> {
  const template = new URL(runUrl).pathname.slice(1);
  const name = `${template}_w${process.pid}`;
  for (let tries = 0; ; tries++) {
    try {
      // from the server's own database: a session on the template would stop the copy
      await admin(POSTGRES_TEST_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin(POSTGRES_TEST_URL, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
      break;
    } catch (err) {
      // a copy needs the template to itself for a moment: another worker may be copying it too
      if (!/being accessed by other users/.test(String(err)) || tries > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  // a test database need not outlive a crash of the PostgreSQL server: commits do not wait for
  // the disk (a few ms each on this kind of machine, most of a write's time); what another
  // session or a restarted Rally sees is the same
  await admin(POSTGRES_TEST_URL, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  const url = new URL(runUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** the statements that empty a database back to the migrated state: deletes, children before parents, and sequence restarts */
async function emptyingSql(client: pg.Client): Promise<{ deletes: string; truncate: string; anyRow: string }> {
  const tables = (await client.query<{ name: string }>(`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`)).rows.map((r) => r.name);
  const references = (
    await client.query<{ child: string; parent: string }>(
      `SELECT quote_ident(c.relname) AS child, quote_ident(p.relname) AS parent FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE k.contype = 'f' AND n.nspname = 'public' AND k.conrelid <> k.confrelid`,
    )
  ).rows;
  const sequences = (await client.query<{ name: string }>(`SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`)).rows.map((r) => r.name);
  const restarts = sequences.map((s) => `ALTER SEQUENCE ${s} RESTART`);
  // a table is deleted from once every table referring to it has been (a cycle leaves the rest to TRUNCATE)
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size) {
    const next = [...left].filter((t) => !references.some((r) => r.parent === t && left.has(r.child)));
    if (!next.length) break;
    for (const t of next) left.delete(t), order.push(t);
  }
  const truncate = [`TRUNCATE ${tables.join(", ")} RESTART IDENTITY CASCADE`, ...restarts].join(";\n");
  // DELETE, not TRUNCATE: a few rows deleted cost a fraction of new files for every table. Twice:
  // the statistics triggers of the first pass's deletes write figures the second pass deletes
  // (a delete of nothing writes nothing)
  const pass = order.map((t) => `DELETE FROM ${t}`);
  const deletes = left.size ? truncate : [...pass, ...pass, ...restarts].join(";\n");
  const anyRow = `SELECT (${tables.map((t) => `EXISTS (SELECT 1 FROM ${t})`).join(" OR ")}) AS "any"`;
  return { deletes, truncate, anyRow };
}
let emptying: ReturnType<typeof emptyingSql> | undefined;

async function empty(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // connections the last file left behind (a client it opened and never closed, maybe in a
    // transaction holding locks) would make the deletes wait: a new copy would have none
    await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    // schemas a file made for itself (a migration replayed aside)
    const schemas = await client.query<{ name: string }>(
      `SELECT quote_ident(nspname) AS name FROM pg_namespace WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%'`,
    );
    for (const s of schemas.rows) await client.query(`DROP SCHEMA ${s.name} CASCADE`);
    const sql = await (emptying ??= emptyingSql(client));
    // one implicit transaction: all or nothing; a row still there (a trigger that writes on a
    // delete of nothing) and the tables are truncated instead
    const emptied = await client.query(sql.deletes).then(
      async () => !(await client.query<{ any: boolean }>(sql.anyRow)).rows[0]!.any,
      () => false,
    );
    if (!emptied) await client.query(sql.truncate);
  } finally {
    await client.end();
  }
}

/** what the last file left running on the worker's database (its test servers), closed before the next file's turn */
const leftOpen = new Set<() => Promise<void>>();

/** registers something that works on the file's database until it is closed; returns its unregistration */
export function whileOpen(close: () => Promise<void>): () => void {
  leftOpen.add(close);
  return () => void leftOpen.delete(close);
}

let workerDatabase: Promise<string> | undefined;
let current: { file: string; url: Promise<string> } | undefined;

/** this test file's database URL on the PostgreSQL run, or "" on the embedded run */
export function testDatabaseUrl(): Promise<string> {
  const runUrl = inject("databaseUrl");
  if (!runUrl) return Promise.resolve("");
  const file = expect.getState().testPath;
  if (!file) throw new Error("testDatabaseUrl() is for test files (their hooks and tests)");
  if (current?.file !== file) {
    const used = Boolean(workerDatabase);
    const url = (workerDatabase ??= copy(runUrl));
    current = {
      file,
      url: (async () => {
        if (used) {
          const closing = [...leftOpen];
          leftOpen.clear();
          await Promise.all(closing.map((close) => close().catch(() => {})));
          await empty(await url);
        }
        return url;
      })(),
    };
  }
  return current.url;
}

/**
 * A new data folder (DATA_DIR) for a command or a spawned server: on the embedded run a copy of
 * the run's migrated data (global-setup.ts), so it starts with the migrations applied and no
 * programs, as a fresh folder would be once migrated; on the PostgreSQL run an empty folder
 * (the data is in the file's database).
 */
export function migratedDataDir(prefix: string): string {
  const dir = testTempDir(prefix);
  const template = inject("pgliteDataDir");
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}
