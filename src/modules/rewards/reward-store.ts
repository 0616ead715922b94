// The one way the engine's drafts become rewards: a transaction's commissions and referral
// rewards, a converted lead's commission and a referred signup's rewards are all stored here.
import type { RewardKind, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import type { RewardDraft } from "./engine.js";
import { rewardViewInclude, type RewardWithView } from "./reward.view.js";

export interface RewardOrigin {
  kind: RewardKind;
  /** the transaction that earned them (its unit and sale time carry over) */
  transaction?: Pick<Transaction, "uid" | "isCurrency" | "occurredAt">;
  leadId?: number;
}

export async function storeRewards(ctx: ServiceContext, origin: RewardOrigin, drafts: readonly RewardDraft[]): Promise<RewardWithView[]> {
  const now = ctx.now();
  const stored: RewardWithView[] = [];
  for (const d of drafts) {
    stored.push(
      await ctx.db.reward.create({
        data: {
          programId: ctx.program.id,
          kind: origin.kind,
          status: d.status,
          amount: d.amount,
          currency: d.currency,
          isCurrency: origin.transaction?.isCurrency ?? true,
          partnerUid: d.partnerUid,
          customerUid: d.customerUid,
          transactionUid: origin.transaction?.uid,
          leadId: origin.leadId,
          action: d.action,
          tier: d.tier,
          productId: d.productId,
          productType: d.productType,
          reviewReason: d.reviewReason ?? null,
          holdUntil: d.holdUntil,
          // refer-a-friend: which side of the referral earned it
          note: d.side ?? "",
          approvedAt: d.status === "approved" ? now : null,
          rejectedAt: d.status === "rejected" ? now : null,
          earnedAt: origin.transaction?.occurredAt ?? now,
          createdAt: now,
        },
        include: rewardViewInclude,
      }),
    );
  }
  return stored;
}
