// What happens to an order's sale later: partial and full refunds (scaled to the part of the
// order the sale counts, each WooCommerce refund once), cancellation after payment, renewals
// of WooCommerce Subscriptions, and the program's order settings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { env, order, shop } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env });
});
afterAll(() => server?.close());

const byPartner = (changes: Record<string, unknown> = {}) => order({ meta_data: [{ id: 1, key: "rally_partner", value: "pk" }], ...changes });

describe("WooCommerce order lifecycle", () => {
  it("a partial refund reduces the commission through the refund path, once per WooCommerce refund", async () => {
    const s = await shop(server);
    await s.send(byPartner());
    const refunded = byPartner({ refunds: [{ id: 801, reason: "broken", total: "-10.00" }] });
    const res = await s.send(refunded, { topic: "order.updated" });
    expect(res.body).toMatchObject({ status: "updated", refunds: ["woocommerce:727:refund:801"] });
    expect((await s.send(refunded, { topic: "order.updated" })).body.status).toBe("unchanged");
    const refund = await s.prisma.transaction.findFirstOrThrow({ where: { programId: s.program.id, action: "refund" } });
    // 10.00 of the 29.35 order, in the sale's terms: 10 × 18.00 / 29.35 = 6.13
    expect(refund.amount.toFixed(2)).toBe("6.13");
    const [sale] = await s.sales();
    expect(sale!.refundedAmount.toFixed(2)).toBe("6.13");
    expect(sale!.rewards.map((r) => r.amount.toFixed(2))).toEqual(["1.19"]); // 10% of 11.87
  });

  it("a refunded order gives back what is left of the sale, and its commission goes to zero", async () => {
    const s = await shop(server);
    await s.send(byPartner());
    await s.send(byPartner({ refunds: [{ id: 801, total: "-10.00" }] }), { topic: "order.updated" });
    const res = await s.send(byPartner({ status: "refunded", refunds: [{ id: 802, total: "-19.35" }, { id: 801, total: "-10.00" }] }), { topic: "order.updated" });
    expect(res.body.status).toBe("updated");
    const [sale] = await s.sales();
    expect(sale!.refundedAmount.toFixed(2)).toBe("18.00");
    expect(sale!.rewards.map((r) => r.amount.toFixed(2))).toEqual(["0.00"]);
    expect((await s.counts()).transactions).toBe(3); // the sale and two refunds: 801, then 802 (what was left)
  });

  it("a refunded order seen first (its created delivery late) records the paid sale and refunds it whole", async () => {
    const s = await shop(server);
    const res = await s.send(byPartner({ status: "refunded", refunds: [{ id: 802, total: "-29.35" }] }), { topic: "order.updated" });
    expect(res.body.status).toBe("recorded");
    const [sale] = await s.sales();
    expect(sale!.refundedAmount.toFixed(2)).toBe("18.00");
    expect(sale!.rewards.map((r) => r.amount.toFixed(2))).toEqual(["0.00"]);
  });

  it("cancelled after payment reverses the sale (gone from the API, commission rejected); it is not recorded again", async () => {
    const s = await shop(server);
    await s.send(byPartner());
    const res = await s.send(byPartner({ status: "cancelled" }), { topic: "order.updated" });
    expect(res.body).toMatchObject({ status: "reversed", transaction: "woocommerce:727" });
    expect((await s.api("GET", `/v1/transactions/${encodeURIComponent("woocommerce:727")}`)).status).toBe(404);
    const reward = await s.prisma.reward.findFirstOrThrow({ where: { programId: s.program.id } });
    expect(reward.status).toBe("rejected");
    expect((await s.send(byPartner({ status: "processing" }), { topic: "order.updated" })).body.status).toBe("ignored");
    // failed before it was ever paid: nothing to reverse
    expect((await s.send(byPartner({ id: 730, status: "failed" }))).body).toMatchObject({ status: "ignored", reason: expect.stringMatching(/never recorded/) });
  });

  it("a renewal order is a new sale of the same customer, attributed as the original, commissioned while the recurring period allows", async () => {
    const s = await shop(server, { settings: { commission: { sale: { type: "percent", value: 10 }, period: { type: "months", value: 6 } } } });
    await s.send(byPartner({ customer_id: 77 }));
    const renewal = (id: number, paidAt: string) =>
      order({ id, customer_id: 77, date_paid_gmt: paidAt, date_created_gmt: paidAt, meta_data: [{ id: 5, key: "_subscription_renewal", value: "726" }] });
    expect((await s.send(renewal(800, "2017-04-22T19:28:08"))).body).toMatchObject({ status: "recorded", attribution: "customer" });
    expect((await s.send(renewal(801, "2018-03-22T19:28:08"))).body).toMatchObject({ status: "recorded", attribution: "customer" });
    const sales = await s.sales();
    expect(sales.map((t) => t.customer?.key)).toEqual(["woo-77", "woo-77", "woo-77"]);
    expect(sales[1]!.metadata).toMatchObject({ renewal: true });
    expect(sales.map((t) => t.rewards.map((r) => r.amount.toFixed(2)))).toEqual([["1.80"], ["1.80"], []]); // a year later: outside the 6 months
    // the subscription being cancelled later takes nothing back
    expect((await s.send(order({ id: 726 }), { topic: "subscription.updated" })).body.status).toBe("ignored");
    expect(await s.prisma.reward.count({ where: { programId: s.program.id, status: "rejected" } })).toBe(0);
  });

  it("a renewal that names its parent order follows that order's partner and customer", async () => {
    const s = await shop(server);
    await s.send(byPartner());
    const res = await s.send(order({ id: 810, parent_id: 727, billing: { ...order().billing, email: "" } }));
    expect(res.body).toMatchObject({ status: "recorded", attribution: "customer" });
    const [first, renewal] = await s.sales();
    expect(renewal!.customerUid).toBe(first!.customerUid);
    expect(renewal!.partner?.key).toBe("pk");
  });

  it("the program's order settings: which statuses are paid, all orders, and the commissionable amount", async () => {
    const completedOnly = await shop(server, { connect: { paid_statuses: ["completed"], amount_mode: "total" } });
    expect((await completedOnly.send(order())).body.status).toBe("ignored");
    expect((await completedOnly.send(order({ status: "completed" }), { topic: "order.updated" })).body.status).toBe("recorded");
    expect((await completedOnly.sales())[0]!.amount.toFixed(2)).toBe("29.35");

    const all = await shop(server, { connect: { track_all_orders: true, amount_mode: "without_tax" } });
    expect((await all.send(order({ status: "on-hold", date_paid_gmt: null }))).body.status).toBe("recorded");
    expect((await all.sales())[0]!.amount.toFixed(2)).toBe("28.00");
  });
});
