// Customers and program types and isolation between programs:
// a key sees only its own program's customers, on every route, and cannot change another's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectOk, listTotal, mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_FOUND = { status: 0, message: "Customer not found" };

describe("program types", () => {
  it("gives an Affiliate key 400 on invites, stats, referrals and the balance, and changes nothing", async () => {
    const { api, program } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk" });
    const c = await expectOk(api, "POST", "/v1/customers", { key: "aff-cust", partner: { key: "pk" } });
    await server.app.events.flush(); // a partner's welcome email is sent after its answer
    const mailBefore = mailLines(server.mailFile).length;
    for (const [method, path, body] of [
      ["POST", "/v1/customers:invite", { email: "friend@example.com" }],
      ["GET", `/v1/customers/${c.key}/stats`, undefined],
      ["GET", `/v1/customers/${c.id}/referrals`, undefined],
      ["GET", `/v1/customers/${c.key}/balance`, undefined],
      ["POST", `/v1/customers/${c.key}/balance/credit`, { amount: 5, amount_units: "USD", is_currency: true }],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.status, path).toBe(0);
      expect(res.body.message, path).toMatch(/is not available for Affiliate programs$/);
    }
    await server.app.events.flush(); // a mail sent after the answer would be counted too
    expect(mailLines(server.mailFile).length).toBe(mailBefore);
    expect(await server.app.database.prisma.balanceEntry.count({ where: { programId: program.id } })).toBe(0);
  });

  it("gives a Newsletter key 400 on every customer route", async () => {
    const { api } = await seed(server).program("Newsletter");
    for (const [method, path, body] of [
      ["GET", "/v1/customers", undefined],
      ["POST", "/v1/customers", { key: "nl", email: "nl@example.com" }],
      ["GET", "/v1/customers/nl", undefined],
      ["GET", "/v1/customers:search?key=nl", undefined],
      ["PUT", "/v1/customers/nl", { update: { name: "X" } }],
      ["DELETE", "/v1/customers/nl", undefined],
      ["POST", "/v1/customers/nl/archive", undefined],
      ["POST", "/v1/customers:invite", { email: "friend@example.com" }],
      ["GET", "/v1/customers/nl/balance", undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.status, path).toBe(0);
      expect(res.body.message, path).toMatch(/is not available for Newsletter programs$/);
    }
  });
});

describe("isolation between affiliate programs", () => {
  it("gives A's key 404 for B's customer on every route, and B's customer stays as it was", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Affiliate");
    await b.partner({ email: "bp@example.com", key: "b-partner", id: "b-pid" });
    const theirs = await expectOk(b.api, "POST", "/v1/customers", { key: "b-cust", email: "bc@example.com", name: "Bea", partner: { key: "b-partner" } });

    for (const [method, path, body] of [
      ["GET", "/v1/customers/b-cust", undefined],
      ["GET", "/v1/customers:search?key=b-cust", undefined],
      ["GET", "/v1/customers:search?email=bc@example.com", undefined],
      ["GET", `/v1/customers:search?id=${theirs.id}`, undefined],
      ["GET", "/v1/customer?key=b-cust", undefined],
      ["GET", "/v1/customers/b-cust/transactions", undefined],
      ["PUT", "/v1/customers/b-cust", { update: { name: "Hijacked", key: "stolen" } }],
      ["PUT", "/v1/customers", { key: "b-cust", update: { name: "Hijacked" } }],
      ["POST", "/v1/customers/b-cust/archive", undefined],
      ["POST", "/v1/customers/b-cust/revoke-archive", undefined],
      ["DELETE", "/v1/customers/b-cust", undefined],
      ["DELETE", "/v1/customers", { key: "b-cust" }],
    ] as const) {
      const res = await a.api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
    }
    // A cannot attribute a customer to B's partner
    for (const partner of [{ key: "b-partner" }, { id: "b-pid" }, { email: "bp@example.com" }]) {
      const res = await a.api("POST", "/v1/customers", { key: "mine", partner });
      expect(res.status, JSON.stringify(partner)).toBe(400);
      expect(res.body.status).toBe(0);
    }
    expect((await a.api("GET", "/v1/customers?partner.key=b-partner")).body.data).toEqual([]);
    expect(await listTotal(a.api, "/v1/customers")).toBe(0);

    expect(await expectOk(b.api, "GET", "/v1/customers/b-cust")).toEqual(theirs);
    expect(await listTotal(b.api, "/v1/customers")).toBe(1);
  });

  it("lets both programs use the same customer key", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Affiliate");
    for (const p of [a, b]) await p.partner({ email: "same@example.com", key: "same-partner" });
    const inA = await a.api("POST", "/v1/customers", { key: "same", name: "A", partner: { key: "same-partner" } });
    const inB = await b.api("POST", "/v1/customers", { key: "same", name: "B", partner: { key: "same-partner" } });
    expect(inA.status).toBe(200);
    expect(inB.status).toBe(200);
    expect((await expectOk(a.api, "GET", "/v1/customers/same")).name).toBe("A");
    expect((await expectOk(b.api, "GET", "/v1/customers/same")).name).toBe("B");
    // A's key change does not collide with B's customers either
    await expectOk(b.api, "POST", "/v1/customers", { key: "b-only", partner: { key: "same-partner" } });
    expect((await a.api("PUT", "/v1/customers/same", { update: { key: "b-only" } })).status).toBe(200);
  });
});

