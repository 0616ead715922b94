// The operators' view: the delivery log on REST and GraphQL, redelivery of one event or of the
// failed ones since a time, the webhook.test event, figures and /metrics; and the configurable
// limits (a short timeout, disabling after N failures in a row).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ALLOW_LOOPBACK, settle, startReceiver, testClock, validBodySignature, validStandardSignature } from "./support.js";

const clock = testClock();
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startTestServer({
    env: { ...ALLOW_LOOPBACK, WEBHOOK_RETRY_SCHEDULE: "5", WEBHOOK_DISABLE_AFTER_FAILURES: "3", WEBHOOK_TIMEOUT_MS: "300" },
    now: clock.now,
  });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let paths = 0;

async function subscribed(events = ["partner.created"]) {
  const p = `/ops-${++paths}`;
  const { key, program } = await server.program("Affiliate");
  const raw = (method: string, path: string, body?: unknown) => server.rest(key, method, path, body);
  const api = async (method: string, path: string, body?: unknown): Promise<Json> => {
    const res = await raw(method, path, body);
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const hook = (await api("POST", "/v1/webhooks", { key: "ops", name: "ops", url: `${receiver.url}${p}`, events })).data;
  return { key, program, api, raw, secret: hook.signature as string, path: p, got: () => receiver.received.filter((r) => r.path === p) };
}

const TIMESTAMP = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

describe("delivery log", () => {
  it("shows each delivery's status, attempts (status, latency, truncated body) and next retry, on REST and GraphQL", async () => {
    const s = await subscribed();
    receiver.respond((r) => (r.path === s.path ? { status: 500, body: "x".repeat(5000) } : { status: 200 }));
    await s.api("POST", "/v1/partners", { email: "log@example.com", id: "log" });
    await settle(server);
    const pending = (await s.api("GET", "/v1/webhooks/ops/deliveries")).data;
    expect(pending).toEqual([
      {
        event_id: s.got()[0]!.body.event_id,
        event: "partner.created",
        status: "pending",
        attempt_count: 1,
        next_attempt_at: TIMESTAMP,
        last_attempt_at: TIMESTAMP,
        created_at: TIMESTAMP,
        attempts: [{ attempted_at: TIMESTAMP, response_status: 500, error: null, latency_ms: expect.any(Number), response_body: "x".repeat(2048) }],
      },
    ]);
    const dueAt = new Date(pending[0].next_attempt_at).getTime() - clock.now().getTime();
    expect(dueAt).toBeGreaterThanOrEqual(5000);
    expect(dueAt).toBeLessThanOrEqual(5500);

    receiver.respond((r) => (r.path === s.path ? { status: 202, body: "thanks" } : { status: 200 }));
    clock.advance(6000);
    await settle(server);
    const [done] = (await s.api("GET", "/v1/webhooks/ops/deliveries?status=succeeded")).data;
    expect(done).toMatchObject({ status: "succeeded", attempt_count: 2, next_attempt_at: null });
    expect(done.attempts.map((a: Json) => [a.response_status, a.response_body])).toEqual([[500, "x".repeat(2048)], [202, "thanks"]]);
    expect((await s.api("GET", "/v1/webhooks/ops/deliveries?status=failed")).data).toEqual([]);
    expect((await s.raw("GET", "/v1/webhooks/ops/deliveries?status=lost")).body.errors).toEqual({ status: [expect.any(String)] });

    const gql = await server.gql<any, any>(s.key, parse(`{ webhookDeliveries(filter: { statuses: [SUCCEEDED] }) { totalCount edges { node { event status webhook { key } attempts { responseStatus latencyMs } } } } }`) as never); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(gql.data.webhookDeliveries.totalCount).toBe(1);
    expect(gql.data.webhookDeliveries.edges[0].node).toMatchObject({ event: "PARTNER_CREATED", status: "SUCCEEDED", webhook: { key: "ops" }, attempts: [{ responseStatus: 500 }, { responseStatus: 202 }] });
    expect((await s.api("GET", "/v1/webhooks/ops/stats")).data).toEqual({ delivered: 1, failed: 0, pending: 0, failed_attempts: 1 });
    receiver.respond(() => ({ status: 200 }));
  });

  it("counts an attempt that got no answer at all (nothing listening) among the failed attempts", async () => {
    const s = await subscribed();
    const closed = http.createServer();
    await new Promise<void>((ok) => closed.listen(0, "127.0.0.1", ok));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((ok) => closed.close(ok));
    await s.api("PUT", "/v1/webhooks/ops", { url: `http://127.0.0.1:${port}/down` });
    await s.api("POST", "/v1/partners", { email: "down@example.com" });
    await settle(server);
    const [attempted] = (await s.api("GET", "/v1/webhooks/ops/deliveries")).data;
    expect(attempted.attempts[0]).toMatchObject({ response_status: null, error: expect.stringMatching(/ECONNREFUSED/) });
    expect((await s.api("GET", "/v1/webhooks/ops/stats")).data).toMatchObject({ delivered: 0, failed_attempts: 1 });
  });
});

describe("redelivery", () => {
  it("sends one event again with its webhook-id", async () => {
    const s = await subscribed();
    await s.api("POST", "/v1/partners", { email: "again@example.com", id: "again" });
    await settle(server);
    const first = s.got()[0]!;
    expect((await s.api("POST", "/v1/webhooks/ops/redeliver", { event_id: first.body.event_id })).data).toBe(1);
    await settle(server);
    expect(s.got()).toHaveLength(2);
    expect(s.got()[1]!.headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(s.got()[1]!.body.data).toEqual(first.body.data);
    expect((await s.raw("POST", "/v1/webhooks/ops/redeliver", { event_id: "evt_999999999" })).status).toBe(404);
    expect((await s.raw("POST", "/v1/webhooks/ops/redeliver", {})).status).toBe(422);
  });

  it("sends again every failed delivery since a time, and only those", async () => {
    const s = await subscribed();
    receiver.respond((r) => ({ status: r.path === s.path && r.body.data.id !== "ok" ? 500 : 200 }));
    await s.api("POST", "/v1/partners", { email: "old@example.com", id: "old" });
    await settle(server);
    clock.advance(10_000); // its one retry fails too: given up
    await settle(server);
    await s.api("POST", "/v1/partners", { email: "ok@example.com", id: "ok" }); // a success between: not failing in a row
    await settle(server);
    clock.advance(3_600_000);
    const since = clock.now().toISOString();
    await s.api("POST", "/v1/partners", { email: "new@example.com", id: "new" });
    await settle(server);
    clock.advance(10_000);
    await settle(server);
    expect((await s.api("GET", "/v1/webhooks/ops/deliveries?status=failed")).data.map((d: Json) => d.attempt_count)).toEqual([2, 2]);

    receiver.respond(() => ({ status: 200 }));
    const before = s.got().length;
    expect((await s.api("POST", "/v1/webhooks/ops/redeliver", { since })).data).toBe(1);
    await settle(server);
    expect(s.got().slice(before).map((r) => r.body.data.id)).toEqual(["new"]);
    expect((await s.api("GET", "/v1/webhooks/ops/deliveries?status=failed")).data).toHaveLength(1);
  });
});

describe("test events and figures", () => {
  it("sends webhook.test, signed, and refuses one to an inactive webhook", async () => {
    const s = await subscribed();
    const delivery = (await s.api("POST", "/v1/webhooks/ops/test")).data;
    expect(delivery).toMatchObject({ event: "webhook.test", status: "pending" });
    await settle(server);
    const [test] = s.got();
    expect(test!.body).toMatchObject({ event: "webhook.test", webhook_key: "ops", event_id: delivery.event_id, data: { webhook_key: "ops" } });
    expect(validBodySignature(s.secret, test!)).toBe(true);
    expect(validStandardSignature(s.secret, test!)).toBe(true);
    await s.api("PUT", "/v1/webhooks/ops", { is_active: false });
    expect((await s.raw("POST", "/v1/webhooks/ops/test")).status).toBe(400);
  });

  it("counts on /metrics", async () => {
    const res = await fetch(`${server.url}/metrics`);
    const text = await res.text();
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(Number(/rally_webhook_attempts_total\{outcome="delivered"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(Number(/rally_webhook_attempts_total\{outcome="failed"\} (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(Number(/rally_webhook_retries_scheduled_total (\d+)/.exec(text)?.[1])).toBeGreaterThan(0);
    expect(text).toMatch(/^rally_webhook_subscriptions_disabled_total \d+$/m);
  });
});

describe("limits", () => {
  it("a receiver that never answers fails after WEBHOOK_TIMEOUT_MS; WEBHOOK_DISABLE_AFTER_FAILURES in a row disable", async () => {
    const s = await subscribed();
    receiver.respond((r) => (r.path === s.path ? "hang" : { status: 200 }));
    await s.api("POST", "/v1/partners", { email: "slow@example.com", id: "slow" });
    await settle(server);
    const [d] = (await s.api("GET", "/v1/webhooks/ops/deliveries")).data;
    expect(d.attempts).toEqual([expect.objectContaining({ response_status: null, error: "no answer within 300 ms" })]);
    clock.advance(6000);
    await settle(server);
    expect((await s.api("GET", "/v1/webhooks/ops")).data.is_active).toBe(true);
    await s.api("POST", "/v1/partners", { email: "slow2@example.com", id: "slow2" });
    await settle(server);
    expect((await s.api("GET", "/v1/webhooks/ops")).data).toMatchObject({ is_active: false, disabled_reason: "3 attempts in a row failed." });
    receiver.respond(() => ({ status: 200 }));
  });
});
