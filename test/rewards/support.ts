// Settings and sales for the engine tests: the program defaults of compat.md 8, changed per test.
import { Decimal } from "../../src/core/money.js";
import type { AffiliateSale, CommissionSettings } from "../../src/modules/rewards/engine.types.js";

export const NOW = new Date("2026-03-01T12:00:00.000Z");

type Overrides = {
  currency?: string;
  commission?: Partial<CommissionSettings["commission"]>;
  fraud?: Partial<CommissionSettings["fraud"]>;
  referralRewards?: Partial<CommissionSettings["referralRewards"]>;
};

export function settings(o: Overrides = {}): CommissionSettings {
  return {
    currency: o.currency ?? "USD",
    commission: {
      sale: { type: "percent", value: 20 },
      signup: { type: "static", value: 0 },
      period: { type: "lifetime" },
      holdDays: 0,
      rounding: "half_up",
      products: [],
      tiers: [],
      ...o.commission,
    },
    fraud: { selfReferral: "review", velocitySeconds: 0, paidAds: "allow", ...o.fraud },
    referralRewards: {
      referrer: { type: "static", value: 10, trigger: "first_purchase" },
      referred: { type: "static", value: 0, trigger: "signup" },
      ...o.referralRewards,
    },
    milestones: [],
  };
}

export function sale(o: Partial<Omit<AffiliateSale, "amount">> & { amount?: Decimal | string | number } = {}): AffiliateSale {
  return {
    action: "sale",
    currency: "USD",
    productIds: [],
    productTypes: [],
    occurredAt: NOW,
    rewardable: true,
    partners: [{ uid: "p1", commission: null }],
    customerFirstSaleAt: null,
    signals: { selfReferral: false, insideVelocityWindow: false, paidAds: false },
    ...o,
    amount: new Decimal(o.amount ?? 100),
  };
}

/** drafts as comparable plain values: who, tier, amount as a string, currency */
export const brief = (ds: readonly { partnerUid?: string; customerUid?: string; tier: number; amount: Decimal; currency: string }[]) =>
  ds.map((d) => [d.partnerUid ?? d.customerUid, d.tier, d.amount.toFixed(), d.currency]);
