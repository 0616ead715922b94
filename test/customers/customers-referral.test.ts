// Customers of refer-a-friend programs over REST: create
// with and without a referrer, generated key and id, metadata, list by refer_status, invites,
// stats, referrals, transactions, the reward balance and its credit, and the state table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP, expectOk, listTotal, mailLines } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const referral = () => seed(server).program("Referral");
const refLink = (key: string) => new RegExp(`^https://shop\\.example/?\\?ref=${key}$`);

describe("POST /v1/customers (refer-a-friend)", () => {
  it("creates a customer with a generated key and id, its own referral link, and every field of a refer-a-friend customer", async () => {
    const { api } = await referral();
    const res = await api("POST", "/v1/customers", { email: "Ann@Example.com", name: "Ann", surname: "Lee", metadata: { date_of_birth: "1990-02-03" } });
    expect([200, 201]).toContain(res.status);
    expect(res.body.status).toBe(1);
    const c = res.body.data;
    expect(c).toMatchObject({
      email: "ann@example.com",
      name: "Ann",
      surname: "Lee",
      status: "active",
      approved: true,
      referring_customer: null,
      referrals_count: 0,
      metadata: { date_of_birth: "1990-02-03" },
    });
    expect(c.key).toEqual(expect.any(String));
    expect(c.key.length).toBeGreaterThan(0);
    expect(c.id).toEqual(expect.any(String));
    expect(c.id.length).toBeGreaterThan(0);
    expect(c.referral_link).toMatch(refLink(c.key));
    expect(c.referral_links).toEqual([c.referral_link]);
    expect(c.created_at).toMatch(TIMESTAMP);
    expect(c.updated_at).toMatch(TIMESTAMP);

    const got = await expectOk(api, "GET", `/v1/customers/${c.id}`);
    expect(got).toMatchObject({ id: c.id, key: c.key, metadata: { date_of_birth: "1990-02-03" }, referral_link: c.referral_link });
    // the key finds it too
    expect((await expectOk(api, "GET", `/v1/customers/${c.key}`)).id).toBe(c.id);
  });

  it("gives every customer a different generated key and link", async () => {
    const { api } = await referral();
    const a = await expectOk(api, "POST", "/v1/customers", { email: "a@example.com" });
    const b = await expectOk(api, "POST", "/v1/customers", { email: "b@example.com" });
    expect(a.key).not.toBe(b.key);
    expect(a.id).not.toBe(b.id);
    expect(a.referral_link).not.toBe(b.referral_link);
  });

  it("keeps a given key and id", async () => {
    const { api } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { key: "my-key", id: "my-id", email: "k@example.com" });
    expect(c).toMatchObject({ key: "my-key", id: "my-id" });
    expect(c.referral_link).toMatch(refLink("my-key"));
    expect((await expectOk(api, "GET", "/v1/customers:search?key=my-key")).id).toBe("my-id");
    expect((await expectOk(api, "GET", "/v1/customers:search?id=my-id")).key).toBe("my-key");
  });

  it("records the referring customer by id or by key; the referrer counts its referrals", async () => {
    const { api } = await referral();
    const referrer = await expectOk(api, "POST", "/v1/customers", { email: "ref@example.com", name: "Ref" });
    const byId = await api("POST", "/v1/customers", { email: "f1@example.com", referring_customer: { id: referrer.id } });
    const byKey = await api("POST", "/v1/customers", { email: "f2@example.com", referring_customer: { key: referrer.key } });
    expect(byId.status).toBe(200);
    expect(byKey.status).toBe(200);
    for (const res of [byId, byKey]) {
      expect(res.body.data.referring_customer).toMatchObject({ id: referrer.id, key: referrer.key, email: "ref@example.com" });
    }
    const again = await expectOk(api, "GET", `/v1/customers/${referrer.id}`);
    expect(again.referrals_count).toBe(2);
    expect(again.referring_customer).toBeNull();
  });

  it("gives 400 Referring customer not found for an unknown referrer, and creates nothing", async () => {
    const { api } = await referral();
    await expectOk(api, "POST", "/v1/customers", { email: "exists@example.com" });
    for (const ref of [{ id: "nobody" }, { key: "nobody" }]) {
      const res = await api("POST", "/v1/customers", { email: "orphan@example.com", referring_customer: ref });
      expect(res.status, JSON.stringify(ref)).toBe(400);
      expect(res.body, JSON.stringify(ref)).toEqual({ status: 0, message: "Referring customer not found" });
    }
    expect(await listTotal(api, "/v1/customers")).toBe(1);
  });

  it("gives 422 for a taken id or key, and for a malformed date_of_birth", async () => {
    const { api } = await referral();
    await expectOk(api, "POST", "/v1/customers", { key: "taken-key", id: "taken-id", email: "t@example.com" });
    const dupId = await api("POST", "/v1/customers", { id: "taken-id", email: "x@example.com" });
    expect(dupId.status).toBe(422);
    expect(dupId.body.errors.id).toEqual([expect.any(String)]);
    const dupKey = await api("POST", "/v1/customers", { key: "taken-key", email: "x@example.com" });
    expect(dupKey.status).toBe(422);
    expect(dupKey.body.errors.key).toEqual([expect.any(String)]);
    const dob = await api("POST", "/v1/customers", { email: "x@example.com", metadata: { date_of_birth: "03.02.1990" } });
    expect(dob.status).toBe(422);
    expect(dob.body.errors["metadata.date_of_birth"]).toEqual([expect.any(String)]);
    expect(await listTotal(api, "/v1/customers")).toBe(1);
  });
});

