// The commission engine: plain data in, reward drafts out, no I/O, no clock of its own.
// Every amount is exact (currencies.ts) and rounded once to the minor unit.
import { Decimal } from "../../core/money.js";
import { percentOf, roundMoney } from "./currencies.js";
import type {
  AffiliateSale,
  CommissionSettings,
  FraudRule,
  FraudSignals,
  Milestone,
  ProductRule,
  Rate,
  ReferralRule,
  RewardDraft,
} from "./engine.types.js";

export { minorUnits, roundMoney, percentOf, roundRatio } from "./currencies.js";
export { refundPlan } from "./refund.js";
export type * from "./engine.types.js";

const DAY_MS = 86_400_000;

/**
 * What one rate pays on an amount: a percent of it in its currency, or a static amount in the
 * program's currency (static rates are written in the program's currency; a sale in another
 * currency does not convert them).
 */
function pay(rate: Rate, amount: Decimal, amountCurrency: string, settings: CommissionSettings): { amount: Decimal; currency: string } {
  const mode = settings.commission.rounding;
  if (rate.type === "percent") return { amount: percentOf(amount.isNegative() ? 0 : amount, rate.value, amountCurrency, mode), currency: amountCurrency };
  return { amount: roundMoney(rate.value, settings.currency, mode), currency: settings.currency };
}

/** ids before types, first match in the program's order within each */
export function matchProductRule(rules: readonly ProductRule[], productIds: readonly string[], productTypes: readonly string[]): ProductRule | undefined {
  return rules.find((r) => r.productId !== undefined && productIds.includes(r.productId))
    ?? rules.find((r) => r.productType !== undefined && productTypes.includes(r.productType));
}

/** calendar months in UTC; a day past the month's end clamps to its last day (Jan 31 + 1 month = Feb 28/29) */
function addMonths(d: Date, months: number): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const out = new Date(d);
  out.setUTCFullYear(y, m, Math.min(d.getUTCDate(), last));
  return out;
}

/**
 * Whether a sale at `at` still earns, counted from the customer's first sale (null: this is
 * the first). The window is half-open: a sale exactly N months after the first no longer earns.
 * A sale dated before the recorded first sale is itself the earliest, so it earns.
 */
export function insideCommissionPeriod(period: CommissionSettings["commission"]["period"], firstSaleAt: Date | null, at: Date): boolean {
  if (firstSaleAt === null || at <= firstSaleAt) return true;
  if (period.type === "lifetime") return true;
  if (period.type === "once") return false;
  const n = period.value ?? 0;
  const end = addMonths(firstSaleAt, period.type === "years" ? 12 * n : n);
  return at < end;
}

/**
 * Status and hold of every draft of one event, from the hold and the fraud rules. A rule that
 * refuses the reward still records it, rejected with the rule's name as its reason, so the
 * program sees what was held back and why, and can approve it by hand (rewards.service.ts).
 * The setting is each rule's switch: a signal without its rule turned on changes nothing.
 */
function lifecycle(settings: CommissionSettings, signals: Partial<FraudSignals>, now: Date): Pick<RewardDraft, "status" | "holdUntil" | "reviewReason"> {
  const hold = settings.commission.holdDays;
  const holdUntil = hold > 0 ? new Date(now.getTime() + hold * DAY_MS) : null;
  const refused = (reviewReason: FraudRule) => ({ status: "rejected" as const, holdUntil: null, reviewReason });
  if (signals.insideVelocityWindow && settings.fraud.velocitySeconds > 0) return refused("velocity");
  if (signals.paidAds && settings.fraud.paidAds === "reject") return refused("paid_ads");
  if (signals.selfReferral && settings.fraud.selfReferral === "reject") return refused("self_referral");
  // the hold keeps running while a reviewer looks: approving it early would skip the refund window
  if (signals.selfReferral && settings.fraud.selfReferral === "review")
    return { status: "in_review", holdUntil, reviewReason: "self_referral" };
  return holdUntil ? { status: "pending", holdUntil } : { status: "approved", holdUntil: null };
}

/**
 * The commissions of one affiliate transaction. Tier 1 goes to partners[0]: for a sale the
 * first matching product rule, else the partner's own commission.sale, else the program's;
 * for a signup the partner's commission.signup, else the program's; other actions earn only
 * with a rewardOverride, which sets tier 1 exactly (rounded to the minor unit) and skips the
 * period (the client decided that this transaction pays). Tiers (level L pays partners[L-1])
 * are paid on sales only, as a percent of the sale amount or a static amount, and follow the
 * period as tier 1 does. Zero amounts make no draft.
 */
