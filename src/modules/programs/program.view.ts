// How a program's figures and portal are shown on REST: counts as strings, amounts
// keyed by currency, percents with two decimals, as the public API's clients read them.
import type { App } from "../../core/app.js";
import type { Program, ProgramType } from "../../generated/prisma/client.js";
import { toWire, type Money } from "../../core/money.js";
import { readPortalSettings } from "./program-settings.js";
import type { Bucket, ProgramStats, ReferralCircle } from "./program-stats.service.js";

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
    payout_status_breakdown: Object.fromEntries(Object.entries(s.payoutStatusBreakdown).map(([k, b]) => [k, bucketWire(b)])),
  };
}

export type StatsWire = ReturnType<typeof statsWire>;

const percentWire = (n: number) => n.toFixed(2);

/** what every program type shows: its sales and what they earned */
function moneyWire(s: ProgramStats) {
  return {
    total_purchases: String(s.totalPurchases),
    total_revenue: keyedByCurrency(s.totalRevenue),
    average_order_value: keyedByCurrency(s.averageOrderValue),
    total_reward: keyedByCurrency(s.totalReward),
    active_rewards: bucketWire(s.activeRewards),
    rewards_breakdown: statsWire(s).rewards_breakdown,
    referred_visitors_clicks: String(s.clicks),
    net_profit: toWire(s.netProfit.amount),
    net_profit_formatted: `${s.netProfit.amount.toFixed(2)} ${s.netProfit.currency}`,
  };
}

const circleWire = (c: ReferralCircle | null, members: "customers" | "subscribers") => ({
  [`total_${members}`]: String(c?.total ?? 0),
  [`referring_${members}`]: String(c?.referring ?? 0),
  [`referred_${members}`]: String(c?.referred ?? 0),
  [`${members === "customers" ? "customer" : "subscriber"}_participation`]: percentWire(c?.participation ?? 0),
});

/**
 * data.stats of GET /v1/program, by program type (the public API shows the affiliate form; the
 * refer-a-friend and newsletter forms count their customers or subscribers instead of partners)
 */
export function statsWireFor(type: ProgramType, s: ProgramStats): Record<string, unknown> {
  if (type === "Referral") return { ...circleWire(s.customerReferrals, "customers"), total_signups: String(s.totalSignups), ...moneyWire(s) };
  if (type === "Newsletter") return { ...circleWire(s.subscriberReferrals, "subscribers"), ...moneyWire(s) };
  return statsWire(s);
}

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
 * PORTAL_URL; null when neither is set (mail then makes up no link; the sign-in landing page
 * goes on to Rally's own portal).
 */
export function partnerPortalUrl(app: Pick<App, "config">, program: Program): string | null {
  const url = readPortalSettings(program.portalSettings).partnerPortalUrl || app.config.PORTAL_URL || "";
  return url ? url.replace(/\/$/, "") : null;
}