describe("GET /v1/customers (refer-a-friend)", () => {
  it("lists referred and non-referred customers by refer_status", async () => {
    const { api } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root", email: "root@example.com" });
    await expectOk(api, "POST", "/v1/customers", { key: "child1", referring_customer: { id: root.id } });
    await expectOk(api, "POST", "/v1/customers", { key: "child2", referring_customer: { key: "root" } });
    await expectOk(api, "POST", "/v1/customers", { key: "loner" });
    const keys = async (query: string) => ((await expectOk(api, "GET", `/v1/customers${query}`)) as unknown as { key: string }[]).map((c) => c.key).sort();
    const res = await api("GET", "/v1/customers?refer_status=referred");
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ total: 2, per_page: 15, current_page: 1 });
    expect(await keys("?refer_status=referred")).toEqual(["child1", "child2"]);
    expect(await keys("?refer_status=non_referred")).toEqual(["loner", "root"]);
    expect(await keys("")).toEqual(["child1", "child2", "loner", "root"]);
    const bad = await api("GET", "/v1/customers?refer_status=everyone");
    expect(bad.status).toBe(422);
    expect(bad.body.errors.refer_status).toEqual([expect.any(String)]);
  });

  it("shows true referrals_count and referral_link values in the list", async () => {
    const { api } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root" });
    await expectOk(api, "POST", "/v1/customers", { key: "kid", referring_customer: { id: root.id } });
    const list = (await api("GET", "/v1/customers?refer_status=non_referred")).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ key: "root", referrals_count: 1 });
    expect(list[0].referral_link).toMatch(refLink("root"));
    const kid = (await api("GET", "/v1/customers?refer_status=referred")).body.data[0];
    expect(kid).toMatchObject({ key: "kid", referrals_count: 0, referring_customer: { key: "root" } });
    expect(kid.referral_link).toMatch(refLink("kid"));
  });
});

describe("PUT /v1/customers/{id} (refer-a-friend)", () => {
  it("updates email, name, surname and metadata.date_of_birth", async () => {
    const { api } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { email: "old@example.com", metadata: { date_of_birth: "1980-01-01" } });
    const res = await api("PUT", `/v1/customers/${c.id}`, { update: { email: "New@example.com", name: "N", surname: "S", metadata: { date_of_birth: "1981-12-31" } } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: c.id, email: "new@example.com", name: "N", surname: "S", metadata: { date_of_birth: "1981-12-31" } });
    expect(await expectOk(api, "GET", `/v1/customers/${c.id}`)).toMatchObject({ email: "new@example.com", metadata: { date_of_birth: "1981-12-31" } });
  });

  it("changes the key; a new customer may then take the old key", async () => {
    const { api } = await referral();
    const alice = await expectOk(api, "POST", "/v1/customers", { key: "alice", email: "alice@example.com" });
    const renamed = await api("PUT", "/v1/customers/alice", { update: { key: "alice2" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ id: alice.id, key: "alice2" });
    // the link carries the customer's key, so it follows the new one
    expect(renamed.body.data.referral_link).toMatch(refLink("alice2"));
    expect((await expectOk(api, "GET", "/v1/customers/alice2")).id).toBe(alice.id);
    expect((await api("GET", "/v1/customers/alice")).status).toBe(404);

    // the old key is free: no customer has it any more
    const reuse = await api("POST", "/v1/customers", { key: "alice", email: "another@example.com" });
    expect(reuse.status).toBe(200);
    expect(reuse.body.data.key).toBe("alice");
    expect(reuse.body.data.referral_link).not.toBe((await expectOk(api, "GET", "/v1/customers/alice2")).referral_link);
    expect(await listTotal(api, "/v1/customers")).toBe(2);
  });
});

