// Partner referral links over REST and GraphQL: create, get,
// search, key change, delete, the default link, attribution through an additional link, program
// types and isolation between programs.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PartnerLinksDocument,
  ReferralLinkCreateDocument,
  ReferralLinkDeleteDocument,
  ReferralLinkFindDocument,
  ReferralLinkNodeDocument,
  ReferralLinkUpdateDocument,
} from "../generated/graphql.js";
import { type Api, expectOk, getWithBody, listTotal } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const affLink = (key: string, base = "https://shop\\.example/?") => new RegExp(`^${base}\\?aff=${key}$`);
const NOT_FOUND = { status: 0, message: "Referral link not found" };

/** an affiliate program with one partner (key pk, id pid, email p@example.com) */
async function withPartner() {
  const ctx = await seed(server).program("Affiliate");
  await ctx.partner({ email: "p@example.com", key: "pk", id: "pid" });
  return ctx;
}

const linksOf = async (api: Api, partner: string) => (await expectOk(api, "GET", `/v1/partners/${partner}/referral_links`)) as unknown as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
const defaultLink = (api: Api, partnerKey: string) => expectOk(api, "GET", `/v1/partner_referral_links:search?partner.key=${partnerKey}`);

describe("POST /v1/partner_referral_links", () => {
  it("creates an additional link for a partner by id, key or email, with every field of a link", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/partner_referral_links", { key: "extra", partner: { id: "pid" }, destination_url: "https://shop.example/landing" });
    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    const link = res.body.data;
    expect(link).toMatchObject({
      key: "extra",
      url: "https://shop.example/landing?aff=extra",
      default: false,
      // as sent, false when not sent (the public API's clients read it back)
      is_additional: false,
      direct_tracking: false,
      direct_tracking_redirect: false,
      direct_tracking_redirect_url: null,
    });
    expect(link.id).toEqual(expect.any(String));

    const byKey = await api("POST", "/v1/partner_referral_links", { key: "by-key", partner: { key: "pk" }, is_additional: true });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.is_additional).toBe(true);
    expect(byKey.body.data.url).toMatch(affLink("by-key"));
    const byEmail = await api("POST", "/v1/partner_referral_links", { key: "by-email", partner: { email: "P@example.com" } });
    expect(byEmail.status).toBe(200);

    // the partner has them, after its default link
    const links = await linksOf(api, "pid");
    expect(links.map((l) => l.key)).toEqual(["pk", "extra", "by-key", "by-email"]);
    expect(links[0]).toMatchObject({ default: true, is_additional: false });
    expect(links[0]!.url).toMatch(affLink("pk"));
  });

  it("generates a key when none is given", async () => {
    const { api } = await withPartner();
    const link = await expectOk(api, "POST", "/v1/partner_referral_links", { partner: { key: "pk" } });
    expect(link.key).toEqual(expect.any(String));
    expect(link.key.length).toBeGreaterThan(0);
    expect(link.url).toMatch(affLink(link.key));
  });

  it("refuses a taken key, a missing or unknown partner and a bad destination_url, and creates nothing", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk", id: "qid" });
    await expectOk(api, "POST", "/v1/partner_referral_links", { key: "extra", partner: { key: "pk" } });
    for (const key of ["extra", "pk", "qk"]) {
      const res = await api("POST", "/v1/partner_referral_links", { key, partner: { key: "qk" } });
      expect(res.status, key).toBe(422);
      expect(res.body.errors.key, key).toEqual(["Key already exists"]);
    }
    const noPartner = await api("POST", "/v1/partner_referral_links", { key: "free" });
    expect(noPartner.status).toBe(422);
    expect(noPartner.body.errors.partner).toEqual([expect.any(String)]);
    const unknown = await api("POST", "/v1/partner_referral_links", { key: "free", partner: { key: "nobody" } });
    expect([400, 404]).toContain(unknown.status);
    expect(unknown.body.status).toBe(0);
    const badUrl = await api("POST", "/v1/partner_referral_links", { key: "free", partner: { key: "pk" }, destination_url: "nope" });
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors.destination_url).toEqual([expect.any(String)]);

    expect((await linksOf(api, "pid")).map((l) => l.key)).toEqual(["pk", "extra"]);
    expect((await linksOf(api, "qid")).map((l) => l.key)).toEqual(["qk"]);
    expect((await api("GET", "/v1/partner_referral_links:search?key=free")).status).toBe(404);
  });

  it("refuses another partner's referral key even after that partner's default link was renamed", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk", id: "qid" });
    const pDefault = await defaultLink(api, "pk");
    await expectOk(api, "PUT", `/v1/partner_referral_links/${pDefault.id}`, { key: "pk-renamed" });
    // "pk" still names partner pk (POST /v1/customers partner.key=pk attributes to it), so no link of qk may carry it
    const created = await api("POST", "/v1/partner_referral_links", { key: "pk", partner: { key: "qk" } });
    expect(created.status).toBe(422);
    expect(created.body.errors.key).toEqual(["Key already exists"]);
    const qDefault = await defaultLink(api, "qk");
    const renamed = await api("PUT", `/v1/partner_referral_links/${qDefault.id}`, { key: "pk" });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors.key).toEqual(["Key already exists"]);
    expect((await linksOf(api, "qid")).map((l) => l.key)).toEqual(["qk"]);
    // the partner's own default link may take its key back
    const back = await api("PUT", `/v1/partner_referral_links/${pDefault.id}`, { key: "pk" });
    expect(back.status).toBe(200);
    expect(back.body.data.url).toMatch(affLink("pk"));
  });
});

