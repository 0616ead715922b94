// How an order is attributed, in order: the referral key in meta_data, a partner's coupon, a
// customer already linked to a partner (by email or synced WooCommerce id), else nobody. Each
// way is recorded on the transaction (metadata.attribution) and in the webhook's answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { env, order, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

async function withCoupon(s: Awaited<ReturnType<typeof shop>>, partnerKey: string, code: string) {
  const partner = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, key: partnerKey } });
  await s.prisma.coupon.create({
    data: { programId: s.program.id, code, name: code, discountType: "percent", discountAmount: 10, durationType: "once", partnerUid: partner.uid },
  });
}

const coupon = (code: string) => [{ id: 1, code, discount: "1.80", discount_tax: "0.00", meta_data: [] }];

describe("WooCommerce order attribution", () => {
  it("a partner's coupon code in coupon_lines attributes the order to that partner", async () => {
    const s = await shop(server);
    await withCoupon(s, "pk", "SUMMER10");
    const res = await s.send(order({ coupon_lines: coupon("summer10"), discount_total: "1.80" }));
    expect(res.body).toMatchObject({ status: "recorded", attribution: "coupon" });
    const [sale] = await s.sales();
    expect(sale).toMatchObject({ discountCode: "summer10", metadata: { attribution: "coupon", couponCode: "summer10" } });
    expect(sale!.partner?.key).toBe("pk");
    expect(sale!.rewards.map((r) => r.amount.toFixed(2))).toEqual(["1.80"]);
    // the attribution shows on the transaction, as REST and the transaction.created event show it
    const rest = await expectOk(s.api, "GET", `/v1/transactions/${encodeURIComponent(sale!.key)}`);
    expect(rest).toMatchObject({ attribution: "coupon", partner: "pid" });
    const event = await s.prisma.outboxEvent.findFirstOrThrow({ where: { programId: s.program.id, type: "transaction.created" } });
    expect(event.payload).toMatchObject({ attribution: "coupon" });
  });

  it("the referral key in meta_data wins over another partner's coupon", async () => {
    const s = await shop(server);
    await s.partner({ email: "q@example.com", id: "qid", key: "qk" });
    await withCoupon(s, "qk", "QCODE");
    await s.send(order({ coupon_lines: coupon("QCODE"), meta_data: [{ id: 9, key: "service_partner", value: "pk" }] }));
    const [sale] = await s.sales();
    expect(sale!.partner?.key).toBe("pk");
    expect(sale!.metadata).toMatchObject({ attribution: "meta_data" });
  });

  it("a referral key of one of the partner's links attributes too; an unknown key falls through to nobody, recorded but not rewarded", async () => {
    const s = await shop(server);
    const partner = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, key: "pk" } });
    await s.prisma.referralLink.create({ data: { programId: s.program.id, key: "pk-blog", partnerUid: partner.uid } });
    await s.send(order({ meta_data: [{ id: 9, key: "rally_partner", value: "pk-blog" }] }));
    await s.send(order({ id: 900, billing: { ...order().billing, email: "else@example.com" }, meta_data: [{ id: 9, key: "rally_partner", value: "nobody-has-this" }] }));
    const [linked, unknown] = await s.sales();
    expect(linked!.partner?.key).toBe("pk");
    expect(unknown).toMatchObject({ partnerUid: null, metadata: { attribution: "none" }, rewards: [] });
  });

  it("a customer already linked to a partner is attributed by its email, and by its synced WooCommerce id", async () => {
    const s = await shop(server);
    await s.customer({ key: "john", email: "John.Doe@example.com", partner: { key: "pk" } });
    expect((await s.send(order())).body.attribution).toBe("customer");
    await s.customer({ key: "jane", email: "jane@example.com", partner: { key: "pk" } });
    await expectOk(s.api, "POST", "/v1/customers/woocommerce/sync", { customer_id: "jane", email: "jane@example.com", name: "Jane Roe", woocommerce_id: "55" });
    // registered customer 55 checks out with another billing email: the WooCommerce id still finds her
    const res = await s.send(order({ id: 728, customer_id: 55, billing: { ...order().billing, email: "jane.work@example.com" } }));
    expect(res.body.attribution).toBe("customer");
    const sales = await s.sales();
    expect(sales.map((t) => [t.key, t.customer?.key, t.partner?.key])).toEqual([
      ["woocommerce:727", "john", "pk"],
      ["woocommerce:728", "jane", "pk"],
    ]);
    expect(await s.prisma.customer.count({ where: { programId: s.program.id } })).toBe(2);
  });

  it("an archived partner's key or coupon attributes nothing", async () => {
    const s = await shop(server);
    await withCoupon(s, "pk", "OLD");
    await s.prisma.partner.updateMany({ where: { programId: s.program.id, key: "pk" }, data: { archivedAt: new Date() } });
    await s.send(order({ coupon_lines: coupon("OLD"), meta_data: [{ id: 9, key: "rally_partner", value: "pk" }] }));
    const [sale] = await s.sales();
    expect(sale).toMatchObject({ partnerUid: null, metadata: { attribution: "none" }, rewards: [] });
  });

  it("refer-a-friend: the rally_referral key names the referring customer of a new buyer", async () => {
    const s = await shop(server, { type: "Referral" });
    await s.customer({ key: "ann", email: "ann@example.com" });
    const res = await s.send(order({ meta_data: [{ id: 9, key: "rally_referral", value: "ann" }] }));
    expect(res.body).toMatchObject({ status: "recorded", attribution: "meta_data" });
    const [sale] = await s.sales();
    const ann = await s.prisma.customer.findFirstOrThrow({ where: { programId: s.program.id, key: "ann" } });
    expect(sale!.referringCustomerUid).toBe(ann.uid);
    expect(sale!.customer).toMatchObject({ email: "john.doe@example.com", referringCustomerUid: ann.uid });
    const api = await s.api("GET", `/v1/transactions/${encodeURIComponent("woocommerce:727")}`);
    expect(api.body.data).toMatchObject({ customer: "ann", referred_customer: sale!.customer!.key });
  });
});
