// Program statistics reconciled with the rows they count: a program is seeded
// through the API with every case a figure must tell apart (currencies, refunds, archived and
// deleted sales, held, flagged, rejected and paid rewards, archived partners, clicks), then each
// figure of GET /v1/program and GraphQL program.stats is recomputed here from the database rows,
// independently of the service's SQL. A second program with its own data must change nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { Decimal } from "../../src/core/money.js";
import { countingServer } from "../helpers/counting-server.js";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Prisma = TestServer["app"]["database"]["prisma"];

const wire = (d: Decimal) => d.toNumber();
const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100).toFixed(2);

function sumBy<T>(rows: T[], currency: (r: T) => string, amount: (r: T) => Decimal) {
  const out: Record<string, Decimal> = {};
  for (const r of rows) out[currency(r)] = (out[currency(r)] ?? new Decimal(0)).plus(amount(r));
  return out;
}
const wireMap = (m: Record<string, Decimal>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, wire(v)]));

/** the figures every program type shows, from the program's rows */
async function expectedMoney(prisma: Prisma, programId: number, currency: string) {
  const now = new Date();
  const sales = (await prisma.transaction.findMany({ where: { programId, action: "sale", archivedAt: null, deletedAt: null } })).filter((t) =>
    new Decimal(t.amount.toString()).gt(t.refundedAmount.toString()),
  );
  const net = (t: (typeof sales)[number]) => new Decimal(t.amount.toString()).minus(t.refundedAmount.toString());
  const rewards = (await prisma.reward.findMany({ where: { programId, isCurrency: true, archivedAt: null } })).map((r) => ({
    ...r,
    // a pending reward past its hold is approved (the effective status)
    effective: r.status === "pending" && r.holdUntil && r.holdUntil <= now ? "approved" : r.status,
    value: new Decimal(r.amount.toString()),
  }));
  const inStatus = (...s: string[]) => rewards.filter((r) => s.includes(r.effective));
  const revenue = sumBy(sales, (t) => t.currency, net);
  const counted = inStatus("pending", "in_review", "approved", "paid");
  const reward = sumBy(counted, (r) => r.currency, (r) => r.value);
  const byCurrency = sumBy(sales, (t) => t.currency, () => new Decimal(1));
  const profit = (revenue[currency] ?? new Decimal(0)).minus(reward[currency] ?? 0);
  const bucket = (...s: string[]) => ({ count: inStatus(...s).length, amount: wireMap(sumBy(inStatus(...s), (r) => r.currency, (r) => r.value)) });
  return {
    sales,
    total_purchases: String(sales.length),
    total_revenue: wireMap(revenue),
    average_order_value: Object.fromEntries(Object.entries(revenue).map(([c, v]) => [c, wire(v.div(byCurrency[c]!).toDecimalPlaces(4))])),
    total_reward: wireMap(reward),
    net_profit: wire(profit),
    net_profit_formatted: `${profit.toFixed(2)} ${currency}`,
    rewards_breakdown: {
      unclaimed: wireMap(sumBy(inStatus("approved"), (r) => r.currency, (r) => r.value)),
      in_review: wireMap(sumBy(inStatus("pending", "in_review"), (r) => r.currency, (r) => r.value)),
      paid: wireMap(sumBy(inStatus("paid"), (r) => r.currency, (r) => r.value)),
    },
    bucket,
    clicks: await prisma.click.count({ where: { programId } }),
  };
}

/** payout requests by wire status, and the approved rewards in no request, from the rows */
async function expectedPayouts(prisma: Prisma, programId: number) {
  const requests = await prisma.payoutRequest.findMany({ where: { programId } });
  const now = new Date();
  const free = (await prisma.reward.findMany({ where: { programId, isCurrency: true, archivedAt: null, payoutRequestId: null } })).filter(
    (r) => r.status === "approved" || (r.status === "pending" && r.holdUntil && r.holdUntil <= now),
  );
  const of = <T extends { currency: string; amount: { toString(): string } }>(rows: T[]) => ({
    count: rows.length,
    amount: wireMap(sumBy(rows, (r) => r.currency, (r) => new Decimal(r.amount.toString()))),
  });
  const status = (st: string) => of(requests.filter((r) => r.status === st));
  return { requested: status("requested"), approved: status("approved"), rejected: status("rejected"), finished: status("paid"), unrequested: of(free) };
}

