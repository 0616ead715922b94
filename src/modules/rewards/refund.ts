// What a refund takes back from a sale's rewards: the same share of each reward as of the
// part of the sale not refunded yet, so that refunding the whole sale, in any number of
// steps, brings every reward to exactly zero.
import { Decimal, type DecimalValue } from "../../core/money.js";
import { roundRatio } from "./currencies.js";
import type { RefundableReward, RefundPlan, Rounding } from "./engine.types.js";

/**
 * rewards: the sale's rewards with their current effective amounts; sale: its amount and what
 * earlier refunds took; refund: this refund's amount (positive). Each cut is
 * round(current × refund ÷ unrefunded) in the reward's currency; the refund that empties the
 * sale takes each reward's whole remainder instead, so rounding leaves no cent behind.
 * Rejected rewards pay nothing and are left alone; a reward already at zero is skipped.
 */
export function refundPlan(
  rewards: readonly RefundableReward[],
  sale: { amount: DecimalValue; refundedAmount: DecimalValue },
  refund: DecimalValue,
  currency: string,
  rounding: Rounding,
): RefundPlan {
  const unrefunded = new Decimal(sale.amount).minus(sale.refundedAmount);
  const asked = new Decimal(refund);
  const plan: RefundPlan = { refund: new Decimal(0), reduce: [], adjust: [] };
  if (unrefunded.lte(0) || asked.lte(0)) return plan;
  plan.refund = Decimal.min(asked, unrefunded);
  const empties = plan.refund.eq(unrefunded);
  for (const r of rewards) {
    const current = new Decimal(r.amount);
    if (r.status === "rejected" || current.lte(0)) continue;
    const proportional = empties ? current : roundRatio(current, plan.refund, unrefunded, r.currency ?? currency, rounding);
    const cut = Decimal.min(proportional, current); // never below zero
    if (cut.isZero()) continue;
    if (r.status === "paid") plan.adjust.push({ rewardId: r.id, amount: cut.negated() });
    else plan.reduce.push({ rewardId: r.id, amount: current.minus(cut), cut });
  }
  return plan;
}
