// Customers of affiliate programs over REST: create with
// the partner by key, id or email, the legacy forms, list filters, search, get, update (flat and
// wrapped, key change), delete, archive and the errors. Every write is read back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, TIMESTAMP, expectOk, getWithBody, listTotal } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** an affiliate program with one partner (key pk, id pid, email p@example.com) */
async function withPartner() {
  const ctx = await seed(server).program("Affiliate");
  await ctx.partner({ email: "p@example.com", key: "pk", id: "pid", name: "Pat" });
  return ctx;
}

const customers = (api: Api) => listTotal(api, "/v1/customers");

describe("POST /v1/customers (affiliate)", () => {
  it("creates a customer attributed to the partner by key, with every field of a customer", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", {
      key: "cust-1",
      email: "Buyer@Example.com",
      name: "Bo",
      surname: "Buyer",
      tags: ["vip", "eu"],
      partner: { key: "pk" },
    });
    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    const c = res.body.data;
    expect(c).toMatchObject({
      key: "cust-1",
      partner: "pk",
      deleted: false,
      deleted_at: null,
      name: "Bo",
      surname: "Buyer",
      email: "buyer@example.com",
      status: "active",
      tags: [{ value: "vip" }, { value: "eu" }],
    });
    expect(c.created_at).toMatch(TIMESTAMP);
    expect(c.updated_at).toMatch(TIMESTAMP);

    const got = await api("GET", "/v1/customers/cust-1");
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ key: "cust-1", partner: "pk", email: "buyer@example.com", tags: [{ value: "vip" }, { value: "eu" }], created_at: c.created_at });
  });

  it("identifies the partner by id or by email (any case) as well as by key", async () => {
    const { api } = await withPartner();
    const byId = await api("POST", "/v1/customers", { key: "by-id", partner: { id: "pid" } });
    const byEmail = await api("POST", "/v1/customers", { key: "by-email", partner: { email: "P@Example.com" } });
    expect(byId.status).toBe(200);
    expect(byEmail.status).toBe(200);
    expect(byId.body.data.partner).toBe("pk");
    expect(byEmail.body.data.partner).toBe("pk");
    // the partner counts them as its sign-ups
    const partner = await expectOk(api, "GET", "/v1/partners/pid");
    expect(partner.referrals.signups).toBe(2);
  });

  it("accepts options.referral_url", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", { key: "with-url", partner: { key: "pk" }, options: { referral_url: "https://shop.example/landing?aff=pk" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "with-url", partner: "pk" });
  });

  it("rejects an options.referral_url that is not a URL, naming the field, and creates nothing", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", { key: "bad-url", partner: { key: "pk" }, options: { referral_url: "not a url" } });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(Object.keys(res.body.errors)).toEqual(["options.referral_url"]);
    expect(await customers(api)).toBe(0);
  });

  it("accepts the legacy nested form {partner, customer}", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", { partner: { key: "pk" }, customer: { key: "nested", email: "Nested@example.com", name: "Ned" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "nested", email: "nested@example.com", name: "Ned", partner: "pk", status: "active" });
    expect((await expectOk(api, "GET", "/v1/customers/nested")).partner).toBe("pk");
  });

  it("accepts the legacy singular path POST /v1/customer", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customer", { key: "singular", email: "s@example.com", partner: { email: "p@example.com" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "singular", partner: "pk", deleted: false });
    expect((await expectOk(api, "GET", "/v1/customers/singular")).email).toBe("s@example.com");
  });

  it("gives 400 Invalid partner key for an unknown partner, and creates nothing", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", { key: "orphan", partner: { key: "nobody" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: "Invalid partner key" });
    expect(await customers(api)).toBe(0);
    expect((await api("GET", "/v1/customers/orphan")).status).toBe(404);
  });

  it("gives 422 naming key when the key is missing, and creates nothing", async () => {
    const { api } = await withPartner();
    const res = await api("POST", "/v1/customers", { email: "nokey@example.com", partner: { key: "pk" } });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.errors.key).toEqual([expect.any(String)]);
    expect(await customers(api)).toBe(0);
  });

  it("gives 422 naming partner when no partner is identified, and creates nothing", async () => {
    const { api } = await withPartner();
    for (const body of [{ key: "nopartner" }, { key: "nopartner", partner: {} }]) {
      const res = await api("POST", "/v1/customers", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.partner, JSON.stringify(body)).toEqual([expect.any(String)]);
    }
    expect(await customers(api)).toBe(0);
  });

  it("gives 422 for a duplicate key and leaves the first customer as it was", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/partners", { email: "q@example.com", key: "qk" });
    await expectOk(api, "POST", "/v1/customers", { key: "dup", email: "first@example.com", partner: { key: "pk" } });
    const res = await api("POST", "/v1/customers", { key: "dup", email: "second@example.com", partner: { key: "qk" } });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(res.body.errors.key).toEqual([expect.any(String)]);
    expect(await customers(api)).toBe(1);
    expect(await expectOk(api, "GET", "/v1/customers/dup")).toMatchObject({ email: "first@example.com", partner: "pk" });
  });
});