export function affiliateRewards(settings: CommissionSettings, sale: AffiliateSale, now: Date): RewardDraft[] {
  const first = sale.partners[0];
  if (!sale.rewardable || !first) return [];
  const action = sale.action.toLowerCase();
  const isSale = action === "sale";
  const earnsByPeriod = !isSale || insideCommissionPeriod(settings.commission.period, sale.customerFirstSaleAt, sale.occurredAt);
  const state = lifecycle(settings, sale.signals, now);
  const drafts: RewardDraft[] = [];
  const add = (partnerUid: string, tier: number, paid: { amount: Decimal; currency: string }, rule?: ProductRule) => {
    // nothing to pay is no reward; a negative one (a negative override) would take money back
    // outside the refund path, which alone keeps rewards and refunds consistent
    if (paid.amount.lte(0)) return;
    drafts.push({
      partnerUid,
      tier,
      amount: paid.amount,
      currency: paid.currency,
      ...state,
      action,
      ...(rule?.productId !== undefined ? { productId: rule.productId } : {}),
      ...(rule?.productType !== undefined ? { productType: rule.productType } : {}),
    });
  };

  if (sale.rewardOverride !== undefined) {
    add(first.uid, 1, { amount: roundMoney(sale.rewardOverride, sale.currency, settings.commission.rounding), currency: sale.currency });
  } else if (isSale && earnsByPeriod) {
    const rule = matchProductRule(settings.commission.products, sale.productIds, sale.productTypes);
    add(first.uid, 1, pay(rule ?? first.commission?.sale ?? settings.commission.sale, sale.amount, sale.currency, settings), rule);
  } else if (action === "signup") {
    add(first.uid, 1, pay(first.commission?.signup ?? settings.commission.signup, sale.amount, sale.currency, settings));
  }

  if (isSale && earnsByPeriod) {
    for (const tier of [...settings.commission.tiers].sort((a, b) => a.level - b.level)) {
      const partner = sale.partners[tier.level - 1];
      if (tier.level >= 2 && partner) add(partner.uid, tier.level, pay(tier, sale.amount, sale.currency, settings));
    }
  }
  return drafts;
}

/** a refer-a-friend event: a signup, or a purchase (firstPurchase: the referred customer's first) */
export interface ReferralEvent {
  trigger: "signup" | "purchase";
  firstPurchase: boolean;
  /** the purchase amount (0 for a signup) */
  amount: Decimal;
  currency: string;
  /** optional fraud signals, applied as for affiliate sales */
  signals?: Partial<FraudSignals>;
}

function fires(rule: ReferralRule, event: ReferralEvent): boolean {
  if (rule.trigger === "signup") return event.trigger === "signup";
  if (rule.trigger === "first_purchase") return event.trigger === "purchase" && event.firstPurchase;
  return event.trigger === "purchase";
}

/**
 * Refer-a-friend rewards (double-sided): the referrer's, and the referred customer's when its
 * value is above zero, each when its own trigger fires. A percent applies to the purchase
 * amount, so a percent rule on a signup pays nothing. Holds and fraud rules as for affiliates.
 */
export function referralRewards(
  settings: CommissionSettings,
  event: ReferralEvent,
  who: { referrerUid: string; referredUid: string },
  now: Date,
): RewardDraft[] {
  const signals = event.signals ?? {};
  const state = lifecycle(settings, signals, now);
  const action = event.trigger === "signup" ? "signup" : "sale";
  const drafts: RewardDraft[] = [];
  const sides = [
    ["referrer", settings.referralRewards.referrer, who.referrerUid],
    ["referred", settings.referralRewards.referred, who.referredUid],
  ] as const;
  for (const [side, rule, customerUid] of sides) {
    if (rule.value <= 0 || !fires(rule, event)) continue;
    const amount = event.trigger === "signup" ? new Decimal(0) : event.amount;
    const paid = pay(rule, amount, event.currency, settings);
    if (paid.amount.lte(0)) continue;
    drafts.push({ customerUid, side, tier: 1, amount: paid.amount, currency: paid.currency, ...state, action });
  }
  return drafts;
}

/**
 * Newsletter milestones to grant now: reached (referrals ≤ confirmed) and not granted before,
 * in ascending order. A milestone is known by its referral count, so two with the same count
 * are granted once (the first listed).
 */
export function milestonesReached(milestones: readonly Milestone[], confirmedReferrals: number, alreadyGranted: ReadonlySet<number>): Milestone[] {
  const seen = new Set(alreadyGranted);
  const out: Milestone[] = [];
  for (const m of [...milestones].sort((a, b) => a.referrals - b.referrals)) {
    if (m.referrals > confirmedReferrals || seen.has(m.referrals)) continue;
    seen.add(m.referrals);
    out.push(m);
  }
  return out;
}
