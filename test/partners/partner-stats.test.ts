// A partner's figures over a date range and its time series, on GraphQL for the console
// (Partner.stats, Partner.timeSeries) and for the partner itself (viewer.stats,
// viewer.timeSeries): the records created in the range's whole UTC days, the partner's own
// only; the all-time figures unchanged; a bad range refused naming it, counting nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk } from "../helpers/http.js";
import { seed, type Seeded } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser } from "../accounts/support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const PASSWORD = "Secret123";
const MARCH = { from: "2026-03-02T00:00:00Z", to: "2026-03-04T00:00:00Z" };

/**
 * ann's customers c1 and c2 and bob's customer c3; sales of c1 on 1 and 3 March, of c2 on 3
 * and 10 March, of c3 on 3 March (10% commissions, no hold), each record moved to its day
 */
async function program(): Promise<Seeded> {
  const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } } });
  const prisma = server.app.database.prisma;
  await s.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ka", password: PASSWORD });
  await s.ok("POST", "/v1/partners", { email: "bob@example.com", id: "bob", key: "kb" });
  for (const [c, key] of [["c1", "ka"], ["c2", "ka"], ["c3", "kb"]]) await s.ok("POST", "/v1/customers", { key: c, partner: { key } });
  await prisma.customer.updateMany({ where: { programId: s.program.id }, data: { createdAt: new Date("2026-03-01T09:00:00Z") } });
  await prisma.customer.updateMany({ where: { programId: s.program.id, key: "c2" }, data: { createdAt: new Date("2026-03-03T09:00:00Z") } });
  const sales = [
    ["s1", "c1", "2026-03-01T08:00:00Z", 100],
    ["s2", "c1", "2026-03-03T12:00:00Z", 40],
    ["s3", "c2", "2026-03-03T23:00:00Z", 60],
    ["s4", "c2", "2026-03-10T12:00:00Z", 50],
    ["s5", "c3", "2026-03-03T10:00:00Z", 500],
  ] as const;
  for (const [key, customer, when, amount] of sales) {
    await s.ok("POST", "/v1/transactions", { key, amount, customer: { key: customer } });
    const t = await prisma.transaction.findFirstOrThrow({ where: { programId: s.program.id, key } });
    await prisma.transaction.update({ where: { uid: t.uid }, data: { createdAt: new Date(when) } });
    await prisma.reward.updateMany({ where: { transactionUid: t.uid }, data: { createdAt: new Date(when) } });
  }
  return s;
}

const STATS = `referrals { clicks signups salesCount paidAccounts revenue { amount currency } } commissions { pending { amount } notPaid { amount currency } paid { amount } }`;

const gqlOf = (s: Seeded) => async (query: string, variables?: Json) => (await server.rest(s.key, "POST", "/graphql", { query, variables })).body as { data?: Json; errors?: Json[] };

