// POST /v1/partners:sign-in-url over real HTTP: the partner by id, key or email at the top level
// and expires_in 30-900 s, as the workflow node sends them; the URL's page uses nothing up, its
// POST signs the partner in once; a newer URL voids the older; refusals name their field.
// @database-independent: runs in the PostgreSQL pass only (who may do what is decided above the
// database)
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { browser } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function withPartner() {
  const s = await seed(server).program("Affiliate");
  await ok(s.api("POST", "/v1/partners", { id: "ada", key: "ada-k", email: "ada@example.com" }));
  return s;
}

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

describe("POST /v1/partners:sign-in-url", () => {
  it("answers a single-use URL whose page signs the partner in by POST", async () => {
    const { api } = await withPartner();
    const before = Date.now();
    const res = await api("POST", "/v1/partners:sign-in-url", { key: "ada-k", expires_in: 120 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, data: { url: expect.stringMatching(/^http:\/\/rally\.test\/auth\/partner\/link\?token=[A-Za-z0-9_-]{43}$/), expires_at: expect.any(String), expires_in: 120 } });
    const expiresAt = Date.parse(res.body.data.expires_at);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 119_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 121_000);

    const b = browser(server);
    const url = new URL(res.body.data.url);
    expect((await b.get(`${url.pathname}${url.search}`)).status).toBe(200);
    const landed = await b.postForm("/auth/partner/link", { token: tokenOf(res.body.data.url) });
    expect(landed.status).toBe(303);
    expect((await b.gql("{ viewer { externalId } }")).body).toEqual({ data: { viewer: { externalId: "ada" } } });
    expect((await browser(server).postForm("/auth/partner/link", { token: tokenOf(res.body.data.url) })).status).toBe(401);
  });

  it("finds the partner by id or email too, defaults to 120 seconds, and a newer URL voids the older", async () => {
    const { api } = await withPartner();
    const byId = await ok(api("POST", "/v1/partners:sign-in-url", { id: "ada" }));
    expect(byId.expires_in).toBe(120);
    const byEmail = await ok(api("POST", "/v1/partners:sign-in-url", { email: "ADA@example.com", expires_in: 900 }));
    expect(byEmail.expires_in).toBe(900);
    expect((await browser(server).post("/auth/partner/link", { token: tokenOf(byId.url) })).status).toBe(401);
    expect((await browser(server).post("/auth/partner/link", { token: tokenOf(byEmail.url) })).status).toBe(200);
  });

  it("refuses what it cannot do, naming the field, and issues nothing", async () => {
    const { api, prisma, program } = await withPartner();
    for (const [body, field] of [
      [{ key: "ada-k", expires_in: 29 }, "expires_in"],
      [{ key: "ada-k", expires_in: 901 }, "expires_in"],
      [{ key: "ada-k", expires_in: "soon" }, "expires_in"],
      [{ expires_in: 60 }, "id"],
    ] as const) {
      const res = await api("POST", "/v1/partners:sign-in-url", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    }
    expect((await api("POST", "/v1/partners:sign-in-url", { key: "nobody" })).status).toBe(404);
    expect(await prisma.signInToken.count({ where: { programId: program.id } })).toBe(0);
  });

  it("is API-key only, and answers no partner of another program", async () => {
    await withPartner();
    const other = await seed(server).program("Affiliate");
    expect((await other.api("POST", "/v1/partners:sign-in-url", { key: "ada-k" })).status).toBe(404);
    expect((await server.rest(null, "POST", "/v1/partners:sign-in-url", { key: "ada-k" })).status).toBe(401);
  });

  it("gives no URL for an archived partner, and an archived partner's earlier URL no longer signs in", async () => {
    const { api } = await withPartner();
    const url = (await ok(api("POST", "/v1/partners:sign-in-url", { key: "ada-k" }))).url;
    await ok(api("POST", "/v1/partners/ada/archive"));
    expect((await api("POST", "/v1/partners:sign-in-url", { key: "ada-k" })).status).toBe(404);
    expect((await browser(server).post("/auth/partner/link", { token: tokenOf(url) })).status).toBe(401);
  });
});

describe("partnerSignInUrlCreate (GraphQL)", () => {
  const CREATE = "mutation($input: PartnerSignInUrlCreateInput!) { partnerSignInUrlCreate(input: $input) { signInUrl { url expiresIn } userErrors { field message code } } }";
  const gql = (key: string, input: Record<string, unknown>) => server.rest(key, "POST", "/graphql", { query: CREATE, variables: { input } });

  it("answers the same single-use URL for a partner named by its global id or another id", async () => {
    const s = await withPartner();
    const uid = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id } })).uid;
    const byNode = await gql(s.key, { id: encodeGlobalID("Partner", uid), expiresIn: 60 });
    expect(byNode.body.data.partnerSignInUrlCreate).toEqual({ signInUrl: { url: expect.stringMatching(/\/auth\/partner\/link\?token=/), expiresIn: 60 }, userErrors: [] });
    const byEmail = await gql(s.key, { email: "ada@example.com" });
    expect(byEmail.body.data.partnerSignInUrlCreate.signInUrl.expiresIn).toBe(120);
    // the newer voids the older
    expect((await browser(server).post("/auth/partner/link", { token: tokenOf(byNode.body.data.partnerSignInUrlCreate.signInUrl.url) })).status).toBe(401);
    const b = browser(server);
    expect((await b.post("/auth/partner/link", { token: tokenOf(byEmail.body.data.partnerSignInUrlCreate.signInUrl.url) })).status).toBe(200);
  });

  it("refuses bad input naming the field, and another program's partner", async () => {
    const s = await withPartner();
    const other = await withPartner();
    const theirs = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: other.program.id } })).uid;
    for (const [input, field] of [
      [{ key: "ada-k", expiresIn: 5 }, ["input", "expiresIn"]],
      [{ key: "ada-k", expiresIn: 100000 }, ["input", "expiresIn"]],
      [{}, ["input", "id"]],
      [{ key: "ada-k", email: "ada@example.com" }, ["input", "id"]],
    ] as const) {
      const res = await gql(s.key, input);
      expect(res.status).toBe(200);
      expect(res.body.data.partnerSignInUrlCreate).toMatchObject({ signInUrl: null, userErrors: [{ field, code: "INVALID" }] });
    }
    const foreign = await gql(s.key, { id: encodeGlobalID("Partner", theirs) });
    expect(foreign.body.data.partnerSignInUrlCreate.userErrors).toEqual([{ field: null, message: "Partner not found", code: "NOT_FOUND" }]);
    expect(await server.app.database.prisma.signInToken.count({ where: { partnerUid: theirs } })).toBe(0);
  });
});
