// How a one-off partner reward is shown in the answer of POST /v1/partners/{id}/reward (its
// reward.created event carries the one Reward view, reward.view.ts).
import type { Partner, Reward } from "../../generated/prisma/client.js";
import { toWire } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";

export interface PartnerRewardRow {
  reward: Reward;
  partner: Pick<Partner, "id">;
}

export function partnerRewardView({ reward, partner }: PartnerRewardRow) {
  return {
    amount: toWire(reward.amount),
    amount_units: reward.currency,
    created_at: isoMicro(reward.createdAt),
    date: isoMicro(reward.earnedAt),
    id: reward.id,
    note: reward.note,
    partner_id: partner.id,
    status: reward.status,
  };
}

