// How a transaction is shown: the REST body, and the payload of transaction.*
// events. The GraphQL Transaction type's REST-visible fields resolve through the same helpers,
// and a test holds every event payload to the GET response of its transaction.
import type { Prisma, Program, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { toWire } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";
import { rewardView, rewardViewInclude, type RewardWithView } from "../rewards/reward.view.js";

/** rewards in the order they were earned: tier 1 first, adjustments after what they adjust */
export const transactionRewardsOrder = [{ createdAt: "asc" }, { tier: "asc" }, { id: "asc" }] satisfies Prisma.RewardOrderByWithRelationInput[];

export const transactionViewInclude = {
  partner: { select: { id: true } },
  customer: { select: { key: true } },
  referringCustomer: { select: { key: true } },
  // a refund shows the sale's rewards it reduced beside its own claw-backs
  refundOf: { select: { key: true, rewards: { include: rewardViewInclude, orderBy: transactionRewardsOrder } } },
  rewards: { include: rewardViewInclude, orderBy: transactionRewardsOrder },
} satisfies Prisma.TransactionInclude;

export type TransactionWithView = Prisma.TransactionGetPayload<{ include: typeof transactionViewInclude }>;

/** how a read is shaped: the include GraphQL asks for (plugin-prisma), or the view's */
export type TransactionQuery = { include?: Prisma.TransactionInclude };

type Names = Pick<TransactionWithView, "customer" | "referringCustomer">;

/**
 * In refer-a-friend programs `customer` is the referrer (who earns) and
 * `referred_customer` the buyer; in affiliate programs `customer` is the buyer.
 */
export const customerKeyOf = (program: Pick<Program, "type">, t: Names) =>
  (program.type === "Referral" ? t.referringCustomer?.key : t.customer?.key) ?? null;
export const referredCustomerKeyOf = (program: Pick<Program, "type">, t: Names) =>
  program.type === "Referral" ? (t.customer?.key ?? null) : null;

const wireOrNull = (d: Prisma.Decimal | null) => (d === null ? null : toWire(d));

/** how a shop integration attributed the sale it recorded (metadata.attribution), else null */
export function attributionOf(metadata: unknown): string | null {
  const a = metadata && typeof metadata === "object" ? (metadata as { attribution?: unknown }).attribution : undefined;
  return typeof a === "string" ? a : null;
}

export function transactionView(ctx: Pick<ServiceContext, "program" | "now">, t: TransactionWithView) {
  const now = ctx.now();
  return {
    key: t.key,
    action: t.action,
    amount: toWire(t.amount),
    amount_units: t.currency,
    is_currency: t.isCurrency,
    credit: wireOrNull(t.credit),
    partner: t.partner?.id ?? null,
    customer: customerKeyOf(ctx.program, t),
    referred_customer: referredCustomerKeyOf(ctx.program, t),
    customer_key: t.customer?.key ?? null,
    product_id: t.productIds,
    product_type: t.productTypes,
    gross_amount: wireOrNull(t.grossAmount),
    discount_amount: wireOrNull(t.discountAmount),
    discount_code: t.discountCode,
    rewardable: t.rewardable,
    referral_url: t.referralUrl,
    attribution: attributionOf(t.metadata),
    refund_of: t.refundOf?.key ?? null,
    refunded_amount: toWire(t.refundedAmount),
    archived: t.archivedAt !== null,
    created_at: isoMicro(t.occurredAt),
    updated_at: isoMicro(t.updatedAt),
    deleted_at: t.deletedAt ? isoMicro(t.deletedAt) : null,
    rewards: t.rewards.map((r) => rewardView(r, now)),
    refunded_sale_rewards: t.refundOf ? t.refundOf.rewards.map((r) => rewardView(r, now)) : null,
  };
}

/** the order of transactionRewardsOrder, for rewards held in memory */
function byEarnedOrder(a: RewardWithView, b: RewardWithView): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || a.tier - b.tier || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface ViewNames {
  partner: { id: string } | null;
  customer: { key: string } | null;
  referringCustomer: { key: string } | null;
  refundOf: TransactionWithView["refundOf"];
}

/** a transaction just written, with the names and rewards the writer holds: what a read with transactionViewInclude would answer */
export function withView(t: Transaction, names: ViewNames, rewards: readonly RewardWithView[]): TransactionWithView {
  return {
    ...t,
    partner: names.partner && { id: names.partner.id },
    customer: names.customer && { key: names.customer.key },
    referringCustomer: names.referringCustomer && { key: names.referringCustomer.key },
    refundOf: names.refundOf && { key: names.refundOf.key, rewards: names.refundOf.rewards },
    rewards: [...rewards].sort(byEarnedOrder),
  };
}

/** the view of a transaction as it is now in the context's database (inside a write, the transaction's) */
export async function presentTransaction(ctx: ServiceContext, t: Pick<Transaction, "uid">) {
  const row = await ctx.db.transaction.findUniqueOrThrow({ where: { uid: t.uid }, include: transactionViewInclude });
  return transactionView(ctx, row);
}

export async function transactionEvent(ctx: ServiceContext, t: Pick<Transaction, "uid" | "key">) {
  return { type: "transaction" as const, id: t.key, view: await presentTransaction(ctx, t) };
}

export const transactionEventOf = (ctx: Pick<ServiceContext, "program" | "now">, t: TransactionWithView) => ({ type: "transaction" as const, id: t.key, view: transactionView(ctx, t) });
