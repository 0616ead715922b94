// The `viewer` root over real HTTP with a partner's session cookie: what the partner reads of
// itself (profile, links, figures, commissions, coupon codes, payout requests) and the links it
// makes; and every way out refused with nothing leaked: operator fields, another partner's
// records, mutations, subscriptions, REST, a foreign origin, a request without CSRF header,
// and a cookie beside an Authorization header (which decides alone).
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { createClient } from "graphql-ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { expectOk, ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser, ORIGIN, type Browser } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PASSWORD = "Secret123";

/** a program with partners ada (signed in) and bob, and bob's global id */
async function twoPartners() {
  const s = await seed(server).program("Affiliate");
  await ok(s.api("POST", "/v1/partners", { id: "ada", key: "ada-k", email: "ada@example.com", password: PASSWORD, name: "Ada" }));
  await ok(s.api("POST", "/v1/partners", { id: "bob", key: "bob-k", email: "bob@example.com", password: PASSWORD, name: "Bob" }));
  const b = browser(server);
  expect((await b.post("/auth/partner/sign-in", { program: s.program.publicId, email: "ada@example.com", password: PASSWORD })).status).toBe(200);
  const bobId = (await server.rest(s.key, "POST", "/graphql", { query: '{ partner(by: { externalId: "bob" }) { id } }' })).body.data.partner.id as string;
  return { ...s, b, bobId };
}

const FORBIDDEN = { message: "These credentials do not reach this field.", extensions: { code: "FORBIDDEN" } };

