// A graphql-ws connection and its subscriptions are not requests: they do not count against the
// key's RATE_LIMIT_PER_MINUTE, so many dashboards can stream on one key. Open sockets per key
// are bounded by WS_MAX_CONNECTIONS_PER_KEY instead (4429 at connection_init, a slot freed when
// a socket closes). Queries and mutations sent over a socket are requests and still count.
import { print } from "graphql";
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { issueApiKey } from "../../src/modules/auth/api-keys.service.js";
import { KeyCheckDocument } from "../generated/graphql.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { sleep, until, wsStream, type Stream } from "../helpers/streams.js";

const open: { close(): void }[] = [];
afterEach(() => open.splice(0).forEach((s) => s.close()));
const track = <S extends { close(): void }>(s: S) => (open.push(s), s);

interface Connection {
  client: Client;
  /** "connected" once acknowledged, or the close event that refused it */
  outcome: Promise<"connected" | { code: number; reason: string }>;
  closed: Promise<void>;
  close(): void;
}

/** opens a socket at once (not lazily) and reports whether the server acknowledged it */
function connect(server: TestServer, key: string): Connection {
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${key}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
  });
  let closed!: () => void;
  const connection: Connection = {
    client,
    closed: new Promise<void>((resolve) => (closed = resolve)),
    outcome: new Promise((resolve) => {
      client.on("connected", () => resolve("connected"));
      client.on("closed", (e) => {
        const { code, reason } = e as { code: number; reason: string };
        resolve({ code, reason });
        closed();
      });
    }),
    close: () => void client.dispose(),
  };
  return track(connection);
}

/** runs one query or mutation over an open socket; resolves with its result, or the error the client was given */
function execute(client: Client, query: string) {
  return new Promise<{ data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }>((resolve) => {
    let result: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } = {};
    client.subscribe(
      { query },
      {
        next: (r) => (result = r as typeof result),
        error: (e) => resolve({ errors: Array.isArray(e) ? e : [{ message: String((e as { reason?: string }).reason ?? e) }] }),
        complete: () => resolve(result),
      },
    );
  });
}

describe("WS_MAX_CONNECTIONS_PER_KEY", () => {
  it("is validated: default 1000, 0 turns it off, negative or fractional values are refused", () => {
    expect(loadConfig({}).WS_MAX_CONNECTIONS_PER_KEY).toBe(1000);
    expect(loadConfig({ WS_MAX_CONNECTIONS_PER_KEY: "0" }).WS_MAX_CONNECTIONS_PER_KEY).toBe(0);
    expect(() => loadConfig({ WS_MAX_CONNECTIONS_PER_KEY: "-1" })).toThrow(/WS_MAX_CONNECTIONS_PER_KEY/);
    expect(() => loadConfig({ WS_MAX_CONNECTIONS_PER_KEY: "1.5" })).toThrow(/WS_MAX_CONNECTIONS_PER_KEY/);
  });
});

