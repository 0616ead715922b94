// The key's program over GraphQL (typed documents from test/graphql/programs.graphql): the
// Program node, settings typed as programUpdate takes them (REST keeps its strings), the
// figures over a date range, time series, and programUpdate's payload and user errors.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProgramCapabilitiesDocument, ProgramFiguresDocument, ProgramNodeDocument, ProgramUpdateDocument } from "../generated/graphql.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);

describe("program figures over a range", () => {
  it("counts only the records created in the range, and a time series per interval", async () => {
    const s = await seed(server).program("Affiliate");
    const prisma = server.app.database.prisma;
    const [p1, p2, p3] = await s.partners(3);
    // created on the 1st, 1st and 3rd of March (and one sale of 100 on the 3rd, one of 50 on the 10th)
    await prisma.partner.update({ where: { uid: p1!.uid }, data: { createdAt: new Date("2026-03-01T10:00:00Z") } });
    await prisma.partner.update({ where: { uid: p2!.uid }, data: { createdAt: new Date("2026-03-01T23:59:00Z") } });
    await prisma.partner.update({ where: { uid: p3!.uid }, data: { createdAt: new Date("2026-03-03T00:00:00Z") } });
    const sale1 = await s.customer({ key: "c1", partner: p1 }).sale({ amount: 100 });
    const sale2 = await s.customer({ key: "c2", partner: p1 }).sale({ amount: 50 });
    await prisma.transaction.updateMany({ where: { key: sale1.key, programId: s.program.id }, data: { createdAt: new Date("2026-03-03T12:00:00Z") } });
    await prisma.transaction.updateMany({ where: { key: sale2.key, programId: s.program.id }, data: { createdAt: new Date("2026-03-10T12:00:00Z") } });

    const march = { from: day("2026-03-01").toISOString(), to: day("2026-03-04").toISOString() };
    const partners = await server.gql(s.key, ProgramFiguresDocument, { range: march, metric: "PARTNERS", interval: "DAY" });
    expect(partners.errors).toBeUndefined();
    const figures = partners.data!.program;
    expect(figures.program).toMatchObject({ number: s.program.id, type: "AFFILIATE", currency: "USD" });
    expect(figures.stats).toMatchObject({ totalPartners: 3, totalPurchases: 1, totalRevenue: [{ amount: "100", currency: "USD" }] });
    expect(figures.timeSeries).toEqual([
      { start: "2026-03-01T00:00:00.000000Z", count: 2, amount: null },
      { start: "2026-03-02T00:00:00.000000Z", count: 0, amount: null },
      { start: "2026-03-03T00:00:00.000000Z", count: 1, amount: null },
    ]);

    const all = await server.gql(s.key, ProgramFiguresDocument, { metric: "REVENUE", interval: "WEEK", range: { from: day("2026-03-01").toISOString(), to: day("2026-03-16").toISOString() } });
    expect(all.data!.program.stats).toMatchObject({ totalPartners: 3, totalPurchases: 2 });
    // weeks start on Monday: 23 February, 2 March, 9 March
    expect(all.data!.program.timeSeries).toEqual([
      { start: "2026-02-23T00:00:00.000000Z", count: 0, amount: { amount: "0", currency: "USD" } },
      { start: "2026-03-02T00:00:00.000000Z", count: 1, amount: { amount: "100", currency: "USD" } },
      { start: "2026-03-09T00:00:00.000000Z", count: 1, amount: { amount: "50", currency: "USD" } },
    ]);
    const months = await server.gql(s.key, ProgramFiguresDocument, { metric: "PURCHASES", interval: "MONTH", range: { from: day("2026-01-15").toISOString(), to: day("2026-04-01").toISOString() } });
    expect(months.data!.program.timeSeries.map((p) => [p.start.slice(0, 7), p.count])).toEqual([
      ["2026-01", 0],
      ["2026-02", 0],
      ["2026-03", 2],
    ]);

    // a range of more than 366 intervals is refused, naming the argument
    const long = await server.gql(s.key, ProgramFiguresDocument, { metric: "CLICKS", interval: "DAY", range: { from: day("2024-01-01").toISOString(), to: day("2026-01-01").toISOString() } });
    expect(long.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED", errors: { range: [expect.any(String)] } });

    // another program's records are in none of it
    const other = await seed(server).program("Affiliate");
    const theirs = await server.gql(other.key, ProgramFiguresDocument, { range: march, metric: "PARTNERS", interval: "DAY" });
    expect(theirs.data!.program.stats.totalPartners).toBe(0);
    expect(theirs.data!.program.timeSeries.map((p) => p.count)).toEqual([0, 0, 0]);
  });
});

describe("the Program node and programUpdate", () => {
  it("says which resources each program type has, and a lacking one's list answers WRONG_PROGRAM_TYPE", async () => {
    const caps = async (type: "Affiliate" | "Referral" | "Newsletter") => {
      const { key } = await server.program(type);
      return (await server.gql(key, ProgramCapabilitiesDocument, {})).data!.program.program.capabilities;
    };
    expect(await caps("Affiliate")).toEqual({ partners: true, coupons: true, payouts: true, customers: true, customerReferrals: false, subscribers: false, transactions: true, rewards: true });
    expect(await caps("Referral")).toEqual({ partners: false, coupons: false, payouts: false, customers: true, customerReferrals: true, subscribers: false, transactions: true, rewards: true });
    expect(await caps("Newsletter")).toEqual({ partners: false, coupons: false, payouts: false, customers: false, customerReferrals: false, subscribers: true, transactions: false, rewards: true });
  });

  it("finds the key's program by its global id, and no other program", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Newsletter");
    const { id } = (await server.gql(a.key, ProgramFiguresDocument, { metric: "PARTNERS", interval: "DAY" })).data!.program.program;
    expect((await server.gql(a.key, ProgramNodeDocument, { id })).data!.node).toEqual({ __typename: "Program", id, number: a.program.id, name: "Test Affiliate" });
    expect((await server.gql(b.key, ProgramNodeDocument, { id })).data!.node).toBeNull();
  });

  it("answers the program with settings typed as it takes them; REST keeps its strings", async () => {
    const s = await seed(server).program("Affiliate");
    const res = await server.gql(s.key, ProgramUpdateDocument, {
      input: { name: "GraphQL shop", programSettings: { cookieLifetime: 14, commission: { sale: { type: "PERCENT", value: 12.5 } }, fraud: { paidAds: "REJECT" } } },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.programUpdate).toEqual({
      program: {
        program: { id: expect.any(String), name: "GraphQL shop", website: "https://shop.example" },
        programSettings: { cookieLifetime: 14, commissionValue: "12.5", commission: { sale: { type: "PERCENT", value: "12.5" } }, fraud: { paidAds: "REJECT" } },
      },
      userErrors: [],
    });
    const rest = (await server.rest(s.key, "GET", "/v1/program")).body.data;
    expect(rest.program_settings).toMatchObject({
      cookie_lifetime: "14",
      commission_value: "12.5",
      commission: { sale: { type: "percent", value: 12.5 } },
      fraud: { paid_ads: "reject" },
    });
  });

  it("answers refused settings as user errors with the input path, and changes nothing", async () => {
    const s = await seed(server).program("Affiliate", { name: "Unchanged" });
    const days = await server.gql(s.key, ProgramUpdateDocument, { input: { name: "Nope", programSettings: { cookieLifetime: 0 } } });
    expect(days.errors).toBeUndefined();
    expect(days.data!.programUpdate).toEqual({
      program: null,
      userErrors: [{ field: ["input", "programSettings", "cookieLifetime"], message: expect.any(String), code: "INVALID" }],
    });
    const nested = await server.gql(s.key, ProgramUpdateDocument, { input: { name: "Nope", programSettings: { commission: { sale: { type: "PERCENT", value: 150 } } } } });
    expect(nested.data!.programUpdate.userErrors).toEqual([
      { field: ["input", "programSettings", "commission", "sale", "value"], message: expect.any(String), code: "INVALID" },
    ]);
    // a value outside an enum is refused before anything runs
    const paidAds = await server.gql(s.key, ProgramUpdateDocument, { input: { name: "Nope", programSettings: { fraud: { paidAds: "SOMETIMES" as never } } } });
    expect(paidAds.errors?.[0]?.message).toMatch(/does not exist in "PaidAdsPolicy" enum/);
    expect((await server.rest(s.key, "GET", "/v1/program")).body.data.program.name).toBe("Unchanged");
  });
});