describe("GET /v1/partner_referral_links/{id} and :search", () => {
  it("finds a link by id and by key, and a partner's default link by partner id, key or email", async () => {
    const { api, key } = await withPartner();
    const extra = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "extra", partner: { key: "pk" } });
    expect(await expectOk(api, "GET", `/v1/partner_referral_links/${extra.id}`)).toEqual(extra);
    expect(await expectOk(api, "GET", "/v1/partner_referral_links:search?key=extra")).toEqual(extra);

    const def = await defaultLink(api, "pk");
    expect(def).toMatchObject({ key: "pk", default: true, is_additional: false });
    expect(def.url).toMatch(affLink("pk"));
    for (const query of ["partner.id=pid", "partner[key]=pk", `partner.email=${encodeURIComponent("P@Example.com")}`]) {
      expect(await expectOk(api, "GET", `/v1/partner_referral_links:search?${query}`), query).toEqual(def);
    }
    const viaBody = await getWithBody(server.url, "/v1/partner_referral_links:search", key, { partner: { id: "pid" } });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.data).toEqual(def);
    // the partner shows the same default link
    expect((await expectOk(api, "GET", "/v1/partners/pid")).referral_link).toBe(def.url);
  });

  it("gives 404 Referral link not found for unknown ids and keys", async () => {
    const { api } = await withPartner();
    for (const [method, path, body] of [
      ["GET", "/v1/partner_referral_links/no-such-id", undefined],
      ["GET", "/v1/partner_referral_links:search?key=no-such-key", undefined],
      ["PUT", "/v1/partner_referral_links/no-such-id", { key: "whatever" }],
      ["DELETE", "/v1/partner_referral_links/no-such-id", undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
    }
  });
});

describe("PUT /v1/partner_referral_links/{id}", () => {
  it("changes the key and the url", async () => {
    const { api } = await withPartner();
    const extra = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "extra", partner: { key: "pk" }, destination_url: "https://shop.example/sale" });
    const res = await api("PUT", `/v1/partner_referral_links/${extra.id}`, { key: "extra-new" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: extra.id, key: "extra-new", url: "https://shop.example/sale?aff=extra-new", default: false });
    expect(await expectOk(api, "GET", `/v1/partner_referral_links/${extra.id}`)).toEqual(res.body.data);
    expect((await api("GET", "/v1/partner_referral_links:search?key=extra")).status).toBe(404);
    // the same key again is no change
    expect((await api("PUT", `/v1/partner_referral_links/${extra.id}`, { key: "extra-new" })).status).toBe(200);
  });

  it("gives 422 Key already exists on a clash with another link, including a partner's default link", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk", id: "qid" });
    const mine = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "mine", partner: { key: "pk" } });
    await expectOk(api, "POST", "/v1/partner_referral_links", { key: "theirs", partner: { key: "qk" } });
    for (const key of ["theirs", "qk", "pk"]) {
      const res = await api("PUT", `/v1/partner_referral_links/${mine.id}`, { key });
      expect(res.status, key).toBe(422);
      expect(res.body.status, key).toBe(0);
      expect(res.body.errors.key, key).toEqual(["Key already exists"]);
    }
    expect((await expectOk(api, "GET", `/v1/partner_referral_links/${mine.id}`)).key).toBe("mine");
    const missing = await api("PUT", `/v1/partner_referral_links/${mine.id}`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.key).toEqual([expect.any(String)]);
  });
});