describe("GET /v1/customers (affiliate)", () => {
  async function twoPartners() {
    const ctx = await withPartner();
    await ctx.partner({ email: "q@example.com", key: "qk" });
    for (const [key, partner] of [["a1", "pk"], ["a2", "pk"], ["b1", "qk"]]) {
      await expectOk(ctx.api, "POST", "/v1/customers", { key, email: `${key}@example.com`, partner: { key: partner } });
    }
    return ctx;
  }
  const keys = (res: { body: { data: { key: string }[] } }) => res.body.data.map((c) => c.key).sort();

  it("lists the customers with the list envelope, newest first", async () => {
    const { api } = await twoPartners();
    const res = await api("GET", "/v1/customers");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((c: { key: string }) => c.key)).toEqual(["b1", "a2", "a1"]);
    expect(res.body.meta).toMatchObject({ current_page: 1, from: 1, to: 3, per_page: 15, total: 3 });
    expect(res.body.links.next).toBeNull();
    const item = res.body.data[2];
    expect(item).toMatchObject({ key: "a1", partner: "pk", deleted: false, name: "", surname: "", email: "a1@example.com", deleted_at: null });
    expect(item.created_at).toMatch(TIMESTAMP);
    expect(item.updated_at).toMatch(TIMESTAMP);
  });

  it("filters by partner.key, partner.email, partner_key and partner_email", async () => {
    const { api } = await twoPartners();
    expect(keys(await api("GET", "/v1/customers?partner.key=pk"))).toEqual(["a1", "a2"]);
    expect(keys(await api("GET", "/v1/customers?partner[key]=qk"))).toEqual(["b1"]);
    expect(keys(await api("GET", "/v1/customers?partner_key=qk"))).toEqual(["b1"]);
    expect(keys(await api("GET", "/v1/customers?partner.email=p@example.com"))).toEqual(["a1", "a2"]);
    expect(keys(await api("GET", `/v1/customers?partner_email=${encodeURIComponent("Q@Example.com")}`))).toEqual(["b1"]);
    const none = await api("GET", "/v1/customers?partner_key=nobody");
    expect(none.status).toBe(200);
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.total).toBe(0);
  });

  it("takes the filter from a JSON body of a GET", async () => {
    const { api, key } = await twoPartners();
    const res = await getWithBody(server.url, "/v1/customers", key, { partner: { key: "qk" } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { key: string }) => c.key)).toEqual(["b1"]);
    expect(await customers(api)).toBe(3);
  });

  it("pages with limit and page, and gives 422 for a limit outside 1-250", async () => {
    const { api } = await twoPartners();
    const first = await api("GET", "/v1/customers?limit=2");
    expect(first.body.data).toHaveLength(2);
    expect(first.body.meta).toMatchObject({ per_page: 2, current_page: 1, total: 3 });
    expect(first.body.links.next).toContain("page=2");
    const second = await api("GET", "/v1/customers?limit=2&page=2");
    expect(second.body.data.map((c: { key: string }) => c.key)).toEqual(["a1"]);
    expect(second.body.links.next).toBeNull();
    for (const limit of [0, 251]) {
      const res = await api("GET", `/v1/customers?limit=${limit}`);
      expect(res.status, `limit=${limit}`).toBe(422);
      expect(res.body.errors.limit).toEqual([expect.any(String)]);
    }
    expect((await api("GET", "/v1/customers?limit=250")).status).toBe(200);
    expect((await api("GET", "/v1/customers?limit=1")).body.data).toHaveLength(1);
  });
});