describe("viewer", () => {
  it("reads the partner's own profile, links, figures, commissions, coupon codes and payout requests", async () => {
    const { api, b } = await twoPartners();
    await expectOk(api, "PUT", "/v1/program", { program_settings: { payout_threshold: 0 } });
    await expectOk(api, "POST", "/v1/partners/ada/reward", { amount: 12.5, note: "welcome" });
    await expectOk(api, "POST", "/v1/partners/bob/reward", { amount: 99 });
    await expectOk(api, "POST", "/v1/coupons", {
      uuid_code: "C1",
      coupon_discount_type: "percent",
      coupon_discount_amount: 10,
      coupon_duration_type: "once",
      promotion_codes: [
        { code: "ADA10", limit_to_specific_partner: true, coupon_specific_partners: { id: "ada" } },
        { code: "BOB10", limit_to_specific_partner: true, coupon_specific_partners: { id: "bob" } },
      ],
    });
    await expectOk(api, "POST", "/v1/payout_requests", { partner: { id: "ada" }, gateway: "manual", amount_units: "USD" });

    const res = await b.gql(`{ viewer {
      externalId key email name approved status emailVerified payoutGateway
      program { name website currency }
      referralLinks { key url isDefault }
      figures { clicks signups sales commissionsPending { amount currency } commissionsApproved { amount currency } commissionsPaid { amount currency } }
      commissions { totalCount edges { node { kind status amount { amount currency } note } } }
      couponCodes { code timesRedeemed }
      payoutRequests { totalCount edges { node { status amount { amount currency } } } }
    } }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.viewer).toEqual({
      externalId: "ada",
      key: "ada-k",
      email: "ada@example.com",
      name: "Ada",
      approved: true,
      status: "ACTIVE",
      emailVerified: true,
      payoutGateway: null,
      program: { name: "Test Affiliate", website: "https://shop.example", currency: "USD" },
      referralLinks: [{ key: "ada-k", url: "https://shop.example?aff=ada-k", isDefault: true }],
      figures: { clicks: 0, signups: 0, sales: 0, commissionsPending: [], commissionsApproved: [{ amount: "12.5", currency: "USD" }], commissionsPaid: [] },
      commissions: { totalCount: 1, edges: [{ node: { kind: "BONUS", status: "APPROVED", amount: { amount: "12.5", currency: "USD" }, note: "welcome" } }] },
      couponCodes: [{ code: "ADA10", timesRedeemed: 0 }],
      payoutRequests: { totalCount: 1, edges: [{ node: { status: "REQUESTED", amount: { amount: "12.5", currency: "USD" } } }] },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/bob|BOB10|"99"/i);
  });

  it("reads its figures over a date range (by the day records were created), and refuses a range that ends before it starts", async () => {
    const { api, b } = await twoPartners();
    const early = await expectOk(api, "POST", "/v1/partners/ada/reward", { amount: 5 });
    // ranges count records by the day they were created: this one as if made in January 2025
    await server.app.database.prisma.reward.updateMany({ where: { id: early.id }, data: { createdAt: new Date("2025-01-10T12:00:00Z") } });
    await expectOk(api, "POST", "/v1/partners/ada/reward", { amount: 12.5 });
    await expectOk(api, "POST", "/v1/customers", { key: "c-ada", email: "c-ada@example.com", partner: { id: "ada" } });
    const FIGURES = "query($range: DateRangeInput) { viewer { stats(range: $range) { signups commissionsApproved { amount currency } } } }";
    const figures = async (range?: Record<string, string>) => (await b.gql(FIGURES, { range })).body;
    expect((await figures({ from: "2025-01-01T00:00:00Z", to: "2025-02-01T00:00:00Z" })).data.viewer.stats).toEqual({ signups: 0, commissionsApproved: [{ amount: "5", currency: "USD" }] });
    expect((await figures({ from: "2026-01-01T00:00:00Z" })).data.viewer.stats).toEqual({ signups: 1, commissionsApproved: [{ amount: "12.5", currency: "USD" }] });
    expect((await figures()).data.viewer.stats).toEqual({ signups: 1, commissionsApproved: [{ amount: "17.5", currency: "USD" }] });
    const backwards = await figures({ from: "2025-02-01T00:00:00Z", to: "2025-01-01T00:00:00Z" });
    expect(backwards.errors[0].extensions.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(backwards.errors[0])).toContain("range");
    const bad = await b.gql(FIGURES, { range: { from: "yesterday" } });
    expect(bad.status).toBe(400);
  });

  it("pages its commissions by keyset cursor, newest first, and refuses a bad page naming the field", async () => {
    const { api, b } = await twoPartners();
    for (const note of ["one", "two", "three"]) await expectOk(api, "POST", "/v1/partners/ada/reward", { amount: 1, note });
    const page = async (after?: string) => (await b.gql("query($after: String) { viewer { commissions(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { note } } } } }", { after })).body;
    const first = (await page()).data.viewer.commissions;
    expect(first).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true }, edges: [{ node: { note: "three" } }, { node: { note: "two" } }] });
    const next = (await page(first.pageInfo.endCursor)).data.viewer.commissions;
    expect(next).toMatchObject({ pageInfo: { hasNextPage: false }, edges: [{ node: { note: "one" } }] });
    for (const [query, field] of [
      ["{ viewer { commissions(first: 0) { totalCount } } }", "first"],
      ["{ viewer { payoutRequests(first: 101) { totalCount } } }", "first"],
      ['{ viewer { commissions(after: "bogus") { totalCount } } }', "after"],
    ] as const) {
      const res = await b.gql(query);
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors[0].extensions.code).toBe("VALIDATION_FAILED");
      expect(JSON.stringify(res.body.errors[0])).toContain(field);
    }
  });

  it("makes links within the program's rules: on its website, a free key", async () => {
    const { b } = await twoPartners();
    const create = (input: Record<string, unknown>) =>
      b.gql("mutation($input: ViewerReferralLinkCreateInput!) { viewerReferralLinkCreate(input: $input) { referralLink { key url } userErrors { field message code } } }", { input });
    const made = await create({ key: "ada-blog", destinationUrl: "https://shop.example/blog" });
    expect(made.body.data.viewerReferralLinkCreate).toEqual({ referralLink: { key: "ada-blog", url: "https://shop.example/blog?aff=ada-blog" }, userErrors: [] });
    const elsewhere = await create({ key: "ada-evil", destinationUrl: "https://evil.example/" });
    expect(elsewhere.body.data.viewerReferralLinkCreate).toEqual({
      referralLink: null,
      userErrors: [{ field: ["input", "destinationUrl"], message: "The destination must be a page of the program's website.", code: "INVALID" }],
    });
    const taken = await create({ key: "bob-k" });
    expect(taken.body.data.viewerReferralLinkCreate.userErrors).toEqual([{ field: ["input", "key"], message: "Key already exists", code: "TAKEN" }]);
    const links = await b.gql("{ viewer { referralLinks { key } } }");
    expect(links.body.data.viewer.referralLinks.map((l: { key: string }) => l.key)).toEqual(["ada-k", "ada-blog"]);
  });

  it("is refused to an API key", async () => {
    const { key } = await twoPartners();
    const res = await server.rest(key, "POST", "/graphql", { query: "{ viewer { externalId email } }" });
    expect(res.body).toMatchObject({ data: null, errors: [FORBIDDEN] });
  });
});

describe("a partner session reaches nothing else", () => {
  it.each([
    ["the program's partners", "{ partners(first: 5) { edges { node { email } } } }"],
    ["another partner by lookup", '{ partner(by: { externalId: "bob" }) { email } }'],
    ["another partner by node id", "query($id: ID!) { node(id: $id) { id ... on Partner { email } } }"],
    ["the program", "{ program { program { name } } }"],
    ["a mutation", 'mutation { partnerCreate(input: { email: "x@example.com" }) { partner { id } userErrors { message } } }'],
    ["an operator mutation on another partner", 'mutation($id: ID!) { partnerUpdate(input: { id: $id, email: "stolen@example.com" }) { partner { email } userErrors { message } } }'],
    ["the viewer beside an operator field", '{ viewer { externalId } partner(by: { externalId: "bob" }) { email } }'],
  ])("refuses %s with nothing leaked", async (_what, query) => {
    const { b, bobId, api } = await twoPartners();
    const res = await b.gql(query, query.includes("$id") ? { id: bobId } : undefined);
    expect(res.body.errors?.[0]).toMatchObject(FORBIDDEN);
    expect(JSON.stringify(res.body)).not.toMatch(/bob@example\.com|Test Affiliate|stolen/);
    // and nothing changed
    expect((await ok(api("GET", "/v1/partners/bob"))).email).toBe("bob@example.com");
    expect((await api("GET", "/v1/partners:search?email=x@example.com")).body.data).toEqual([]);
  });

  it("refuses a subscription over SSE", async () => {
    const { b } = await twoPartners();
    const res = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", origin: ORIGIN, cookie: b.cookie! },
      body: JSON.stringify({ query: "subscription { events { type } }" }),
    });
    // refused before its first event: its own status, never a server failure's
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(text).toContain("FORBIDDEN");
    expect(text).not.toMatch(/"type"\s*:\s*"/);
  });

  it("opens no graphql-ws socket: it stays API-key only", async () => {
    const { b } = await twoPartners();
    class WithCookie extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie: b.cookie!, origin: ORIGIN } });
      }
    }
    const client = createClient({ url: `${server.url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WithCookie, retryAttempts: 0, lazy: true });
    try {
      const closed = await new Promise((resolve, reject) => {
        client.subscribe({ query: "{ viewer { email } }" }, { next: () => reject(new Error("answered")), error: resolve, complete: () => reject(new Error("completed")) });
      });
      expect(closed).toMatchObject({ code: 4403 });
    } finally {
      await client.dispose();
    }
  });

  it("gets nothing from REST /v1: it stays API-key only", async () => {
    const { b } = await twoPartners();
    const res = await fetch(`${server.url}/v1/partners`, { headers: { origin: ORIGIN, cookie: b.cookie! } });
    expect(res.status).toBe(401);
  });
});

