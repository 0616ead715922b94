import { builder } from "../../graphql/builder.js";
import { serviceContext } from "../../core/context.js";
import { ProgramType } from "../../generated/prisma/enums.js";
import type { Program as ProgramRow } from "../../generated/prisma/client.js";
import { describeCommission, readPortalSettings, readProgramSettings, type PortalSettings } from "./program-settings.js";
import { programStats, type ProgramStats } from "./program-stats.service.js";
import { updateProgram } from "./programs.service.js";

export const ProgramTypeEnum = builder.enumType(ProgramType, { name: "ProgramType" });

export const Program = builder.prismaObject("Program", {
  fields: (t) => ({
    id: t.exposeInt("id", { description: "Internal program id" }),
    publicId: t.exposeString("publicId", { description: "Public identifier (tracking script, portal)" }),
    website: t.exposeString("website"),
    type: t.expose("type", { type: ProgramTypeEnum }),
    name: t.exposeString("name"),
    currency: t.exposeString("currency"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastEdited: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const ProgramStatsType = builder.objectRef<ProgramStats>("ProgramStats").implement({
  fields: (t) => ({
    totalPartners: t.exposeString("totalPartners"),
    totalPurchases: t.exposeString("totalPurchases"),
    totalSignups: t.exposeString("totalSignups"),
    totalPaidAccounts: t.exposeString("totalPaidAccounts"),
    totalReward: t.expose("totalReward", { type: "JSON", description: "Amounts keyed by currency" }),
    totalRevenue: t.expose("totalRevenue", { type: "JSON", description: "Amounts keyed by currency" }),
    averageOrderValue: t.expose("averageOrderValue", { type: "JSON", description: "Amounts keyed by currency" }),
    affiliateReferredVisitorsClicks: t.exposeString("affiliateReferredVisitorsClicks"),
    clickToSignupConversion: t.exposeString("clickToSignupConversion", { description: "Percent" }),
    signupToSaleConversion: t.exposeString("signupToSaleConversion", { description: "Percent" }),
    netProfit: t.exposeFloat("netProfit"),
    netProfitFormatted: t.exposeString("netProfitFormatted"),
    rewardsBreakdown: t.expose("rewardsBreakdown", { type: "JSON", description: "unclaimed, in_review, paid: amounts keyed by currency" }),
    partnerActivity: t.expose("partnerActivity", { type: "JSON", description: "Partner counts by status" }),
    payoutStatusBreakdown: t.expose("payoutStatusBreakdown", { type: "JSON", description: "Counts and amounts by payout status" }),
  }),
});

const ProgramSettingsType = builder.objectRef<ProgramRow>("ProgramSettings").implement({
  fields: (t) => {
    const s = (p: ProgramRow) => readProgramSettings(p.settings);
    return {
      currency: t.exposeString("currency"),
      cookieLifetime: t.string({ description: "Days", resolve: (p) => String(s(p).cookieLifetime) }),
      commissionType: t.string({ resolve: (p) => s(p).commissionType }),
      commissionDescription: t.string({ resolve: (p) => describeCommission(s(p), p.currency) }),
      commissionValue: t.string({ resolve: (p) => String(s(p).commissionValue) }),
      hasMultipleCommissions: t.boolean({ resolve: (p) => s(p).hasMultipleCommissions }),
      payoutThreshold: t.float({ resolve: (p) => s(p).payoutThreshold }),
      payoutAutomationEnabled: t.boolean({ resolve: (p) => s(p).payoutAutomationEnabled }),
      payoutAutomationSchedule: t.string({ nullable: true, resolve: (p) => (s(p).payoutAutomationEnabled ? s(p).payoutAutomationSchedule : null) }),
      welcomeEmailEnabled: t.boolean({ resolve: (p) => s(p).welcomeEmailEnabled }),
      onboardingEnabled: t.boolean({ resolve: (p) => s(p).onboardingEnabled }),
      partnerEmailNotificationsEnabled: t.boolean({ resolve: (p) => s(p).partnerEmailNotificationsEnabled }),
      linkParameter: t.string({ description: "Query parameter carrying the referral key in links", resolve: (p) => s(p).linkParameter }),
    };
  },
});

const PortalSettingsType = builder.objectRef<PortalSettings>("PortalSettings").implement({
  fields: (t) => ({
    partnerPortalUrl: t.exposeString("partnerPortalUrl"),
    programPageEnabled: t.exposeBoolean("programPageEnabled"),
    leadsPageEnabled: t.exposeBoolean("leadsPageEnabled"),
    registrationDisabled: t.exposeBoolean("registrationDisabled"),
    googleLoginEnabled: t.exposeBoolean("googleLoginEnabled"),
    passwordlessLoginEnabled: t.exposeBoolean("passwordlessLoginEnabled"),
    subAccountsEnabled: t.exposeBoolean("subAccountsEnabled"),
    widgetEnabled: t.exposeBoolean("widgetEnabled"),
    signupPopupEnabled: t.exposeBoolean("signupPopupEnabled"),
    embeddableFormEnabled: t.exposeBoolean("embeddableFormEnabled"),
  }),
});

const ProgramDetails = builder.objectRef<ProgramRow>("ProgramDetails").implement({
  description: "The program of the API key, with its figures and settings",
  fields: (t) => ({
    program: t.field({ type: Program, resolve: (p) => p }),
    stats: t.field({ type: ProgramStatsType, resolve: (p, _a, ctx) => programStats(serviceContext({ app: ctx.app, program: p })) }),
    programSettings: t.field({ type: ProgramSettingsType, resolve: (p) => p }),
    portalSettings: t.field({ type: PortalSettingsType, resolve: (p) => readPortalSettings(p.portalSettings) }),
  }),
});

const ProgramOverview = builder.objectRef<ProgramRow & { stats: ProgramStats }>("ProgramOverview").implement({
  description: "Legacy flat form of the program details",
  fields: (t) => ({
    id: t.exposeInt("id"),
    publicId: t.exposeString("publicId"),
    name: t.exposeString("name"),
    type: t.expose("type", { type: ProgramTypeEnum }),
    website: t.exposeString("website"),
    currency: t.exposeString("currency"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastEdited: t.expose("updatedAt", { type: "DateTime" }),
    totalPartners: t.string({ resolve: (p) => p.stats.totalPartners }),
    totalPurchases: t.string({ resolve: (p) => p.stats.totalPurchases }),
    totalSignups: t.string({ resolve: (p) => p.stats.totalSignups }),
    totalRevenue: t.field({ type: "JSON", resolve: (p) => p.stats.totalRevenue }),
    totalReward: t.field({ type: "JSON", resolve: (p) => p.stats.totalReward }),
    clicks: t.string({ resolve: (p) => p.stats.affiliateReferredVisitorsClicks }),
  }),
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
  description: "Answer of GET /v1/test: the key works, and for this program",
  fields: (t) => ({ program: t.field({ type: TestProgram, resolve: (p) => p }) }),
});

const ProgramSettingsInput = builder.inputType("ProgramSettingsInput", {
  fields: (t) => ({
    cookieLifetime: t.int(),
    commissionType: t.string(),
    commissionValue: t.float(),
    hasMultipleCommissions: t.boolean(),
    payoutThreshold: t.float(),
    payoutAutomationEnabled: t.boolean(),
    payoutAutomationSchedule: t.string(),
    welcomeEmailEnabled: t.boolean(),
    onboardingEnabled: t.boolean(),
    partnerEmailNotificationsEnabled: t.boolean(),
    linkParameter: t.string(),
  }),
});

const PortalSettingsInput = builder.inputType("PortalSettingsInput", {
  fields: (t) => ({
    partnerPortalUrl: t.string(),
    programPageEnabled: t.boolean(),
    leadsPageEnabled: t.boolean(),
    registrationDisabled: t.boolean(),
    googleLoginEnabled: t.boolean(),
    passwordlessLoginEnabled: t.boolean(),
    subAccountsEnabled: t.boolean(),
    widgetEnabled: t.boolean(),
    signupPopupEnabled: t.boolean(),
    embeddableFormEnabled: t.boolean(),
  }),
});

/** drops keys whose value is null, so "not sent" and "null" both mean "leave as it is" */
const defined = <T extends object>(o: T | null | undefined) =>
  o ? (Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) as Partial<T>) : undefined;

builder.queryFields((t) => ({
  program: t.field({ type: ProgramDetails, description: "The API key's program", resolve: (_r, _a, ctx) => ctx.program }),
  programOverview: t.field({
    type: ProgramOverview,
    description: "Legacy flat program details",
    resolve: async (_r, _a, ctx) => ({ ...ctx.program, stats: await programStats(serviceContext(ctx)) }),
  }),
  test: t.field({ type: TestResult, description: "Checks the API key", resolve: (_r, _a, ctx) => ctx.program }),
}));

builder.mutationFields((t) => ({
  updateProgram: t.field({
    type: ProgramDetails,
    args: {
      name: t.arg.string(),
      website: t.arg.string(),
      currency: t.arg.string(),
      programSettings: t.arg({ type: ProgramSettingsInput }),
      portalSettings: t.arg({ type: PortalSettingsInput }),
    },
    resolve: (_r, args, ctx) =>
      updateProgram(serviceContext(ctx), {
        name: args.name ?? undefined,
        website: args.website ?? undefined,
        currency: args.currency ?? undefined,
        programSettings: defined(args.programSettings) as never,
        portalSettings: defined(args.portalSettings) as never,
      }),
  }),
}));
