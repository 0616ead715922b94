// The contract of the commission engine (engine.ts): plain data in, reward drafts out, no I/O.
// The transactions service gathers what the rules need (the partner chain, the customer's
// first sale, the fraud signals), asks the engine, and stores what it answers.
import type { Decimal } from "../../core/money.js";

export type Rounding = "half_up" | "half_even" | "down";

/** one rule: a percent of the amount, or a static amount in the program's currency */
export interface Rate {
  type: "percent" | "static";
  value: number;
}

/** how long after a customer's first sale its sales still earn (`commission.period` of program_settings) */
export interface CommissionPeriod {
  type: "once" | "months" | "years" | "lifetime";
  /** months or years: how many */
  value?: number;
}

/** a product rule: exactly one of productId / productType */
export interface ProductRule extends Rate {
  productId?: string;
  productType?: string;
}

export interface TierRule extends Rate {
  /** 2 and up: the partner who referred the attributed partner is level 2, and so on */
  level: number;
}

export interface ReferralRule extends Rate {
  trigger: "signup" | "first_purchase" | "every_purchase";
}

/**
 * What the engine reads of a program: its currency (static rates are amounts in it) and the
 * parsed nested keys of program_settings, camelCase as stored. program-settings.ts parses the stored JSON
 * into exactly this (with the defaults for older rows).
 */
export interface CommissionSettings {
  currency: string;
  commission: {
    sale: Rate;
    signup: Rate;
    period: CommissionPeriod;
    holdDays: number;
    rounding: Rounding;
    products: readonly ProductRule[];
    tiers: readonly TierRule[];
  };
  fraud: {
    selfReferral: "review" | "reject" | "allow";
    velocitySeconds: number;
    paidAds: "allow" | "reject";
  };
  referralRewards: { referrer: ReferralRule; referred: ReferralRule };
  milestones: readonly Milestone[];
}

export interface Milestone {
  /** confirmed referrals needed */
  referrals: number;
  name: string;
}

/** the fraud rules, by the name a flagged reward carries as its review_reason */
export const FRAUD_RULES = ["self_referral", "velocity", "paid_ads"] as const;
export type FraudRule = (typeof FRAUD_RULES)[number];

export interface FraudSignals {
  /** the customer is the partner (or the referrer) itself */
  selfReferral: boolean;
  /** a previous transaction of the customer lies within fraud.velocity_seconds */
  insideVelocityWindow: boolean;
  /** the referral URL came from a paid ad: gclid / fbclid / msclkid, or paid UTM tags */
  paidAds: boolean;
}

/** a reward the engine asks the service to store */
export interface RewardDraft {
  /** who earns it: a partner (affiliate), a customer (refer-a-friend) */
  partnerUid?: string;
  customerUid?: string;
  /** 1: the attributed partner; 2 and up: the partners who referred it */
  tier: number;
  amount: Decimal;
  currency: string;
  status: "pending" | "approved" | "in_review" | "rejected";
  /** when a pending reward becomes approved (null: at once) */
  holdUntil: Date | null;
  reviewReason?: string;
  /** the transaction action it was earned on */
  action: string;
  /** the product rule that set the rate, if one did */
  productId?: string;
  productType?: string;
  /** refer-a-friend: which side of the referral earns it */
  side?: "referrer" | "referred";
}

/** a sale or signup as the affiliate rules see it */
export interface AffiliateSale {
  action: string;
  amount: Decimal;
  currency: string;
  productIds: readonly string[];
  productTypes: readonly string[];
  occurredAt: Date;
  /** the client set the commission itself (`reward`) */
  rewardOverride?: Decimal;
  /** false: record, pay nothing */
  rewardable: boolean;
  /** the attributed partner first, then the partner who referred it, and so on */
  partners: readonly { uid: string; commission: { sale?: Rate; signup?: Rate } | null }[];
  /** the customer's first sale, for the commission period (null: this is the first) */
  customerFirstSaleAt: Date | null;
  /** fraud signals the service found */
  signals: FraudSignals;
}

/** a reward of the refunded sale as the refund sees it */
export interface RefundableReward {
  id: string;
  /** the current effective amount: for a paid reward, its amount plus its earlier negative adjustments */
  amount: Decimal;
  /** the amount as earned, before any refund: the base of its share of what is left of the sale */
  earned: Decimal;
  status: "pending" | "approved" | "in_review" | "rejected" | "paid";
  /** the reward's own currency (static rates pay in the program's); default: the refund's */
  currency?: string;
}

/** what a refund does to a sale's rewards */
export interface RefundPlan {
  /** the refund actually applied: capped at what of the sale is not refunded yet */
  refund: Decimal;
  /** unpaid rewards reduced in place (never below zero): `amount` is the new amount, `cut` what was taken */
  reduce: { rewardId: string; amount: Decimal; cut: Decimal }[];
  /** paid rewards get a negative adjustment reward instead of being rewritten: `amount` is negative */
  adjust: { rewardId: string; amount: Decimal }[];
}
