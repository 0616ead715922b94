// Refunds: action refund with a positive amount, or any action with a negative one. The refund names its sale (refund_of), or applies to the customer's latest sale that
// still has an unrefunded amount. The engine's refundPlan says what it takes back: unpaid
// rewards are reduced in place, paid ones get a negative adjustment reward (on the refund
// transaction, pointing at the reward it adjusts); the sale's refundedAmount grows.
import { followRewardChanges } from "../payouts/open-requests.js";
import type { Customer, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { Decimal } from "../../core/money.js";
import { recordEvent } from "../../events/outbox.js";
import { refundPlan, type RefundableReward } from "../rewards/engine.js";
import { rewardEvent, rewardViewInclude } from "../rewards/reward.view.js";
import { commissionSettings } from "../programs/program-settings.js";
import { unitsOf, type TransactionItem } from "./transaction-input.js";
import { transactionEvent } from "./transaction.view.js";

/** what a sale is: not a refund, not deleted (archived sales can still be refunded) */
const SALE = { action: { not: "refund" }, deletedAt: null } as const;

async function refundedSale(ctx: ServiceContext, item: TransactionItem, buyer: Customer | null, path: string): Promise<Transaction> {
  const programId = ctx.program.id;
  if (item.refundOf !== undefined) {
    const sale = await ctx.db.transaction.findFirst({ where: { programId, key: item.refundOf, ...SALE } });
    if (!sale) throw ValidationError.field(`${path}refund_of`, "The refunded transaction was not found.");
    if (buyer && sale.customerUid !== buyer.uid) throw ValidationError.field(`${path}refund_of`, "The refunded transaction belongs to another customer.");
    return sale;
  }
  if (!buyer) throw ValidationError.field(`${path}refund_of`, "A refund names its sale (refund_of) or its customer.");
  const sale = await ctx.db.transaction.findFirst({
    where: { programId, customerUid: buyer.uid, ...SALE, refundedAmount: { lt: ctx.db.transaction.fields.amount } },
    orderBy: [{ occurredAt: "desc" }, { createdAt: "desc" }],
  });
  if (!sale) {
    throw new ValidationError({
      [`${path}refund_of`]: ["The customer has no sale with an unrefunded amount."],
      [`${path}customer`]: ["The customer has no sale with an unrefunded amount."],
    });
  }
  return sale;
}

/** a paid reward's amount as it stands now: its own plus what earlier adjustments took back */
async function refundableRewards(ctx: ServiceContext, saleUid: string): Promise<RefundableReward[]> {
  const rewards = await ctx.db.reward.findMany({
    where: { programId: ctx.program.id, transactionUid: saleUid, adjustsRewardId: null },
    include: { adjustments: { select: { amount: true } } },
    orderBy: [{ createdAt: "asc" }, { tier: "asc" }, { id: "asc" }],
  });
  return rewards.map((r) => ({
    id: r.id,
    status: r.status,
    currency: r.currency,
    amount: r.adjustments.reduce((sum, a) => sum.plus(a.amount), new Decimal(r.amount)),
    earned: new Decimal(r.earnedAmount ?? r.amount),
  }));
}

export async function recordRefund(ctx: ServiceContext, item: TransactionItem, buyer: Customer | null, path: string): Promise<Transaction> {
  const found = await refundedSale(ctx, item, buyer, path);
  // the sale's row is locked until the commit: two refunds of one sale apply one after the other
  // (NO KEY UPDATE: a refund's insert takes KEY SHARE on the sale through its foreign key)
  await ctx.db.$executeRaw`SELECT 1 FROM "Transaction" WHERE uid = ${found.uid} FOR NO KEY UPDATE`;
  const sale = await ctx.db.transaction.findUniqueOrThrow({ where: { uid: found.uid } });
  const amount = item.amount.abs();
  if (item.amountUnits !== undefined && unitsOf(item, sale.currency) !== sale.currency) {
    throw ValidationError.field(`${path}amount_units`, `The refund must be in the sale's currency (${sale.currency}).`);
  }
  const unrefunded = sale.amount.minus(sale.refundedAmount);
  if (amount.gt(unrefunded)) {
    throw ValidationError.field(`${path}amount`, `The refund is larger than what is left of the sale (${unrefunded.toFixed()} ${sale.currency}).`);
  }

  const now = ctx.now();
  const refund = await ctx.db.transaction.create({
    data: {
      programId: ctx.program.id,
      key: item.key,
      action: "refund",
      amount,
      currency: sale.currency,
      isCurrency: sale.isCurrency,
      customerUid: sale.customerUid,
      partnerUid: sale.partnerUid,
      referringCustomerUid: sale.referringCustomerUid,
      productIds: item.productId.length ? item.productId : sale.productIds,
      productTypes: item.productType.length ? item.productType : sale.productTypes,
      refundOfUid: sale.uid,
      rewardable: false,
      referralUrl: item.options.referralUrl,
      occurredAt: item.createdAt ?? now,
      createdAt: now,
    },
  });

  const settings = commissionSettings(ctx.program);
  const plan = refundPlan(await refundableRewards(ctx, sale.uid), sale, amount, sale.currency, settings.commission.rounding);
  const reduced = [];
  for (const r of plan.reduce) reduced.push(await ctx.db.reward.update({ where: { id: r.rewardId }, data: { amount: r.amount }, include: rewardViewInclude }));
  await followRewardChanges(ctx, plan.reduce.map((r) => r.rewardId));
  const adjustments = [];
  for (const a of plan.adjust) {
    const paid = await ctx.db.reward.findUniqueOrThrow({ where: { id: a.rewardId } });
    adjustments.push(
      await ctx.db.reward.create({
        data: {
          programId: ctx.program.id,
          kind: paid.kind,
          // a claw-back owed at once: the next payout deducts it
          status: "approved",
          approvedAt: now,
          amount: a.amount,
          currency: paid.currency,
          isCurrency: paid.isCurrency,
          partnerUid: paid.partnerUid,
          customerUid: paid.customerUid,
          subscriberUid: paid.subscriberUid,
          transactionUid: refund.uid,
          action: "refund",
          tier: paid.tier,
          productId: paid.productId,
          productType: paid.productType,
          adjustsRewardId: paid.id,
          note: `Refund ${refund.key} of ${sale.key}`,
          earnedAt: now,
          createdAt: now,
        },
        include: rewardViewInclude,
      }),
    );
  }
  await ctx.db.transaction.update({ where: { uid: sale.uid }, data: { refundedAmount: { increment: amount } } });

  await recordEvent(ctx, "transaction.created", await transactionEvent(ctx, refund));
  await recordEvent(ctx, "transaction.updated", await transactionEvent(ctx, sale));
  for (const r of reduced) await recordEvent(ctx, "reward.updated", rewardEvent(r, now));
  for (const r of adjustments) await recordEvent(ctx, "reward.created", rewardEvent(r, now));
  return refund;
}