describe("with RATE_LIMIT_PER_MINUTE=3", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(() => server.close());

  it("ten sockets on one key each subscribe and all receive an event, and the key's requests are untouched", async () => {
    const { key, program } = await server.program("Affiliate");
    const streams: Stream[] = [];
    for (let i = 0; i < 10; i++) streams.push(track(wsStream(server, key)));

    // events are created through REST by the program's other keys, a new key each time, so that
    // the writers' own limit (3 a minute) never stops the test
    const writer = async () => (await issueApiKey(server.app.database.prisma, program.id, "writer")).key;
    const createPartner = async (name: string) => {
      const res = await server.rest(await writer(), "POST", "/v1/partners", { email: `ws-${name}-${Date.now()}@example.com`, name });
      expect(res.status).toBe(200);
      return res.body.data as { id: string };
    };
    // the server does not say when a subscription is registered: probe until all ten hear one
    const deadline = Date.now() + 15_000;
    for (;;) {
      const probe = await createPartner("probe");
      try {
        await until("every socket to hear the probe", () => streams.every((s) => s.events.some((e) => e.resourceId === probe.id)), 1500);
        break;
      } catch (err) {
        if (Date.now() > deadline) throw new Error(`${(err as Error).message}; errors: ${JSON.stringify(streams.flatMap((s) => s.errors))}`);
      }
    }
    const partner = await createPartner("heard");
    await until("every socket to hear partner.created", () => streams.every((s) => s.events.some((e) => e.resourceId === partner.id)));
    for (const s of streams) {
      expect(s.events.find((e) => e.resourceId === partner.id)).toMatchObject({ type: "partner.created" });
      expect(s.errors).toEqual([]);
      expect(s.ended).toBeUndefined();
    }

    // ten connects and ten subscribes cost the key nothing: its three requests are all left
    for (let i = 0; i < 3; i++) expect((await server.rest(key, "GET", "/v1/test")).status).toBe(200);
    expect((await server.rest(key, "GET", "/v1/test")).status).toBe(429);
    // and the streams go on past the key's limit
    const late = await createPartner("late");
    await until("every socket to hear the last partner", () => streams.every((s) => s.events.some((e) => e.resourceId === late.id)));
  });

  it("a query over the socket is a request: the fourth is refused RATE_LIMITED, the socket and its subscription go on", async () => {
    const { key, program } = await server.program("Affiliate");
    const stream = track(wsStream(server, key));
    const socket = connect(server, key);
    expect(await socket.outcome).toBe("connected");
    const query = print(KeyCheckDocument);
    for (let i = 0; i < 3; i++) {
      const result = await execute(socket.client, query);
      expect(result.errors).toBeUndefined();
      expect(result.data).toMatchObject({ test: { program: { number: program.id } } });
    }
    const refused = await execute(socket.client, query);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED" });
    // the same limit as over HTTP
    expect((await server.rest(key, "GET", "/v1/test")).status).toBe(429);

    // only the operation was refused: the socket is open and the key's subscription still streams
    await sleep(100);
    expect(stream.ended).toBeUndefined();
    let heard: string | undefined;
    const deadline = Date.now() + 10_000;
    while (!heard && Date.now() < deadline) {
      // written by the program's other keys, a new one each time (their limit is 3 too)
      const writer = await issueApiKey(server.app.database.prisma, program.id, "writer");
      const res = await server.rest(writer.key, "POST", "/v1/partners", { email: `ws-after-${Date.now()}@example.com` });
      expect(res.status).toBe(200);
      const id = (res.body.data as { id: string }).id;
      await until("the event", () => stream.events.some((e) => e.resourceId === id), 1500).then(
        () => (heard = id),
        () => {},
      );
    }
    expect(heard).toBeDefined();
    expect(stream.ended).toBeUndefined();
  });
});

describe("with WS_MAX_CONNECTIONS_PER_KEY=2", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { WS_MAX_CONNECTIONS_PER_KEY: "2" } });
  });
  afterAll(() => server.close());

  /** connects until accepted: a slot is freed when the server sees the socket close, just after the client does */
  async function connectWhenFree(key: string, ms = 5000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const c = connect(server, key);
      const outcome = await c.outcome;
      if (outcome === "connected" || Date.now() > deadline) return { connection: c, outcome };
      await sleep(50);
    }
  }

  it("closes a key's third connection with 4429; another key connects; a closed socket frees its slot", async () => {
    const a = await server.program("Affiliate");
    const b = await server.program("Affiliate");
    const first = connect(server, a.key);
    const second = connect(server, a.key);
    expect(await first.outcome).toBe("connected");
    expect(await second.outcome).toBe("connected");

    const third = connect(server, a.key);
    expect(await third.outcome).toEqual({ code: 4429, reason: "Too many connections for this key" });
    // the limit is the key's: another program's key connects
    const otherKey = connect(server, b.key);
    expect(await otherKey.outcome).toBe("connected");
    // as does the same program's other key
    const sibling = await issueApiKey(server.app.database.prisma, a.program.id, "second");
    expect(await connect(server, sibling.key).outcome).toBe("connected");

    // the two open sockets still work
    const result = await execute(first.client, print(KeyCheckDocument));
    expect(result.data).toMatchObject({ test: { program: { number: a.program.id } } });

    first.close();
    await first.closed;
    const { outcome } = await connectWhenFree(a.key);
    expect(outcome).toBe("connected");
    // the refused connection took no slot: the key is back at two, and the next is refused
    expect(await connect(server, a.key).outcome).toEqual({ code: 4429, reason: "Too many connections for this key" });
  });

  it("checks the key before counting: an unknown key is refused with 4403 and takes no slot", async () => {
    const a = await server.program("Affiliate");
    expect(await connect(server, "rk_live_unknown").outcome).toMatchObject({ code: 4403 });
    expect(await connect(server, a.key).outcome).toBe("connected");
    expect(await connect(server, a.key).outcome).toBe("connected");
    expect(await connect(server, a.key).outcome).toMatchObject({ code: 4429 });
  });
});
