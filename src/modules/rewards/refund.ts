// What a refund takes back from a sale's rewards. Each reward is brought to its share of what
// is left of the sale, rounded once: round(earned × unrefunded ÷ sale). It depends only on the
// rows (the reward as earned, the sale and its refunded total), never on the order or the
// number of refunds, so recomputing it gives the same figure; a sale refunded in full leaves
// every reward at exactly zero.
import { Decimal, type DecimalValue } from "../../core/money.js";
import { roundRatio } from "./currencies.js";
import type { RefundableReward, RefundPlan, Rounding } from "./engine.types.js";

/**
 * rewards: the sale's rewards with their current effective amounts and their amounts as
 * earned; sale: its amount and what earlier refunds took; refund: this refund's amount
 * (positive). Rejected rewards pay nothing and are left alone; a reward already at (or below)
 * its share is skipped: a refund never raises a reward.
 */
export function refundPlan(
  rewards: readonly RefundableReward[],
  sale: { amount: DecimalValue; refundedAmount: DecimalValue },
  refund: DecimalValue,
  currency: string,
  rounding: Rounding,
): RefundPlan {
  const saleAmount = new Decimal(sale.amount);
  const unrefunded = saleAmount.minus(sale.refundedAmount);
  const asked = new Decimal(refund);
  const plan: RefundPlan = { refund: new Decimal(0), reduce: [], adjust: [] };
  if (unrefunded.lte(0) || asked.lte(0)) return plan;
  plan.refund = Decimal.min(asked, unrefunded);
  const left = unrefunded.minus(plan.refund);
  for (const r of rewards) {
    const current = new Decimal(r.amount);
    if (r.status === "rejected" || current.lte(0)) continue;
    const share = left.isZero() ? new Decimal(0) : roundRatio(r.earned, left, saleAmount, r.currency ?? currency, rounding);
    const cut = current.minus(Decimal.max(share, 0));
    if (cut.lte(0)) continue;
    if (r.status === "paid") plan.adjust.push({ rewardId: r.id, amount: cut.negated() });
    else plan.reduce.push({ rewardId: r.id, amount: current.minus(cut), cut });
  }
  return plan;
}
