// Customer referral links in refer-a-friend programs (as the official PHP SDK
// calls them) over REST and GraphQL: create, get, search, update, delete, a customer's list,
// the program-type gate and isolation between programs.
// @database-independent: runs in the PostgreSQL pass only (the resource's paths, body forms and
// envelopes; every route's round trip runs on both databases in rest-examples.test.ts)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CustomerLinksDocument,
  ReferralLinkCreateDocument,
  ReferralLinkDeleteDocument,
  ReferralLinkFindDocument,
  ReferralLinkUpdateDocument,
} from "../generated/graphql.js";
import { type Api, expectOk, getWithBody } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const NOT_FOUND = { status: 0, message: "Referral link not found" };
const refLink = (key: string, base = "https://shop\\.example/?") => new RegExp(`^${base}\\?ref=${key}$`);
const CUSTOMER = { id: "cid", key: "ck", email: "c@example.com", name: "Cee", surname: "" };

/** a refer-a-friend program with one customer (id cid, key ck, email c@example.com) */
async function withCustomer() {
  const ctx = await seed(server).program("Referral");
  await ctx.customer({ id: "cid", key: "ck", email: "c@example.com", name: "Cee" });
  return ctx;
}

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

type Link = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const linksOf = async (api: Api, customer: string) => (await expectOk(api, "GET", `/v1/customers/${customer}/referral_links`)) as unknown as Link[];
const defaultLink = (api: Api, customerId: string) => expectOk(api, "GET", `/v1/customer_referral_links:search?customer[id]=${customerId}`);

