// How a reward is shown (compat.md 5): inside a transaction's `rewards[]`, in the rewards
// queries, and as the payload of reward.* events. The GraphQL Reward type's REST-visible
// fields resolve through the same helpers, so the REST body and the event are one shape.
import type { Prisma, Reward } from "../../generated/prisma/client.js";
import { toWire } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";

/** what the view needs beside the row */
export const rewardViewInclude = {
  partner: { select: { id: true } },
  customer: { select: { key: true } },
  subscriber: { select: { id: true } },
  transaction: { select: { key: true } },
} satisfies Prisma.RewardInclude;

export type RewardWithView = Prisma.RewardGetPayload<{ include: typeof rewardViewInclude }>;

/** the status a client sees: a pending reward whose hold has passed is approved, even before the sweep writes it */
export function rewardStatus(r: Pick<Reward, "status" | "holdUntil">, now: Date): Reward["status"] {
  return r.status === "pending" && r.holdUntil !== null && r.holdUntil <= now ? "approved" : r.status;
}

export const productTypeData = (r: Pick<Reward, "productId" | "productType">) => ({ product_id: r.productId, product_type: r.productType });

export function rewardView(r: RewardWithView, now: Date) {
  return {
    key: r.id,
    action: r.action,
    status: rewardStatus(r, now),
    amount: toWire(r.amount),
    amount_units: r.currency,
    is_currency: r.isCurrency,
    partner: r.partner?.id ?? null,
    customer: r.customer?.key ?? null,
    subscriber: r.subscriber?.id ?? null,
    transaction: r.transaction?.key ?? null,
    tier: r.tier,
    review_reason: r.reviewReason,
    hold_until: r.holdUntil ? isoMicro(r.holdUntil) : null,
    approved_at: r.approvedAt ? isoMicro(r.approvedAt) : null,
    paid_at: r.paidAt ? isoMicro(r.paidAt) : null,
    created_at: isoMicro(r.createdAt),
    product_type_data: productTypeData(r),
  };
}

export const rewardEvent = (r: RewardWithView, now: Date) => ({ type: "reward", id: r.id, view: rewardView(r, now) });
