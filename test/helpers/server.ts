// A real Rally server on a free port, over the run's database (see global-setup.ts), and
// small clients for REST and GraphQL that carry a program's API key.
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { testDatabaseUrl, whileOpen } from "./database.js";
import { testTempDir } from "./temp.js";
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "pino";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { print } from "graphql";
import { createApp } from "../../src/app.js";
import { loadConfig } from "../../src/config.js";
import { startServer } from "../../src/http/server.js";
import { createProgram } from "../../src/modules/programs/programs.service.js";
import { issueApiKey } from "../../src/modules/auth/api-keys.service.js";
import type { ProgramType } from "../../src/generated/prisma/client.js";

export interface RestResponse<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  body: T;
  headers: Headers;
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface TestServerOptions {
  onQuery?: (sql: string) => void;
  env?: Record<string, string>;
  /** the app's clock */
  now?: () => Date;
  /** where the app logs (default: nowhere) */
  logger?: Logger;
  /** send the partner emails events call for (default true) */
  partnerEmails?: boolean;
  /** PGlite data to start from (closeKeepingData of an earlier server) instead of the migrated dump */
  data?: Blob;
}

/**
 * The run's migrated dump (global-setup.ts), read once per worker. PGlite reads a Blob through
 * arrayBuffer(), which for a Blob of this size costs a good part of a test server's start; this
 * one answers it with a copy of the bytes already in memory (its other readers see the same bytes)
 */
class MigratedDump extends Blob {
  readonly #buffer: ArrayBuffer;
  constructor(buffer: ArrayBuffer) {
    super([buffer]);
    this.#buffer = buffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#buffer.slice(0));
  }
}
let migrated: { file: string; bytes: ArrayBuffer } | undefined;
function migratedDump(file: string): Blob {
  if (migrated?.file !== file) {
    const data = readFileSync(file);
    migrated = { file, bytes: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) };
  }
  return new MigratedDump(migrated.bytes);
}

/**
 * PGlite instances of this worker's closed test servers, emptied back to the migrated state
 * (every table but the migrations' own truncated, every sequence restarted): the next server
 * takes one instead of loading the dump again. Emptying is a tenth of a load; a fresh instance
 * and an emptied one hold the same rows and hand out the same ids.
 */
const idle: PGlite[] = [];
/** a few kept at most: a file that starts many servers at once would otherwise hold their memory to the end */
const IDLE_MAX = 3;
let emptying: string | undefined;

async function emptyingSql(pglite: PGlite): Promise<string> {
  if (emptying === undefined) {
    const tables = await pglite.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    const sequences = await pglite.query<{ name: string }>(`SELECT quote_ident(sequencename) AS name FROM pg_sequences WHERE schemaname = 'public'`);
    emptying = [
      `TRUNCATE ${tables.rows.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`,
      // sequences no column owns too (RESTART IDENTITY only restarts owned ones)
      ...sequences.rows.map((s) => `ALTER SEQUENCE ${s.name} RESTART`),
    ].join(";\n");
  }
  return emptying;
}

function migratedPglite(file: string): PGlite {
  return idle.pop() ?? new PGlite({ loadDataDir: migratedDump(file) });
}

/** empties a closed server's instance for the next one, or closes it if it cannot be trusted to be empty */
async function release(pglite: PGlite) {
  if (idle.length < IDLE_MAX && !pglite.closed && !pglite.isInTransaction()) {
    try {
      await pglite.exec(await emptyingSql(pglite));
      idle.push(pglite);
      return;
    } catch {
      /* closed below */
    }
  }
  // a server closed while closeKeepingData ran (a test cut short) has closed it already
  if (!pglite.closed) await pglite.close();
}

export async function startTestServer(opts: TestServerOptions = {}) {
  const databaseUrl = await testDatabaseUrl();
  const dump = inject("pgliteDump");
  const dir = testTempDir("rally-srv");
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    LOG_LEVEL: "silent",
    MAIL_TRANSPORT: "file",
    MIGRATE_ON_START: "false",
    SEED_DEMO: "false",
    PUBLIC_URL: "http://rally.test",
    // the servers of many files share a worker's heap: one server's full collection would pause them all
    IDLE_GC_MS: "0",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const pglite = databaseUrl ? undefined : opts.data ? new PGlite({ loadDataDir: opts.data }) : migratedPglite(dump);
  const app = await createApp(config, { database: { pglite, onQuery: opts.onQuery }, migrate: false, now: opts.now, logger: opts.logger, partnerEmails: opts.partnerEmails });
  const server = await startServer(app, { port: config.PORT, host: "127.0.0.1" }); // PORT is 0 (any free port) unless a test names one
  // on PostgreSQL the worker's next file empties the database: a server this file left open is closed first
  const forget = databaseUrl ? whileOpen(() => close()) : () => {};
  async function close() {
    forget();
    await server.close();
    await app.close();
  }

  async function rest<T = any>(key: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<RestResponse<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        accept: "application/json",
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  async function gql<R, V>(key: string | null, doc: TypedDocumentNode<R, V>, variables?: V) {
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ query: print(doc), variables }),
    });
    return { status: res.status, ...((await res.json()) as { data?: R | null; errors?: { message: string; extensions?: Record<string, any> }[] }) }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  /** a new program with its own API key; every test makes its own, so tests never share rows */
  async function program(type: ProgramType = "Affiliate", name = `Test ${type}`) {
    const program = await createProgram(app.database.prisma, { name, type, website: "https://shop.example" });
    const { key, apiKey } = await issueApiKey(app.database.prisma, program.id, "test");
    return { program, key, apiKey };
  }

  return {
    app,
    url: server.url,
    mailFile: config.mailFile,
    rest,
    gql,
    program,
    async close() {
      await close();
      if (pglite) await release(pglite);
    },
    /** closes as close() does and gives back the data for another server (a restart); undefined on PostgreSQL, where the data stays */
    async closeKeepingData(): Promise<Blob | undefined> {
      await close();
      const data = pglite ? await pglite.dumpDataDir("none") : undefined;
      await pglite?.close();
      return data;
    },
  };
}
