// What a delivery of an order does, whatever its topic (order.created and order.updated carry
// the same order): a paid order's sale is recorded once, keyed by the order; its refunds each
// once, keyed by WooCommerce's refund id; a cancelled or failed order's sale is reversed.
// Deliveries of one order are serialized by an advisory lock, so repeats and races are no-ops.
// WooCommerce builds each payload when it delivers it (the order as it is then), so a late
// delivery does not carry an older state than one already applied.
import type { Transaction } from "../../generated/prisma/client.js";
import { Prisma } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { Decimal } from "../../core/money.js";
import { roundRatio } from "../rewards/currencies.js";
import { deleteTransaction } from "../transactions/transactions.service.js";
import { recordTransactionIn } from "../transactions/transaction-record.js";
import { recordOrderSale } from "./order-sale.js";
import { refundKey, saleKey, type WooOrder } from "./woo-order.js";
import type { WooOrderSettings } from "./woo-settings.js";

export interface OrderOutcome {
  status: "recorded" | "updated" | "reversed" | "unchanged" | "ignored";
  reason: string;
  transaction?: string;
  attribution?: string;
  refunds?: string[];
}

const RACE_RETRIES = 3;
const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

export async function applyOrder(ctx: ServiceContext, order: WooOrder, settings: WooOrderSettings): Promise<OrderOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(ctx, (tx) => applyLocked(tx, order, settings));
    } catch (e) {
      // a customer created by a parallel delivery of another order (a different lock): the next run finds it
      if (attempt < RACE_RETRIES && isUniqueViolation(e)) continue;
      throw e;
    }
  }
}

async function applyLocked(tx: ServiceContext, order: WooOrder, settings: WooOrderSettings): Promise<OrderOutcome> {
  await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rally:woocommerce:order:${tx.program.id}:${order.id}`}))`;
  const key = saleKey(order.id);
  const existing = await tx.db.transaction.findUnique({ where: { programId_key: { programId: tx.program.id, key } } });
  const ignored = (reason: string): OrderOutcome => ({ status: "ignored", reason, transaction: existing?.key });
  if (existing?.deletedAt) return ignored("The order's sale was reversed earlier (the order was cancelled or failed, or the sale deleted); it is not recorded again.");

  if (order.status === "cancelled" || order.status === "failed") {
    if (!existing) return ignored(`The order is ${order.status} and was never recorded.`);
    await deleteTransaction(tx, key);
    return { status: "reversed", reason: `The order is ${order.status}: its sale is reversed and its unpaid commissions rejected.`, transaction: key };
  }

  const paid = settings.trackAllOrders || settings.paidStatuses.includes(order.status) || (order.status === "refunded" && order.date_paid_gmt !== null);
  if (!existing && !paid) return ignored(`The order status ${order.status} is not a paid status (${settings.paidStatuses.join(", ")}).`);
  const recorded = existing ? undefined : await recordOrderSale(tx, order, settings);
  const sale = recorded?.sale ?? existing!;
  const refunds = await applyRefunds(tx, order, sale);
  const attribution = ((sale.metadata ?? {}) as { attribution?: string }).attribution;
  if (recorded) return { status: "recorded", reason: "The order's sale is recorded.", transaction: key, attribution, refunds };
  if (refunds.length) return { status: "updated", reason: "The order's refunds are recorded.", transaction: key, attribution, refunds };
  return { status: "unchanged", reason: "The order's sale is already recorded; nothing changed.", transaction: key, attribution };
}

/**
 * Each WooCommerce refund not yet recorded becomes a refund of the sale, scaled to the part of
 * the order the sale counts (its amount over the order's total: a refund of 10 of a 29.35
 * order whose net is 18.00 refunds 6.13), never more than what is left of the sale. A
 * "refunded" order gives back whatever is left after its listed refunds.
 */
async function applyRefunds(tx: ServiceContext, order: WooOrder, sale: Transaction): Promise<string[]> {
  const done: string[] = [];
  const refund = async (key: string, amount: Decimal) => {
    await recordTransactionIn(tx, { key, action: "refund", amount, amountUnits: sale.currency, refundOf: sale.key });
    done.push(key);
  };
  const left = async () => {
    const now = await tx.db.transaction.findUniqueOrThrow({ where: { uid: sale.uid }, select: { amount: true, refundedAmount: true } });
    return now.amount.minus(now.refundedAmount);
  };
  const taken = new Set(
    (await tx.db.transaction.findMany({ where: { programId: tx.program.id, refundOfUid: sale.uid }, select: { key: true } })).map((t) => t.key),
  );
  const gross = sale.grossAmount && sale.grossAmount.gt(0) ? sale.grossAmount : null;
  for (const r of [...order.refunds].sort((a, b) => a.id - b.id)) {
    const key = refundKey(order.id, r.id);
    if (taken.has(key) || !gross) continue;
    const scaled = roundRatio(r.total.abs(), sale.amount, gross, sale.currency, "half_up");
    const amount = Decimal.min(scaled, await left());
    if (amount.gt(0)) await refund(key, amount);
  }
  const rest = refundKey(order.id, "rest");
  if (order.status === "refunded" && !taken.has(rest)) {
    const amount = await left();
    if (amount.gt(0)) await refund(rest, amount);
  }
  return done;
}