describe("a partner's figures over a range", () => {
  it("counts the records created in the range's days, the partner's own only, and all of them without a range", async () => {
    const s = await program();
    const gql = gqlOf(s);
    const res = await gql(`query($range: DateRangeInput) { partner(by: { externalId: "ann" }) { all: stats { ${STATS} } march: stats(range: $range) { ${STATS} } } }`, { range: MARCH });
    expect(res.errors).toBeUndefined();
    // 2 to 4 March: s2 and s3; c1 first paid through ann before it, c2 in it; c2 signed up in it
    expect(res.data!.partner.march).toEqual({
      referrals: { clicks: 0, signups: 1, salesCount: 2, paidAccounts: 1, revenue: [{ amount: "100", currency: "USD" }] },
      commissions: { pending: [], notPaid: [{ amount: "10", currency: "USD" }], paid: [] },
    });
    expect(res.data!.partner.all).toEqual({
      referrals: { clicks: 0, signups: 2, salesCount: 4, paidAccounts: 2, revenue: [{ amount: "250", currency: "USD" }] },
      commissions: { pending: [], notPaid: [{ amount: "25", currency: "USD" }], paid: [] },
    });
    // the all-time figures are the partner's referrals and commissions, as before
    const plain = await gql(`{ partner(by: { externalId: "ann" }) { ${STATS} } }`);
    expect(plain.data!.partner).toEqual(res.data!.partner.all);

    // a page of partners, each over the range (bob's sale of 3 March is his)
    const page = await gql(`query($range: DateRangeInput) { partners(first: 10) { edges { node { externalId stats(range: $range) { referrals { salesCount revenue { amount } } } } } } }`, { range: MARCH });
    expect(page.data!.partners.edges.map((e: Json) => [e.node.externalId, e.node.stats.referrals])).toEqual(
      expect.arrayContaining([
        ["ann", { salesCount: 2, revenue: [{ amount: "100" }] }],
        ["bob", { salesCount: 1, revenue: [{ amount: "500" }] }],
      ]),
    );

    // the first sale of c1 refunded in full: c1 now first paid through ann on 3 March, in the range
    await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 100, refund_of: "s1" });
    const after = await gql(`query($range: DateRangeInput) { partner(by: { externalId: "ann" }) { stats(range: $range) { referrals { paidAccounts } } } }`, { range: MARCH });
    expect(after.data!.partner.stats.referrals.paidAccounts).toBe(2);
  });

  it("charts a metric per day, week or month, the partner's own records only", async () => {
    const s = await program();
    const gql = gqlOf(s);
    const series = async (metric: string, interval: string, range: Json) =>
      (await gql(`query($m: PartnerMetric!, $i: TimeInterval!, $r: DateRangeInput) { partner(by: { externalId: "ann" }) { timeSeries(metric: $m, interval: $i, range: $r) { start count amount { amount currency } } } }`, { m: metric, i: interval, r: range }))
        .data!.partner.timeSeries as Json[];
    expect(await series("REVENUE", "DAY", { from: "2026-03-01T00:00:00Z", to: "2026-03-04T00:00:00Z" })).toEqual([
      { start: "2026-03-01T00:00:00.000000Z", count: 1, amount: { amount: "100", currency: "USD" } },
      { start: "2026-03-02T00:00:00.000000Z", count: 0, amount: { amount: "0", currency: "USD" } },
      { start: "2026-03-03T00:00:00.000000Z", count: 2, amount: { amount: "100", currency: "USD" } },
    ]);
    // weeks from Monday: 23 February, 2 March, 9 March
    expect((await series("PURCHASES", "WEEK", { from: "2026-03-01T00:00:00Z", to: "2026-03-16T00:00:00Z" })).map((p) => [p.start.slice(0, 10), p.count, p.amount])).toEqual([
      ["2026-02-23", 1, null],
      ["2026-03-02", 2, null],
      ["2026-03-09", 1, null],
    ]);
    expect((await series("PAID_ACCOUNTS", "MONTH", { from: "2026-02-01T00:00:00Z", to: "2026-04-01T00:00:00Z" })).map((p) => p.count)).toEqual([0, 2]);
    expect((await series("REWARDS", "MONTH", { from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z" }))[0]).toMatchObject({ count: 4, amount: { amount: "25", currency: "USD" } });
    expect((await series("SIGNUPS", "DAY", { from: "2026-03-01T00:00:00Z", to: "2026-03-04T00:00:00Z" })).map((p) => p.count)).toEqual([1, 0, 1]);

    // another program's partner named ann sees none of it
    const other = await seed(server).program("Affiliate");
    await other.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ka2" });
    const theirs = await gqlOf(other)(`{ partner(by: { externalId: "ann" }) { stats(range: { from: "2026-03-01T00:00:00Z" }) { referrals { salesCount } } timeSeries(metric: PURCHASES, interval: MONTH, range: { from: "2026-03-01T00:00:00Z", to: "2026-04-01T00:00:00Z" }) { count } } }`);
    expect(theirs.data!.partner).toEqual({ stats: { referrals: { salesCount: 0 } }, timeSeries: [{ count: 0 }] });
  });

  it("gives the signed-in partner the same figures and series through viewer", async () => {
    const s = await program();
    const b = browser(server);
    expect((await b.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ann@example.com", password: PASSWORD })).status).toBe(200);
    const res = await b.gql(
      `query($range: DateRangeInput) { viewer { stats(range: $range) { sales signups paidAccounts revenue { amount currency } commissionsApproved { amount } }
         timeSeries(metric: PURCHASES, interval: DAY, range: $range) { start count } } }`,
      { range: MARCH },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.viewer).toEqual({
      stats: { sales: 2, signups: 1, paidAccounts: 1, revenue: [{ amount: "100", currency: "USD" }], commissionsApproved: [{ amount: "10" }] },
      timeSeries: [
        { start: "2026-03-02T00:00:00.000000Z", count: 0 },
        { start: "2026-03-03T00:00:00.000000Z", count: 2 },
      ],
    });
    // bob's sale of 3 March is nowhere in it
    expect(JSON.stringify(res.body)).not.toContain("500");
  });

  it("refuses a range that ends before it starts or holds too many intervals, naming it", async () => {
    const s = await program();
    const gql = gqlOf(s);
    const backwards = await gql(`{ partner(by: { externalId: "ann" }) { stats(range: { from: "2026-03-04T00:00:00Z", to: "2026-03-02T00:00:00Z" }) { referrals { salesCount } } } }`);
    expect(backwards.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED", errors: { range: [expect.stringMatching(/after its start/)] } });
    const long = await gql(`{ partner(by: { externalId: "ann" }) { timeSeries(metric: CLICKS, interval: DAY, range: { from: "2024-01-01T00:00:00Z", to: "2026-01-01T00:00:00Z" }) { count } } }`);
    expect(long.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED", errors: { range: [expect.any(String)] } });
    const notADate = await server.rest(s.key, "POST", "/graphql", { query: `{ partner(by: { externalId: "ann" }) { stats(range: { from: "last week" }) { referrals { salesCount } } } }` });
    expect(notADate.status).toBeLessThan(500);
    expect(notADate.body.errors[0]).toMatchObject({ message: expect.stringMatching(/ISO 8601/), extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
    const notAMetric = await server.rest(s.key, "POST", "/graphql", { query: `{ partner(by: { externalId: "ann" }) { timeSeries(metric: partners, interval: DAY) { count } } }` });
    expect(notAMetric.status).toBeLessThan(500);
    expect(notAMetric.body.errors[0]).toMatchObject({ message: expect.stringMatching(/PartnerMetric/), extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
    // nothing was written by any of it
    expect(await expectOk(s.api, "GET", "/v1/partners/ann")).toMatchObject({ referrals: { sales_count: 4 } });
  });
});