describe("DELETE /v1/partner_referral_links/{id}", () => {
  it("deletes an additional link", async () => {
    const { api } = await withPartner();
    const extra = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "extra", partner: { key: "pk" } });
    const res = await api("DELETE", `/v1/partner_referral_links/${extra.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1 });
    expect((await api("GET", `/v1/partner_referral_links/${extra.id}`)).body).toEqual(NOT_FOUND);
    expect((await linksOf(api, "pid")).map((l) => l.key)).toEqual(["pk"]);
    // its key no longer attributes customers
    const res2 = await api("POST", "/v1/customers", { key: "late", partner: { key: "extra" } });
    expect(res2.status).toBe(400);
    expect(res2.body.message).toBe("Invalid partner key");
  });

  it("refuses to delete a partner's only link", async () => {
    const { api } = await withPartner();
    const def = await defaultLink(api, "pk");
    const res = await api("DELETE", `/v1/partner_referral_links/${def.id}`);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(await expectOk(api, "GET", `/v1/partner_referral_links/${def.id}`)).toEqual(def);
  });

  it("makes the other link the default when the default link is deleted", async () => {
    const { api } = await withPartner();
    const def = await defaultLink(api, "pk");
    const other = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "other", partner: { key: "pk" }, destination_url: "https://shop.example/other" });
    expect((await api("DELETE", `/v1/partner_referral_links/${def.id}`)).body).toEqual({ status: 1 });
    const promoted = await expectOk(api, "GET", `/v1/partner_referral_links/${other.id}`);
    expect(promoted).toMatchObject({ key: "other", default: true });
    expect(await defaultLink(api, "pk")).toEqual(promoted);
    expect((await expectOk(api, "GET", "/v1/partners/pid")).referral_link).toBe("https://shop.example/other?aff=other");
    // now the only link: it stays
    expect((await api("DELETE", `/v1/partner_referral_links/${other.id}`)).status).toBe(400);
  });
});

describe("attribution through an additional link", () => {
  it("attributes a customer to the partner through the key of an additional link", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk", id: "qid" });
    const extra = await expectOk(api, "POST", "/v1/partner_referral_links", { key: "summer-sale", partner: { key: "pk" } });
    const res = await api("POST", "/v1/customers", { key: "via-link", partner: { key: "summer-sale" } });
    expect(res.status).toBe(200);
    expect(res.body.data.partner).toBe("pk");
    expect((await api("GET", "/v1/customers?partner.key=pk")).body.data.map((c: { key: string }) => c.key)).toEqual(["via-link"]);

    // after a key change the new key attributes, the old one does not
    await expectOk(api, "PUT", `/v1/partner_referral_links/${extra.id}`, { key: "autumn-sale" });
    expect((await expectOk(api, "POST", "/v1/customers", { key: "via-new", partner: { key: "autumn-sale" } })).partner).toBe("pk");
    const old = await api("POST", "/v1/customers", { key: "via-old", partner: { key: "summer-sale" } });
    expect(old.status).toBe(400);
    expect(await listTotal(api, "/v1/customers")).toBe(2);
  });
});

describe("program types and isolation", () => {
  it("gives Referral and Newsletter keys 400 on every referral-link route", async () => {
    for (const type of ["Referral", "Newsletter"] as const) {
      const { api } = await seed(server).program(type);
      for (const [method, path, body] of [
        ["POST", "/v1/partner_referral_links", { key: "x", partner: { key: "pk" } }],
        ["GET", "/v1/partner_referral_links/some-id", undefined],
        ["GET", "/v1/partner_referral_links:search?key=x", undefined],
        ["PUT", "/v1/partner_referral_links/some-id", { key: "y" }],
        ["DELETE", "/v1/partner_referral_links/some-id", undefined],
      ] as const) {
        const res = await api(method, path, body);
        expect(res.status, `${type} ${method} ${path}`).toBe(400);
        expect(res.body.message, `${type} ${method} ${path}`).toMatch(new RegExp(`is not available for ${type} programs$`));
      }
    }
  });

  it("gives A's key 404 for B's links on every route, and B's links stay as they were", async () => {
    const a = await seed(server).program("Affiliate");
    const b = await seed(server).program("Affiliate");
    await a.partner({ email: "a@example.com", key: "a-partner" });
    await b.partner({ email: "b@example.com", key: "b-partner", id: "b-pid" });
    const bDefault = await defaultLink(b.api, "b-partner");
    const bExtra = await expectOk(b.api, "POST", "/v1/partner_referral_links", { key: "b-extra", partner: { key: "b-partner" } });

    for (const link of [bDefault, bExtra]) {
      for (const [method, path, body] of [
        ["GET", `/v1/partner_referral_links/${link.id}`, undefined],
        ["GET", `/v1/partner_referral_links:search?key=${link.key}`, undefined],
        ["PUT", `/v1/partner_referral_links/${link.id}`, { key: "stolen" }],
        ["DELETE", `/v1/partner_referral_links/${link.id}`, undefined],
      ] as const) {
        const res = await a.api(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
      }
    }
    for (const query of ["partner.id=b-pid", "partner.key=b-partner", "partner.email=b@example.com"]) {
      const res = await a.api("GET", `/v1/partner_referral_links:search?${query}`);
      expect(res.status, query).toBe(404);
    }
    const create = await a.api("POST", "/v1/partner_referral_links", { key: "for-b", partner: { key: "b-partner" } });
    expect(create.status).toBe(404);
    // keys are per program: A may use B's link keys
    expect((await a.api("POST", "/v1/partner_referral_links", { key: "b-extra", partner: { key: "a-partner" } })).status).toBe(200);
    // and B's link keys do not attribute A's customers
    expect((await a.api("POST", "/v1/customers", { key: "c", partner: { key: "b-partner" } })).status).toBe(400);

    expect(await expectOk(b.api, "GET", `/v1/partner_referral_links/${bDefault.id}`)).toEqual(bDefault);
    expect(await expectOk(b.api, "GET", `/v1/partner_referral_links/${bExtra.id}`)).toEqual(bExtra);
    expect((await linksOf(b.api, "b-pid")).map((l) => l.key)).toEqual(["b-partner", "b-extra"]);
  });
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

describe("GraphQL", () => {
  it("creates, finds, renames and deletes links, with payloads and userErrors", async () => {
    const s = await withPartner();
    const { key, api } = s;
    const partner = (await server.app.database.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, key: "pk" } }));
    const partnerId = globalId("Partner", partner.uid);
    const created = await server.gql(key, ReferralLinkCreateDocument, {
      input: { partnerId, key: "gql-link", destinationUrl: "https://shop.example/g", isAdditional: true },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.referralLinkCreate.userErrors).toEqual([]);
    const link = created.data!.referralLinkCreate.referralLink!;
    expect(link).toMatchObject({
      key: "gql-link",
      url: "https://shop.example/g?aff=gql-link",
      default: false,
      isAdditional: true,
      destinationUrl: "https://shop.example/g",
      partner: { id: partnerId, key: "pk" },
      customer: null,
    });
    expect((await server.gql(key, ReferralLinkNodeDocument, { id: link.id })).data!.node).toEqual({ __typename: "ReferralLink", id: link.id, key: "gql-link" });

    const byKey = await server.gql(key, ReferralLinkFindDocument, { by: { key: "gql-link" } });
    expect(byKey.data!.referralLink).toMatchObject({ id: link.id, partner: { id: partnerId } });
    const links = (await server.gql(key, PartnerLinksDocument, { by: { id: partnerId } })).data!.partner!.referralLinks;
    expect(links.map((l) => [l.key, l.default])).toEqual([["pk", true], ["gql-link", false]]);
    const def = links[0]!;

    const refused = await server.gql(key, ReferralLinkCreateDocument, { input: { partnerId, destinationUrl: "javascript:alert(1)" } });
    expect(refused.data!.referralLinkCreate).toMatchObject({ referralLink: null, userErrors: [{ field: ["input", "destinationUrl"], code: "INVALID" }] });
    const noOwner = await server.gql(key, ReferralLinkCreateDocument, { input: { key: "orphan" } });
    expect(noOwner.data!.referralLinkCreate.userErrors).toMatchObject([{ field: ["input", "partnerId"], code: "INVALID" }]);
    const unknownOwner = await server.gql(key, ReferralLinkCreateDocument, { input: { partnerId: globalId("Partner", "nobody") } });
    expect(unknownOwner.data!.referralLinkCreate.userErrors).toMatchObject([{ code: "NOT_FOUND" }]);

    const clash = await server.gql(key, ReferralLinkUpdateDocument, { input: { id: link.id, key: "pk" } });
    expect(clash.data!.referralLinkUpdate).toMatchObject({ referralLink: null, userErrors: [{ field: ["input", "key"], message: "Key already exists", code: "TAKEN" }] });
    const renamed = await server.gql(key, ReferralLinkUpdateDocument, { input: { id: link.id, key: "gql-new" } });
    expect(renamed.data!.referralLinkUpdate.referralLink!.url).toBe("https://shop.example/g?aff=gql-new");

    // another link exists: the default may go, and the other becomes the default
    const dropDefault = await server.gql(key, ReferralLinkDeleteDocument, { input: { id: def.id } });
    expect(dropDefault.data!.referralLinkDelete).toEqual({ deletedId: def.id, userErrors: [] });
    const last = await server.gql(key, ReferralLinkDeleteDocument, { input: { id: link.id } });
    expect(last.data!.referralLinkDelete).toMatchObject({ deletedId: null, userErrors: [{ field: null, code: "NOT_ALLOWED" }] });
    expect((await server.gql(key, ReferralLinkFindDocument, { by: { id: link.id } })).data!.referralLink!.default).toBe(true);
    expect((await api("GET", "/v1/partner_referral_links:search?key=gql-new")).status).toBe(200);

    expect((await server.gql(key, ReferralLinkFindDocument, { by: { id: def.id } })).data!.referralLink).toBeNull();
    expect((await server.gql(key, ReferralLinkFindDocument, { by: { key: "no-such-key" } })).data!.referralLink).toBeNull();
    expect((await server.gql(key, ReferralLinkFindDocument, { by: { id: "not-a-global-id" } })).data!.referralLink).toBeNull();

    // another program's key finds nothing of these links and changes nothing
    const other = await seed(server).program("Affiliate");
    expect((await server.gql(other.key, ReferralLinkFindDocument, { by: { id: link.id } })).data!.referralLink).toBeNull();
    expect((await server.gql(other.key, ReferralLinkNodeDocument, { id: link.id })).data!.node).toBeNull();
    expect((await server.gql(other.key, ReferralLinkUpdateDocument, { input: { id: link.id, key: "stolen" } })).data!.referralLinkUpdate.userErrors).toMatchObject([{ code: "NOT_FOUND" }]);
    expect((await server.gql(other.key, ReferralLinkDeleteDocument, { input: { id: link.id } })).data!.referralLinkDelete.userErrors).toMatchObject([{ code: "NOT_FOUND" }]);
    expect((await server.gql(other.key, ReferralLinkCreateDocument, { input: { partnerId, key: "theirs" } })).data!.referralLinkCreate.userErrors).toMatchObject([{ code: "NOT_FOUND" }]);
    expect((await server.gql(key, ReferralLinkFindDocument, { by: { id: link.id } })).data!.referralLink).toMatchObject({ key: "gql-new", default: true });
    const referral = await seed(server).program("Referral");
    expect((await server.gql(referral.key, ReferralLinkCreateDocument, { input: { partnerId } })).errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
  });
});
