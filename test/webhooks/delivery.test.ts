// Delivery to a local receiver: every subscribed event arrives as {event, url, webhook_key,
// created_at, data, event_id} with data equal to the resource's GET view, signed as the README's Webhooks section says
// says (verified here as a receiver would); unsubscribed events and other programs' never
// arrive; failures are retried on the schedule, moved by a clock the test controls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { eventsFor } from "../../src/modules/index.js";
import { ALLOW_LOOPBACK, settle, startReceiver, testClock, validBodySignature, validStandardSignature } from "./support.js";

const clock = testClock();
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  server = await startTestServer({ env: ALLOW_LOOPBACK, now: clock.now });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await server.close();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function subscribed(type: "Affiliate" | "Referral" | "Newsletter", events: string[], path = "/hook") {
  const { key, program } = await server.program(type);
  const api = async (method: string, p: string, body?: unknown): Promise<Json> => {
    const res = await server.rest(key, method, p, body);
    if (res.status !== 200) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const hook = (await api("POST", "/v1/webhooks", { key: "main", name: "main", url: `${receiver.url}${path}`, events })).data;
  /** what this program's subscription has received so far */
  const got = () => receiver.received.filter((r) => r.path === path);
  return { key, program, api, hook, secret: hook.signature as string, got };
}

let paths = 0;
const path = () => `/hook-${++paths}`;

describe("webhook delivery", () => {
  it("posts each subscribed event with the resource as GET shows it, signed both ways", async () => {
    const s = await subscribed("Affiliate", ["partner.created", "customer.created", "transaction.created", "reward.created", "partner.updated"], path());
    await s.api("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "annkey" });
    await settle(server);
    const [created] = s.got();
    expect(s.got()).toHaveLength(1);
    const partner = (await s.api("GET", "/v1/partners/ann")).data;
    expect(created!.body).toEqual({
      event: "partner.created",
      url: s.hook.url,
      webhook_key: "main",
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
      data: partner,
      event_id: expect.stringMatching(/^evt_\d+$/),
    });
    expect(created!.headers["content-type"]).toBe("application/json");
    expect(created!.headers["webhook-id"]).toBe(created!.body.event_id);
    expect(Number(created!.headers["webhook-timestamp"])).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(validBodySignature(s.secret, created!)).toBe(true);
    expect(validStandardSignature(s.secret, created!)).toBe(true);
    expect(validBodySignature("whsec_" + Buffer.alloc(32).toString("base64"), created!)).toBe(false);

    await s.api("POST", "/v1/customers", { key: "c1", email: "c1@example.com", partner: { key: "annkey" } });
    await s.api("POST", "/v1/transactions", { key: "t1", amount: 100, amount_units: "usd", customer: { key: "c1" } });
    await settle(server);
    const byEvent = new Map(s.got().slice(1).map((r) => [r.body.event as string, r]));
    expect([...byEvent.keys()].sort()).toEqual(["customer.created", "reward.created", "transaction.created"]);
    expect(byEvent.get("customer.created")!.body.data).toEqual((await s.api("GET", "/v1/customers/c1")).data);
    const transaction = (await s.api("GET", "/v1/transactions/t1")).data;
    expect(byEvent.get("transaction.created")!.body.data).toEqual(transaction);
    expect(byEvent.get("reward.created")!.body.data).toMatchObject({ key: transaction.rewards[0].key, status: transaction.rewards[0].status });
    for (const r of s.got()) {
      expect(validBodySignature(s.secret, r)).toBe(true);
      expect(validStandardSignature(s.secret, r)).toBe(true);
    }
    // an event it does not name (partner.approved came with nothing here) is never sent
    expect(s.got().map((r) => r.body.event)).not.toContain("partner.approved");
  });

  it("sends every event the program writes that the webhook names, once, with the event's payload as data", async () => {
    const s = await subscribed("Affiliate", eventsFor("Affiliate"), path());
    await s.api("POST", "/v1/partners", { email: "all@example.com", id: "all", key: "allkey", approved: false });
    await s.api("PUT", "/v1/partners/all", { name: "All", approved: true });
    await s.api("POST", "/v1/customers", { key: "ca", email: "ca@example.com", partner: { key: "allkey" } });
    await s.api("PUT", "/v1/customers/ca", { name: "Cee" });
    await s.api("POST", "/v1/transactions", { key: "ta", amount: 50, amount_units: "usd", customer: { key: "ca" } });
    await s.api("DELETE", "/v1/transactions/ta");
    await s.api("DELETE", "/v1/customers/ca");
    await s.api("POST", "/v1/partners", { email: "arch@example.com", id: "arch" });
    await s.api("POST", "/v1/partners/arch/archive");
    await s.api("DELETE", "/v1/partners/arch");
    await settle(server);
    const written = await server.app.database.prisma.outboxEvent.findMany({ where: { programId: s.program.id }, orderBy: { id: "asc" } });
    const named = written.filter((e) => eventsFor("Affiliate").includes(e.type));
    expect(new Set(named.map((e) => e.type)).size).toBeGreaterThanOrEqual(10);
    const sent = new Map(s.got().map((r) => [r.body.event_id as string, r]));
    expect(s.got()).toHaveLength(named.length);
    for (const e of named) {
      const r = sent.get(`evt_${e.id}`);
      expect(r?.body, e.type).toMatchObject({ event: e.type, data: e.payload });
      expect(validStandardSignature(s.secret, r!)).toBe(true);
    }
  });

  it("delivers subscriber events of a newsletter program", async () => {
    const s = await subscribed("Newsletter", ["subscriber.created"], path());
    await s.api("POST", "/v1/subscribers", { email: "s1@example.com", id: "s1" });
    await settle(server);
    expect(s.got().map((r) => r.body.event)).toEqual(["subscriber.created"]);
    expect(s.got()[0]!.body.data).toEqual((await s.api("GET", "/v1/subscribers/s1")).data);
  });

  it("never sends one program's events to another program's subscription", async () => {
    const a = await subscribed("Affiliate", ["partner.created"], path());
    const b = await subscribed("Affiliate", ["partner.created"], path());
    await a.api("POST", "/v1/partners", { email: "only-a@example.com", id: "only-a" });
    await settle(server);
    expect(a.got().map((r) => r.body.data.id)).toEqual(["only-a"]);
    expect(b.got()).toEqual([]);
  });

  it("sends nothing to an inactive subscription", async () => {
    const s = await subscribed("Affiliate", ["partner.created"], path());
    await s.api("PUT", "/v1/webhooks/main", { is_active: false });
    await s.api("POST", "/v1/partners", { email: "quiet@example.com", id: "quiet" });
    await settle(server);
    expect(s.got()).toEqual([]);
  });

  it("retries a failed delivery after 5 s, 5 min, 30 min (with jitter), with the same webhook-id, until 2xx", async () => {
    const p = path();
    const s = await subscribed("Affiliate", ["partner.created"], p);
    let status = 503;
    receiver.respond((r) => ({ status: r.path === p ? status : 200, body: r.path === p ? "try later" : "" }));
    await s.api("POST", "/v1/partners", { email: "retry@example.com", id: "retry" });
    await settle(server);
    expect(s.got()).toHaveLength(1);

    // each retry is due between its delay and its delay + 10 % jitter
    for (const [delayMs, attempts] of [[5_000, 2], [300_000, 3], [1_800_000, 4]] as const) {
      clock.advance(delayMs - 1000);
      await settle(server);
      expect(s.got()).toHaveLength(attempts - 1);
      clock.advance(delayMs * 0.1 + 2000);
      if (attempts === 4) status = 200;
      await settle(server);
      expect(s.got()).toHaveLength(attempts);
    }
    const ids = new Set(s.got().map((r) => r.headers["webhook-id"]));
    expect(ids.size).toBe(1);
    for (const r of s.got()) expect(validStandardSignature(s.secret, r)).toBe(true);
    // delivered: no more attempts, however late
    clock.advance(48 * 3_600_000);
    await settle(server);
    expect(s.got()).toHaveLength(4);
    receiver.respond(() => ({ status: 200 }));
  });

  it("disables a subscription at once when its endpoint answers 410 Gone", async () => {
    const p = path();
    const s = await subscribed("Affiliate", ["partner.created"], p);
    receiver.respond((r) => ({ status: r.path === p ? 410 : 200 }));
    await s.api("POST", "/v1/partners", { email: "gone1@example.com", id: "gone1" });
    await settle(server);
    const hook = (await s.api("GET", "/v1/webhooks/main")).data;
    expect(hook).toMatchObject({ is_active: false, disabled_reason: "The endpoint answered 410 Gone.", disabled_at: expect.any(String) });
    // the program hears of it: a webhook.disabled event carrying the webhook as GET shows it
    const disabled = await server.app.database.prisma.outboxEvent.findMany({ where: { programId: s.program.id, type: "webhook.disabled" } });
    expect(disabled.map((e) => e.payload)).toEqual([hook]);
    await s.api("POST", "/v1/partners", { email: "gone2@example.com", id: "gone2" });
    clock.advance(3_600_000);
    await settle(server);
    expect(s.got()).toHaveLength(1);
    receiver.respond(() => ({ status: 200 }));
    // turned on again, it hears new events
    await s.api("PUT", "/v1/webhooks/main", { is_active: true });
    expect((await s.api("GET", "/v1/webhooks/main")).data).toMatchObject({ is_active: true, disabled_reason: null, disabled_at: null });
    await s.api("POST", "/v1/partners", { email: "back@example.com", id: "back" });
    await settle(server);
    expect(s.got().map((r) => r.body.data.id)).toEqual(["gone1", "back"]);
  });

  it("disables a subscription whose every attempt failed for 5 days, and gives a delivery up after the last retry", async () => {
    const p = path();
    const s = await subscribed("Affiliate", ["partner.created"], p);
    receiver.respond((r) => ({ status: r.path === p ? 500 : 200 }));
    await s.api("POST", "/v1/partners", { email: "down1@example.com", id: "down1" });
    await settle(server);
    // the whole schedule: 7 retries over about 33 hours, then the delivery is failed
    for (let i = 0; i < 10; i++) {
      clock.advance(11 * 3_600_000);
      await settle(server);
    }
    expect(s.got()).toHaveLength(8);
    const delivery = await server.app.database.prisma.webhookDelivery.findFirstOrThrow({ where: { programId: s.program.id } });
    expect(delivery).toMatchObject({ status: "failed", attemptCount: 8 });
    expect((await s.api("GET", "/v1/webhooks/main")).data.is_active).toBe(true);
    // 110 hours after the first failure: still on; past 120 hours, the next failure turns it off
    await s.api("POST", "/v1/partners", { email: "down2@example.com", id: "down2" });
    await settle(server);
    expect((await s.api("GET", "/v1/webhooks/main")).data.is_active).toBe(true);
    clock.advance(11 * 3_600_000);
    await settle(server);
    const hook = (await s.api("GET", "/v1/webhooks/main")).data;
    expect(hook).toMatchObject({ is_active: false, disabled_reason: "Every attempt failed for 120 hours." });
    receiver.respond(() => ({ status: 200 }));
  });

  it("signs with the old secret beside the new for 24 hours after a rotation", async () => {
    const s = await subscribed("Affiliate", ["partner.created"], path());
    const rotated = (await s.api("POST", "/v1/webhooks/main/rotate-secret")).data.signature as string;
    await s.api("POST", "/v1/partners", { email: "rot1@example.com", id: "rot1" });
    await settle(server);
    const [during] = s.got();
    expect(String(during!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(validStandardSignature(rotated, during!)).toBe(true);
    expect(validStandardSignature(s.secret, during!)).toBe(true);
    expect(validBodySignature(rotated, during!)).toBe(true);
    clock.advance(24 * 3_600_000 + 1000);
    await s.api("POST", "/v1/partners", { email: "rot2@example.com", id: "rot2" });
    await settle(server);
    const after = s.got()[1]!;
    expect(validStandardSignature(rotated, after)).toBe(true);
    expect(validStandardSignature(s.secret, after)).toBe(false);
  });
});
