import { builder } from "../../graphql/builder.js";
import { allows, FEATURES, type Feature } from "../../core/features.js";
import { serviceContext } from "../../core/context.js";
import { ProgramType } from "../../generated/prisma/enums.js";
import type { Program as ProgramRow } from "../../generated/prisma/client.js";
import { describeCommission, readPortalSettings, readProgramSettings, type PortalSettings } from "./program-settings.js";
import type { GraphQLContext } from "../../graphql/context.js";
import { MoneyType } from "../../graphql/money.js";
import { graphqlOnly, restOnly, restRoute } from "../../graphql/surface.js";
import { DateRangeInput } from "../../graphql/inputs.js";
import { ValidationError } from "../../core/errors.js";
import { valueEnum } from "../../graphql/enums.js";
import { nodeId, restIdExtensions } from "../../graphql/node.js";
import { payload, payloadType } from "../../graphql/payload.js";
import {
  programStats,
  programTimeSeries,
  type Bucket,
  type DateRange,
  type PayoutBreakdown,
  type ProgramStats,
  type ReferralCircle,
  type SeriesMetric,
} from "./program-stats.service.js";
import { SERIES_RANGE, TimeIntervalEnum, TimePointType } from "../stats/time-series.schema.js";
import { initialsOf, keyedByCurrency, partnerPortalUrl, statsWire, statsWireFor, TYPE_TITLES, type StatsWire } from "./program.view.js";

/** the figures of a request's program (of a range), computed once however many fields ask */
const statsOf = (ctx: GraphQLContext, program: ProgramRow, range?: DateRange | null) =>
  ctx.loaders
    .get<string, ProgramStats>("programStats", (keys) =>
      Promise.all(keys.map((k) => programStats(serviceContext({ app: ctx.app, program }), rangeOfKey(k)))),
    )
    .load(JSON.stringify({ id: program.id, from: range?.from ?? null, to: range?.to ?? null }));

/** a range of the REST query parameters: to after from */
function statsRange(from: Date | null | undefined, to: Date | null | undefined): DateRange {
  if (from && to && to <= from) throw ValidationError.field("to", "The end of the range must be after its start (from).");
  return { from: from ?? null, to: to ?? null };
}

const rangeOfKey = (key: string): DateRange => {
  const { from, to } = JSON.parse(key) as { from: string | null; to: string | null };
  return { from: from ? new Date(from) : null, to: to ? new Date(to) : null };
};
import { updateProgram } from "./programs.service.js";
import {
  CommissionSettingsInput,
  CommissionSettingsType,
  FraudSettingsInput,
  FraudSettingsType,
  MilestoneInput,
  MilestoneType,
  ReferralRewardSettingsInput,
  ReferralRewardSettingsType,
  RateTypeEnum,
  AttributionEnum,
} from "./commission-settings.schema.js";

export const ProgramTypeEnum = valueEnum("ProgramType", "The kinds of program", {
  Affiliate: "Partners refer customers and earn commissions on their sales",
  Referral: "Refer-a-friend: customers refer other customers",
  Newsletter: "Newsletter referrals: subscribers refer other subscribers, earning milestones",
} satisfies Record<ProgramType, string>);

/**
 * What a program of its type has: one flag per feature of the one gate table, so a frontend
 * shows only the lists and forms the program has (a field of a feature it lacks is an error).
 */
const ProgramCapabilities = builder.objectRef<ProgramRow>("ProgramCapabilities").implement({
  description: "Which resources the program has, by its type; the fields of a resource it lacks answer WRONG_PROGRAM_TYPE",
  fields: (t) =>
    Object.fromEntries(
      (Object.keys(FEATURES) as Feature[]).map((feature) => [
        feature,
        t.boolean({ description: `Whether it has ${FEATURES[feature].label.toLowerCase()}`, resolve: (program) => allows(program.type, feature) }),
      ]),
    ),
});

