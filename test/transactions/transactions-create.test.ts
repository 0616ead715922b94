// POST /v1/transactions: the shape, defaults, every documented input, the errors
// (422 naming the field, nothing created), idempotent keys (sequential and 50 in parallel),
// the batch form and options.create_customer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TIMESTAMP, expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";
import { rowCount } from "./support.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("POST /v1/transactions (affiliate)", () => {
  it("records a sale attributed to the customer's partner, with its commission, in the REST shape of a transaction", async () => {
    const s = await seed(server).affiliate();
    const res = await s.api("POST", "/v1/transactions", { key: "t1", amount: 100, amount_units: "eur", customer: { key: "c1" }, product_id: "sku-1", product_type: ["cat", "dog"] });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(1);
    const t = res.body.data;
    expect(t).toMatchObject({
      key: "t1",
      action: "sale",
      amount: 100,
      amount_units: "EUR",
      is_currency: true,
      credit: null,
      partner: "pid",
      customer: "c1",
      referred_customer: null,
      deleted_at: null,
      product_id: ["sku-1"],
      product_type: ["cat", "dog"],
      refunded_amount: 0,
      archived: false,
    });
    expect(t.created_at).toMatch(TIMESTAMP);
    expect(t.rewards).toHaveLength(1);
    expect(t.rewards[0]).toMatchObject({ action: "sale", status: "pending", amount: 20, amount_units: "EUR", is_currency: true, partner: "pid", customer: null, transaction: "t1", tier: 1 });
    expect(t.rewards[0].created_at).toMatch(TIMESTAMP);
    expect(t.rewards[0].product_type_data).toEqual({ product_id: null, product_type: null });
    expect(await s.ok("GET", "/v1/transactions/t1")).toEqual(t);
  });

  it("takes the documented optional fields: created_at as Unix seconds or ISO, discount, gross, action, reward, rewardable", async () => {
    const s = await seed(server).affiliate();
    const a = await s.ok("POST", "/v1/transactions", { key: "a", amount: "50.5", customer: { email: "C1@example.com" }, created_at: 1700000000, discount_amount: 5, discount_code: "X5", gross_amount: 55.5, reward: 7.25 });
    expect(a).toMatchObject({ amount: 50.5, amount_units: "USD", created_at: "2023-11-14T22:13:20.000000Z", discount_amount: 5, discount_code: "X5", gross_amount: 55.5 });
    expect(a.rewards.map((r: { amount: number }) => r.amount)).toEqual([7.25]);
    const b = await s.ok("POST", "/v1/transactions", { key: "b", amount: 10, customer: { key: "c1" }, created_at: "2024-01-02T03:04:05Z", rewardable: false });
    expect(b).toMatchObject({ created_at: "2024-01-02T03:04:05.000000Z", rewardable: false, rewards: [] });
    const c = await s.ok("POST", "/v1/transactions", { key: "c", amount: 1, action: "signup", customer: { key: "c1" } });
    expect(c).toMatchObject({ action: "signup", rewards: [] }); // signup commission defaults to 0
    const d = await s.ok("POST", "/v1/transactions", { key: "d", amount: 3, action: "trial_started", customer: { key: "c1" }, options: { referral_url: "https://shop.example/?aff=pk" } });
    expect(d).toMatchObject({ action: "trial_started", referral_url: "https://shop.example/?aff=pk", rewards: [] });
  });

  it("attributes a sale without a partnered customer to the partner whose coupon or promotion code it used", async () => {
    const s = await seed(server).affiliate();
    const partner = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "pid" } });
    const coupon = await s.prisma.coupon.create({
      data: { programId: s.program.id, code: "SUMMER", name: "Summer", discountType: "percent", discountAmount: 10, durationType: "once", partnerUid: partner.uid },
    });
    await s.prisma.promotionCode.create({ data: { programId: s.program.id, couponUid: coupon.uid, code: "PAT10", partnerUid: partner.uid } });
    await s.customer({ key: "walk-in", partner: { key: "pk" } });
    await s.prisma.customer.updateMany({ where: { programId: s.program.id, key: "walk-in" }, data: { partnerUid: null } });
    expect(await s.ok("POST", "/v1/transactions", { key: "x1", amount: 10, customer: { key: "walk-in" }, discount_code: "pat10" })).toMatchObject({ partner: "pid", rewards: [{ amount: 2 }] });
    expect(await s.ok("POST", "/v1/transactions", { key: "x2", amount: 10, discount_code: "SUMMER" })).toMatchObject({ partner: "pid", customer: null, rewards: [{ amount: 2 }] });
    expect(await s.ok("POST", "/v1/transactions", { key: "x3", amount: 10, customer: { key: "walk-in" }, discount_code: "NOPE" })).toMatchObject({ partner: null, rewards: [] });
  });

  it("refuses bad input with 422 naming the field, and creates nothing", async () => {
    const s = await seed(server).affiliate();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 10, customer: { key: "c1" } }, "key"],
      [{ key: "k", customer: { key: "c1" } }, "amount"],
      [{ key: "k", amount: "ten", customer: { key: "c1" } }, "amount"],
      [{ key: "k", amount: 1e13, customer: { key: "c1" } }, "amount"],
      [{ key: "k", amount: 1.23456, customer: { key: "c1" } }, "amount"],
      [{ key: "k", amount: 10, amount_units: "XYZ", customer: { key: "c1" } }, "amount_units"],
      [{ key: "k", amount: 10, action: "Big Sale!", customer: { key: "c1" } }, "action"],
      [{ key: "k", amount: 10, action: "a".repeat(51), customer: { key: "c1" } }, "action"],
      [{ key: "k", amount: 10, customer: { key: "nobody" } }, "customer"],
      [{ key: "k", amount: 10, customer: { key: "c1" }, created_at: "yesterday" }, "created_at"],
      [{ key: "k", amount: 10, customer: { key: "c1" }, discount_amount: -1 }, "discount_amount"],
      [{ key: "k", amount: 10, customer: { key: "c1" }, options: { referral_url: "javascript:alert(1)" } }, "options.referral_url"],
      [{ key: "k", amount: 10, customer: { key: "c1" }, refund_of: "t1" }, "refund_of"],
    ];
    for (const [body, field] of cases) {
      const res = await s.api("POST", "/v1/transactions", body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.status).toBe(0);
      expect(Object.keys(res.body.errors), JSON.stringify(res.body)).toContain(field);
    }
    expect(await rowCount(s)).toEqual([0, 0]);
  });

  it("treats a customer of another program as unknown", async () => {
    const s = await seed(server).affiliate();
    const other = await seed(server).affiliate();
    await other.customer({ key: "theirs", partner: { key: "pk" } });
    const res = await s.api("POST", "/v1/transactions", { key: "k", amount: 10, customer: { key: "theirs" } });
    expect(res.status).toBe(422);
    expect(res.body.errors.customer).toBeDefined();
    expect(await rowCount(other)).toEqual([0, 0]);
  });
});

