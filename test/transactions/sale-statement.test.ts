// Several sales in one statement (insertSales, what the sale writer sends for concurrent sales):
// each sale whose key is free is stored with its events and answered with their ids; a key
// already stored, or taken by an earlier sale of the same statement, writes nothing of that
// sale and answers null, so the caller answers it with the stored one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Program, Transaction } from "../../src/generated/prisma/client.js";
import { Decimal } from "../../src/core/money.js";
import { insertSales, type SaleWrite } from "../../src/modules/transactions/sale-statement.js";
import { seed } from "../helpers/seed.js";
import { startTestServer, type TestServer } from "../helpers/server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let uids = 0;
/** a sale of `amount` under `key`, with its transaction.created event (no commission) */
function sale(program: Program, key: string, amount: number): SaleWrite {
  const now = new Date();
  const t: Transaction = {
    uid: `batch-${++uids}-${Date.now()}`,
    programId: program.id,
    key,
    action: "sale",
    amount: new Decimal(amount),
    currency: "USD",
    customerUid: null,
    partnerUid: null,
    referringCustomerUid: null,
    productIds: [],
    productTypes: [],
    grossAmount: null,
    discountAmount: null,
    discountCode: null,
    rewardable: true,
    isCurrency: true,
    credit: null,
    referralUrl: null,
    refundOfUid: null,
    refundedAmount: new Decimal(0),
    metadata: {},
    occurredAt: now,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    deletedAt: null,
  };
  return { t, rewards: [], events: [["transaction.created", { type: "transaction", id: key, view: { key, amount } }]] };
}

describe("insertSales", () => {
  it("stores each sale whose key is free once, with its events, and answers null for a key taken before or earlier in the statement", async () => {
    const s = await seed(server).program("Affiliate");
    await s.ok("POST", "/v1/transactions", { key: "stored", amount: 5 });
    const [a, stored, b, againA] = [sale(s.program, "a", 10), sale(s.program, "stored", 20), sale(s.program, "b", 30), sale(s.program, "a", 40)];
    const answers = await insertSales(s.prisma, [a!, stored!, b!, againA!], server.app.events.id);
    expect(answers.map((ids) => ids?.length ?? null)).toEqual([1, null, 1, null]);

    const rows = await s.prisma.transaction.findMany({ where: { programId: s.program.id }, orderBy: { key: "asc" } });
    expect(rows.map((t) => [t.key, Number(t.amount)])).toEqual([["a", 10], ["b", 30], ["stored", 5]]);
    const events = await s.prisma.outboxEvent.findMany({ where: { programId: s.program.id, type: "transaction.created" }, orderBy: { id: "asc" } });
    expect(events.map((e) => e.resourceId)).toEqual(["stored", "a", "b"]);
    // each answer names its own sale's event
    expect(events.find((e) => e.id === answers[0]![0])?.payload).toEqual({ key: "a", amount: 10 });
    expect(events.find((e) => e.id === answers[2]![0])?.payload).toEqual({ key: "b", amount: 30 });
  });
});