describe("refer_status transitions (refer-a-friend)", () => {
  it("archive: active -> deleted; revoke-archive: deleted -> active; repeats are 400", async () => {
    const { api } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { email: "state@example.com" });
    expect(c.status).toBe("active");

    const archived = await api("POST", `/v1/customers/${c.id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body).toEqual({ status: 1 });
    const deleted = await expectOk(api, "GET", `/v1/customers/${c.id}`);
    expect(deleted).toMatchObject({ status: "deleted", deleted: true });
    expect(deleted.deleted_at).toMatch(TIMESTAMP);

    const twice = await api("POST", `/v1/customers/${c.id}/archive`);
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ status: 0, message: "Action failed" });

    const restored = await api("POST", `/v1/customers/${c.id}/revoke-archive`);
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ status: 1 });
    expect(await expectOk(api, "GET", `/v1/customers/${c.id}`)).toMatchObject({ status: "active", deleted: false, deleted_at: null });

    const notArchived = await api("POST", `/v1/customers/${c.id}/revoke-archive`);
    expect(notArchived.status).toBe(400);
    expect(notArchived.body).toEqual({ status: 0, message: "Action failed" });
  });

  it("DELETE removes an active and a deleted customer permanently", async () => {
    const { api } = await referral();
    const active = await expectOk(api, "POST", "/v1/customers", { email: "active@example.com" });
    const archived = await expectOk(api, "POST", "/v1/customers", { email: "archived@example.com" });
    await expectOk(api, "POST", `/v1/customers/${archived.id}/archive`);
    for (const c of [active, archived]) {
      const res = await api("DELETE", `/v1/customers/${c.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 1 });
      const gone = await api("GET", `/v1/customers/${c.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual({ status: 0, message: "Customer not found" });
    }
    expect(await listTotal(api, "/v1/customers")).toBe(0);
  });

  it("deleting a referrer keeps the customers it referred, without a referrer", async () => {
    const { api } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root" });
    await expectOk(api, "POST", "/v1/customers", { key: "kid", referring_customer: { id: root.id } });
    expect((await api("DELETE", "/v1/customers/root")).status).toBe(200);
    expect(await expectOk(api, "GET", "/v1/customers/kid")).toMatchObject({ key: "kid", referring_customer: null });
  });
});

describe("POST /v1/customers:invite", () => {
  it("sends an invitation email to the recipient", async () => {
    const { api } = await referral();
    const res = await api("POST", "/v1/customers:invite", { email: "Invitee@Example.com", name: "Ivy", personalization: { code: "WELCOME10" } });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const mail = mailLines(server.mailFile).filter((m) => m.to === "invitee@example.com");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Ivy");
    expect(mail[0]!.text).toContain("WELCOME10");
  });

  it("gives 422 without a valid email and sends nothing", async () => {
    const { api } = await referral();
    await server.app.events.flush(); // a partner's welcome email is sent after its answer
    const before = mailLines(server.mailFile).length;
    for (const body of [{ name: "No Mail" }, { email: "not-an-email" }]) {
      const res = await api("POST", "/v1/customers:invite", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.email, JSON.stringify(body)).toEqual([expect.any(String)]);
    }
    await server.app.events.flush(); // a mail sent after the answer would be counted too
    expect(mailLines(server.mailFile).length).toBe(before);
  });
});

describe("stats, referrals and transactions of a customer", () => {
  it("counts referrals and clicks and gives share links with the customer's referral link", async () => {
    const { api, program } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root" });
    await expectOk(api, "POST", "/v1/customers", { key: "k1", referring_customer: { id: root.id } });
    await expectOk(api, "POST", "/v1/customers", { key: "k2", referring_customer: { key: "root" } });
    const fresh = await api("GET", `/v1/customers/${root.id}/stats`);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ referrals: 2, clicks: 0 });

    // three visits through the customer's link
    const prisma = server.app.database.prisma;
    const uid = (await prisma.customer.findFirstOrThrow({ where: { programId: program.id, key: "root" } })).uid;
    await prisma.click.createMany({ data: [1, 2, 3].map(() => ({ programId: program.id, customerUid: uid })) });

    const stats = (await api("GET", `/v1/customers/${root.id}/stats`)).body.data;
    expect(stats).toMatchObject({ referrals: 2, clicks: 3 });
    expect(stats.referral_link).toBe(root.referral_link);
    const encoded = encodeURIComponent(root.referral_link);
    for (const network of ["facebook", "twitter", "linkedin", "whatsapp", "email"]) {
      expect(stats.share_links[network], network).toContain(encoded);
    }
    // by key as well
    expect((await expectOk(api, "GET", "/v1/customers/root/stats")).referrals).toBe(2);
  });

  it("lists the customers it referred", async () => {
    const { api } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root" });
    await expectOk(api, "POST", "/v1/customers", { key: "k1", email: "k1@example.com", referring_customer: { id: root.id } });
    await expectOk(api, "POST", "/v1/customers", { key: "k2", referring_customer: { key: "root" } });
    await expectOk(api, "POST", "/v1/customers", { key: "other" });
    const res = await api("GET", `/v1/customers/${root.id}/referrals`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    expect(res.body.data.map((c: { key: string }) => c.key).sort()).toEqual(["k1", "k2"]);
    expect(res.body.data.find((c: { key: string }) => c.key === "k1")).toMatchObject({ email: "k1@example.com", referring_customer: { key: "root" } });
    expect((await expectOk(api, "GET", "/v1/customers/other/referrals"))).toEqual([]);
  });

  it("lists the transactions of the customers it referred", async () => {
    const { api } = await referral();
    const root = await expectOk(api, "POST", "/v1/customers", { key: "root" });
    await expectOk(api, "POST", "/v1/customers", { key: "kid", referring_customer: { id: root.id } });
    const empty = await api("GET", `/v1/customers/${root.id}/transactions`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ status: 1, data: [] });

    await expectOk(api, "POST", "/v1/transactions", { key: "sale-1", amount: 40, customer: { key: "kid" } });
    const res = await api("GET", `/v1/customers/${root.id}/transactions`);
    expect(res.body.data).toHaveLength(1);
    // refer-a-friend transactions name the referrer as customer, the buyer as referred_customer
    expect(res.body.data[0]).toMatchObject({ key: "sale-1", action: "sale", amount_units: "USD", customer: "root", referred_customer: "kid", customer_key: "kid" });
    expect(Number(res.body.data[0].amount)).toBe(40);
    expect(res.body.data[0]).toEqual((await expectOk(api, "GET", "/v1/transactions/sale-1")));
  });
});

describe("reward balance", () => {
  it("is empty at first, and shows credits per currency; points are kept apart", async () => {
    const { api } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { key: "saver", email: "saver@example.com" });
    const first = await api("GET", `/v1/customers/${c.id}/balance`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ status: 1, data: [] });

    const credit = await api("POST", `/v1/customers/${c.id}/balance/credit`, { amount: 5, amount_units: "usd", is_currency: true });
    expect(credit.status).toBe(200);
    expect(credit.body.status).toBe(1);
    await expectOk(api, "POST", `/v1/customers/${c.id}/balance/credit`, { amount: 2.5, amount_units: "Usd", is_currency: true });
    await expectOk(api, "POST", `/v1/customers/saver/balance/credit`, { amount: 3, amount_units: "EUR", is_currency: true });
    await expectOk(api, "POST", `/v1/customers/${c.id}/balance/credit`, { amount: 50, amount_units: "points", is_currency: false });

    const balance = (await api("GET", `/v1/customers/${c.id}/balance`)).body.data as { amount: number; amount_units: string; is_currency: boolean }[];
    expect(balance).toHaveLength(3);
    const byUnit = Object.fromEntries(balance.map((b) => [b.amount_units, b]));
    expect(byUnit.USD).toMatchObject({ amount: 7.5, is_currency: true });
    expect(byUnit.EUR).toMatchObject({ amount: 3, is_currency: true });
    expect(byUnit.points).toMatchObject({ amount: 50, is_currency: false });
  });

  it("writes a customer.credited event", async () => {
    const { api, program } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { key: "evented", email: "ev@example.com" });
    await expectOk(api, "POST", `/v1/customers/${c.id}/balance/credit`, { amount: 4, amount_units: "gbp", is_currency: true });
    const events = await server.app.database.prisma.outboxEvent.findMany({ where: { programId: program.id, type: "customer.credited" } });
    expect(events).toHaveLength(1);
    expect(events[0]!.resourceId).toBe("evented");
    expect(JSON.stringify(events[0]!.payload)).toContain("GBP");
  });

  it("gives 422 for an amount <= 0 or a missing amount_units, and credits nothing", async () => {
    const { api, program } = await referral();
    const c = await expectOk(api, "POST", "/v1/customers", { key: "strict" });
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, amount_units: "USD", is_currency: true }, "amount"],
      [{ amount: -5, amount_units: "USD", is_currency: true }, "amount"],
      [{ amount_units: "USD", is_currency: true }, "amount"],
      [{ amount: 5, is_currency: true }, "amount_units"],
      [{ amount: 5, amount_units: "", is_currency: true }, "amount_units"],
      [{ amount: 5, amount_units: "USD" }, "is_currency"],
    ];
    for (const [body, field] of cases) {
      const res = await api("POST", `/v1/customers/${c.id}/balance/credit`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.status).toBe(0);
      expect(res.body.errors[field], JSON.stringify(body)).toEqual([expect.any(String)]);
    }
    expect((await api("GET", `/v1/customers/${c.id}/balance`)).body.data).toEqual([]);
    expect(await server.app.database.prisma.outboxEvent.count({ where: { programId: program.id, type: "customer.credited" } })).toBe(0);
  });

  it("gives 404 for an unknown customer", async () => {
    const { api } = await referral();
    for (const [method, path, body] of [
      ["GET", "/v1/customers/nobody/balance", undefined],
      ["POST", "/v1/customers/nobody/balance/credit", { amount: 1, amount_units: "USD", is_currency: true }],
      ["GET", "/v1/customers/nobody/stats", undefined],
      ["GET", "/v1/customers/nobody/referrals", undefined],
      ["GET", "/v1/customers/nobody/transactions", undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ status: 0, message: "Customer not found" });
    }
  });
});

describe("parallel requests (meaningful on PostgreSQL)", () => {
  it("creating the same id five times at once: one customer, the others 422 naming id", async () => {
    const { api } = await referral();
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => api("POST", "/v1/customers", { id: "same-id", key: `key-${i}`, email: `c${i}@example.com` })));
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 422, 422, 422, 422]);
    for (const r of results.filter((r) => r.status === 422)) expect(r.body.errors).toEqual({ id: [expect.any(String)] });
    expect(await listTotal(api, "/v1/customers")).toBe(1);
  });

  it("renaming two customers to the same key at once: one wins, the other 422 naming update.key", async () => {
    const { api } = await referral();
    await expectOk(api, "POST", "/v1/customers", { key: "first" });
    await expectOk(api, "POST", "/v1/customers", { key: "second" });
    const results = await Promise.all(["first", "second"].map((k) => api("PUT", `/v1/customers/${k}`, { update: { key: "wanted" } })));
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, 422]);
    expect(results.find((r) => r.status === 422)!.body.errors).toEqual({ "update.key": [expect.any(String)] });
    const winner = await expectOk(api, "GET", "/v1/customers/wanted");
    expect(winner.referral_link).toMatch(refLink("wanted"));
    expect(await listTotal(api, "/v1/customers")).toBe(2);
  });

  it("archiving a customer twice at once: one 200, the other 400 Action failed", async () => {
    const { api } = await referral();
    for (let round = 0; round < 3; round++) {
      const c = await expectOk(api, "POST", "/v1/customers", { key: `twice-${round}` });
      const results = await Promise.all([1, 2].map(() => api("POST", `/v1/customers/${c.id}/archive`)));
      expect(results.map((r) => r.status).sort((a, b) => a - b), `round ${round}`).toEqual([200, 400]);
      expect((await expectOk(api, "GET", `/v1/customers/${c.id}`)).status).toBe("deleted");
    }
  });
});