describe("customer referral links over REST", () => {
  it("creates links for a customer by id, key or email, in the partner link's shape plus the customer", async () => {
    const { api } = await withCustomer();
    const res = await api("POST", "/v1/customer_referral_links", { key: "extra", customer: { id: "cid" }, destination_url: "https://shop.example/landing" });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      key: "extra",
      url: "https://shop.example/landing?ref=extra",
      default: false,
      is_additional: false,
      direct_tracking: false,
      direct_tracking_redirect: false,
      direct_tracking_redirect_url: null,
      customer: CUSTOMER,
    });
    const byKey = await expectOk(api, "POST", "/v1/customer_referral_links", { key: "by-key", customer: { key: "ck" }, is_additional: true });
    expect(byKey).toMatchObject({ is_additional: true, customer: { id: "cid" } });
    expect(byKey.url).toMatch(refLink("by-key"));
    const byEmail = await expectOk(api, "POST", "/v1/customer_referral_links", { customer: { email: "C@Example.com" } });
    expect(byEmail.key).toEqual(expect.any(String));

    // the customer's list: its default link (its key) first, by id, key or email
    const links = await linksOf(api, "cid");
    expect(links.map((l) => l.key)).toEqual(["ck", "extra", "by-key", byEmail.key]);
    expect(links[0]).toMatchObject({ default: true, customer: CUSTOMER });
    expect(await linksOf(api, "ck")).toEqual(links);
    expect(await linksOf(api, "c@example.com")).toEqual(links);
    // the customer shows the same links
    const customer = await expectOk(api, "GET", "/v1/customers/cid");
    expect(customer.referral_links).toEqual(links.map((l) => l.url));
  });

  it("refuses a taken key, a missing or unknown customer and non-http(s) URLs with 422 naming the field, and creates nothing", async () => {
    const { api } = await withCustomer();
    await expectOk(api, "POST", "/v1/customers", { id: "did", key: "dk", email: "d@example.com" });
    await expectOk(api, "POST", "/v1/customer_referral_links", { key: "extra", customer: { id: "cid" } });
    for (const key of ["extra", "ck", "dk"]) {
      const res = await api("POST", "/v1/customer_referral_links", { key, customer: { id: "did" } });
      expect(res.status, key).toBe(422);
      expect(res.body.errors.key, key).toEqual(["Key already exists"]);
    }
    const noCustomer = await api("POST", "/v1/customer_referral_links", { key: "free" });
    expect(noCustomer.status).toBe(422);
    expect(noCustomer.body.errors.customer).toEqual([expect.any(String)]);
    const unknown = await api("POST", "/v1/customer_referral_links", { key: "free", customer: { id: "nobody" } });
    expect(unknown.status).toBe(404);
    for (const field of ["destination_url", "direct_tracking_redirect_url"]) {
      for (const url of ["javascript:alert(1)", "data:text/html,x", "file:///etc/passwd", "nope"]) {
        const res = await api("POST", "/v1/customer_referral_links", { key: "free", customer: { id: "cid" }, [field]: url });
        expect(res.status, `${field} ${url}`).toBe(422);
        expect(res.body.errors[field], `${field} ${url}`).toEqual([expect.any(String)]);
      }
    }
    const badKey = await api("POST", "/v1/customer_referral_links", { key: "has space", customer: { id: "cid" } });
    expect(badKey.status).toBe(422);
    expect(badKey.body.errors.key).toEqual([expect.any(String)]);
    expect((await linksOf(api, "cid")).map((l) => l.key)).toEqual(["ck", "extra"]);
    expect((await linksOf(api, "did")).map((l) => l.key)).toEqual(["dk"]);
  });

  it("gets a link by id, searches by id, key and customer, and answers 404 for unknown links", async () => {
    const { api, key } = await withCustomer();
    const extra = await expectOk(api, "POST", "/v1/customer_referral_links", { key: "extra", customer: { key: "ck" } });
    expect(await expectOk(api, "GET", `/v1/customer_referral_links/${extra.id}`)).toEqual(extra);
    expect(await expectOk(api, "GET", `/v1/customer_referral_links:search?id=${extra.id}`)).toEqual(extra);
    expect(await expectOk(api, "GET", "/v1/customer_referral_links:search?key=extra")).toEqual(extra);

    const def = await defaultLink(api, "cid");
    expect(def).toMatchObject({ key: "ck", default: true, customer: CUSTOMER });
    expect(def.url).toMatch(refLink("ck"));
    for (const query of ["customer.id=cid", "customer[key]=ck", `customer.email=${encodeURIComponent("C@Example.com")}`]) {
      expect(await expectOk(api, "GET", `/v1/customer_referral_links:search?${query}`), query).toEqual(def);
    }
    const viaBody = await getWithBody(server.url, "/v1/customer_referral_links:search", key, { customer: { id: "cid" } });
    expect(viaBody.body.data).toEqual(def);

    for (const [method, path, body] of [
      ["GET", "/v1/customer_referral_links/no-such-id", undefined],
      ["GET", "/v1/customer_referral_links:search?key=no-such-key", undefined],
      ["PUT", "/v1/customer_referral_links/no-such-id", { key: "whatever" }],
      ["DELETE", "/v1/customer_referral_links/no-such-id", undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
    }
    const nothing = await api("GET", "/v1/customer_referral_links:search");
    expect(nothing.status).toBe(422);
  });

  it("changes a link's key, refusing another link's or customer's key", async () => {
    const { api } = await withCustomer();
    await expectOk(api, "POST", "/v1/customers", { id: "did", key: "dk" });
    const extra = await expectOk(api, "POST", "/v1/customer_referral_links", { key: "extra", customer: { id: "cid" }, destination_url: "https://shop.example/sale" });
    const res = await api("PUT", `/v1/customer_referral_links/${extra.id}`, { key: "extra-new" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: extra.id, key: "extra-new", url: "https://shop.example/sale?ref=extra-new", customer: CUSTOMER });
    expect(await expectOk(api, "GET", `/v1/customer_referral_links/${extra.id}`)).toEqual(res.body.data);
    expect((await api("GET", "/v1/customer_referral_links:search?key=extra")).status).toBe(404);
    for (const key of ["ck", "dk"]) {
      const clash = await api("PUT", `/v1/customer_referral_links/${extra.id}`, { key });
      expect(clash.status, key).toBe(422);
      expect(clash.body.errors.key, key).toEqual(["Key already exists"]);
    }
    const missing = await api("PUT", `/v1/customer_referral_links/${extra.id}`, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.key).toEqual([expect.any(String)]);
    expect((await expectOk(api, "GET", `/v1/customer_referral_links/${extra.id}`)).key).toBe("extra-new");
  });

  it("deletes a link, keeps a customer's only link, and promotes another link when the default goes", async () => {
    const { api } = await withCustomer();
    const def = await defaultLink(api, "cid");
    expect((await api("DELETE", `/v1/customer_referral_links/${def.id}`)).status).toBe(400);
    const extra = await expectOk(api, "POST", "/v1/customer_referral_links", { key: "extra", customer: { id: "cid" } });
    const other = await expectOk(api, "POST", "/v1/customer_referral_links", { key: "other", customer: { id: "cid" } });
    const gone = await api("DELETE", `/v1/customer_referral_links/${extra.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ status: 1 });
    expect((await api("GET", `/v1/customer_referral_links/${extra.id}`)).body).toEqual(NOT_FOUND);
    expect((await api("DELETE", `/v1/customer_referral_links/${def.id}`)).body).toEqual({ status: 1 });
    expect(await expectOk(api, "GET", `/v1/customer_referral_links/${other.id}`)).toMatchObject({ key: "other", default: true });
    expect((await linksOf(api, "cid")).map((l) => l.key)).toEqual(["other"]);
    expect((await expectOk(api, "GET", "/v1/customers/cid")).referral_link).toMatch(refLink("other"));
  });
});

describe("program types and isolation", () => {
  it("gives Affiliate and Newsletter keys the 400 of other gated routes on every customer-link route", async () => {
    for (const type of ["Affiliate", "Newsletter"] as const) {
      const { api, key } = await seed(server).program(type);
      if (type === "Affiliate") {
        // an affiliate customer exists, yet its links are not there to reach
        await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk" });
        await expectOk(api, "POST", "/v1/customers", { key: "ck", partner: { key: "pk" } });
      }
      for (const [method, path, body] of [
        ["POST", "/v1/customer_referral_links", { key: "x", customer: { key: "ck" } }],
        ["GET", "/v1/customer_referral_links/some-id", undefined],
        ["GET", "/v1/customer_referral_links:search?key=x", undefined],
        ["PUT", "/v1/customer_referral_links/some-id", { key: "y" }],
        ["DELETE", "/v1/customer_referral_links/some-id", undefined],
        ["GET", "/v1/customers/ck/referral_links", undefined],
      ] as const) {
        const res = await api(method, path, body);
        expect(res.status, `${type} ${method} ${path}`).toBe(400);
        expect(res.body.message, `${type} ${method} ${path}`).toBe(`Customer referral links is not available for ${type} programs`);
      }
      for (const res of [await server.gql(key, ReferralLinkCreateDocument, { input: { customerId: globalId("Customer", "x") } })]) {
        expect(res.errors![0]!.extensions).toMatchObject({ code: "WRONG_PROGRAM_TYPE", status: 400 });
      }
    }
  });

  it("gives A's key 404 for B's customer links on every route, and B's links stay as they were", async () => {
    const a = await seed(server).program("Referral");
    const b = await seed(server).program("Referral");
    await a.customer({ id: "a-id", key: "a-ck" });
    await b.customer({ id: "b-id", key: "b-ck", email: "b@example.com" });
    const bDefault = await defaultLink(b.api, "b-id");
    const bExtra = await expectOk(b.api, "POST", "/v1/customer_referral_links", { key: "b-extra", customer: { id: "b-id" } });

    for (const link of [bDefault, bExtra]) {
      for (const [method, path, body] of [
        ["GET", `/v1/customer_referral_links/${link.id}`, undefined],
        ["GET", `/v1/customer_referral_links:search?id=${link.id}`, undefined],
        ["GET", `/v1/customer_referral_links:search?key=${link.key}`, undefined],
        ["PUT", `/v1/customer_referral_links/${link.id}`, { key: "stolen" }],
        ["DELETE", `/v1/customer_referral_links/${link.id}`, undefined],
      ] as const) {
        const res = await a.api(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body, `${method} ${path}`).toEqual(NOT_FOUND);
      }
      const id = globalId("ReferralLink", link.id);
      expect((await server.gql(a.key, ReferralLinkFindDocument, { by: { id } })).data!.referralLink).toBeNull();
      expect((await server.gql(a.key, ReferralLinkUpdateDocument, { input: { id, key: "stolen" } })).data!.referralLinkUpdate.userErrors).toMatchObject([{ message: "Referral link not found", code: "NOT_FOUND" }]);
      expect((await server.gql(a.key, ReferralLinkDeleteDocument, { input: { id } })).data!.referralLinkDelete.userErrors).toMatchObject([{ message: "Referral link not found", code: "NOT_FOUND" }]);
    }
    for (const path of ["/v1/customer_referral_links:search?customer.id=b-id", "/v1/customers/b-id/referral_links", "/v1/customers/b@example.com/referral_links"]) {
      expect((await a.api("GET", path)).status, path).toBe(404);
    }
    expect((await a.api("POST", "/v1/customer_referral_links", { key: "for-b", customer: { id: "b-id" } })).status).toBe(404);
    // keys are per program: A may use B's link keys
    expect((await a.api("POST", "/v1/customer_referral_links", { key: "b-extra", customer: { id: "a-id" } })).status).toBe(200);

    expect(await expectOk(b.api, "GET", `/v1/customer_referral_links/${bDefault.id}`)).toEqual(bDefault);
    expect(await expectOk(b.api, "GET", `/v1/customer_referral_links/${bExtra.id}`)).toEqual(bExtra);
    expect((await linksOf(b.api, "b-id")).map((l) => l.key)).toEqual(["b-ck", "b-extra"]);
  });

  it("refuses a Referral key on partner-link routes, so a customer link is never reached as a partner link", async () => {
    const { api } = await withCustomer();
    const def = await defaultLink(api, "cid");
    // a Referral key is refused on partner-link routes before any lookup
    expect((await api("GET", `/v1/partner_referral_links/${def.id}`)).status).toBe(400);
  });
});

describe("GraphQL", () => {
  it("creates, finds, lists, renames and deletes customer links", async () => {
    const s = await withCustomer();
    const { key } = s;
    const owner = await server.app.database.prisma.customer.findFirstOrThrow({ where: { programId: s.program.id, key: "ck" } });
    const customerId = globalId("Customer", owner.uid);
    const created = await server.gql(key, ReferralLinkCreateDocument, {
      input: { customerId, key: "gql-link", destinationUrl: "https://shop.example/g", isAdditional: true },
    });
    expect(created.errors).toBeUndefined();
    const link = created.data!.referralLinkCreate.referralLink!;
    expect(link).toMatchObject({ key: "gql-link", url: "https://shop.example/g?ref=gql-link", default: false, isAdditional: true, customer: { id: customerId, key: "ck" }, partner: null });

    const badUrl = await server.gql(key, ReferralLinkCreateDocument, { input: { customerId, destinationUrl: "javascript:alert(1)" } });
    expect(badUrl.data!.referralLinkCreate).toMatchObject({ referralLink: null, userErrors: [{ field: ["input", "destinationUrl"], code: "INVALID" }] });
    const noOwner = await server.gql(key, ReferralLinkCreateDocument, { input: { key: "orphan" } });
    expect(noOwner.data!.referralLinkCreate.userErrors).toMatchObject([{ field: ["input", "customerId"], code: "INVALID" }]);

    expect((await server.gql(key, ReferralLinkFindDocument, { by: { key: "gql-link" } })).data!.referralLink!.id).toBe(link.id);
    const list = (await server.gql(key, CustomerLinksDocument, { by: { id: customerId } })).data!.customer!;
    expect(list.referralLinks.map((l) => l.key)).toEqual(["ck", "gql-link"]);
    const def = list.referralLinks[0]!;
    expect(def).toMatchObject({ default: true, url: list.referralLink, customer: { id: customerId } });

    const clash = await server.gql(key, ReferralLinkUpdateDocument, { input: { id: link.id, key: "ck" } });
    expect(clash.data!.referralLinkUpdate.userErrors).toMatchObject([{ field: ["input", "key"], message: "Key already exists", code: "TAKEN" }]);
    const renamed = await server.gql(key, ReferralLinkUpdateDocument, { input: { id: link.id, key: "gql-new" } });
    expect(renamed.data!.referralLinkUpdate.referralLink!.url).toBe("https://shop.example/g?ref=gql-new");

    expect((await server.gql(key, ReferralLinkDeleteDocument, { input: { id: def.id } })).data!.referralLinkDelete).toEqual({ deletedId: def.id, userErrors: [] });
    const last = await server.gql(key, ReferralLinkDeleteDocument, { input: { id: link.id } });
    expect(last.data!.referralLinkDelete.userErrors).toMatchObject([{ field: null, code: "NOT_ALLOWED" }]);
    expect((await server.gql(key, ReferralLinkFindDocument, { by: { id: def.id } })).data!.referralLink).toBeNull();
    expect((await server.gql(key, CustomerLinksDocument, { by: { id: customerId } })).data!.customer!.referralLink).toBe("https://shop.example/g?ref=gql-new");
  });
});
