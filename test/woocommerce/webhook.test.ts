// The order webhook as WooCommerce calls it: the real sample order, its repeats (serial and
// parallel), updates out of order, the ping, and everything it must refuse without storing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { env, order, sign, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

describe("WooCommerce order webhook", () => {
  it("records the real sample order once: net amount, its currency, products, and a customer from its billing email", async () => {
    const s = await shop(server);
    const res = await s.send(order());
    expect(res).toMatchObject({ status: 200, body: { status: "recorded", transaction: "woocommerce:727", attribution: "none", order: 727 } });
    const [sale, ...more] = await s.sales();
    expect(more).toHaveLength(0);
    expect(sale).toMatchObject({ key: "woocommerce:727", currency: "USD", productIds: ["93", "22"], rewardable: true, partnerUid: null });
    expect(sale!.amount.toFixed(2)).toBe("18.00"); // 29.35 - 1.35 tax - 10.00 shipping
    expect(sale!.grossAmount!.toFixed(2)).toBe("29.35");
    expect(sale!.occurredAt.toISOString()).toBe("2017-03-22T19:28:08.000Z"); // date_paid_gmt
    expect(sale!.metadata).toMatchObject({ source: "woocommerce", attribution: "none", orderId: 727 });
    expect(sale!.rewards).toEqual([]); // nobody to reward
    expect(sale!.customer).toMatchObject({ email: "john.doe@example.com", name: "John", surname: "Doe", woocommerceId: null });

    const again = await s.send(order(), { topic: "order.updated" });
    expect(again.body).toMatchObject({ status: "unchanged", transaction: "woocommerce:727" });
    expect(await s.counts()).toEqual({ transactions: 1, rewards: 0, customers: 1 });
  });

  it("an order with the partner's referral key in meta_data earns the partner's commission, once however often it is delivered", async () => {
    const s = await shop(server);
    const o = order({ meta_data: [...order().meta_data, { id: 1, key: "rally_partner", value: "pk" }] });
    const first = await s.send(o);
    expect(first.body).toMatchObject({ status: "recorded", attribution: "meta_data" });
    for (let i = 0; i < 3; i++) expect((await s.send(o, { topic: "order.updated" })).body.status).toBe("unchanged");
    const [sale] = await s.sales();
    expect(sale!.partner?.key).toBe("pk");
    expect(sale!.rewards.map((r) => r.amount.toFixed(2))).toEqual(["1.80"]); // 10% of 18.00
    expect(sale!.customer?.partnerUid).toBe(sale!.partnerUid); // the buyer now belongs to the partner
    const api = await s.api("GET", `/v1/transactions/${encodeURIComponent("woocommerce:727")}`);
    expect(api.body.data).toMatchObject({ key: "woocommerce:727", amount: 18, amount_units: "USD", partner: "pid", product_id: ["93", "22"] });
  });

  it("parallel deliveries of one order create one transaction and one reward", async () => {
    const s = await shop(server);
    const o = order({ meta_data: [{ id: 1, key: "_rally_partner", value: "pk" }] });
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => s.send(o, { topic: i % 2 ? "order.updated" : "order.created" })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.status === "recorded")).toHaveLength(1);
    expect(await s.counts()).toEqual({ transactions: 1, rewards: 1, customers: 1 });
  });

  it("an update that arrives before the create records the sale; the late create changes nothing", async () => {
    const s = await shop(server);
    expect((await s.send(order({ status: "completed" }), { topic: "order.updated" })).body.status).toBe("recorded");
    expect((await s.send(order({ status: "processing" }), { topic: "order.created" })).body.status).toBe("unchanged");
    expect(await s.counts()).toMatchObject({ transactions: 1 });
  });

  it("an unpaid order is not recorded until it is paid; answers 200 with the reason", async () => {
    const s = await shop(server);
    const pending = await s.send(order({ status: "pending", date_paid_gmt: null }));
    expect(pending).toMatchObject({ status: 200, body: { status: "ignored" } });
    expect(pending.body.reason).toMatch(/pending is not a paid status \(processing, completed\)/);
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
    expect((await s.send(order({ status: "processing" }), { topic: "order.updated" })).body.status).toBe("recorded");
  });

  it("answers WooCommerce's ping (form-encoded webhook_id, unsigned) with 200 and stores nothing", async () => {
    const s = await shop(server);
    const res = await s.send(null, { raw: "webhook_id=12", secret: null, headers: { "content-type": "application/x-www-form-urlencoded", "x-wc-webhook-topic": "" } });
    expect(res.status).toBe(200);
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
  });

  it("refuses a missing or wrong signature with 401 and stores nothing", async () => {
    const s = await shop(server);
    expect((await s.send(order(), { secret: null })).status).toBe(401);
    expect((await s.send(order(), { secret: "not-the-secret" })).status).toBe(401);
    const body = JSON.stringify(order());
    // signed, then changed on the way: the signature is of the bytes that arrived
    expect((await s.send(null, { raw: body.replace("29.35", "2935.00"), headers: { "x-wc-webhook-signature": sign(body) } })).status).toBe(401);
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
  });

  it("answers 404 alike for an unknown program and for a program without a WooCommerce webhook secret", async () => {
    const s = await shop(server);
    const bare = await server.program("Affiliate");
    expect((await s.send(order())).status).toBe(200);
    const none = await fetch(`${server.url}/v1/integrations/woocommerce/prg_does_not_exist/webhook`, { method: "POST", body: "{}", headers: { "x-wc-webhook-signature": sign("{}") } });
    const unconnected = await fetch(`${server.url}/v1/integrations/woocommerce/${bare.program.publicId}/webhook`, { method: "POST", body: "{}", headers: { "x-wc-webhook-signature": sign("{}") } });
    expect(none.status).toBe(404);
    // a newsletter program has no transactions: its URL is no receiver either, whatever it is connected to
    const news = await server.program("Newsletter");
    await server.app.database.prisma.integration.create({ data: { programId: news.program.id, provider: "woocommerce", settings: {}, credentials: {} } });
    const newsletter = await fetch(`${server.url}/v1/integrations/woocommerce/${news.program.publicId}/webhook`, { method: "POST", body: "{}", headers: { "x-wc-webhook-signature": sign("{}") } });
    expect(newsletter.status).toBe(404);
    expect(unconnected.status).toBe(404);
    expect(await none.text()).toBe(await unconnected.text());
  });

  it("refuses malformed JSON (400), a missing total or an unknown currency (422, naming the field), storing nothing", async () => {
    const s = await shop(server);
    const bad = await s.send(null, { raw: '{"id": 727, "status": ' });
    expect(bad).toMatchObject({ status: 400, body: { status: 0, message: expect.stringMatching(/JSON/) } });
    const { total: _total, ...noTotal } = order();
    const missing = await s.send(noTotal);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.total[0]).toMatch(/total field is required/);
    const currency = await s.send(order({ currency: "XYZ" }));
    expect(currency.status).toBe(422);
    expect(currency.body.errors.currency[0]).toMatch(/ISO 4217/);
    expect((await s.send(order({ total: "a lot" }))).body.errors.total[0]).toMatch(/must be a number/);
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
  });

  it("takes the topic from X-WC-Webhook-Resource and -Event when the topic header is missing; a guest order without an email has no customer", async () => {
    const s = await shop(server);
    const res = await s.send(order({ billing: { ...order().billing, email: "" } }), { headers: { "x-wc-webhook-topic": "", "x-wc-webhook-resource": "order", "x-wc-webhook-event": "updated" } });
    expect(res.body.status).toBe("recorded");
    expect(await s.counts()).toEqual({ transactions: 1, rewards: 0, customers: 0 });
  });

  it("answers 200 for topics it does not handle, saying so", async () => {
    const s = await shop(server);
    const res = await s.send(order(), { topic: "product.updated" });
    expect(res).toMatchObject({ status: 200, body: { status: "ignored", reason: expect.stringMatching(/product\.updated is not handled/) } });
    expect(await s.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
  });

  it("one program's webhook URL never writes into another program, and takes only its own secret", async () => {
    const a = await shop(server);
    const b = await shop(server, { connect: { webhook_secret: "the-other-programs-secret" } });
    // B's order signed with B's secret, sent to A's URL: refused
    expect((await a.send(order(), { secret: "the-other-programs-secret" })).status).toBe(401);
    expect((await a.send(order({ meta_data: [{ id: 1, key: "rally_partner", value: "pk" }] }))).body.status).toBe("recorded");
    expect(await b.counts()).toEqual({ transactions: 0, rewards: 0, customers: 0 });
    // the same order id in B is B's own sale, under B's own key space
    expect((await b.send(order(), { secret: "the-other-programs-secret" })).body.status).toBe("recorded");
    expect(await a.counts()).toEqual({ transactions: 1, rewards: 1, customers: 1 });
    expect(await b.counts()).toEqual({ transactions: 1, rewards: 0, customers: 1 });
  });
});