export const Program = builder.prismaNode("Program", {
  name: "Program",
  description: "A referral program: affiliate, refer-a-friend or newsletter. An API key belongs to one",
  id: nodeId("id"),
  // only the key's own program is found
  findUnique: (id, ctx) => ({ id: /^\d{1,10}$/.test(id) && Number(id) === ctx.program.id ? ctx.program.id : -1 }),
  fields: (t) => ({
    number: t.exposeInt("id", { description: "The program's number", extensions: restIdExtensions }),
    publicId: t.exposeString("publicId", { description: "Public identifier, used by the tracking script and the partner portal" }),
    website: t.exposeString("website", { description: "The program's website" }),
    type: t.expose("type", { type: ProgramTypeEnum, description: "What kind of program it is" }),
    name: t.exposeString("name", { description: "The program's name" }),
    currency: t.exposeString("currency", { description: "The program's currency (ISO 4217): what its commissions and settings are in" }),
    capabilities: t.field({
      type: ProgramCapabilities,
      extensions: graphqlOnly,
      description: "Which resources the program has, by its type: what a frontend shows",
      resolve: (program) => program,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the program was created" }),
    lastEdited: t.expose("updatedAt", { type: "DateTime", description: "When the program last changed" }),
  }),
});

const PayoutBucket = builder.objectRef<Bucket>("PayoutBucket").implement({
  description: "A count of payout requests or rewards and their total",
  fields: (t) => ({ count: t.exposeInt("count", { description: "How many" }), amount: t.field({ type: [MoneyType], description: "Their total, per currency", resolve: (b) => b.amount }) }),
});

const PayoutBreakdownType = builder.objectRef<PayoutBreakdown>("PayoutStatusBreakdown").implement({
  description: "Payout requests by status, and the approved rewards in no request yet",
  fields: (t) => ({
    requested: t.field({ type: PayoutBucket, description: "Requested, awaiting approval", resolve: (b) => b.requested }),
    approved: t.field({ type: PayoutBucket, description: "Approved, awaiting payment", resolve: (b) => b.approved }),
    rejected: t.field({ type: PayoutBucket, description: "Rejected", resolve: (b) => b.rejected }),
    finished: t.field({ type: PayoutBucket, description: "Paid", resolve: (b) => b.finished }),
    unrequested: t.field({ type: PayoutBucket, description: "Approved rewards in no payout request: what partners can still ask for", resolve: (b) => b.unrequested }),
  }),
});

const ReferralCircleType = builder.objectRef<ReferralCircle>("ReferralCircle").implement({
  description: "The members of a refer-a-friend or newsletter program and how many take part in referring",
  fields: (t) => ({
    total: t.exposeInt("total", { description: "Members in all" }),
    referring: t.exposeInt("referring", { description: "Members with at least one referral that still counts" }),
    referred: t.exposeInt("referred", { description: "Members someone referred" }),
    participation: t.exposeFloat("participation", { description: "Percent: referring of total" }),
  }),
});

const ProgramStatsType = builder.objectRef<ProgramStats>("ProgramStats").implement({
  description: "The program's figures (GraphQL form: counts as integers, amounts as Money)",
  fields: (t) => ({
    totalPartners: t.exposeInt("totalPartners", { description: "Partners, deleted ones left out" }),
    totalPurchases: t.exposeInt("totalPurchases", { description: "Sales, refunded in full, archived and deleted ones left out" }),
    totalSignups: t.exposeInt("totalSignups", { description: "Customers" }),
    totalPaidAccounts: t.exposeInt("totalPaidAccounts", { description: "Customers with at least one sale" }),
    totalReward: t.field({ type: [MoneyType], description: "Rewards earned (not rejected), per currency", resolve: (s) => s.totalReward }),
    totalRevenue: t.field({ type: [MoneyType], description: "Sales net of refunds, per currency", resolve: (s) => s.totalRevenue }),
    totalPaid: t.field({ type: [MoneyType], description: "Rewards paid, per currency", resolve: (s) => s.totalPaid }),
    averageOrderValue: t.field({ type: [MoneyType], description: "Revenue per sale, per currency", resolve: (s) => s.averageOrderValue }),
    clicks: t.exposeInt("clicks", { description: "Referred visitors' clicks on referral links" }),
    clickToSignupConversion: t.exposeFloat("clickToSignupConversion", { description: "Percent" }),
    signupToSaleConversion: t.exposeFloat("signupToSaleConversion", { description: "Percent" }),
    netProfit: t.field({ type: MoneyType, description: "Revenue minus rewards, in the program's currency", resolve: (s) => s.netProfit }),
    rewardsUnclaimed: t.field({ type: [MoneyType], description: "Approved, not yet paid", resolve: (s) => s.rewardsBreakdown.unclaimed }),
    rewardsInReview: t.field({ type: [MoneyType], description: "Pending or in review", resolve: (s) => s.rewardsBreakdown.inReview }),
    rewardsPaid: t.field({ type: [MoneyType], description: "Paid", resolve: (s) => s.rewardsBreakdown.paid }),
    activePartners: t.int({ description: "Partners taking part", resolve: (s) => s.partnerActivity.active }),
    pendingPartners: t.int({ description: "Partners waiting for approval", resolve: (s) => s.partnerActivity.pending }),
    archivedPartners: t.int({ description: "Partners set aside", resolve: (s) => s.partnerActivity.archived }),
    payoutStatusBreakdown: t.field({ type: PayoutBreakdownType, description: "Payout requests by status", resolve: (s) => s.payoutStatusBreakdown }),
    activeRewards: t.field({ type: PayoutBucket, description: "Pending, in review or approved, unpaid", resolve: (s) => s.activeRewards }),
    customerReferrals: t.field({ type: ReferralCircleType, nullable: true, description: "Refer-a-friend programs", resolve: (s) => s.customerReferrals }),
    subscriberReferrals: t.field({ type: ReferralCircleType, nullable: true, description: "Newsletter programs", resolve: (s) => s.subscriberReferrals }),
    partnersGrowth: t.float({ description: "Percent: the last 30 days against the 30 before", resolve: (s) => s.growth.partners }),
    signupsGrowth: t.float({ description: "Percent: new customers of the last 30 days against the 30 before", resolve: (s) => s.growth.signups }),
    purchasesGrowth: t.float({ description: "Percent: sales of the last 30 days against the 30 before", resolve: (s) => s.growth.purchases }),
    paidAccountsGrowth: t.float({ description: "Percent: paying customers of the last 30 days against the 30 before", resolve: (s) => s.growth.paidAccounts }),
    revenueGrowth: t.float({ description: "Percent, in the program's currency", resolve: (s) => s.growth.revenue }),
    rewardGrowth: t.float({ description: "Percent: rewards earned (not rejected), in the program's currency", resolve: (s) => s.growth.reward }),
  }),
});

const ProgramSettingsType = builder.objectRef<ProgramRow>("ProgramSettings").implement({
  description: "How the program works",
  fields: (t) => {
    const s = (p: ProgramRow) => readProgramSettings(p.settings);
    return {
      currency: t.exposeString("currency", { description: "The program's currency (ISO 4217)" }),
      cookieLifetimeText: t.string({ extensions: restOnly("cookie_lifetime"), resolve: (p) => String(s(p).cookieLifetime) }),
      cookieLifetime: t.int({ description: "How many days a referral cookie lasts", extensions: graphqlOnly, resolve: (p) => s(p).cookieLifetime }),
      commissionType: t.field({ type: RateTypeEnum, description: "How the sale commission is reckoned", resolve: (p) => s(p).commissionType }),
      commissionDescription: t.string({ description: "The sale commission in words, e.g. 10% or 5.00 USD", resolve: (p) => describeCommission(s(p), p.currency) }),
      commissionValueText: t.string({ extensions: restOnly("commission_value"), resolve: (p) => String(s(p).commissionValue) }),
      commissionValue: t.field({
        type: "Decimal",
        description: "The sale commission's value: a percent, or an amount in the program's currency",
        extensions: graphqlOnly,
        resolve: (p) => s(p).commissionValue,
      }),
      hasMultipleCommissions: t.boolean({ description: "Whether products or tiers have rates of their own", resolve: (p) => s(p).hasMultipleCommissions }),
      payoutThreshold: t.field({ type: "Decimal", description: "The least balance a partner may request, in the program's currency", resolve: (p) => s(p).payoutThreshold }),
      payoutAutomationEnabled: t.boolean({ description: "Whether payouts are requested automatically", resolve: (p) => s(p).payoutAutomationEnabled }),
      payoutAutomationSchedule: t.string({ nullable: true, description: "When automatic payouts run; null when they are off", resolve: (p) => (s(p).payoutAutomationEnabled ? s(p).payoutAutomationSchedule : null) }),
      welcomeEmailEnabled: t.boolean({ description: "Whether new partners get a welcome email", resolve: (p) => s(p).welcomeEmailEnabled }),
      onboardingEnabled: t.boolean({ description: "Whether new partners go through onboarding", resolve: (p) => s(p).onboardingEnabled }),
      partnerEmailNotificationsEnabled: t.boolean({ description: "Whether partners get email notifications", resolve: (p) => s(p).partnerEmailNotificationsEnabled }),
      linkParameter: t.string({ description: "Query parameter carrying the referral key in links", resolve: (p) => s(p).linkParameter }),
      legacyCookieNames: t.boolean({
        description: "Whether the tracking script also writes its cookie as partnero_partner (affiliate) or partnero_referral (refer-a-friend), as sites moving from that service read it",
        resolve: (p) => s(p).legacyCookieNames,
      }),
      attribution: t.field({ type: AttributionEnum, description: "Which referral link a visitor is credited to", resolve: (p) => s(p).attribution }),
      commission: t.field({ type: CommissionSettingsType, description: "The commission rules", resolve: (p) => s(p).commission }),
      fraud: t.field({ type: FraudSettingsType, description: "The fraud rules", resolve: (p) => s(p).fraud }),
      referralRewards: t.field({ type: ReferralRewardSettingsType, description: "Refer-a-friend programs", resolve: (p) => s(p).referralRewards }),
      milestones: t.field({ type: [MilestoneType], description: "Newsletter programs", resolve: (p) => [...s(p).milestones] }),
    };
  },
});

const PortalSettingsType = builder.objectRef<PortalSettings>("PortalSettings").implement({
  description: "The partner portal's settings",
  fields: (t) => ({
    partnerPortalUrl: t.exposeString("partnerPortalUrl", { description: "The partner portal's address" }),
    programPageEnabled: t.exposeBoolean("programPageEnabled", { description: "Whether the portal shows the program's page" }),
    leadsPageEnabled: t.exposeBoolean("leadsPageEnabled", { description: "Whether partners can submit leads on the portal" }),
    registrationDisabled: t.exposeBoolean("registrationDisabled", { description: "Whether sign-up on the portal is closed" }),
    approvalRequired: t.exposeBoolean("approvalRequired", { description: "Whether partners who sign up wait for approval" }),
    googleLoginEnabled: t.exposeBoolean("googleLoginEnabled", { description: "Whether partners can sign in with Google" }),
    passwordlessLoginEnabled: t.exposeBoolean("passwordlessLoginEnabled", { description: "Whether partners can sign in by email link" }),
    subAccountsEnabled: t.exposeBoolean("subAccountsEnabled", { description: "Whether partners can have sub-accounts" }),
    widgetEnabled: t.exposeBoolean("widgetEnabled", { description: "Whether the referral widget is on" }),
    signupPopupEnabled: t.exposeBoolean("signupPopupEnabled", { description: "Whether the sign-up popup is on" }),
    embeddableFormEnabled: t.exposeBoolean("embeddableFormEnabled", { description: "Whether the embeddable sign-up form is on" }),
    brandColor: t.exposeString("brandColor", { description: "Rally's partner portal: its accent colour (#rrggbb); empty for the default" }),
    termsUrl: t.exposeString("termsUrl", { description: "Rally's partner portal: the program's terms, which a partner accepts to sign up; empty for none" }),
    language: t.exposeString("language", { description: "Rally's partner portal: the one language it shows (en, de); empty: each partner's browser chooses" }),
  }),
});

const ProgramMetricEnum = valueEnum("ProgramMetric", "What a time series counts", {
  partners: "New partners (deleted ones left out)",
  signups: "New customers",
  purchases: "Sales in the program's currency (refunded in full left out)",
  revenue: "Sales' amounts net of refunds, in the program's currency",
  rewards: "Rewards earned (not rejected), in the program's currency",
  clicks: "Clicks on referral links",
  paidAccounts: "Customers who made their first purchase that still counts",
} satisfies Record<SeriesMetric, string>);

/** the program of a REST read, with the range its statistics count (`from`/`to` query parameters) */
type ProgramRead = ProgramRow & { statsRange?: DateRange };

export const ProgramDetails = builder.objectRef<ProgramRead>("ProgramDetails").implement({
  description: "The program of the API key, with its figures and settings",
  fields: (t) => ({
    program: t.field({ type: Program, description: "The program itself", resolve: (p) => p }),
    stats: t.field({
      type: ProgramStatsType,
      complexity: 200,
      extensions: graphqlOnly,
      description:
        "The program's figures; with a range, those of the records created in it (paid accounts: the customers whose first counted purchase is in it). Ranges and the growth windows count whole UTC days",
      args: { range: t.arg({ type: DateRangeInput, description: "Only records created in this range, in whole UTC days: the days its ends are in count whole (all when omitted)" }) },
      resolve: (p, { range }, ctx) => statsOf(ctx, p, range),
    }),
    timeSeries: t.field({
      type: [TimePointType],
      complexity: 100,
      extensions: graphqlOnly,
      description: "One figure per day, week or month over a range, oldest first, for a chart; intervals without records are zero",
      args: {
        metric: t.arg({ type: ProgramMetricEnum, required: true, description: "What to count" }),
        interval: t.arg({ type: TimeIntervalEnum, required: true, description: "How long each point's interval is" }),
        range: t.arg({
          type: DateRangeInput,
          description: SERIES_RANGE,
        }),
      },
      resolve: (p, { metric, interval, range }, ctx) => programTimeSeries(serviceContext({ app: ctx.app, program: p }), metric, interval, range),
    }),
    restStats: t.field({
      type: "JSON",
      description: "data.stats: the affiliate form of the public API; refer-a-friend and newsletter programs count customers or subscribers instead of partners",
      extensions: restOnly("stats"),
      resolve: async (p, _a, ctx) => statsWireFor(p.type, await statsOf(ctx, p, p.statsRange)),
    }),
    programSettings: t.field({ type: ProgramSettingsType, description: "How the program works", resolve: (p) => p }),
    portalSettings: t.field({ type: PortalSettingsType, description: "The partner portal's settings", resolve: (p) => readPortalSettings(p.portalSettings) }),
  }),
});

const CurrentSettings = builder.objectRef<ProgramRow>("OverviewProgramSettings").implement({
  fields: (t) => ({
    programInitials: t.string({ resolve: (p) => initialsOf(p.name) }),
    programTypeTitle: t.string({ resolve: (p) => TYPE_TITLES[p.type] }),
    programName: t.exposeString("name"),
    partnerPortalUrl: t.string({ description: "Empty when no portal is configured", resolve: (p, _a, ctx) => partnerPortalUrl(ctx.app, p) ?? "" }),
    commissionDescription: t.string({ description: "The sale commission in words, e.g. 10% or 5.00 USD", resolve: (p) => describeCommission(readProgramSettings(p.settings), p.currency) }),
    cookieLifetime: t.string({ resolve: (p) => String(readProgramSettings(p.settings).cookieLifetime) }),
    payoutThreshold: t.field({ type: "Decimal", resolve: (p) => readProgramSettings(p.settings).payoutThreshold }),
    currency: t.exposeString("currency"),
  }),
});

const ProgramOverview = builder.objectRef<ProgramRow & { stats: ProgramStats }>("ProgramOverview").implement({
  description: "Legacy flat form of the program details (GET /v1/program/overview)",
  fields: (t) => {
    const wire = <K extends keyof StatsWire>(k: K) => (p: { stats: ProgramStats }) => statsWire(p.stats)[k];
    const pct = (n: number) => n.toFixed(2);
    return {
      id: t.exposeInt("id"),
      publicId: t.exposeString("publicId"),
      name: t.exposeString("name"),
      type: t.expose("type", { type: ProgramTypeEnum }),
      website: t.exposeString("website"),
      currency: t.exposeString("currency"),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
      lastEdited: t.expose("updatedAt", { type: "DateTime" }),
      totalPartners: t.string({ resolve: wire("total_partners") }),
      totalPurchases: t.string({ resolve: wire("total_purchases") }),
      totalSignups: t.string({ resolve: wire("total_signups") }),
      totalPaidAccounts: t.string({ resolve: wire("total_paid_accounts") }),
      totalRevenue: t.field({ type: "JSON", resolve: wire("total_revenue") }),
      totalReward: t.field({ type: "JSON", resolve: wire("total_reward") }),
      totalPaid: t.field({ type: "JSON", description: "Paid rewards, keyed by currency", resolve: (p) => keyedByCurrency(p.stats.totalPaid) }),
      clicks: t.string({ resolve: wire("affiliate_referred_visitors_clicks") }),
      totalPartnersGrowth: t.string({ description: "Percent: the last 30 days against the 30 before", resolve: (p) => pct(p.stats.growth.partners) }),
      totalSignupsGrowth: t.string({ resolve: (p) => pct(p.stats.growth.signups) }),
      totalPurchasesGrowth: t.string({ resolve: (p) => pct(p.stats.growth.purchases) }),
      totalPaidAccountsGrowth: t.string({ resolve: (p) => pct(p.stats.growth.paidAccounts) }),
      totalRevenueGrowth: t.string({ description: "In the program's currency", resolve: (p) => pct(p.stats.growth.revenue) }),
      totalRewardGrowth: t.string({ description: "Rewards earned (not rejected), in the program's currency", resolve: (p) => pct(p.stats.growth.reward) }),
      overviewProgramCurrentSettings: t.field({ type: CurrentSettings, resolve: (p) => p }),
    };
  },
});

const TestProgram = builder.objectRef<ProgramRow>("TestProgram").implement({
  fields: (t) => ({
    id: t.exposeInt("id"),
    pubId: t.exposeString("publicId"),
    name: t.exposeString("name"),
    type: t.expose("type", { type: ProgramTypeEnum }),
  }),
});

const TestResult = builder.objectRef<ProgramRow>("KeyCheck").implement({
  description: "The answer of a key check: the key works, and for this program",
  fields: (t) => ({
    keyProgram: t.field({ type: TestProgram, extensions: restOnly("program"), resolve: (p) => p }),
    program: t.field({ type: Program, description: "The key's program", extensions: graphqlOnly, resolve: (p) => p }),
  }),
});

const ProgramSettingsInput = builder.inputType("ProgramSettingsInput", {
  description: "Settings to change: the fields given change, the others stay",
  fields: (t) => ({
    cookieLifetime: t.int({ description: "How many days a referral cookie lasts" }),
    commissionType: t.field({ type: RateTypeEnum, description: "Flat form of commission.sale.type" }),
    commissionValue: t.field({ type: "Decimal", description: "Flat form of commission.sale.value: percent, or an amount in the program's currency" }),
    hasMultipleCommissions: t.boolean({ description: "Ignored: derived from commission.products and commission.tiers" }),
    payoutThreshold: t.field({ type: "Decimal", description: "The least balance a partner may request, in the program's currency" }),
    payoutAutomationEnabled: t.boolean({ description: "Whether payouts are requested automatically" }),
    payoutAutomationSchedule: t.string({ description: "When automatic payouts run" }),
    welcomeEmailEnabled: t.boolean({ description: "Whether new partners get a welcome email" }),
    onboardingEnabled: t.boolean({ description: "Whether new partners go through onboarding" }),
    partnerEmailNotificationsEnabled: t.boolean({ description: "Whether partners get email notifications" }),
    linkParameter: t.string({ description: "The query parameter carrying the referral key in links" }),
    legacyCookieNames: t.boolean({ description: "Also write the tracking cookie as partnero_partner or partnero_referral" }),
    attribution: t.field({ type: AttributionEnum, description: "Which referral link a visitor is credited to" }),
    commission: t.field({ type: CommissionSettingsInput, description: "The commission rules to change" }),
    fraud: t.field({ type: FraudSettingsInput, description: "The fraud rules to change" }),
    referralRewards: t.field({ type: ReferralRewardSettingsInput, description: "Refer-a-friend programs: the rewards to change" }),
    milestones: t.field({ type: [MilestoneInput], description: "Replaces the list" }),
  }),
});

const PortalSettingsInput = builder.inputType("PortalSettingsInput", {
  description: "Partner portal settings to change",
  fields: (t) => ({
    partnerPortalUrl: t.string({ description: "The partner portal's address" }),
    programPageEnabled: t.boolean({ description: "Whether the portal shows the program's page" }),
    leadsPageEnabled: t.boolean({ description: "Whether partners can submit leads on the portal" }),
    registrationDisabled: t.boolean({ description: "Whether sign-up on the portal is closed" }),
    approvalRequired: t.boolean({ description: "Whether partners who sign up wait for approval" }),
    googleLoginEnabled: t.boolean({ description: "Whether partners can sign in with Google" }),
    passwordlessLoginEnabled: t.boolean({ description: "Whether partners can sign in by email link" }),
    subAccountsEnabled: t.boolean({ description: "Whether partners can have sub-accounts" }),
    widgetEnabled: t.boolean({ description: "Whether the referral widget is on" }),
    signupPopupEnabled: t.boolean({ description: "Whether the sign-up popup is on" }),
    embeddableFormEnabled: t.boolean({ description: "Whether the embeddable sign-up form is on" }),
    brandColor: t.string({ description: "Rally's partner portal: its accent colour (#rrggbb); empty for the default" }),
    termsUrl: t.string({ description: "Rally's partner portal: the program's terms (an http or https URL), which a partner accepts to sign up; empty for none" }),
    language: t.string({ description: "Rally's partner portal: the one language it shows (en, de); empty: each partner's browser chooses" }),
  }),
});

/** drops keys whose value is null, so "not sent" and "null" both mean "leave as it is" */
const defined = <T extends object>(o: T | null | undefined) =>
  o ? (Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as Partial<T>) : undefined;

builder.queryFields((t) => ({
  program: t.field({
    type: ProgramDetails,
    description: "The API key's program",
    args: {
      from: t.arg({ type: "DateTime", extensions: restRoute, description: "Statistics of the records created from this day on (UTC; the day it is in counts whole)" }),
      to: t.arg({ type: "DateTime", extensions: restRoute, description: "Statistics of the records created before this moment (UTC; the day it is in counts whole)" }),
    },
    resolve: (_r, { from, to }, ctx) => (from || to ? { ...ctx.program, statsRange: statsRange(from, to) } : ctx.program),
  }),
  programOverview: t.field({
    type: ProgramOverview,
    description: "Legacy flat program details",
    extensions: restOnly("programOverview"),
    args: {
      from: t.arg({ type: "DateTime", description: "Statistics of the records created from this day on (UTC; the day it is in counts whole)" }),
      to: t.arg({ type: "DateTime", description: "Statistics of the records created before this moment (UTC; the day it is in counts whole)" }),
    },
    resolve: async (_r, { from, to }, ctx) => ({ ...ctx.program, stats: await statsOf(ctx, ctx.program, statsRange(from, to)) }),
  }),
  test: t.field({ type: TestResult, description: "Checks the API key", resolve: (_r, _a, ctx) => ctx.program }),
}));

const ProgramUpdateInput = builder.inputType("ProgramUpdateInput", {
  description: "Changes to the key's program: the fields given change, the others stay",
  fields: (t) => ({
    name: t.string({ description: "The program's name" }),
    website: t.string({ description: "The program's website" }),
    currency: t.string({ description: "The program's currency (ISO 4217)" }),
    programSettings: t.field({ type: ProgramSettingsInput, description: "Settings to change" }),
    portalSettings: t.field({ type: PortalSettingsInput, description: "Partner portal settings to change" }),
  }),
});

const ProgramUpdatePayload = payloadType("ProgramUpdatePayload", "program", ProgramDetails, "The program as it is now; null when the input was refused");

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

type ProgramChanges = {
  name?: string | null;
  website?: string | null;
  currency?: string | null;
  programSettings?: Record<string, unknown> | null;
  portalSettings?: Record<string, unknown> | null;
};

const changesOf = (args: ProgramChanges) => ({
  name: args.name ?? undefined,
  website: args.website ?? undefined,
  currency: args.currency ?? undefined,
  programSettings: defined(args.programSettings),
  portalSettings: defined(args.portalSettings),
});

builder.mutationFields((t) => ({
  updateProgram: t.field({
    extensions: restRoute,
    type: ProgramDetails,
    args: {
      name: t.arg.string(),
      website: t.arg.string(),
      currency: t.arg.string(),
      programSettings: t.arg({ type: ProgramSettingsInput }),
      portalSettings: t.arg({ type: PortalSettingsInput }),
    },
    resolve: (_r, args, ctx) => updateProgram(ctx, changesOf(args)),
  }),
  programUpdate: t.field({
    type: ProgramUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes the key's program: its name, website, currency and settings.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: ProgramUpdateInput, required: true, description: "The changes" }) },
    resolve: (_r, { input }, ctx) => payload("program", () => updateProgram(ctx, changesOf(input))),
  }),
}));