describe("GET /v1/customers/{key} and /v1/customers:search", () => {
  it("finds a customer by key, email or id, in the path, the query or a GET body", async () => {
    const { api, key } = await withPartner();
    const created = await expectOk(api, "POST", "/v1/customers", { key: "findme", email: "find@example.com", partner: { key: "pk" } });
    const paths = [
      "/v1/customers/findme",
      "/v1/customers:search?key=findme",
      "/v1/customers:search?email=find@example.com",
      `/v1/customers:search?email=${encodeURIComponent("FIND@Example.com")}`,
      `/v1/customers:search?id=${created.id}`,
      "/v1/customer?key=findme",
    ];
    for (const path of paths) {
      const res = await api("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.body, path).toEqual({ status: 1, data: created });
    }
    const viaBody = await getWithBody(server.url, "/v1/customers:search", key, { email: "find@example.com" });
    expect(viaBody.status).toBe(200);
    expect(viaBody.body.data.key).toBe("findme");
  });

  it("gives 404 Customer not found for an unknown key", async () => {
    const { api } = await withPartner();
    for (const path of ["/v1/customers/nobody", "/v1/customers:search?key=nobody", "/v1/customers:search?email=nobody@example.com"]) {
      const res = await api("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ status: 0, message: "Customer not found" });
    }
  });

  it("returns the customer's transactions as an array (none yet)", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "buyer", partner: { key: "pk" } });
    const res = await api("GET", "/v1/customers/buyer/transactions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, data: [] });
    expect((await api("GET", "/v1/customers/nobody/transactions")).status).toBe(404);
  });
});

describe("PUT /v1/customers/{key}", () => {
  it("updates with a flat body and with {update: {...}}", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "upd", email: "old@example.com", name: "Old", tags: ["a"], partner: { key: "pk" } });
    const flat = await api("PUT", "/v1/customers/upd", { name: "Flat", surname: "Body" });
    expect(flat.status).toBe(200);
    expect(flat.body.data).toMatchObject({ key: "upd", name: "Flat", surname: "Body", email: "old@example.com", partner: "pk" });
    const wrapped = await api("PUT", "/v1/customers/upd", { update: { email: "New@Example.com", tags: ["b", "c"] } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.data).toMatchObject({ name: "Flat", email: "new@example.com", tags: [{ value: "b" }, { value: "c" }] });
    expect(await expectOk(api, "GET", "/v1/customers/upd")).toMatchObject({ name: "Flat", surname: "Body", email: "new@example.com", tags: [{ value: "b" }, { value: "c" }] });
  });

  it("updates a customer identified in the body on the collection path and the legacy path", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "coll", partner: { key: "pk" } });
    const res = await api("PUT", "/v1/customers", { key: "coll", update: { name: "Coll" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "coll", name: "Coll" });
    const legacy = await api("PUT", "/v1/customer", { key: "coll", update: { surname: "Legacy" } });
    expect(legacy.status).toBe(200);
    expect(await expectOk(api, "GET", "/v1/customers/coll")).toMatchObject({ name: "Coll", surname: "Legacy" });
  });

  it("changes the key: the customer is then found by the new key only", async () => {
    const { api } = await withPartner();
    const before = await expectOk(api, "POST", "/v1/customers", { key: "old-key", email: "k@example.com", partner: { key: "pk" } });
    const res = await api("PUT", "/v1/customers/old-key", { update: { key: "new-key" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ key: "new-key", email: "k@example.com", partner: "pk" });
    expect(await expectOk(api, "GET", "/v1/customers/new-key")).toMatchObject({ key: "new-key", id: before.id, created_at: before.created_at });
    expect((await api("GET", "/v1/customers/old-key")).status).toBe(404);
    // a flat body changes the key as well
    expect((await api("PUT", "/v1/customers/new-key", { key: "newer-key" })).status).toBe(200);
    expect((await expectOk(api, "GET", "/v1/customers/newer-key")).email).toBe("k@example.com");
    expect(await customers(api)).toBe(1);
  });

  it("gives 422 naming update.key when the new key is taken, and changes nothing", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "one", name: "One", partner: { key: "pk" } });
    await expectOk(api, "POST", "/v1/customers", { key: "two", name: "Two", partner: { key: "pk" } });
    const res = await api("PUT", "/v1/customers/one", { update: { key: "two", name: "Changed" } });
    expect(res.status).toBe(422);
    expect(res.body.status).toBe(0);
    expect(res.body.errors["update.key"]).toEqual([expect.any(String)]);
    expect((await expectOk(api, "GET", "/v1/customers/one")).name).toBe("One");
    expect((await expectOk(api, "GET", "/v1/customers/two")).name).toBe("Two");
  });

  it("gives 404 for an unknown customer", async () => {
    const { api } = await withPartner();
    const res = await api("PUT", "/v1/customers/nobody", { update: { name: "X" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, message: "Customer not found" });
  });
});

