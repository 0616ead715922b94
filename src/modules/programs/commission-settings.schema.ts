// GraphQL types of the commission keys of program_settings (compat.md 8) and of a partner's
// own rates. Typed fields rather than JSON, so REST shows them snake_cased like every other
// field and maps snake_case input onto them. Inputs are all optional: an update merges into
// the stored settings, and the service checks the merged whole (422 naming the path).
import { builder } from "../../graphql/builder.js";
import type { Rate } from "../rewards/engine.types.js";
import type { StoredProgramSettings } from "./program-settings.js";

type Commission = StoredProgramSettings["commission"];

export const CommissionRateType = builder.objectRef<Rate>("CommissionRate").implement({
  description: "A percent of the amount (0-100), or a static amount in the program's currency",
  fields: (t) => ({ type: t.exposeString("type"), value: t.expose("value", { type: "Decimal" }) }),
});

const CommissionPeriodType = builder.objectRef<Commission["period"]>("CommissionPeriod").implement({
  description: "How long after a customer's first sale its sales earn: once, months or years (with value), lifetime",
  fields: (t) => ({
    type: t.exposeString("type"),
    value: t.int({ nullable: true, resolve: (p) => ("value" in p ? (p.value ?? null) : null) }),
  }),
});

const ProductCommissionType = builder.objectRef<Commission["products"][number]>("ProductCommission").implement({
  description: "A rate for one product id or one product type; the first match wins, ids before types",
  fields: (t) => ({
    productId: t.string({ nullable: true, resolve: (r) => r.productId ?? null }),
    productType: t.string({ nullable: true, resolve: (r) => r.productType ?? null }),
    type: t.exposeString("type"),
    value: t.expose("value", { type: "Decimal" }),
  }),
});

const TierCommissionType = builder.objectRef<Commission["tiers"][number]>("TierCommission").implement({
  description: "What the partner who referred the attributed partner earns (level 2), and so on up; a percent is of the sale amount",
  fields: (t) => ({ level: t.exposeInt("level"), type: t.exposeString("type"), value: t.expose("value", { type: "Decimal" }) }),
});

export const CommissionSettingsType = builder.objectRef<Commission>("CommissionSettings").implement({
  fields: (t) => ({
    sale: t.field({ type: CommissionRateType, resolve: (c) => c.sale }),
    signup: t.field({ type: CommissionRateType, resolve: (c) => c.signup }),
    period: t.field({ type: CommissionPeriodType, resolve: (c) => c.period }),
    holdDays: t.exposeInt("holdDays", { description: "Rewards stay pending this many days" }),
    rounding: t.exposeString("rounding", { description: "half_up, half_even or down, to the currency's minor unit" }),
    products: t.field({ type: [ProductCommissionType], resolve: (c) => [...c.products] }),
    tiers: t.field({ type: [TierCommissionType], resolve: (c) => [...c.tiers] }),
  }),
});

export const FraudSettingsType = builder.objectRef<StoredProgramSettings["fraud"]>("FraudSettings").implement({
  fields: (t) => ({
    selfReferral: t.exposeString("selfReferral", { description: "review, reject or allow" }),
    velocitySeconds: t.exposeInt("velocitySeconds", { description: ">0: a customer's later transactions inside it earn nothing" }),
    paidAds: t.exposeString("paidAds", { description: "reject: referral URLs with gclid, fbclid or msclkid earn nothing" }),
  }),
});

const ReferralRewardType = builder.objectRef<StoredProgramSettings["referralRewards"]["referrer"]>("ReferralReward").implement({
  fields: (t) => ({
    type: t.exposeString("type"),
    value: t.expose("value", { type: "Decimal" }),
    trigger: t.exposeString("trigger", { description: "signup, first_purchase or every_purchase" }),
  }),
});

export const ReferralRewardSettingsType = builder.objectRef<StoredProgramSettings["referralRewards"]>("ReferralRewardSettings").implement({
  description: "Refer-a-friend rewards: the referring customer's, and the referred one's (double-sided when above zero)",
  fields: (t) => ({
    referrer: t.field({ type: ReferralRewardType, resolve: (r) => r.referrer }),
    referred: t.field({ type: ReferralRewardType, resolve: (r) => r.referred }),
  }),
});

export const MilestoneType = builder.objectRef<StoredProgramSettings["milestones"][number]>("Milestone").implement({
  description: "A newsletter milestone: granted once to a subscriber who reaches this many confirmed referrals",
  fields: (t) => ({ referrals: t.exposeInt("referrals"), name: t.exposeString("name") }),
});

export const CommissionRateInput = builder.inputType("CommissionRateInput", {
  fields: (t) => ({
    type: t.string({ description: "percent or static" }),
    value: t.field({ type: "Decimal", description: "Percent (0-100), or an amount in the program's currency" }),
  }),
});

const CommissionPeriodInput = builder.inputType("CommissionPeriodInput", {
  fields: (t) => ({ type: t.string({ description: "once, months, years or lifetime" }), value: t.int() }),
});

const ProductCommissionInput = builder.inputType("ProductCommissionInput", {
  fields: (t) => ({ productId: t.string(), productType: t.string(), type: t.string(), value: t.field({ type: "Decimal" }) }),
});

const TierCommissionInput = builder.inputType("TierCommissionInput", {
  fields: (t) => ({ level: t.int(), type: t.string(), value: t.field({ type: "Decimal" }) }),
});

export const CommissionSettingsInput = builder.inputType("CommissionSettingsInput", {
  description: "Unsent keys keep their value; products and tiers, when sent, replace the lists",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateInput }),
    signup: t.field({ type: CommissionRateInput }),
    period: t.field({ type: CommissionPeriodInput }),
    holdDays: t.int(),
    rounding: t.string(),
    products: t.field({ type: [ProductCommissionInput] }),
    tiers: t.field({ type: [TierCommissionInput] }),
  }),
});

export const FraudSettingsInput = builder.inputType("FraudSettingsInput", {
  fields: (t) => ({ selfReferral: t.string(), velocitySeconds: t.int(), paidAds: t.string() }),
});

const ReferralRewardInput = builder.inputType("ReferralRewardInput", {
  fields: (t) => ({ type: t.string(), value: t.field({ type: "Decimal" }), trigger: t.string() }),
});

export const ReferralRewardSettingsInput = builder.inputType("ReferralRewardSettingsInput", {
  fields: (t) => ({ referrer: t.field({ type: ReferralRewardInput }), referred: t.field({ type: ReferralRewardInput }) }),
});

export const MilestoneInput = builder.inputType("MilestoneInput", {
  fields: (t) => ({ referrals: t.int(), name: t.string() }),
});

/** a partner's own rates (Partner.commission) */
export const CommissionOverrideType = builder.objectRef<{ sale: Rate | null; signup: Rate | null }>("CommissionOverride").implement({
  description: "A partner's own rates over the program's; a rate not set (null) is the program's",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateType, nullable: true, resolve: (c) => c.sale }),
    signup: t.field({ type: CommissionRateType, nullable: true, resolve: (c) => c.signup }),
  }),
});

export const CommissionOverrideInput = builder.inputType("CommissionOverrideInput", {
  fields: (t) => ({ sale: t.field({ type: CommissionRateInput }), signup: t.field({ type: CommissionRateInput }) }),
});
