// How a one-off partner reward is shown: the answer of POST /v1/partners/{id}/reward, and the
// payload of its reward.created event.
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

export const partnerRewardEvent = (row: PartnerRewardRow) => ({ type: "reward", id: row.reward.id, view: partnerRewardView(row) });
