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
  fields: (t) => ({
    type: t.exposeString("type", { description: "percent or static" }),
    value: t.expose("value", { type: "Decimal", description: "Percent (0-100), or an amount in the program's currency" }),
  }),
});

const CommissionPeriodType = builder.objectRef<Commission["period"]>("CommissionPeriod").implement({
  description: "How long after a customer's first sale its sales earn: once, months or years (with value), lifetime",
  fields: (t) => ({
    type: t.exposeString("type", { description: "once, months, years or lifetime" }),
    value: t.int({ nullable: true, description: "How many months or years; null for once and lifetime", resolve: (p) => ("value" in p ? (p.value ?? null) : null) }),
  }),
});

const ProductCommissionType = builder.objectRef<Commission["products"][number]>("ProductCommission").implement({
  description: "A rate for one product id or one product type; the first match wins, ids before types",
  fields: (t) => ({
    productId: t.string({ nullable: true, description: "The product it applies to", resolve: (r) => r.productId ?? null }),
    productType: t.string({ nullable: true, description: "The product type it applies to", resolve: (r) => r.productType ?? null }),
    type: t.exposeString("type", { description: "percent or static" }),
    value: t.expose("value", { type: "Decimal", description: "The rate for this product" }),
  }),
});

const TierCommissionType = builder.objectRef<Commission["tiers"][number]>("TierCommission").implement({
  description: "What the partner who referred the attributed partner earns (level 2), and so on up; a percent is of the sale amount",
  fields: (t) => ({
    level: t.exposeInt("level", { description: "The tier: 2 is the referrer's referrer" }),
    type: t.exposeString("type", { description: "percent or static" }),
    value: t.expose("value", { type: "Decimal", description: "The rate at this tier" }),
  }),
});

export const CommissionSettingsType = builder.objectRef<Commission>("CommissionSettings").implement({
  description: "What partners earn, and how",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateType, description: "What a sale earns", resolve: (c) => c.sale }),
    signup: t.field({ type: CommissionRateType, description: "What a sign-up earns", resolve: (c) => c.signup }),
    period: t.field({ type: CommissionPeriodType, description: "How long a customer's sales keep earning", resolve: (c) => c.period }),
    holdDays: t.exposeInt("holdDays", { description: "Rewards stay pending this many days" }),
    rounding: t.exposeString("rounding", { description: "half_up, half_even or down, to the currency's minor unit" }),
    products: t.field({ type: [ProductCommissionType], description: "Rates of particular products", resolve: (c) => [...c.products] }),
    tiers: t.field({ type: [TierCommissionType], description: "Multi-tier rates", resolve: (c) => [...c.tiers] }),
  }),
});

export const FraudSettingsType = builder.objectRef<StoredProgramSettings["fraud"]>("FraudSettings").implement({
  description: "The fraud rules",
  fields: (t) => ({
    selfReferral: t.exposeString("selfReferral", { description: "review, reject or allow" }),
    velocitySeconds: t.exposeInt("velocitySeconds", { description: ">0: a customer's later transactions inside it earn nothing" }),
    paidAds: t.exposeString("paidAds", { description: "reject: referral URLs with gclid, fbclid or msclkid earn nothing" }),
  }),
});

const ReferralRewardType = builder.objectRef<StoredProgramSettings["referralRewards"]["referrer"]>("ReferralReward").implement({
  description: "A refer-a-friend reward",
  fields: (t) => ({
    type: t.exposeString("type", { description: "percent or static" }),
    value: t.expose("value", { type: "Decimal", description: "The reward's rate or amount" }),
    trigger: t.exposeString("trigger", { description: "signup, first_purchase or every_purchase" }),
  }),
});

export const ReferralRewardSettingsType = builder.objectRef<StoredProgramSettings["referralRewards"]>("ReferralRewardSettings").implement({
  description: "Refer-a-friend rewards: the referring customer's, and the referred one's (double-sided when above zero)",
  fields: (t) => ({
    referrer: t.field({ type: ReferralRewardType, description: "What the referring customer gets", resolve: (r) => r.referrer }),
    referred: t.field({ type: ReferralRewardType, description: "What the referred customer gets", resolve: (r) => r.referred }),
  }),
});

export const MilestoneType = builder.objectRef<StoredProgramSettings["milestones"][number]>("Milestone").implement({
  description: "A newsletter milestone: granted once to a subscriber who reaches this many confirmed referrals",
  fields: (t) => ({
    referrals: t.exposeInt("referrals", { description: "Referrals that reach it" }),
    name: t.exposeString("name", { description: "Its name (and the email service tag it adds)" }),
  }),
});

