// One database client factory: PGlite in a data folder by default, a PostgreSQL server when
// DATABASE_URL is set. Both speak PostgreSQL, so the same migrations and queries serve both.
import { mkdirSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaClient } from "../generated/prisma/client.js";
import { runDirectly } from "./raw.js";

export type Db = PrismaClient;
/** a client or an interactive transaction: what services take */
export type DbTx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

export interface Database {
  prisma: PrismaClient;
  /** for the schema engine (migrations): without the statement timeout, as a migration may rewrite a large table */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  kind: "pglite" | "postgres";
  /** where it lives, without credentials */
  describe: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; "memory://" for an in-memory database */
  dataDir?: string;
  /** a PGlite instance to use as it is (tests) */
  pglite?: PGlite;
  onQuery?: (sql: string) => void;
  /** PostgreSQL: how long to wait for a connection (a server that accepts and never answers would hang forever) */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer; 0 or unset: no limit */
  statementTimeoutMs?: number;
}

/**
 * PGlite runs PostgreSQL's defaults, among them shared_buffers=128MB, and its WebAssembly memory
 * never shrinks: that buffer cache alone was about 150 MB of an idle server's RSS. One process on
 * one data folder is served well by 16MB (the file system caches the rest); see BENCHMARKS.md.
 * PGlite's own start parameters are kept (it exposes them on the class, untyped).
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";
function embeddedOptions(PGliteClass: typeof PGlite): { startParams?: string[] } {
  const defaults = (PGliteClass as unknown as { defaultStartParams?: string[] }).defaultStartParams;
  return defaults ? { startParams: [...defaults, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`] } : {};
}

/**
 * PGlite copies its table of result parsers on every query (a spread in its parseResults), and
 * the table holds a parser for the array of every type in the catalog, each table's row type
 * included: about 370 entries, copied in 0.13-0.16 ms of CPU, a sixth of a small query's own cost
 * (39 entries: 0.02 ms).
 * Rally's results are scalars and arrays of scalars (the Prisma adapter brings its own parsers for
 * numeric and date arrays): the table keeps the scalar parsers and the arrays of the types that
 * have one. The arrays it drops come back as text, as PostgreSQL's driver answers them too
 * (test/database-results.test.ts).
 */
async function trimResultParsers(pglite: PGlite): Promise<void> {
  await pglite.waitReady;
  const oids = Object.keys(pglite.parsers).map(Number).filter(Number.isInteger);
  const { rows } = await pglite.query<{ oid: number }>(
    `SELECT a.oid::int AS oid FROM pg_type a JOIN pg_type e ON e.oid = a.typelem
      WHERE a.typcategory = 'A' AND a.oid::int = ANY($1::int[]) AND NOT e.oid::int = ANY($1::int[])`,
    [oids],
  );
  const dropped = new Set(rows.map((r) => String(r.oid)));
  pglite.parsers = Object.fromEntries(Object.entries(pglite.parsers).filter(([oid]) => !dropped.has(oid)));
}

// Each mode's driver is imported when that mode opens: a server on PostgreSQL loads no PGlite, an
// embedded one no pg adapter (resident memory, BENCHMARKS.md).
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const [{ PrismaPg }, { default: pg }] = await Promise.all([import("@prisma/adapter-pg"), import("pg")]);
    const config = { connectionString: opts.databaseUrl, max: 10, keepAlive: true, connectionTimeoutMillis: opts.connectTimeoutMs ?? 0 };
    // the schema engine's connections serve the migrations at start only: they close soon after
    // instead of idling for pg's default 10 s, holding the database (no copy of it can be made meanwhile)
    const adapterFactory = new PrismaPg({ ...config, idleTimeoutMillis: 1_000 });
    // one pool for the client and for the statements run on the adapter directly (db/raw.ts)
    const pool = new pg.Pool({ ...config, statement_timeout: opts.statementTimeoutMs || undefined });
    const prisma = makeClient(new PrismaPg(pool), opts.onQuery);
    const direct = await new PrismaPg(pool).connect();
    runDirectly(prisma, direct, opts.onQuery);
    const url = new URL(opts.databaseUrl);
    return {
      prisma,
      adapterFactory,
      kind: "postgres",
      describe: `postgres://${url.host}${url.pathname}`,
      close: async () => {
        await prisma.$disconnect();
        await direct.dispose();
        await pool.end();
      },
    };
  }
  const dataDir = opts.dataDir ?? "memory://";
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  let pglite = opts.pglite;
  if (!pglite) {
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    const { PGlite: PGliteClass } = await import("@electric-sql/pglite");
    pglite = await PGliteClass.create(dataDir, embeddedOptions(PGliteClass));
  }
  await trimResultParsers(pglite);
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = makeClient(adapterFactory, opts.onQuery);
  // PGlite runs a statement from outside a transaction once the transaction has ended
  runDirectly(prisma, await adapterFactory.connect(), opts.onQuery);
  const owned = !opts.pglite;
  return {
    prisma,
    adapterFactory,
    kind: "pglite",
    describe: `PGlite in ${dataDir}`,
    close: async () => {
      // PGlite runs one query at a time and hangs if closed under one still running (such as
      // an API key's lastUsedAt, written off the request path): one last query waits for them
      await prisma.$queryRawUnsafe("SELECT 1").catch(() => undefined);
      await prisma.$disconnect();
      if (owned) await pglite.close();
    },
  };
}

// errorFormat "minimal": otherwise (NODE_ENV not "production") Prisma captures a stack trace for
// every query to point a failed query's message at its caller, 1.5 % of a sale's CPU; Rally logs
// errors with their own stack and answers clients with its own messages
function makeClient(adapter: SqlMigrationAwareDriverAdapterFactory, onQuery?: (sql: string) => void) {
  if (!onQuery) return new PrismaClient({ adapter, errorFormat: "minimal" });
  const client = new PrismaClient({ adapter, errorFormat: "minimal", log: [{ level: "query", emit: "event" }] });
  client.$on("query", (e) => onQuery(e.query));
  return client;
}