async function clicks(prisma: Prisma, programId: number, n: number) {
  await prisma.click.createMany({ data: Array.from({ length: n }, (_, i) => ({ programId, landingUrl: `https://shop.example/?aff=x&i=${i}` })) });
}

describe("GET /v1/program statistics reconcile with the rows", () => {
  it("affiliate: every figure of data.stats, and GraphQL program.stats, from the program's own rows only", async () => {
    const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 }, fraud: { selfReferral: "review" } } });
    const other = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 50 }, holdDays: 0 } } });
    for (const p of [s, other]) {
      await p.partner({ email: "a@example.com", id: "a", key: "ka" });
      await p.partner({ email: "b@example.com", id: "b", key: "kb" });
      await p.customer({ key: "c1", email: "c1@example.com", partner: { key: "ka" } });
      await p.customer({ key: "c2", email: "c2@example.com", partner: { key: "kb" } });
    }
    await s.partner({ email: "gone@example.com", id: "gone", key: "kg" });
    await s.partner({ email: "old@example.com", id: "old", key: "ko" });
    await expectOk(s.api, "POST", "/v1/partners/old/archive", {});
    await s.api("DELETE", "/v1/partners/gone");
    // a self-referral (the partner's own email) goes to review
    await s.customer({ key: "self", email: "a@example.com", partner: { key: "ka" } });
    await s.customer({ key: "nobody", email: "n@example.com", partner: { key: "kb" } });
    await s.customer({ key: "dropped", email: "d@example.com", partner: { key: "kb" } });
    await s.api("DELETE", "/v1/customers/dropped");

    await s.ok("POST", "/v1/transactions", { key: "s1", amount: 100, customer: { key: "c1" } });
    await s.ok("POST", "/v1/transactions", { key: "s2", amount: 33.33, customer: { key: "c1" } });
    await s.ok("POST", "/v1/transactions", { key: "s3", amount: 50, amount_units: "EUR", customer: { key: "c2" } });
    await s.ok("POST", "/v1/transactions", { key: "s4", amount: 20, customer: { key: "self" } });
    await s.ok("POST", "/v1/transactions", { key: "s5", amount: 10, customer: { key: "nobody" } });
    await s.ok("POST", "/v1/transactions", { key: "gone-sale", amount: 70, customer: { key: "c2" } });
    await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 40, refund_of: "s1" });
    await s.ok("POST", "/v1/transactions", { key: "full", amount: 15, customer: { key: "c2" } });
    await s.ok("POST", "/v1/transactions", { key: "r2", action: "refund", amount: 15, refund_of: "full" });
    await s.api("DELETE", "/v1/transactions/gone-sale");
    // later rewards are held (pending); one earlier one is paid, one rejected
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { commission: { hold_days: 30 } } });
    await s.ok("POST", "/v1/transactions", { key: "held", amount: 60, customer: { key: "c2" } });
    const rewards = await s.prisma.reward.findMany({ where: { programId: s.program.id }, orderBy: { createdAt: "asc" } });
    await s.prisma.reward.update({ where: { id: rewards[0]!.id }, data: { status: "paid", paidAt: new Date() } });
    await expectOk(s.api, "POST", `/v1/rewards/${(await s.ok("GET", "/v1/transactions/s5")).rewards[0].key}/reject`, { reason: "test" });
    await expectOk(s.api, "PUT", "/v1/program", { program_settings: { payout_threshold: 0 } });
    const request = await expectOk(s.api, "POST", "/v1/payout_requests", { partner: { id: "a" }, gateway: "manual", amount_units: "USD" });
    await expectOk(s.api, "POST", `/v1/payout_requests/${request.id}/approve`);
    await clicks(s.prisma, s.program.id, 7);
    await clicks(other.prisma, other.program.id, 5);
    await other.ok("POST", "/v1/transactions", { key: "s1", amount: 999, customer: { key: "c1" } });

    const stats = (await expectOk(s.api, "GET", "/v1/program")).stats as Json;
    const want = await expectedMoney(s.prisma, s.program.id, "USD");
    const partners = await s.prisma.partner.findMany({ where: { programId: s.program.id } });
    const signups = await s.prisma.customer.count({ where: { programId: s.program.id, deletedAt: null } });
    const paidAccounts = new Set(want.sales.map((t) => t.customerUid).filter(Boolean)).size;
    const byStatus = (st: string) => partners.filter((p) => p.status === st).length;

    // the seeding did produce the cases the figures must tell apart
    expect(want.sales.map((t) => t.key).sort()).toEqual(["held", "s1", "s2", "s3", "s4", "s5"]);
    expect(Object.keys(want.total_revenue).sort()).toEqual(["EUR", "USD"]);
    expect(want.rewards_breakdown.paid).not.toEqual({});
    expect(want.rewards_breakdown.in_review).not.toEqual({});
    expect(want.rewards_breakdown.unclaimed).not.toEqual({});
    expect((await expectedPayouts(s.prisma, s.program.id)).approved.count).toBe(1);

    expect(stats).toEqual({
      total_partners: String(partners.filter((p) => p.status !== "deleted").length),
      total_purchases: want.total_purchases,
      total_signups: String(signups),
      total_paid_accounts: String(paidAccounts),
      total_reward: want.total_reward,
      total_revenue: want.total_revenue,
      average_order_value: want.average_order_value,
      affiliate_referred_visitors_clicks: String(want.clicks),
      click_to_signup_conversion: pct(signups, want.clicks),
      signup_to_sale_conversion: pct(paidAccounts, signups),
      net_profit: want.net_profit,
      net_profit_formatted: want.net_profit_formatted,
      rewards_breakdown: want.rewards_breakdown,
      partner_activity: { active: byStatus("active"), pending: byStatus("pending"), archived: byStatus("archived") },
      payout_status_breakdown: await expectedPayouts(s.prisma, s.program.id),
    });
    // in figures a person can check: 100-40 + 33.33 + 20 + 10 + 60 in USD
    expect(stats.total_revenue).toEqual({ USD: 183.33, EUR: 50 });
    expect(stats.total_purchases).toBe("6");

    const gql = await server.gql<Json, Json>(
      s.key,
      parse(`{ program { stats { totalPartners totalPurchases totalSignups clicks totalRevenue { currency amount } activeRewards { count } customerReferrals { total } } } }`),
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.program.stats).toMatchObject({
      totalPartners: Number(stats.total_partners),
      totalPurchases: 6,
      totalSignups: signups,
      clicks: 7,
      activeRewards: { count: want.bucket("pending", "in_review", "approved").count },
      customerReferrals: null,
    });
    expect(gql.data!.program.stats.totalRevenue).toEqual([
      { currency: "EUR", amount: "50" },
      { currency: "USD", amount: "183.33" },
    ]);
  });

  it("refer-a-friend: customers, who refers and who was referred, participation and active rewards", async () => {
    const s = await seed(server).program("Referral", { settings: { referralRewards: { referrer: { type: "static", value: 5, trigger: "first_purchase" }, referred: { type: "static", value: 2, trigger: "signup" } } } });
    const other = await seed(server).program("Referral");
    await other.customer({ id: "x", key: "x" });
    await other.customer({ id: "y", key: "y", referring_customer: { key: "x" } });
    for (const id of ["ann", "bob", "cat"]) await s.customer({ id, key: id, email: `${id}@example.com` });
    await s.customer({ id: "f1", key: "f1", referring_customer: { key: "ann" } });
    await s.customer({ id: "f2", key: "f2", referring_customer: { key: "ann" } });
    await s.customer({ id: "f3", key: "f3", referring_customer: { key: "bob" } });
    // cat's only referral is deleted: cat no longer counts as referring
    await s.customer({ id: "f4", key: "f4", referring_customer: { key: "cat" } });
    await s.api("DELETE", "/v1/customers/f4");
    await s.ok("POST", "/v1/transactions", { key: "p1", amount: 40, customer: { key: "f1" } });
    await s.ok("POST", "/v1/transactions", { key: "p2", amount: 25, amount_units: "EUR", customer: { key: "f3" } });
    await clicks(s.prisma, s.program.id, 3);

    const stats = (await expectOk(s.api, "GET", "/v1/program")).stats as Json;
    const customers = await s.prisma.customer.findMany({ where: { programId: s.program.id, deletedAt: null } });
    const live = new Set(customers.map((c) => c.uid));
    const referring = customers.filter((c) => customers.some((f) => f.referringCustomerUid === c.uid && live.has(f.uid))).length;
    const referred = customers.filter((c) => c.referringCustomerUid).length;
    const want = await expectedMoney(s.prisma, s.program.id, "USD");
    expect([customers.length, referring, referred]).toEqual([6, 2, 3]);
    expect(stats).toEqual({
      total_customers: String(customers.length),
      referring_customers: String(referring),
      referred_customers: String(referred),
      customer_participation: pct(referring, customers.length),
      total_signups: String(customers.length),
      total_purchases: want.total_purchases,
      total_revenue: want.total_revenue,
      average_order_value: want.average_order_value,
      total_reward: want.total_reward,
      active_rewards: want.bucket("pending", "in_review", "approved"),
      rewards_breakdown: want.rewards_breakdown,
      referred_visitors_clicks: "3",
      net_profit: want.net_profit,
      net_profit_formatted: want.net_profit_formatted,
    });
    expect(stats.active_rewards.count).toBeGreaterThan(0);

    const gql = await server.gql<Json, Json>(s.key, parse(`{ program { stats { customerReferrals { total referring referred participation } subscriberReferrals { total } } } }`));
    expect(gql.data!.program.stats).toEqual({
      customerReferrals: { total: 6, referring: 2, referred: 3, participation: 33.33 },
      subscriberReferrals: null,
    });
  });

  it("newsletter: subscribers, who refers and who was referred", async () => {
    const s = await seed(server).program("Newsletter");
    const other = await seed(server).program("Newsletter");
    await expectOk(other.api, "POST", "/v1/subscribers", { email: "o@example.com" });
    const ann = await expectOk(s.api, "POST", "/v1/subscribers", { email: "ann@example.com" });
    await expectOk(s.api, "POST", "/v1/subscribers", { email: "bob@example.com" });
    for (const email of ["f1@example.com", "f2@example.com"]) await expectOk(s.api, "POST", "/v1/subscribers", { email, referral: { id: ann.id } });

    const stats = (await expectOk(s.api, "GET", "/v1/program")).stats as Json;
    const subs = await s.prisma.subscriber.findMany({ where: { programId: s.program.id } });
    const referring = subs.filter((x) => subs.some((f) => f.referringSubscriberUid === x.uid)).length;
    const referred = subs.filter((x) => x.referringSubscriberUid).length;
    expect(subs).toHaveLength(4);
    expect(stats).toMatchObject({
      total_subscribers: "4",
      referring_subscribers: String(referring),
      referred_subscribers: String(referred),
      subscriber_participation: pct(referring, 4),
    });
    expect(stats).not.toHaveProperty("total_partners");
  });
});

describe("the cost of GET /v1/program", () => {
  it("is one statement for all figures, the same for an empty program as for one with sales, rewards and clicks", async () => {
    const counted = await countingServer();
    try {
      const empty = await seed(counted.server).program("Affiliate");
      const busy = await seed(counted.server).program("Affiliate", { settings: { commission: { holdDays: 0 } } });
      const partner = await busy.partner({ email: "a@example.com", id: "a", key: "ka" });
      for (let i = 0; i < 5; i++) await busy.customer({ key: `c${i}`, partner }).sale({ key: `s${i}`, amount: 10 + i });
      await clicks(busy.prisma, busy.program.id, 4);
      // warm both keys, so neither count includes a key lookup
      await expectOk(empty.api, "GET", "/v1/program");
      await expectOk(busy.api, "GET", "/v1/program");
      const none = await counted.countStatements(() => expectOk(empty.api, "GET", "/v1/program"));
      const some = await counted.countStatements(() => expectOk(busy.api, "GET", "/v1/program"));
      expect(some).toBe(none);
      // the figures are one statement; the rest is the request's program and settings
      expect(some).toBeLessThanOrEqual(2);
    } finally {
      await counted.server.close();
    }
  });
});
