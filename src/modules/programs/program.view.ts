// How a program's figures and portal are shown on REST (spec 2.9): counts as strings, amounts
// keyed by currency, percents with two decimals, as the public API's clients read them.
import type { App } from "../../app.js";
import type { Program, ProgramType } from "../../generated/prisma/client.js";
import { toWire, type Money } from "../../core/money.js";
import { readPortalSettings } from "./program-settings.js";
import type { Bucket, ProgramStats } from "./program-stats.service.js";

export const keyedByCurrency = (m: readonly Money[]) => Object.fromEntries(m.map((x) => [x.currency, toWire(x.amount)]));

const bucketWire = (b: Bucket) => ({ count: b.count, amount: keyedByCurrency(b.amount) });

export function statsWire(s: ProgramStats) {
  return {
    total_partners: String(s.totalPartners),
    total_purchases: String(s.totalPurchases),
    total_signups: String(s.totalSignups),
    total_paid_accounts: String(s.totalPaidAccounts),
    total_reward: keyedByCurrency(s.totalReward),
    total_revenue: keyedByCurrency(s.totalRevenue),
    average_order_value: keyedByCurrency(s.averageOrderValue),
    affiliate_referred_visitors_clicks: String(s.clicks),
    click_to_signup_conversion: s.clickToSignupConversion.toFixed(2),
    signup_to_sale_conversion: s.signupToSaleConversion.toFixed(2),
    net_profit: toWire(s.netProfit.amount),
    net_profit_formatted: `${s.netProfit.amount.toFixed(2)} ${s.netProfit.currency}`,
    rewards_breakdown: {
      unclaimed: keyedByCurrency(s.rewardsBreakdown.unclaimed),
      in_review: keyedByCurrency(s.rewardsBreakdown.inReview),
      paid: keyedByCurrency(s.rewardsBreakdown.paid),
    },
    partner_activity: s.partnerActivity,
    payout_status_breakdown: {
      paid: bucketWire(s.payoutStatusBreakdown.paid),
      pending: bucketWire(s.payoutStatusBreakdown.pending),
      not_paid: bucketWire(s.payoutStatusBreakdown.notPaid),
    },
  };
}

export type StatsWire = ReturnType<typeof statsWire>;

export const TYPE_TITLES: Record<ProgramType, string> = {
  Affiliate: "Affiliate program",
  Referral: "Refer-a-friend program",
  Newsletter: "Newsletter referral program",
};

/** "Acme Shop" -> "AS": what a dashboard shows in place of a logo */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

/**
 * The partner portal of the program: its own portal_settings.partner_portal_url, else
 * PORTAL_URL; null when neither is set. Rally has no portal of its own, so no link is made up.
 */
export function partnerPortalUrl(app: Pick<App, "config">, program: Program): string | null {
  const url = readPortalSettings(program.portalSettings).partnerPortalUrl || app.config.PORTAL_URL || "";
  return url ? url.replace(/\/$/, "") : null;
}
