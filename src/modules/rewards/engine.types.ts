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
  signals: { selfReferral: boolean; insideVelocityWindow: boolean; paidAds: boolean };
}

/** what a refund does to a sale's rewards */
export interface RefundPlan {
  /** unpaid rewards reduced in place (never below zero) */
  reduce: { rewardId: string; amount: Decimal }[];
  /** paid rewards get a negative adjustment reward instead of being rewritten */
  adjust: { rewardId: string; amount: Decimal }[];
}