describe("isolation between refer-a-friend programs", () => {
  it("gives A's key 404 for B's customer on every route, and B's customer and balance stay as they were", async () => {
    const a = await seed(server).program("Referral");
    const b = await seed(server).program("Referral");
    const theirs = await expectOk(b.api, "POST", "/v1/customers", { key: "b-ref", id: "b-id", email: "bref@example.com", name: "Bee" });
    await expectOk(b.api, "POST", "/v1/customers", { key: "b-kid", referring_customer: { id: "b-id" } });
    await expectOk(b.api, "POST", "/v1/customers/b-id/balance/credit", { amount: 10, amount_units: "USD", is_currency: true });
    const theirsNow = await expectOk(b.api, "GET", "/v1/customers/b-id");

    for (const ref of ["b-id", "b-ref"]) {
      for (const [method, path, body] of [
        ["GET", `/v1/customers/${ref}`, undefined],
        ["GET", `/v1/customers:search?id=${ref}`, undefined],
        ["GET", `/v1/customers/${ref}/stats`, undefined],
        ["GET", `/v1/customers/${ref}/referrals`, undefined],
        ["GET", `/v1/customers/${ref}/transactions`, undefined],
        ["GET", `/v1/customers/${ref}/balance`, undefined],
        ["POST", `/v1/customers/${ref}/balance/credit`, { amount: 99, amount_units: "USD", is_currency: true }],
        ["PUT", `/v1/customers/${ref}`, { update: { name: "Hijacked" } }],
        ["POST", `/v1/customers/${ref}/archive`, undefined],
        ["POST", `/v1/customers/${ref}/revoke-archive`, undefined],
        ["DELETE", `/v1/customers/${ref}`, undefined],
      ] as const) {
        const res = await a.api(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
      }
    }
    expect((await a.api("GET", "/v1/customers:search?email=bref@example.com")).status).toBe(404);
    // B's customer cannot be A's referrer
    for (const referrer of [{ id: "b-id" }, { key: "b-ref" }]) {
      const res = await a.api("POST", "/v1/customers", { email: "x@example.com", referring_customer: referrer });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: 0, message: "Referring customer not found" });
    }
    expect(await listTotal(a.api, "/v1/customers")).toBe(0);

    expect(await expectOk(b.api, "GET", "/v1/customers/b-id")).toEqual(theirsNow);
    expect(theirsNow).toMatchObject({ name: theirs.name, status: "active", referrals_count: 1 });
    expect(await expectOk(b.api, "GET", "/v1/customers/b-id/balance")).toEqual([{ amount: 10, amount_units: "USD", is_currency: true }]);
    expect(await listTotal(b.api, "/v1/customers")).toBe(2);
  });
});