describe("idempotent keys (deliberate difference: a key is unique within a program)", () => {
  it("answers the same key again with the existing transaction and its rewards, creating nothing", async () => {
    const s = await seed(server).affiliate();
    const first = await s.ok("POST", "/v1/transactions", { key: "same", amount: 100, customer: { key: "c1" } });
    await s.events();
    const again = await s.api("POST", "/v1/transactions", { key: "same", amount: 999, customer: { key: "c1" } });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first);
    expect(await rowCount(s)).toEqual([1, 1]);
    expect(await s.events()).toEqual([]);
  });

  it("50 parallel posts of one key: one transaction, one set of rewards, 50 answers 200 with the same body", async () => {
    const s = await seed(server).affiliate();
    const results = await Promise.all(Array.from({ length: 50 }, () => s.api("POST", "/v1/transactions", { key: "race", amount: 100, customer: { key: "c1" } })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = new Set(results.map((r) => JSON.stringify(r.body)));
    expect(bodies.size).toBe(1);
    expect(await rowCount(s)).toEqual([1, 1]);
    const created = (await s.events()).filter((e) => e.type === "transaction.created" || e.type === "reward.created");
    expect(created.map((e) => e.type)).toEqual(["transaction.created", "reward.created"]);
  });

  it("keys are per program: another program's key is a new transaction here", async () => {
    const s = await seed(server).affiliate();
    const other = await seed(server).affiliate();
    await other.ok("POST", "/v1/transactions", { key: "shared", amount: 10, customer: { key: "c1" } });
    const mine = await s.ok("POST", "/v1/transactions", { key: "shared", amount: 20, customer: { key: "c1" } });
    expect(mine.amount).toBe(20);
    expect((await other.ok("GET", "/v1/transactions/shared")).amount).toBe(10);
  });
});

describe("batch form {customer, options, transactions: [...]}", () => {
  it("records every item in one database transaction and answers the list", async () => {
    const s = await seed(server).affiliate();
    const res = await s.api("POST", "/v1/transactions", { customer: { key: "c1" }, transactions: [{ key: "b1", amount: 10 }, { key: "b2", amount: 20, action: "signup" }] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: { key: string; customer: string }) => [t.key, t.customer])).toEqual([["b1", "c1"], ["b2", "c1"]]);
    expect(res.body.data[0]).toEqual(await s.ok("GET", "/v1/transactions/b1"));
  });

  it("creates nothing when one item is bad, naming the item's field", async () => {
    const s = await seed(server).affiliate();
    const res = await s.api("POST", "/v1/transactions", { customer: { key: "c1" }, transactions: [{ key: "b1", amount: 10 }, { key: "b2", amount: "x" }] });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["transactions.1.amount"]);
    const unknown = await s.api("POST", "/v1/transactions", { transactions: [{ key: "b1", amount: 10, customer: { key: "c1" } }, { key: "b3", amount: 5, customer: { key: "ghost" } }] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["transactions.1.customer"]);
    expect(await rowCount(s)).toEqual([0, 0]);
  });
});

