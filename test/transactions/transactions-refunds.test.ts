// Refunds and what they do to the sale's rewards (the engine's refundPlan):
// unpaid rewards shrink in place, paid ones get a negative adjustment; refer-a-friend rewards;
// a refund's answer shows the sale's rewards it changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { TransactionRefundCreateDocument } from "../generated/graphql.js";
import { rowCount } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("refunds", () => {
  it("a partial refund (action refund, positive amount) reduces the unpaid commission and the sale's unrefunded amount", async () => {
    const s = await seed(server).affiliate();
    await s.ok("POST", "/v1/transactions", { key: "sale", amount: 100, customer: { key: "c1" } });
    await s.events();
    const refund = await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 25, refund_of: "sale" });
    expect(refund).toMatchObject({ key: "r1", action: "refund", amount: 25, refund_of: "sale", customer: "c1", partner: "pid", rewards: [] });
    const sale = await s.ok("GET", "/v1/transactions/sale");
    expect(sale).toMatchObject({ refunded_amount: 25, rewards: [{ amount: 15, status: "pending" }] });
    const events = await s.events();
    // the commission the refund cut is announced with its new amount, as GET /v1/rewards shows it
    expect(events.map((e) => e.type)).toEqual(["transaction.created", "transaction.updated", "reward.updated"]);
    expect(events[0]!.payload).toEqual(await s.ok("GET", "/v1/transactions/r1"));
    expect(events[1]!.payload).toEqual(sale);
    expect(events[2]!.payload).toMatchObject({ key: sale.rewards[0].key, amount: 15, status: "pending" });
    expect(events[2]!.payload).toEqual((await expectOk(s.api, "GET", `/v1/rewards/${sale.rewards[0].key}`)));
  });

  it("a refund's answer shows the sale's rewards as the refund left them (refunded_sale_rewards), REST and GraphQL; other transactions show null", async () => {
    const s = await seed(server).affiliate();
    const sale = await s.ok("POST", "/v1/transactions", { key: "sale", amount: 100, customer: { key: "c1" } });
    expect(sale.refunded_sale_rewards).toBeNull();
    const refund = await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 25, refund_of: "sale" });
    const after = await s.ok("GET", "/v1/transactions/sale");
    expect(refund.refunded_sale_rewards).toEqual(after.rewards);
    expect(refund.refunded_sale_rewards).toMatchObject([{ key: sale.rewards[0].key, amount: 15, status: "pending" }]);
    expect((await s.ok("GET", "/v1/transactions/r1")).refunded_sale_rewards).toEqual(after.rewards);
    // the event of the refund carries the same
    const created = (await s.events()).find((e) => e.type === "transaction.created" && e.payload.key === "r1");
    expect(created!.payload.refunded_sale_rewards).toEqual(after.rewards);
    const gql = await server.gql(s.key, TransactionRefundCreateDocument, { input: { key: "g-r2", amount: 25, action: "refund", customer: { key: "c1" } } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.transactionCreate.transaction).toMatchObject({
      key: "g-r2",
      rewards: [],
      refundedSaleRewards: [{ key: sale.rewards[0].key, status: "PENDING", amount: { amount: "10", currency: "USD" } }],
    });
  });

  it("a negative amount is a refund of the customer's latest sale with an unrefunded amount; the last refund brings the reward to zero", async () => {
    const s = await seed(server).affiliate();
    await s.ok("POST", "/v1/transactions", { key: "old", amount: 30, customer: { key: "c1" }, created_at: "2024-01-01T00:00:00Z" });
    await s.ok("POST", "/v1/transactions", { key: "new", amount: 10, customer: { key: "c1" }, created_at: "2024-02-01T00:00:00Z" });
    const r1 = await s.ok("POST", "/v1/transactions", { key: "r1", amount: -10, customer: { key: "c1" } });
    expect(r1).toMatchObject({ action: "refund", amount: 10, refund_of: "new" });
    expect(await s.ok("GET", "/v1/transactions/new")).toMatchObject({ refunded_amount: 10, rewards: [{ amount: 0 }] });
    const r2 = await s.ok("POST", "/v1/transactions", { key: "r2", amount: -5, customer: { key: "c1" } });
    expect(r2.refund_of).toBe("old");
    expect((await s.ok("GET", "/v1/transactions/old")).rewards[0].amount).toBe(5);
  });

  it("a refund of a paid commission adds a negative adjustment reward on the refund, pointing at the paid one", async () => {
    const s = await seed(server).affiliate();
    const sale = await s.ok("POST", "/v1/transactions", { key: "sale", amount: 100, customer: { key: "c1" } });
    await s.prisma.reward.update({ where: { id: sale.rewards[0].key }, data: { status: "paid", paidAt: new Date() } });
    await s.events();
    const refund = await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 50, refund_of: "sale" });
    expect(refund.rewards).toHaveLength(1);
    expect(refund.rewards[0]).toMatchObject({ amount: -10, status: "approved", partner: "pid", transaction: "r1", action: "refund" });
    const adjustment = await s.prisma.reward.findUniqueOrThrow({ where: { id: refund.rewards[0].key } });
    expect(adjustment.adjustsRewardId).toBe(sale.rewards[0].key);
    expect((await s.ok("GET", "/v1/transactions/sale")).rewards[0]).toMatchObject({ amount: 20, status: "paid" });
    const events = await s.events();
    expect(events.map((e) => e.type)).toEqual(["transaction.created", "transaction.updated", "reward.created"]);
    expect(events[2]!.payload).toEqual(refund.rewards[0]);
    // the rest of the sale: the adjustment takes exactly what is left of the paid reward
    const last = await s.ok("POST", "/v1/transactions", { key: "r2", action: "refund", amount: 50, refund_of: "sale" });
    expect(last.rewards[0].amount).toBe(-10);
  });

  it("rounds the commission once, on what is left of the sale, however many refunds came before", async () => {
    const s = await seed(server).affiliate({ commission: { sale: { type: "percent", value: 7 } } });
    expect((await s.ok("POST", "/v1/transactions", { key: "sale", amount: 84.3, customer: { key: "c1" } })).rewards[0].amount).toBe(5.9);
    await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 26.83, refund_of: "sale" });
    await s.ok("POST", "/v1/transactions", { key: "r2", action: "refund", amount: 42.68, refund_of: "sale" });
    // 7 % of the 14.79 left is 1.0353: 1.04, where rounding after each refund gave 1.03
    expect((await s.ok("GET", "/v1/transactions/sale")).rewards[0].amount).toBe(1.04);
  });

  it("refuses refunds that name nothing refundable (422, nothing created)", async () => {
    const s = await seed(server).affiliate();
    await s.ok("POST", "/v1/transactions", { key: "sale", amount: 10, customer: { key: "c1" } });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ key: "r", action: "refund", amount: 5, refund_of: "nope" }, ["refund_of"]],
      [{ key: "r", action: "refund", amount: 5 }, ["refund_of"]],
      [{ key: "r", action: "refund", amount: 11, refund_of: "sale" }, ["amount"]],
      [{ key: "r", action: "refund", amount: 5, amount_units: "EUR", refund_of: "sale" }, ["amount_units"]],
    ];
    for (const [body, fields] of cases) {
      const res = await s.api("POST", "/v1/transactions", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(fields);
    }
    await s.customer({ key: "c2", partner: { key: "pk" } });
    const none = await s.api("POST", "/v1/transactions", { key: "r", amount: -5, customer: { key: "c2" } });
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors).sort()).toEqual(["customer", "refund_of"]);
    await s.ok("POST", "/v1/transactions", { key: "full", action: "refund", amount: 10, refund_of: "sale" });
    const exhausted = await s.api("POST", "/v1/transactions", { key: "r", amount: -1, customer: { key: "c1" } });
    expect(exhausted.status).toBe(422);
    expect(await rowCount(s)).toEqual([2, 1]);
  });
});

describe("multi-tier and fraud (program_settings)", () => {
  it("pays the tiers to the partners above, with the partner's own rate override", async () => {
    const s = await seed(server).affiliate({ commission: { sale: { type: "percent", value: 10 }, tiers: [{ level: 2, type: "percent", value: 5 }, { level: 3, type: "static", value: 1 }] } });
    await s.partner({ email: "top@example.com", id: "top" });
    await s.partner({ email: "mid@example.com", id: "mid", referring_partner: { id: "top" } });
    await s.partner({ email: "low@example.com", id: "low", referring_partner: { id: "mid" } });
    await s.prisma.partner.updateMany({ where: { programId: s.program.id, id: "low" }, data: { commission: { sale: { type: "percent", value: 30 } } } });
    const low = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "low" } });
    await s.customer({ key: "c9", partner: { id: "low" } });
    const t = await s.ok("POST", "/v1/transactions", { key: "t", amount: 200, customer: { key: "c9" } });
    expect(t.rewards.map((r: { partner: string; tier: number; amount: number }) => [r.partner, r.tier, r.amount])).toEqual([
      ["low", 1, 60],
      ["mid", 2, 10],
      ["top", 3, 1],
    ]);
    expect(low.uid).toBeTruthy();
  });
});

