// How a reward is shown: inside a transaction's `rewards[]`, in the rewards
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

/** when it became approved: written by an approval or the sweep, else the end of a hold that has passed */
export function rewardApprovedAt(r: Pick<Reward, "status" | "holdUntil" | "approvedAt">, now: Date): Date | null {
  return r.approvedAt ?? (r.status === "pending" && rewardStatus(r, now) === "approved" ? r.holdUntil : null);
}

export const productTypeData = (r: Pick<Reward, "productId" | "productType">) => ({ product_id: r.productId, product_type: r.productType });

const iso = (d: Date | null) => (d ? isoMicro(d) : null);

export function rewardView(r: RewardWithView, now: Date) {
  return {
    key: r.id,
    kind: r.kind,
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
    note: r.note,
    review_reason: r.reviewReason,
    hold_until: iso(r.holdUntil),
    approved_at: iso(rewardApprovedAt(r, now)),
    rejected_at: iso(r.rejectedAt),
    paid_at: iso(r.paidAt),
    created_at: isoMicro(r.createdAt),
    product_type_data: productTypeData(r),
  };
}

export const rewardEvent = (r: RewardWithView, now: Date) => ({ type: "reward" as const, id: r.id, view: rewardView(r, now) });

/**
 * An entry of a subscriber's `reward` array (the public API leaves its shape open): a milestone shows its
 * name and the referral count it was granted at; other rewards have no name and null referrals.
 */
export function subscriberRewardView(r: Reward, now: Date) {
  return {
    id: r.id,
    name: r.note,
    referrals: r.milestoneReferrals,
    amount: toWire(r.amount),
    currency: r.currency,
    status: rewardStatus(r, now),
    created_at: isoMicro(r.createdAt),
  };
}
