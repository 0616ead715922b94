// Transactions over GraphQL (typed documents from test/graphql/transactions.graphql): the same
// service as REST, the same fields under their GraphQL names.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TransactionArchiveDocument,
  TransactionCreateDocument,
  TransactionDeleteDocument,
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
  it("creates (idempotently), reads, lists, archives, restores and deletes", async () => {
    const s = await seed(server).affiliate();
    const created = await server.gql(s.key, TransactionCreateDocument, { key: "g1", amount: 50, amountUnits: "gbp", customer: { key: "c1" }, productId: ["sku"] });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createTransaction).toMatchObject({ key: "g1", action: "sale", amount: 50, amountUnits: "GBP", partner: "pid", customer: "c1", productId: ["sku"], rewards: [{ amount: 10, tier: 1, partner: "pid", transaction: "g1" }] });
    const again = await server.gql(s.key, TransactionCreateDocument, { key: "g1", amount: 1 });
    expect(again.data!.createTransaction).toEqual(created.data!.createTransaction);
    const rest = await s.ok("GET", "/v1/transactions/g1");
    expect(rest.rewards[0].key).toBe(created.data!.createTransaction.rewards[0]!.key);

    const batch = await server.gql(s.key, TransactionsCreateDocument, { customer: { key: "c1" }, transactions: [{ key: "g2", amount: 5 }, { key: "g3", amount: 7 }] });
    expect(batch.errors).toBeUndefined();
    expect(batch.data!.createTransactions.map((t) => t.key)).toEqual(["g2", "g3"]);

    const page = await server.gql(s.key, TransactionsPageDocument, { first: 2, partner: { key: "pk" } });
    expect(page.data!.transactions).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    expect(page.data!.transactions.edges.map((e) => e.node.key)).toEqual(["g3", "g2"]);
    const byCustomer = await server.gql(s.key, TransactionsPageDocument, { customer: { key: "nobody" } });
    expect(byCustomer.data!.transactions.totalCount).toBe(0);

    expect((await server.gql(s.key, TransactionArchiveDocument, { key: "g2" })).data!.archiveTransaction).toEqual({ key: "g2", archived: true });
    const twice = await server.gql(s.key, TransactionArchiveDocument, { key: "g2" });
    expect(twice.errors![0]!.message).toBe("Action failed");
    expect((await server.gql(s.key, TransactionRestoreDocument, { key: "g2" })).data!.restoreTransaction).toEqual({ key: "g2", archived: false });

    expect((await server.gql(s.key, TransactionDeleteDocument, { key: "g3" })).data!.deleteTransaction).toBe(true);
    const gone = await server.gql(s.key, TransactionOneDocument, { key: "g3" });
    expect(gone.errors![0]!.message).toBe("Transaction not found");
    // the customer's latest sale not deleted, with an unrefunded amount: g2
    const refund = await server.gql(s.key, TransactionCreateDocument, { key: "g4", amount: -2, customer: { key: "c1" } });
    expect(refund.data!.createTransaction).toMatchObject({ action: "refund", amount: 2, refundOf: "g2" });
    expect((await server.gql(s.key, TransactionOneDocument, { key: "g2" })).data!.transaction).toMatchObject({ refundedAmount: 2, rewards: [{ amount: 0.6 }] });
  });

  it("creates a new customer sent without a partner under the partner of the discount code", async () => {
    const s = await seed(server).affiliate();
    await expectOk(s.api, "POST", "/v1/coupons", { uuid_code: "GCODE", coupon_discount_type: "percent", coupon_discount_amount: 10, coupon_duration_type: "once", partner: { id: "pid" } });
    const vars = { key: "gc1", amount: 50, customer: { key: "gwalk" }, options: { createCustomer: true } };
    const created = await server.gql(s.key, TransactionCreateDocument, { ...vars, discountCode: "GCODE" });
    expect(created.data!.createTransaction).toMatchObject({ customer: "gwalk", partner: "pid", rewards: [{ amount: 10 }] });
    const unknown = await server.gql(s.key, TransactionCreateDocument, { ...vars, key: "gc2", customer: { key: "gwalk2" }, discountCode: "NOPE" });
    expect(unknown.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(JSON.stringify(unknown.errors)).toContain("customer.partner");
  });

  it("names the field of bad input, and an unknown customer", async () => {
    const s = await seed(server).affiliate();
    const bad = await server.gql(s.key, TransactionCreateDocument, { key: "b", amount: 5, amountUnits: "zzz" });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(JSON.stringify(bad.errors)).toContain("amount_units");
    const unknown = await server.gql(s.key, TransactionCreateDocument, { key: "b", amount: 5, customer: { key: "ghost" } });
    expect(JSON.stringify(unknown.errors)).toContain("customer");
  });
});
