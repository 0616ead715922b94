// Transactions over GraphQL (typed documents from test/graphql/transactions.graphql): the
// Transaction node with its partner, customer and refunded sale as objects and its amounts as
// Money, the list's filter and keyset pages, the lookup by id or key (null when none), and the
// mutations' payloads with userErrors naming the input field.
// @database-independent: runs in the PostgreSQL pass only (the GraphQL surface over services whose
// statements the REST files run on both databases)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TransactionArchiveDocument,
  TransactionCreateDocument,
  TransactionDeleteDocument,
  TransactionNodeDocument,
  TransactionOneDocument,
  TransactionRestoreDocument,
  TransactionsCreateDocument,
  TransactionsPageDocument,
} from "../generated/graphql.js";
import { expectOk } from "../helpers/http.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GraphQL transactions", () => {
  it("records (idempotently), reads by id or key, lists with a filter, archives, restores and deletes", async () => {
    const s = await seed(server).affiliate();
    const created = await server.gql(s.key, TransactionCreateDocument, { input: { key: "g1", amount: 50, currency: "gbp", customer: { key: "c1" }, productIds: ["sku"] } });
    expect(created.errors).toBeUndefined();
    const t1 = created.data!.transactionCreate.transaction!;
    expect(created.data!.transactionCreate.userErrors).toEqual([]);
    expect(t1).toMatchObject({
      key: "g1",
      action: "sale",
      amount: { amount: "50", currency: "GBP" },
      partner: { externalId: "pid" },
      customer: { key: "c1" },
      referringCustomer: null,
      productIds: ["sku"],
      rewards: [{ status: "PENDING", amount: { amount: "10", currency: "GBP" }, tier: 1, partner: { externalId: "pid" }, transaction: { key: "g1" } }],
    });
    const again = await server.gql(s.key, TransactionCreateDocument, { input: { key: "g1", amount: 1 } });
    expect(again.data!.transactionCreate.transaction).toEqual(t1);
    const rest = await s.ok("GET", "/v1/transactions/g1");
    expect(rest).toMatchObject({ partner: "pid", customer: "c1", amount: 50, amount_units: "GBP", product_id: ["sku"] });
    expect(rest.rewards[0].key).toBe(t1.rewards[0]!.key);

    expect((await server.gql(s.key, TransactionOneDocument, { by: { id: t1.id } })).data!.transaction!.key).toBe("g1");
    expect((await server.gql(s.key, TransactionOneDocument, { by: { key: "g1" } })).data!.transaction!.id).toBe(t1.id);
    expect((await server.gql(s.key, TransactionNodeDocument, { id: t1.id })).data!.node).toEqual({ id: t1.id, key: "g1", amount: { amount: "50", currency: "GBP" } });
    const nobody = await server.gql(s.key, TransactionOneDocument, { by: { key: "nope" } });
    expect(nobody.errors).toBeUndefined();
    expect(nobody.data!.transaction).toBeNull();

    const batch = await server.gql(s.key, TransactionsCreateDocument, { input: { customer: { key: "c1" }, transactions: [{ key: "g2", amount: 5 }, { key: "g3", amount: 7 }] } });
    expect(batch.errors).toBeUndefined();
    expect(batch.data!.transactionsCreate.transactions!.map((t) => t.key)).toEqual(["g2", "g3"]);
    const [t2, t3] = batch.data!.transactionsCreate.transactions!;

    const partnerId = t1.partner!.id;
    const page = await server.gql(s.key, TransactionsPageDocument, { first: 2, filter: { partnerId } });
    expect(page.data!.transactions).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page.data!.transactions.edges.map((e) => e.node.key)).toEqual(["g3", "g2"]);
    const next = await server.gql(s.key, TransactionsPageDocument, { first: 2, after: page.data!.transactions.pageInfo.endCursor, filter: { partnerId } });
    expect(next.data!.transactions.edges.map((e) => e.node.key)).toEqual(["g1"]);
    expect((await server.gql(s.key, TransactionsPageDocument, { filter: { key: "g2" } })).data!.transactions.totalCount).toBe(1);
    expect((await server.gql(s.key, TransactionsPageDocument, { filter: { partnerId: t1.id } })).data!.transactions.totalCount).toBe(0);

    const archived = await server.gql(s.key, TransactionArchiveDocument, { input: { id: t2!.id } });
    expect(archived.data!.transactionArchive).toMatchObject({ transaction: { key: "g2", archived: true }, userErrors: [] });
    expect((await server.gql(s.key, TransactionsPageDocument, { filter: { archived: true } })).data!.transactions.edges.map((e) => e.node.key)).toEqual(["g2"]);
    const twice = await server.gql(s.key, TransactionArchiveDocument, { input: { id: t2!.id } });
    expect(twice.errors).toBeUndefined();
    expect(twice.data!.transactionArchive).toEqual({ transaction: null, userErrors: [{ field: null, message: "Action failed", code: "NOT_ALLOWED" }] });
    expect((await server.gql(s.key, TransactionRestoreDocument, { input: { id: t2!.id } })).data!.transactionRestore.transaction).toMatchObject({ key: "g2", archived: false });

    expect((await server.gql(s.key, TransactionDeleteDocument, { input: { id: t3!.id } })).data!.transactionDelete).toEqual({ deletedId: t3!.id, userErrors: [] });
    expect((await server.gql(s.key, TransactionOneDocument, { by: { id: t3!.id } })).data!.transaction).toBeNull();
    expect((await server.gql(s.key, TransactionNodeDocument, { id: t3!.id })).data!.node).toBeNull();
    const deletedAgain = await server.gql(s.key, TransactionDeleteDocument, { input: { id: t3!.id } });
    expect(deletedAgain.data!.transactionDelete).toMatchObject({ deletedId: null, userErrors: [{ code: "NOT_FOUND" }] });

    // the customer's latest sale not deleted, with an unrefunded amount: g2; or the sale named by its id
    const refund = await server.gql(s.key, TransactionCreateDocument, { input: { key: "g4", amount: -2, customer: { key: "c1" } } });
    expect(refund.data!.transactionCreate.transaction).toMatchObject({ action: "refund", amount: { amount: "2" }, refundOf: { id: t2!.id, key: "g2" } });
    const named = await server.gql(s.key, TransactionCreateDocument, { input: { key: "g5", amount: 1, action: "refund", customer: { key: "c1" }, refundOfId: t1.id } });
    expect(named.data!.transactionCreate.transaction).toMatchObject({ refundOf: { key: "g1" } });
    expect((await server.gql(s.key, TransactionOneDocument, { by: { key: "g2" } })).data!.transaction).toMatchObject({
      refundedAmount: { amount: "2", currency: "USD" },
      rewards: [{ amount: { amount: "0.6" } }],
    });
  });

  it("answers a sale in points as Points, never as Money, and a sale in money with no points", async () => {
    const s = await seed(server).affiliate();
    const made = await server.gql(s.key, TransactionCreateDocument, { input: { key: "pts", amount: 120, currency: "Points", isCurrency: false, customer: { key: "c1" } } });
    expect(made.data!.transactionCreate.userErrors).toEqual([]);
    expect(made.data!.transactionCreate.transaction).toMatchObject({
      amount: null,
      points: { amount: "120", unit: "points" },
      refundedAmount: null,
      refundedPoints: { amount: "0", unit: "points" },
      isCurrency: false,
    });
    const cash = await server.gql(s.key, TransactionCreateDocument, { input: { key: "cash", amount: 12.5, customer: { key: "c1" } } });
    expect(cash.data!.transactionCreate.transaction).toMatchObject({ amount: { amount: "12.5", currency: "USD" }, points: null, refundedAmount: { amount: "0" }, refundedPoints: null });
  });

  it("creates a new customer sent without a partner under the partner of the discount code, or under the partner named by id", async () => {
    const s = await seed(server).affiliate();
    await expectOk(s.api, "POST", "/v1/coupons", { uuid_code: "GCODE", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { id: "pid" } });
    const created = await server.gql(s.key, TransactionCreateDocument, { input: { key: "gc1", amount: 50, customer: { key: "gwalk" }, options: { createCustomer: true }, discountCode: "GCODE" } });
    const t = created.data!.transactionCreate.transaction!;
    expect(t).toMatchObject({ customer: { key: "gwalk" }, partner: { externalId: "pid" }, discountCode: "GCODE", rewards: [{ amount: { amount: "10" } }] });

    const byId = await server.gql(s.key, TransactionCreateDocument, { input: { key: "gc3", amount: 50, customer: { key: "gnew", partnerId: t.partner!.id }, options: { createCustomer: true } } });
    expect(byId.data!.transactionCreate.transaction).toMatchObject({ customer: { key: "gnew" }, partner: { externalId: "pid" } });

    const unknown = await server.gql(s.key, TransactionCreateDocument, { input: { key: "gc2", amount: 50, customer: { key: "gwalk2" }, options: { createCustomer: true }, discountCode: "NOPE" } });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.transactionCreate.transaction).toBeNull();
    expect(unknown.data!.transactionCreate.userErrors.map((e) => e.field)).toContainEqual(["input", "customer", "partner"]);
  });

  it("names the input field of bad input, and an unknown customer; records nothing of a refused batch", async () => {
    const s = await seed(server).affiliate();
    const bad = await server.gql(s.key, TransactionCreateDocument, { input: { key: "b", amount: 5, currency: "zzz" } });
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.transactionCreate).toMatchObject({ transaction: null, userErrors: [{ field: ["input", "currency"], code: "INVALID" }] });
    const unknown = await server.gql(s.key, TransactionCreateDocument, { input: { key: "b", amount: 5, customer: { key: "ghost" } } });
    expect(unknown.data!.transactionCreate.userErrors).toEqual([{ field: ["input", "customer"], message: "Customer not found", code: "INVALID" }]);
    const badRef = await server.gql(s.key, TransactionCreateDocument, { input: { key: "b", amount: -5, action: "refund", refundOfId: "not-an-id" } });
    expect(badRef.data!.transactionCreate.userErrors[0]!.code).toBe("NOT_FOUND");

    const batch = await server.gql(s.key, TransactionsCreateDocument, { input: { transactions: [{ key: "ok1", amount: 5 }, { key: "bad1", amount: 5, currency: "zzz" }] } });
    expect(batch.data!.transactionsCreate.transactions).toBeNull();
    expect(batch.data!.transactionsCreate.userErrors[0]!.field!.slice(0, 2)).toEqual(["input", "transactions"]);
    expect((await server.gql(s.key, TransactionOneDocument, { by: { key: "ok1" } })).data!.transaction).toBeNull();
  });

  it("another program's key finds none of these transactions by global id and changes none", async () => {
    const a = await seed(server).affiliate();
    const b = await seed(server).affiliate();
    const t = (await server.gql(a.key, TransactionCreateDocument, { input: { key: "mine", amount: 20, customer: { key: "c1" } } })).data!.transactionCreate.transaction!;
    expect((await server.gql(b.key, TransactionOneDocument, { by: { id: t.id } })).data!.transaction).toBeNull();
    expect((await server.gql(b.key, TransactionNodeDocument, { id: t.id })).data!.node).toBeNull();
    for (const res of [
      (await server.gql(b.key, TransactionArchiveDocument, { input: { id: t.id } })).data!.transactionArchive,
      (await server.gql(b.key, TransactionDeleteDocument, { input: { id: t.id } })).data!.transactionDelete,
    ]) {
      expect(res.userErrors.map((e) => e.code)).toEqual(["NOT_FOUND"]);
    }
    const refund = await server.gql(b.key, TransactionCreateDocument, { input: { key: "theirs", amount: -1, action: "refund", refundOfId: t.id } });
    expect(refund.data!.transactionCreate.userErrors.map((e) => e.code)).toEqual(["NOT_FOUND"]);
    expect((await server.gql(b.key, TransactionsPageDocument, { filter: { partnerId: t.partner!.id } })).data!.transactions.totalCount).toBe(0);
    expect((await server.gql(a.key, TransactionOneDocument, { by: { id: t.id } })).data!.transaction).toMatchObject({ key: "mine", archived: false });
  });
});
