// The dispatcher is woken, never polling: an idle instance sends no statement, and on
// PostgreSQL an event another process commits (another instance, the CLI) reaches this
// instance's subscribers through LISTEN/NOTIFY well before the sweep (OUTBOX_SWEEP_MS).
// On PostgreSQL the instance gets a database of its own: the other test files' servers,
// on the run's shared database, also listen there and would claim its events.
import { print } from "graphql";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import pg from "pg";
import { inject, afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProgramEventsDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { openDatabase, type Database } from "../../src/db/client.js";
import { applyMigrations } from "../../src/db/migrations.js";
import { recordEvent } from "../../src/events/outbox.js";
import type { App } from "../../src/app.js";
import type { Program } from "../../src/generated/prisma/client.js";

const sharedUrl = inject("databaseUrl");
const postgres = Boolean(sharedUrl);
/** the sweep is an hour away: an event seen within this came by the wake, however loaded the machine */
const WELL_BEFORE_THE_SWEEP = 20_000;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: sharedUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** PostgreSQL: a migrated database for this file alone */
async function privateDatabase() {
  const name = `${new URL(sharedUrl).pathname.slice(1)}_wake`;
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(db);
  await db.close();
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

function subscribe(server: TestServer, key: string) {
  const received: { resourceId: string; at: number }[] = [];
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });
  const ready = new Promise<void>((resolve) => client.on("connected", () => resolve()));
  client.subscribe(
    { query: print(ProgramEventsDocument), variables: {} },
    {
      next: (r) => received.push({ resourceId: (r.data as { events: { resourceId: string } }).events.resourceId, at: Date.now() }),
      error: () => {},
      complete: () => {},
    },
  );
  return { received, ready, close: () => client.dispose() };
}

async function until(ok: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return ok();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the outbox dispatcher", () => {
  let own: { url: string; drop: () => Promise<unknown> } | undefined;
  let server: TestServer;
  let recording = false;
  let statements: string[] = [];

  beforeAll(async () => {
    if (postgres) own = await privateDatabase();
    server = await startTestServer({
      // the webhook and newsletter workers' looks for due writes (WEBHOOK_POLL_MS, NEWSLETTER_PUSH_MS) are not the dispatcher's: out of the way here
      env: { OUTBOX_SWEEP_MS: "3600000", WEBHOOK_POLL_MS: "600000", NEWSLETTER_PUSH_MS: "600000", ...(own ? { DATABASE_URL: own.url } : {}) },
      onQuery: (sql) => {
        if (recording) statements.push(sql);
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await own?.drop();
  });

  it("sends no statement while idle: no polling", async () => {
    await server.app.events.flush();
    await sleep(200);
    statements = [];
    recording = true;
    await sleep(3000);
    recording = false;
    expect(statements).toEqual([]);
  });

  it("dispatches this instance's own write at once, without the sweep", async () => {
    const { key } = await server.program("Affiliate");
    const sub = subscribe(server, key);
    await sub.ready;
    await sleep(100);
    const before = Date.now();
    expect((await server.rest(key, "POST", "/v1/partners", { email: "near@example.com", id: "near" })).status).toBe(200);
    expect(await until(() => sub.received.some((e) => e.resourceId === "near"), WELL_BEFORE_THE_SWEEP)).toBe(true);
    expect(sub.received[0]!.at - before).toBeLessThan(WELL_BEFORE_THE_SWEEP);
    await sub.close();
  });

  it("claims nothing after a write that recorded no event", async () => {
    const { key } = await server.program("Affiliate");
    await server.app.events.flush();
    statements = [];
    recording = true;
    // a webhook subscription is written in a transaction and is no event of the program's
    const res = await server.rest(key, "POST", "/v1/webhooks", { key: "quiet", name: "quiet", url: "https://example.com/hook", events: ["partner.created"], is_active: false });
    await sleep(300);
    recording = false;
    expect(res.status).toBe(200);
    expect(statements.some((s) => /"WebhookSubscription"/.test(s))).toBe(true);
    expect(statements.filter((s) => /"OutboxEvent"/.test(s))).toEqual([]);
  });

  describe.skipIf(!postgres)("on PostgreSQL, an event another process commits", () => {
    let other: Database;
    beforeAll(async () => {
      other = await openDatabase({ databaseUrl: own!.url });
    });
    afterAll(async () => {
      await other?.close();
    });

    /** writes an event as another instance would: its own client, its own transaction, no dispatcher */
    async function writeElsewhere(program: Program, id: string) {
      const elsewhere = { events: { id: "another-instance", wrote: () => {} } } as unknown as App;
      await other.prisma.$transaction((tx) =>
        recordEvent({ app: elsewhere, db: tx, program, now: () => new Date() }, "partner.created", { type: "partner", id, view: { id } }),
      );
      return Date.now();
    }

    it("reaches a subscriber here long before the sweep (an hour away)", async () => {
      const { key, program } = await server.program("Affiliate");
      const sub = subscribe(server, key);
      await sub.ready;
      await sleep(100);
      const committed = await writeElsewhere(program, "far");
      expect(await until(() => sub.received.some((e) => e.resourceId === "far"), WELL_BEFORE_THE_SWEEP)).toBe(true);
      expect(sub.received[0]!.at - committed).toBeLessThan(WELL_BEFORE_THE_SWEEP);
      await sub.close();
    });

    it("still does after the listening connection was cut: the listener reconnects", async () => {
      const { key, program } = await server.program("Affiliate");
      const sub = subscribe(server, key);
      await sub.ready;
      const cut = await admin(
        `SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = '${new URL(own!.url).pathname.slice(1)}' AND query = 'LISTEN rally_outbox'`,
      );
      expect(cut.rowCount).toBe(1);
      // written while the listener may still be away: the wake on reconnecting picks it up
      await writeElsewhere(program, "during");
      expect(await until(() => sub.received.some((e) => e.resourceId === "during"), WELL_BEFORE_THE_SWEEP)).toBe(true);
      await sleep(300);
      await writeElsewhere(program, "after");
      expect(await until(() => sub.received.some((e) => e.resourceId === "after"), WELL_BEFORE_THE_SWEEP)).toBe(true);
      await sub.close();
    });
  });
});
