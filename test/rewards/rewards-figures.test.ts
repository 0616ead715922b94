// Figures that sum rewards agree with the rewards' effective statuses: a partner's commissions
// and referral sales, and a refer-a-friend customer's balance and stats.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed, type Seeded } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { HOUR, partnerUid, warmUp } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await warmUp(server);
});
afterAll(() => server.close());

describe("partner figures", () => {
  it("count commissions by effective status and sales net of refunds, leaving out archived, deleted, rejected", async () => {
    const { ok, program } = await seed(server).program("Affiliate");
    await ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ann" });
    const uid = await partnerUid(server, program, "ann");
    const prisma = server.app.database.prisma;
    const customers = [];
    for (const key of ["c1", "c2", "c3", "c4"]) {
      await ok("POST", "/v1/customers", { key, partner: { key: "ann" } });
      customers.push((await prisma.customer.findFirstOrThrow({ where: { programId: program.id, key } })).uid);
    }
    const sale = (key: string, amount: number, customer: string, extra: Record<string, unknown> = {}) =>
      prisma.transaction.create({ data: { programId: program.id, key, action: "sale", amount, currency: "USD", partnerUid: uid, customerUid: customer, ...extra } });
    await sale("s1", 100, customers[0]!, { refundedAmount: 30 });
    await sale("s2", 50, customers[1]!, { archivedAt: new Date() });
    await sale("s3", 20, customers[1]!, { deletedAt: new Date() });
    await sale("s4", 40, customers[2]!, { refundedAmount: 40 });
    await sale("s5", 10, customers[3]!, { currency: "EUR" });
    await prisma.transaction.create({ data: { programId: program.id, key: "r1", action: "refund", amount: 30, currency: "USD", partnerUid: uid, customerUid: customers[0] } });

    const r = (data: Parameters<Seeded["reward"]>[0]) => seed(server).of(program).reward({ partnerUid: uid, ...data });
    await r({ status: "pending", amount: 5, holdUntil: new Date(Date.now() + HOUR) });
    await r({ status: "pending", amount: 7, holdUntil: new Date(Date.now() - HOUR) });
    await r({ status: "in_review", amount: 3 });
    await r({ status: "approved", amount: 11 });
    await r({ status: "paid", amount: 13 });
    await r({ status: "rejected", amount: 17 });
    await r({ status: "approved", amount: 19, archivedAt: new Date() });
    await r({ status: "approved", amount: 2, currency: "EUR" });
    await r({ status: "approved", amount: 100, currency: "points", isCurrency: false });

    const partner = await ok("GET", "/v1/partners/ann");
    expect(partner.commissions).toEqual({
      pending: [{ amount: 8, currency: "USD" }],
      not_paid: [{ amount: 2, currency: "EUR" }, { amount: 18, currency: "USD" }],
      paid: [{ amount: 13, currency: "USD" }],
    });
    expect(partner.referrals).toMatchObject({
      signups: 4,
      sales_count: 2,
      paid_accounts: 2,
      revenue: [{ amount: 10, currency: "EUR" }, { amount: 70, currency: "USD" }],
    });
  });
});

describe("refer-a-friend balance", () => {
  it("is credits and spends plus the earned rewards (approved, past their hold, paid), per currency and points", async () => {
    const { ok, program, api } = await seed(server).program("Referral");
    const c = await ok("POST", "/v1/customers", { key: "saver", email: "saver@example.com" });
    const uid = (await server.app.database.prisma.customer.findFirstOrThrow({ where: { programId: program.id, key: "saver" } })).uid;
    await ok("POST", `/v1/customers/${c.id}/balance/credit`, { amount: 5, amount_units: "USD", is_currency: true });
    await server.app.database.prisma.balanceEntry.create({ data: { programId: program.id, customerUid: uid, reason: "spend", amount: -4, currency: "USD" } });

    const r = (data: Parameters<Seeded["reward"]>[0]) => seed(server).of(program).reward({ customerUid: uid, kind: "referral", ...data });
    await r({ status: "approved", amount: 10 });
    await r({ status: "pending", amount: 2, holdUntil: new Date(Date.now() - HOUR) });
    await r({ status: "pending", amount: 100, holdUntil: new Date(Date.now() + HOUR) });
    await r({ status: "in_review", amount: 60 });
    await r({ status: "paid", amount: 3 });
    await r({ status: "rejected", amount: 50 });
    await r({ status: "approved", amount: 40, archivedAt: new Date() });
    await r({ status: "approved", amount: 20, currency: "points", isCurrency: false });

    const balance = await api("GET", `/v1/customers/${c.id}/balance`);
    expect(balance.status).toBe(200);
    expect(balance.body.data).toEqual([
      { amount: 20, amount_units: "points", is_currency: false },
      { amount: 16, amount_units: "USD", is_currency: true },
    ].sort((a, b) => (a.amount_units < b.amount_units ? -1 : 1)));

    const stats = await ok("GET", `/v1/customers/${c.id}/stats`);
    expect(stats.rewards).toEqual([{ amount: 15, currency: "USD" }]);

    // a credit's answer shows the same balance
    const credit = await ok("POST", `/v1/customers/${c.id}/balance/credit`, { amount: 1, amount_units: "USD", is_currency: true });
    expect(credit.balance).toContainEqual({ amount: 17, amount_units: "USD", is_currency: true });
  });
});

describe("program stats", () => {
  it("break rewards down by effective status and count sales net of refunds, as the partner figures do", async () => {
    const { ok, program } = await seed(server).program("Affiliate");
    await ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ann" });
    const uid = await partnerUid(server, program, "ann");
    const prisma = server.app.database.prisma;
    const sale = (key: string, amount: number, extra: Record<string, unknown> = {}) =>
      prisma.transaction.create({ data: { programId: program.id, key, action: "sale", amount, currency: "USD", partnerUid: uid, ...extra } });
    await sale("s1", 100, { refundedAmount: 40 });
    await sale("s2", 50, { deletedAt: new Date() });
    await sale("s3", 30, { refundedAmount: 30 });

    const r = (data: Parameters<Seeded["reward"]>[0]) => seed(server).of(program).reward({ partnerUid: uid, ...data });
    await r({ status: "pending", amount: 5, holdUntil: new Date(Date.now() + HOUR) });
    await r({ status: "pending", amount: 7, holdUntil: new Date(Date.now() - HOUR) });
    await r({ status: "in_review", amount: 3 });
    await r({ status: "approved", amount: 11 });
    await r({ status: "paid", amount: 13 });
    await r({ status: "rejected", amount: 17 });
    await r({ status: "approved", amount: 19, archivedAt: new Date() });

    const { stats } = await ok("GET", "/v1/program");
    const usd = (m: Record<string, unknown>) => Number(m.USD);
    expect(usd(stats.rewards_breakdown.unclaimed)).toBe(18);
    expect(usd(stats.rewards_breakdown.in_review)).toBe(8);
    expect(usd(stats.rewards_breakdown.paid)).toBe(13);
    expect(usd(stats.total_reward)).toBe(39);
    expect(usd(stats.total_revenue)).toBe(60);
    expect(stats.total_purchases).toBe("1");
    // no payout request yet: the two approved ones (one past its hold) are what can be asked for
    expect(stats.payout_status_breakdown.unrequested).toEqual({ count: 2, amount: { USD: 18 } });
    expect(stats.payout_status_breakdown.finished).toEqual({ count: 0, amount: {} });
  });
});