describe("DELETE /v1/customers", () => {
  it("deletes permanently by path and by body; the customer is then not found", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "del-path", partner: { key: "pk" } });
    await expectOk(api, "POST", "/v1/customers", { key: "del-body", partner: { key: "pk" } });
    await expectOk(api, "POST", "/v1/customers", { key: "keep", partner: { key: "pk" } });

    const byPath = await api("DELETE", "/v1/customers/del-path");
    expect(byPath.status).toBe(200);
    expect(byPath.body).toEqual({ status: 1 });
    const byBody = await api("DELETE", "/v1/customers", { key: "del-body" });
    expect(byBody.status).toBe(200);
    expect(byBody.body).toEqual({ status: 1 });

    for (const key of ["del-path", "del-body"]) {
      const res = await api("GET", `/v1/customers/${key}`);
      expect(res.status, key).toBe(404);
      expect(res.body, key).toEqual({ status: 0, message: "Customer not found" });
    }
    expect((await api("GET", "/v1/customers")).body.data.map((c: { key: string }) => c.key)).toEqual(["keep"]);
    // deleting again finds nothing
    expect((await api("DELETE", "/v1/customers/del-path")).status).toBe(404);
  });
});

describe("archive and revoke-archive (affiliate)", () => {
  it("sets deleted and deleted_at, restores them, and refuses a repeated action", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "arch", partner: { key: "pk" } });

    const archived = await api("POST", "/v1/customers/arch/archive");
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ status: 1 });
    const after = await expectOk(api, "GET", "/v1/customers/arch");
    expect(after.deleted).toBe(true);
    expect(after.deleted_at).toMatch(TIMESTAMP);
    // still listed, flagged
    expect((await api("GET", "/v1/customers")).body.data[0]).toMatchObject({ key: "arch", deleted: true, deleted_at: after.deleted_at });

    const again = await api("POST", "/v1/customers/arch/archive");
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 0, message: "Action failed" });
    expect((await expectOk(api, "GET", "/v1/customers/arch")).deleted_at).toBe(after.deleted_at);

    const restored = await api("POST", "/v1/customers/arch/revoke-archive");
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ status: 1 });
    expect(await expectOk(api, "GET", "/v1/customers/arch")).toMatchObject({ deleted: false, deleted_at: null });

    const restoreAgain = await api("POST", "/v1/customers/arch/revoke-archive");
    expect(restoreAgain.status).toBe(400);
    expect(restoreAgain.body).toEqual({ status: 0, message: "Action failed" });
  });

  it("deletes an archived customer permanently", async () => {
    const { api } = await withPartner();
    await expectOk(api, "POST", "/v1/customers", { key: "arch-del", partner: { key: "pk" } });
    await expectOk(api, "POST", "/v1/customers/arch-del/archive");
    expect((await api("DELETE", "/v1/customers/arch-del")).body).toEqual({ status: 1 });
    expect((await api("GET", "/v1/customers/arch-del")).status).toBe(404);
    expect((await api("POST", "/v1/customers/arch-del/revoke-archive")).status).toBe(404);
  });
});

describe("parallel requests (meaningful on PostgreSQL)", () => {
  it("creating the same customer key five times at once: one customer, the others 422", async () => {
    const { api } = await seed(server).program("Affiliate");
    await expectOk(api, "POST", "/v1/partners", { email: "p@example.com", key: "pk" });
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => api("POST", "/v1/customers", { key: "same", email: `c${i}@example.com`, partner: { key: "pk" } })));
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.errors.key).toEqual([expect.any(String)]);
    expect(await customers(api)).toBe(1);
  });
});
