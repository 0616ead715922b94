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

  it("stores every column of the sale and its reward as given, arrays in order, decimals and JSON exact", async () => {
    const s = await seed(server).affiliate();
    const partner = await s.prisma.partner.findFirstOrThrow({ where: { programId: s.program.id, id: "pid" } });
    const customer = await s.prisma.customer.findFirstOrThrow({ where: { programId: s.program.id, key: "c1" } });
    const one = sale(s.program, "full", 123.4567);
    const now = new Date(Date.parse("2026-11-29T10:11:12.345Z"));
    const t = {
      ...one.t,
      customerUid: customer.uid,
      partnerUid: partner.uid,
      productIds: ["sku-2", "sku-1", 'a,b "q" {c}'],
      productTypes: ["book", "", "ebook"],
      grossAmount: new Decimal("150.1234"),
      discountAmount: new Decimal("26.6667"),
      discountCode: "SPRING",
      rewardable: false,
      isCurrency: false,
      credit: new Decimal("0.0001"),
      referralUrl: "https://shop.example/?aff=pid&x=1",
      metadata: { nested: { list: [1, "two", null], quote: 'say "hi"' } },
      occurredAt: new Date(Date.parse("2026-11-28T23:59:59.999Z")),
      createdAt: now,
      updatedAt: now,
    };
    const reward = {
      id: `rw-${Date.now()}`,
      programId: s.program.id,
      kind: "commission" as const,
      status: "in_review" as const,
      amount: new Decimal("24.6913"),
      earnedAmount: new Decimal("24.6913"),
      currency: "USD",
      isCurrency: false,
      note: "a note",
      partnerUid: partner.uid,
      customerUid: customer.uid,
      subscriberUid: null,
      transactionUid: t.uid,
      leadId: null,
      action: "sale",
      tier: 2,
      productId: "sku-2",
      productType: "book",
      reviewReason: "self referral",
      holdUntil: new Date(Date.parse("2026-12-29T10:11:12.345Z")),
      adjustsRewardId: null,
      milestoneReferrals: null,
      payoutRequestId: null,
      earnedAt: now,
      approvedAt: null,
      rejectedAt: null,
      paidAt: null,
      archivedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    const detail = { reason: "test" };
    const [ids] = await insertSales(
      s.prisma,
      [{ t, rewards: [reward as unknown as SaleWrite["rewards"][number]], events: [...one.events, ["reward.created", { type: "reward", id: reward.id, view: { id: reward.id }, detail }]] }],
      server.app.events.id,
    );
    expect(ids).toHaveLength(2);
    expect(await s.prisma.transaction.findUniqueOrThrow({ where: { uid: t.uid } })).toEqual(t);
    expect(await s.prisma.reward.findUniqueOrThrow({ where: { id: reward.id } })).toEqual(reward);
    const events = await s.prisma.outboxEvent.findMany({ where: { id: { in: ids! } }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.type, e.resourceType, e.resourceId, e.payload, e.detail, e.createdAt])).toEqual([
      ["transaction.created", "transaction", "full", { key: "full", amount: 123.4567 }, null, now],
      ["reward.created", "reward", reward.id, { id: reward.id }, detail, now],
    ]);
  });
});
