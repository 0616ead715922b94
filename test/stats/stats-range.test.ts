// Statistics over a date range on both surfaces: GET /v1/program and /v1/program/overview take
// `from` and `to` (whole UTC days, as GraphQL's stats(range:) counts them) and answer the same
// numbers as GraphQL; paid accounts of a range are the customers who first paid in it; a bad
// bound is a 422 naming it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "graphql";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe("statistics over a range", () => {
  it("REST from/to and GraphQL stats(range:) count the records created in the range's days", async () => {
    const s = await seed(server).program("Affiliate", { settings: { commission: { sale: { type: "percent", value: 10 }, holdDays: 0 } } });
    const prisma = server.app.database.prisma;
    await s.ok("POST", "/v1/partners", { email: "ann@example.com", id: "ann", key: "ka" });
    for (const c of ["c1", "c2"]) await s.ok("POST", "/v1/customers", { key: c, partner: { key: "ka" } });
    // c1 first pays on 1 March and again on 3 March; c2 first pays on 3 March; one sale on 10 March
    const at = { s1: "2026-03-01T08:00:00Z", s2: "2026-03-03T12:00:00Z", s3: "2026-03-03T23:00:00Z", s4: "2026-03-10T12:00:00Z" } as const;
    const buyer = { s1: "c1", s2: "c1", s3: "c2", s4: "c2" } as const;
    for (const [key, when] of Object.entries(at) as [keyof typeof at, string][]) {
      await s.ok("POST", "/v1/transactions", { key, amount: 100, customer: { key: buyer[key] } });
      const t = await prisma.transaction.findFirstOrThrow({ where: { programId: s.program.id, key } });
      await prisma.transaction.update({ where: { uid: t.uid }, data: { createdAt: new Date(when) } });
      await prisma.reward.updateMany({ where: { transactionUid: t.uid }, data: { createdAt: new Date(when) } });
    }

    // 2 to 4 March: the days of s2 and s3; c1 first paid before it, c2 in it
    const rest = (await expectOk(s.api, "GET", "/v1/program?from=2026-03-02T00:00:00Z&to=2026-03-04T00:00:00Z")).stats as Json;
    expect(rest).toMatchObject({ total_purchases: "2", total_revenue: { USD: 200 }, total_reward: { USD: 20 }, total_paid_accounts: "1", total_partners: "0", total_signups: "0" });
    const overview = (await expectOk(s.api, "GET", "/v1/program/overview?from=2026-03-02&to=2026-03-04")) as Json;
    expect(overview).toMatchObject({ total_purchases: "2", total_revenue: { USD: 200 }, total_paid_accounts: "1" });
    const gql = await server.gql<Json, Json>(
      s.key,
      parse(`{ program { stats(range: { from: "2026-03-02T00:00:00Z", to: "2026-03-04T00:00:00Z" }) { totalPurchases totalPaidAccounts totalRevenue { currency amount } } } }`),
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.program.stats).toEqual({ totalPurchases: 2, totalPaidAccounts: 1, totalRevenue: [{ currency: "USD", amount: "200" }] });

    // the days a bound falls in count whole: from 3 March 18:00 still counts s2 (12:00 that day)
    const partial = (await expectOk(s.api, "GET", "/v1/program?from=2026-03-03T18:00:00Z&to=2026-03-03T19:00:00Z")).stats as Json;
    expect(partial).toMatchObject({ total_purchases: "2", total_paid_accounts: "1" });
    // an open end: from 3 March on, every later sale
    expect(((await expectOk(s.api, "GET", "/v1/program?from=2026-03-03")).stats as Json).total_purchases).toBe("3");
    // without a range: everything, both customers paid
    expect((await expectOk(s.api, "GET", "/v1/program")).stats).toMatchObject({ total_purchases: "4", total_paid_accounts: "2" });

    // the first sale of c1 refunded in full: c1 now first paid on 3 March, in the range
    await s.ok("POST", "/v1/transactions", { key: "r1", action: "refund", amount: 100, refund_of: "s1" });
    expect(((await expectOk(s.api, "GET", "/v1/program?from=2026-03-02&to=2026-03-04")).stats as Json).total_paid_accounts).toBe("2");
  });

  it("refuses a bound that is not a date, and an end before the start, naming it and counting nothing", async () => {
    const s = await seed(server).program("Affiliate");
    const bad = await s.api("GET", "/v1/program?from=yesterday");
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(["from"]);
    const backwards = await s.api("GET", "/v1/program/overview?from=2026-03-04&to=2026-03-02");
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ to: [expect.stringMatching(/after its start/)] });
  });
});
