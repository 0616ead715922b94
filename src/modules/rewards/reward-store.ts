// The one way the engine's drafts become rewards: a transaction's commissions and referral
// rewards, a converted lead's commission and a referred signup's rewards are all stored here.
import type { RewardKind, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { cuid } from "../../core/ids.js";
import type { RewardDraft } from "./engine.js";
import { rewardViewInclude, type RewardWithView } from "./reward.view.js";

export interface RewardOrigin {
  kind: RewardKind;
  /** the transaction that earned them (its unit and sale time carry over) */
  transaction?: Pick<Transaction, "uid" | "key" | "isCurrency" | "occurredAt">;
  leadId?: number;
}

/** the public names of the earners the caller already read, so that the view needs no second read */
export interface KnownEarners {
  partners?: readonly { uid: string; id: string }[];
  customers?: readonly { uid: string; key: string }[];
}

/** the view's relations from what the caller knows; null when one of them is not known */
function namesOf(d: RewardDraft, origin: RewardOrigin, known: KnownEarners) {
  const partner = d.partnerUid ? known.partners?.find((p) => p.uid === d.partnerUid) : null;
  const customer = d.customerUid ? known.customers?.find((c) => c.uid === d.customerUid) : null;
  if (partner === undefined || customer === undefined) return null;
  return {
    partner: partner && { id: partner.id },
    customer: customer && { key: customer.key },
    subscriber: null,
    transaction: origin.transaction ? { key: origin.transaction.key } : null,
  };
}

/** the columns of a reward the engine drafted, as inserted */
function rewardData(ctx: ServiceContext, origin: RewardOrigin, d: RewardDraft, now: Date) {
  return {
    programId: ctx.program.id,
    kind: origin.kind,
    status: d.status,
    amount: d.amount,
    earnedAmount: d.amount,
    currency: d.currency,
    isCurrency: origin.transaction?.isCurrency ?? true,
    partnerUid: d.partnerUid ?? null,
    customerUid: d.customerUid ?? null,
    transactionUid: origin.transaction?.uid ?? null,
    leadId: origin.leadId ?? null,
    action: d.action,
    tier: d.tier,
    productId: d.productId ?? null,
    productType: d.productType ?? null,
    reviewReason: d.reviewReason ?? null,
    holdUntil: d.holdUntil,
    // refer-a-friend: which side of the referral earned it
    note: d.side ?? "",
    approvedAt: d.status === "approved" ? now : null,
    rejectedAt: d.status === "rejected" ? now : null,
    earnedAt: origin.transaction?.occurredAt ?? now,
    createdAt: now,
  };
}

export async function storeRewards(ctx: ServiceContext, origin: RewardOrigin, drafts: readonly RewardDraft[], known: KnownEarners = {}): Promise<RewardWithView[]> {
  const now = ctx.now();
  const stored: RewardWithView[] = [];
  for (const d of drafts) {
    const names = namesOf(d, origin, known);
    stored.push(
      await ctx.db.reward
        .create({
          // the row as inserted (INSERT ... RETURNING), and the names beside it; a second read only for an earner not known
          ...(names ? {} : { include: rewardViewInclude }),
          data: rewardData(ctx, origin, d, now),
        })
        .then((row) => (names ? { ...row, ...names } : (row as RewardWithView))),
    );
  }
  return stored;
}

/**
 * The rewards as storeRewards would store them, not written: for a writer that inserts them in
 * a statement of its own (transactions/sale-statement.ts). Null when an earner's name is not
 * known (the caller then stores them the usual way).
 */
export function draftRows(ctx: ServiceContext, origin: RewardOrigin, drafts: readonly RewardDraft[], known: KnownEarners): RewardWithView[] | null {
  const now = ctx.now();
  const rows: RewardWithView[] = [];
  for (const d of drafts) {
    const names = namesOf(d, origin, known);
    if (!names) return null;
    const data = rewardData(ctx, origin, d, now);
    rows.push({
      ...data,
      id: cuid(),
      // the database keeps 4 decimals (Decimal(19, 4)); the engine rounds to the minor unit already
      amount: data.amount.toDecimalPlaces(4),
      earnedAmount: data.amount.toDecimalPlaces(4),
      subscriberUid: null,
      adjustsRewardId: null,
      milestoneReferrals: null,
      payoutRequestId: null,
      paidAt: null,
      archivedAt: null,
      // as Prisma's @updatedAt: the wall clock at the write
      updatedAt: new Date(),
      ...names,
    });
  }
  return rows;
}
