// What the public API's own clients (the official PHP SDK, the WooCommerce plugin, workflow
// tools) send and expect, replayed over real HTTP (issue 6, "What the public API's own clients
// need"). Each test makes its own program.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import type { ProgramType } from "../../src/generated/prisma/client.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = (type?: ProgramType) => seed(server).program(type);

describe("Content-Type", () => {
  it.each([
    ["a resource", "GET", "/v1/program"],
    ["a list", "GET", "/v1/partners"],
    ["a 404", "GET", "/v1/partners/nobody"],
    ["a 422", "POST", "/v1/partners"],
  ])("is exactly application/json on %s, as the PHP SDK decodes only that", async (_what, method, path) => {
    const { api } = await client();
    const res = await api(method, path, method === "POST" ? {} : undefined);
    expect(res.headers.get("content-type")).toBe("application/json");
  });

  it("is exactly application/json on a 401", async () => {
    const res = await server.rest(null, "GET", "/v1/partners");
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toBe("application/json");
  });
});

describe("repeated query parameters", () => {
  it("the last value wins instead of a 422", async () => {
    const { api } = await client();
    for (const id of ["a", "b", "c"]) await ok(api("POST", "/v1/partners", { email: `${id}@example.com`, id }));
    const res = await api("GET", "/v1/partners?limit=10&limit=2");
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.meta.per_page).toBe(2);
  });

  it("a repeated bracketed filter keeps its last value", async () => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    await ok(api("POST", "/v1/customers", { key: "c1", partner: { key: "pk" } }));
    const res = await api("GET", "/v1/customers?partner[key]=other&partner[key]=pk");
    expect(res.body.data.map((c: { key: string }) => c.key)).toEqual(["c1"]);
  });

  it("following links.next with the workflow tool's own query appended reads the next page", async () => {
    const { api } = await client();
    for (const id of ["a", "b", "c"]) await ok(api("POST", "/v1/partners", { email: `${id}@example.com`, id }));
    const first = await api("GET", "/v1/partners?limit=2");
    expect(first.body.links.next).toEqual(expect.any(String));
    const next = new URL(first.body.links.next);
    const res = await api("GET", `${next.pathname}${next.search}&limit=2&page=2`);
    expect(res.status).toBe(200);
    expect(res.body.meta.current_page).toBe(2);
    expect(res.body.data.map((p: { id: string }) => p.id)).toEqual(["a"]);
  });
});

describe("empty optional fields", () => {
  it('a customer created with "email": "" is created without an email', async () => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    const res = await api("POST", "/v1/customers", { key: "c1", email: "", name: "", partner: { key: "pk" } });
    expect(res.status).toBe(200);
    expect((await api("GET", "/v1/customers/c1")).body.data).toMatchObject({ key: "c1", email: null });
  });

  it.each([
    ["flat", { name: "", email: "" }],
    ["wrapped in update", { update: { name: "", email: "" } }],
  ])('a partner update whose fields are all "" (%s) changes nothing and answers 200', async (_form, body) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", id: "p1", name: "Ann" }));
    const res = await api("PUT", "/v1/partners/p1", body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: "p1", name: "Ann", email: "p@example.com" });
  });
});

describe("GET /v1/customers/{x}", () => {
  it.each([
    ["key", "ck"],
    ["id", "cid"],
    ["email", "c%40example.com"],
  ])("finds the customer by its %s", async (_by, x) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    await ok(api("POST", "/v1/customers", { key: "ck", id: "cid", email: "c@example.com", partner: { key: "pk" } }));
    const res = await api("GET", `/v1/customers/${x}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "ck", email: "c@example.com" });
  });
});

describe("GET /v1/customers filtered by partner", () => {
  it.each([
    ["partner.id", "partner.id=p1"],
    ["partner.key", "partner.key=k1"],
    ["partner.email", "partner.email=p1%40example.com"],
    ["partner_key", "partner_key=k1"],
    ["partner_email", "partner_email=p1%40example.com"],
  ])("%s lists only that partner's customers", async (_by, query) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p1@example.com", id: "p1", key: "k1" }));
    await ok(api("POST", "/v1/partners", { email: "p2@example.com", id: "p2", key: "k2" }));
    await ok(api("POST", "/v1/customers", { key: "mine", partner: { key: "k1" } }));
    await ok(api("POST", "/v1/customers", { key: "theirs", partner: { key: "k2" } }));
    const res = await api("GET", `/v1/customers?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { key: string }) => c.key)).toEqual(["mine"]);
  });
});

describe("subscriber update with identifier", () => {
  it.each([
    ["id", "sid"],
    ["email", "s@example.com"],
  ])("PUT /v1/subscribers with identifier = %s, as the PHP SDK sends it", async (_by, identifier) => {
    const { api } = await client("Newsletter");
    await ok(api("POST", "/v1/subscribers", { email: "s@example.com", id: "sid", name: "Before" }));
    const res = await api("PUT", "/v1/subscribers", { identifier, update: { name: "After" } });
    expect(res.status).toBe(200);
    expect((await api("GET", "/v1/subscribers/sid")).body.data.name).toBe("After");
  });
});

describe("GET /v1/program/overview for the WooCommerce dashboard", () => {
  it("carries total_paid, total_paid_accounts and the growth figures, read without guards", async () => {
    const { api } = await client();
    const data = (await api("GET", "/v1/program/overview")).body.data;
    expect(data).toMatchObject({
      total_paid: {},
      total_paid_accounts: "0",
      total_partners_growth: "0.00",
      total_signups_growth: "0.00",
      total_purchases_growth: "0.00",
      total_paid_accounts_growth: "0.00",
      total_revenue_growth: "0.00",
      total_reward_growth: "0.00",
    });
  });

  it("carries overview_program_current_settings", async () => {
    const { key } = await server.program("Affiliate", "Green Leaf Shop");
    const settings = (await server.rest(key, "GET", "/v1/program/overview")).body.data.overview_program_current_settings;
    expect(settings).toEqual({
      program_initials: "GL",
      program_type_title: expect.any(String),
      program_name: "Green Leaf Shop",
      partner_portal_url: expect.any(String),
      commission_description: expect.any(String),
      cookie_lifetime: expect.stringMatching(/^\d+$/),
      payout_threshold: expect.any(Number),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
    });
  });
});

describe("the workflow node's Get Sign In URL", () => {
  it.each(["key", "email"] as const)("POST /v1/partners:sign-in-url with the partner's %s and expires_in at the top level answers the URL under data", async (by) => {
    const { api } = await client();
    await ok(api("POST", "/v1/partners", { email: "p@example.com", key: "pk" }));
    // exactly the node's body: { [signInIdentifier]: signInValue, expires_in } (its default 120)
    const res = await api("POST", "/v1/partners:sign-in-url", { [by]: by === "key" ? "pk" : "p@example.com", expires_in: 120 });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.body).toMatchObject({ status: 1, data: { url: expect.stringMatching(/^https?:\/\/.+\/auth\/partner\/link\?token=/), expires_in: 120 } });
  });
});