export const CommissionRateInput = builder.inputType("CommissionRateInput", {
  description: "A percent of the amount (0-100), or a static amount in the program's currency",
  fields: (t) => ({
    type: t.string({ description: "percent or static" }),
    value: t.field({ type: "Decimal", description: "Percent (0-100), or an amount in the program's currency" }),
  }),
});

const CommissionPeriodInput = builder.inputType("CommissionPeriodInput", {
  description: "How long a customer's sales keep earning",
  fields: (t) => ({ type: t.string({ description: "once, months, years or lifetime" }), value: t.int({ description: "How many months or years" }) }),
});

const ProductCommissionInput = builder.inputType("ProductCommissionInput", {
  description: "The rate of a product or product type",
  fields: (t) => ({
    productId: t.string({ description: "The product" }),
    productType: t.string({ description: "The product type" }),
    type: t.string({ description: "percent or static" }),
    value: t.field({ type: "Decimal", description: "The rate" }),
  }),
});

const TierCommissionInput = builder.inputType("TierCommissionInput", {
  description: "A multi-tier rate",
  fields: (t) => ({ level: t.int({ description: "The tier, from 2" }), type: t.string({ description: "percent or static" }), value: t.field({ type: "Decimal", description: "The rate" }) }),
});

export const CommissionSettingsInput = builder.inputType("CommissionSettingsInput", {
  description: "Unsent keys keep their value; products and tiers, when sent, replace the lists",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateInput, description: "What a sale earns" }),
    signup: t.field({ type: CommissionRateInput, description: "What a sign-up earns" }),
    period: t.field({ type: CommissionPeriodInput, description: "How long a customer's sales keep earning" }),
    holdDays: t.int({ description: "Rewards stay pending this many days" }),
    rounding: t.string({ description: "half_up, half_even or down" }),
    products: t.field({ type: [ProductCommissionInput], description: "Rates of particular products (replaces them)" }),
    tiers: t.field({ type: [TierCommissionInput], description: "Multi-tier rates (replaces them)" }),
  }),
});

export const FraudSettingsInput = builder.inputType("FraudSettingsInput", {
  description: "The fraud rules",
  fields: (t) => ({
    selfReferral: t.string({ description: "review, reject or allow" }),
    velocitySeconds: t.int({ description: "A customer's later transactions inside this many seconds earn nothing" }),
    paidAds: t.string({ description: "reject or allow referrals from paid ads" }),
  }),
});

const ReferralRewardInput = builder.inputType("ReferralRewardInput", {
  description: "A refer-a-friend reward",
  fields: (t) => ({
    type: t.string({ description: "percent or static" }),
    value: t.field({ type: "Decimal", description: "Its rate or amount" }),
    trigger: t.string({ description: "signup, first_purchase or every_purchase" }),
  }),
});

export const ReferralRewardSettingsInput = builder.inputType("ReferralRewardSettingsInput", {
  description: "The refer-a-friend rewards",
  fields: (t) => ({
    referrer: t.field({ type: ReferralRewardInput, description: "What the referring customer gets" }),
    referred: t.field({ type: ReferralRewardInput, description: "What the referred customer gets" }),
  }),
});

export const MilestoneInput = builder.inputType("MilestoneInput", {
  description: "A newsletter milestone",
  fields: (t) => ({ referrals: t.int({ description: "Referrals that reach it" }), name: t.string({ description: "Its name" }) }),
});

/** a partner's own rates (Partner.commission) */
export const CommissionOverrideType = builder.objectRef<{ sale: Rate | null; signup: Rate | null }>("CommissionOverride").implement({
  description: "A partner's own rates over the program's; a rate not set (null) is the program's",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateType, nullable: true, description: "The partner's own sale rate; null: the program's", resolve: (c) => c.sale }),
    signup: t.field({ type: CommissionRateType, nullable: true, description: "The partner's own sign-up rate; null: the program's", resolve: (c) => c.signup }),
  }),
});

export const CommissionOverrideInput = builder.inputType("CommissionOverrideInput", {
  description: "A partner's own rates",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateInput, description: "The sale rate; null clears it" }),
    signup: t.field({ type: CommissionRateInput, description: "The sign-up rate; null clears it" }),
  }),
});
