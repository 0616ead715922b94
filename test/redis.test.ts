// Several instances behind one database: with REDIS_URL, a change made on
// one instance reaches a subscriber on another, and the per-key rate limit is one count for
// all. Needs the Redis server of the machine (REDIS_TEST_URL, default 127.0.0.1:6379); two
// instances share a database only on the PostgreSQL run.
import { print } from "graphql";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { inject, afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProgramEventsDocument, RedemptionFeedDocument, type RedemptionFeedSubscription } from "./generated/graphql.js";
import { wsFeed } from "./helpers/streams.js";
import { startTestServer, type TestServer } from "./helpers/server.js";

const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";
const shared = Boolean(inject("databaseUrl"));

function subscribe(server: TestServer, key: string) {
  const received: string[] = [];
  const client = createClient({
    url: `${server.url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${key}` },
    retryAttempts: 0,
  });
  const ready = new Promise<void>((resolve) => client.on("connected", () => resolve()));
  client.subscribe(
    { query: print(ProgramEventsDocument), variables: {} },
    { next: (r) => received.push((r.data as { events: { type: string; resourceId: string } }).events.resourceId), error: () => {}, complete: () => {} },
  );
  return { received, ready, close: () => client.dispose() };
}

async function until(ok: () => boolean, ms = 8000) {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return ok();
}

describe("with REDIS_URL", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    // rate limit counters are keyed by API key id, so other runs on the same Redis never collide
    const env = { REDIS_URL, RATE_LIMIT_PER_MINUTE: "4" };
    a = await startTestServer({ env });
    b = shared ? await startTestServer({ env }) : a;
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await a.close();
  });

  it("subscriptions work over the Redis transport", async () => {
    const { key } = await a.program("Affiliate");
    const sub = subscribe(a, key);
    await sub.ready;
    await new Promise((r) => setTimeout(r, 200));
    expect((await a.rest(key, "POST", "/v1/partners", { email: "one@example.com", id: "one" })).status).toBe(200);
    expect(await until(() => sub.received.includes("one"))).toBe(true);
    await sub.close();
  });

  it.skipIf(!shared)("a subscriber on one instance hears a change made on another", async () => {
    const { key } = await a.program("Affiliate");
    const sub = subscribe(b, key);
    await sub.ready;
    await new Promise((r) => setTimeout(r, 200));
    expect((await a.rest(key, "POST", "/v1/partners", { email: "far@example.com", id: "far" })).status).toBe(200);
    expect(await until(() => sub.received.includes("far"))).toBe(true);
    await sub.close();
  });

  it.skipIf(!shared)("a redemption recorded on one instance reaches a redemptionRecorded subscriber on another", async () => {
    // a pair of its own: the shared pair's rate limit (4 a minute) is for the rate-limit test
    const [a, b] = await Promise.all([startTestServer({ env: { REDIS_URL } }), startTestServer({ env: { REDIS_URL } })]);
    const { key } = await a.program("Affiliate");
    const rest = (method: string, path: string, body?: unknown) => a.rest(key, method, path, body);
    expect((await rest("POST", "/v1/partners", { email: "pod@example.com", id: "pod", key: "podk" })).status).toBe(200);
    expect((await rest("POST", "/v1/customers", { key: "buyer", partner: { key: "podk" } })).status).toBe(200);
    const coupon = { coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once" };
    expect((await rest("POST", "/v1/coupons", { ...coupon, uuid_code: "POD" })).status).toBe(200);
    const feed = wsFeed<RedemptionFeedSubscription>(b, key, RedemptionFeedDocument);
    try {
      // registration is not announced: redeem new sales on instance a until instance b's subscriber hears one
      let n = 0;
      const heard = () => feed.items.map((i) => i.redemptionRecorded.transactionKey);
      const deadline = Date.now() + 10_000;
      while (!heard().length && Date.now() < deadline) {
        const order = `order-${++n}`;
        expect((await rest("POST", "/v1/transactions", { key: order, amount: 50, customer: { key: "buyer" } })).status).toBe(200);
        expect((await rest("PUT", "/v1/coupons/POD", { redeem: true, transaction_key: order })).status).toBe(200);
        await until(() => heard().includes(order), 1000);
      }
      expect(heard().length).toBeGreaterThan(0);
      expect(feed.items[0]!.redemptionRecorded).toMatchObject({ kind: "COUPON", code: "POD", partner: { externalId: "pod" }, transactionKey: heard()[0] });
    } finally {
      feed.close();
      await Promise.all([a.close(), b.close()]);
    }
  });

  it.skipIf(!shared)("the rate limit counts a key's requests on every instance together", async () => {
    const { key } = await a.program("Affiliate");
    expect((await a.rest(key, "GET", "/v1/test")).status).toBe(200);
    expect((await b.rest(key, "GET", "/v1/test")).status).toBe(200);
    expect((await a.rest(key, "GET", "/v1/test")).status).toBe(200);
    expect((await b.rest(key, "GET", "/v1/test")).status).toBe(200);
    expect((await a.rest(key, "GET", "/v1/test")).status).toBe(429);
    expect((await b.rest(key, "GET", "/v1/test")).status).toBe(429);
  });
});