describe("options.create_customer", () => {
  it("creates the unknown customer from the nested object with its partner, once", async () => {
    const s = await seed(server).affiliate();
    const t = await s.ok("POST", "/v1/transactions", { key: "n1", amount: 40, customer: { key: "new-buyer", email: "nb@example.com", partner: { email: "p@example.com" } }, options: { create_customer: true } });
    expect(t).toMatchObject({ customer: "new-buyer", partner: "pid", rewards: [{ amount: 8 }] });
    expect(await expectOk(s.api, "GET", "/v1/customers/new-buyer")).toMatchObject({ key: "new-buyer", email: "nb@example.com", partner: "pk" });
    const t2 = await s.ok("POST", "/v1/transactions", { key: "n2", amount: 10, customer: { key: "new-buyer", partner: { key: "pk" } }, options: { create_customer: true } });
    expect(t2.customer).toBe("new-buyer");
    expect(await s.prisma.customer.count({ where: { programId: s.program.id } })).toBe(2);
  });

  it("names the nested field when the new customer cannot be created, and creates nothing", async () => {
    const s = await seed(server).affiliate();
    const res = await s.api("POST", "/v1/transactions", { key: "n1", amount: 40, customer: { key: "nb" }, options: { create_customer: true } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(["customer.partner"]);
    expect(await s.prisma.customer.count({ where: { programId: s.program.id } })).toBe(1);
    expect(await rowCount(s)).toEqual([0, 0]);
  });

  it("creates a customer sent without a partner under the partner of the sale's discount code (coupon or promotion code)", async () => {
    const s = await seed(server).affiliate();
    await s.partner({ email: "q@example.com", id: "qid", key: "qk" });
    await expectOk(s.api, "POST", "/v1/coupons", {
      uuid_code: "PSALE",
      coupon_discount_type: "percent",
      coupon_discount_amount: 10,
      coupon_duration_type: "once",
      partner: { id: "pid" },
      promotion_codes: [{ code: "Q10", limit_to_specific_partner: true, coupon_specific_partners: { id: "qid" } }],
    });
    const byCoupon = await s.ok("POST", "/v1/transactions", { key: "d1", amount: 40, discount_code: "psale", customer: { key: "walk-in", email: "w@example.com" }, options: { create_customer: true } });
    expect(byCoupon).toMatchObject({ customer: "walk-in", partner: "pid", rewards: [{ amount: 8 }] });
    expect(await expectOk(s.api, "GET", "/v1/customers/walk-in")).toMatchObject({ partner: "pk" });
    // the promotion code names its own partner
    const byCode = await s.ok("POST", "/v1/transactions", { key: "d2", amount: 10, discount_code: "Q10", customer: { key: "walk-in-2" }, options: { create_customer: true } });
    expect(byCode).toMatchObject({ customer: "walk-in-2", partner: "qid" });
    // a partner named in the request wins over the code's
    const named = await s.ok("POST", "/v1/transactions", { key: "d3", amount: 10, discount_code: "Q10", customer: { key: "walk-in-3", partner: { key: "pk" } }, options: { create_customer: true } });
    expect(named).toMatchObject({ customer: "walk-in-3", partner: "pid" });
  });

  it("a discount code of no partner of this program leaves the 422 on customer.partner, and creates nothing", async () => {
    const other = await seed(server).affiliate();
    await expectOk(other.api, "POST", "/v1/coupons", { uuid_code: "OTHERS", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { id: "pid" } });
    const s = await seed(server).affiliate();
    for (const code of ["OTHERS", "NOPE"]) {
      const res = await s.api("POST", "/v1/transactions", { key: "n1", amount: 40, discount_code: code, customer: { key: "nb" }, options: { create_customer: true } });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(["customer.partner"]);
    }
    expect(await s.prisma.customer.count({ where: { programId: s.program.id } })).toBe(1);
    expect(await rowCount(s)).toEqual([0, 0]);
  });

  it("refer-a-friend: creates the buyer with its referring customer", async () => {
    const s = await seed(server).program("Referral");
    await s.customer({ id: "ref", key: "ref", email: "ref@example.com" });
    const t = await s.ok("POST", "/v1/transactions", { key: "r1", amount: 30, customer: { key: "friend", referring_customer: { key: "ref" } }, options: { create_customer: true } });
    expect(t).toMatchObject({ customer: "ref", referred_customer: "friend" });
  });
});

describe("program types", () => {
  it("Newsletter programs have no transactions (400)", async () => {
    const s = await seed(server).program("Newsletter");
    for (const [method, path] of [["POST", "/v1/transactions"], ["GET", "/v1/transactions"], ["GET", "/v1/transactions/x"], ["DELETE", "/v1/transactions/x"]] as const) {
      const res = await s.api(method, path, method === "POST" ? { key: "k", amount: 1 } : undefined);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("Transactions is not available for Newsletter programs");
    }
  });
});