describe("cookie requests: origin, CSRF and the Authorization header", () => {
  const VIEWER = "{ viewer { externalId } }";

  it("refuses a foreign origin, and a request with neither Origin nor Sec-Fetch-Site", async () => {
    const { b } = await twoPartners();
    const foreign = await b.gql(VIEWER, undefined, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeUndefined();
    const bare = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", cookie: b.cookie! }, body: JSON.stringify({ query: VIEWER }) });
    expect(bare.status).toBe(403);
    const crossSite = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", cookie: b.cookie!, "sec-fetch-site": "cross-site" }, body: JSON.stringify({ query: VIEWER }) });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", cookie: b.cookie!, "sec-fetch-site": "same-origin" }, body: JSON.stringify({ query: VIEWER }) });
    expect(((await sameOrigin.json()) as { data: unknown }).data).toEqual({ viewer: { externalId: "ada" } });
  });

  it("asks a GET or a form-like POST for the CSRF header", async () => {
    const { b } = await twoPartners();
    const url = `/graphql?query=${encodeURIComponent(VIEWER)}`;
    const bareGet = await b.get(url, { "sec-fetch-site": "same-origin", accept: "application/json" });
    expect(bareGet.status).toBe(403);
    expect(JSON.stringify(bareGet.body)).toContain("CSRF");
    const textPost = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "text/plain", origin: ORIGIN, cookie: b.cookie! }, body: JSON.stringify({ query: VIEWER }) });
    expect(textPost.status).toBe(403);
    const withHeader = await b.get(url, { "sec-fetch-site": "same-origin", accept: "application/json", "x-graphql-yoga-csrf": "1" });
    expect(withHeader.body).toEqual({ data: { viewer: { externalId: "ada" } } });
  });

  it("leaves API-key GETs as they were", async () => {
    const { key } = await twoPartners();
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ program { program { name } } }")}`, { headers: { authorization: `Bearer ${key}`, accept: "application/json" } });
    expect(res.status).toBe(200);
  });

  it("ignores the cookie when an Authorization header is sent", async () => {
    const { b, key } = await twoPartners();
    const badKey = await b.gql(VIEWER, undefined, { authorization: "Bearer rk_notakeyatall_xxxxxxxxxxxxxxxx" });
    expect(badKey.status).toBe(401);
    const goodKey = await b.gql(VIEWER, undefined, { authorization: `Bearer ${key}` });
    expect(goodKey.body).toMatchObject({ data: null, errors: [FORBIDDEN] });
  });
});

// a partner of one program signed in, asking as another program's partner: the session's program alone counts
describe("programs", () => {
  it("a partner of one program reads only its own program's partner, whatever it signs in with", async () => {
    const one = await twoPartners();
    const other = await seed(server).program("Affiliate");
    await ok(other.api("POST", "/v1/partners", { id: "ada", email: "ada@example.com", password: "Other1234" }));
    // the other program's password does not open this program's account, nor the reverse
    const cross: Browser = browser(server);
    expect((await cross.post("/auth/partner/sign-in", { program: one.program.publicId, email: "ada@example.com", password: "Other1234" })).status).toBe(401);
    expect((await cross.post("/auth/partner/sign-in", { program: other.program.publicId, email: "ada@example.com", password: "Other1234" })).status).toBe(200);
    const res = await cross.gql("{ viewer { program { publicId } commissions { edges { node { key } } } } }");
    expect(res.body.data.viewer.program.publicId).toBe(other.program.publicId);
    expect((await one.b.gql("{ viewer { program { publicId } } }")).body.data.viewer.program.publicId).toBe(one.program.publicId);
  });
});
