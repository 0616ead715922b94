// The common sale, in as few round trips as the rules allow: an affiliate sale of a known (or no)
// customer that is not a refund. Its reads (the buyer, its earning partner, and what the
// program's commission rules need) come first; the sale, its commissions and its events are
// then one statement (sale-statement.ts), which concurrent sales share (sale-writer.ts), and the
// answer is built from the rows written. What is not such a sale, or finds its key taken, goes
// the general way (transaction-record.ts), which answers a repeated key with the stored one.
import type { Transaction } from "../../generated/prisma/client.js";
import { atomicWrite, type ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { cuid } from "../../core/ids.js";
import type { PendingEvent } from "../../events/outbox.js";
import { rewardEvent } from "../rewards/reward.view.js";
import { draftRows } from "../rewards/reward-store.js";
import { attribute } from "./attribution.js";
import { affiliateDrafts } from "./commission.js";
import { insertSale } from "./sale-statement.js";
import { saleWriterOf } from "./sale-writer.js";
import { resolveBuyer } from "./transaction-customer.js";
import { isRefund, unitsOf, type TransactionItem } from "./transaction-input.js";
import { transactionEventOf, transactionViewInclude, withView, type TransactionQuery, type TransactionWithView } from "./transaction.view.js";

/** the database keeps 4 decimals (Decimal(19, 4)): the row in memory holds what a read would */
const stored = (d: TransactionItem["amount"] | undefined) => (d === undefined ? null : d.toDecimalPlaces(4));

/** whether the item is a plain affiliate sale (anything else reads or writes more) */
export function isPlainSale(ctx: ServiceContext, item: TransactionItem): boolean {
  return ctx.program.type === "Affiliate" && !item.options.createCustomer && !isRefund(item);
}

/**
 * Records a plain sale and answers it as a read shaped by `query` would; undefined when the key
 * is taken and its transaction cannot be read (the caller answers it the general way).
 */
export async function recordPlainSale(ctx: ServiceContext, item: TransactionItem, query: TransactionQuery = { include: transactionViewInclude }): Promise<TransactionWithView | undefined> {
  const buyer = await resolveBuyer(ctx, item.customer, false, item.discountCode);
  const who = await attribute(ctx, buyer, item.discountCode);
  const now = ctx.now();
  const t: Transaction = {
    uid: cuid(),
    programId: ctx.program.id,
    key: item.key,
    action: item.action,
    amount: item.amount.toDecimalPlaces(4),
    currency: unitsOf(item, ctx.program.currency),
    customerUid: buyer?.uid ?? null,
    partnerUid: who.partner?.uid ?? null,
    referringCustomerUid: null,
    productIds: item.productId,
    productTypes: item.productType,
    grossAmount: stored(item.grossAmount),
    discountAmount: stored(item.discountAmount),
    discountCode: item.discountCode ?? null,
    rewardable: item.rewardable,
    isCurrency: item.isCurrency,
    credit: stored(item.credit),
    referralUrl: item.options.referralUrl ?? null,
    refundOfUid: null,
    refundedAmount: item.amount.mul(0).toDecimalPlaces(4),
    metadata: {},
    occurredAt: item.createdAt ?? now,
    createdAt: now,
    // as Prisma's @updatedAt: the wall clock at the write
    updatedAt: new Date(),
    archivedAt: null,
    deletedAt: null,
  };
  const earned = await affiliateDrafts(ctx, t, buyer, who.partner, item);
  const rewards = earned ? draftRows(ctx, { kind: "commission", transaction: t }, earned.drafts, { partners: earned.chain }) : [];
  if (!rewards) throw new Error("a commission's partner is not in its chain");
  const view = withView(t, { partner: who.partner, customer: buyer, referringCustomer: null, refundOf: null }, rewards);
  const events: PendingEvent[] = [["transaction.created", transactionEventOf(ctx, view)], ...rewards.map((r) => ["reward.created", rewardEvent(r, now)] as const)];
  // outside every transaction, concurrent sales share one statement (sale-writer.ts)
  const ids = await atomicWrite(ctx, async (tx, alone) => {
    const written = alone ? await saleWriterOf(ctx.app).write({ t, rewards, events }) : await insertSale(tx.db, t, rewards, events, ctx.app.events.id);
    for (const id of written ?? []) ctx.app.events.wrote(id);
    return written;
  });
  if (!ids) return storedUnderKey(ctx, item.key, query);
  if (coveredByView(query.include)) return view;
  return (await ctx.db.transaction.findUniqueOrThrow({ ...query, where: { uid: t.uid } })) as TransactionWithView;
}

/** a repeated key: the transaction it names, as the first post answered it; a deleted one keeps its key */
async function storedUnderKey(ctx: ServiceContext, key: string, query: TransactionQuery): Promise<TransactionWithView | undefined> {
  const row = await ctx.db.transaction.findUnique({ ...query, where: { programId_key: { programId: ctx.program.id, key } } });
  // gone with its program meanwhile: the general way answers it
  if (!row) return undefined;
  if (row.deletedAt) throw ValidationError.field("key", "A deleted transaction has this key; keys are never reused.");
  return row as TransactionWithView;
}

/**
 * Whether a read with this include would answer no more than the view holds: every relation it
 * asks for is one of the view's, asked for with fields the view has and in the view's order.
 * REST asks for exactly the view; a GraphQL selection reaching further is read back.
 */
export function coveredByView(include: TransactionQuery["include"]): boolean {
  return include === undefined || subset(include, transactionViewInclude);
}

function subset(asked: unknown, held: unknown): boolean {
  if (asked === false || asked === undefined) return true;
  if (asked === true) return held === true;
  if (typeof asked !== "object" || asked === null || typeof held !== "object" || held === null) return false;
  const h = held as Record<string, unknown>;
  for (const [k, v] of Object.entries(asked)) {
    if (v === undefined || v === false) continue;
    if (k === "orderBy") {
      if (JSON.stringify(v) !== JSON.stringify(h.orderBy)) return false;
    } else if (k === "select" || k === "include") {
      // a select within an include's row is fine only where the view selects those fields too
      if (!subset(v, h[k])) return false;
    } else if (!(k in h) || !subset(v, h[k])) return false;
  }
  return true;
}
