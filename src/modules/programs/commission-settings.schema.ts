// GraphQL types of the commission keys of program_settings and of a partner's
// own rates. Typed fields rather than JSON, so REST shows them snake_cased like every other
// field and maps snake_case input onto them. Inputs are all optional: an update merges into
// the stored settings, and the service checks the merged whole (422 naming the path).
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import type { Rate } from "../rewards/engine.types.js";
import type { StoredProgramSettings } from "./program-settings.js";

type Commission = StoredProgramSettings["commission"];
type Fraud = StoredProgramSettings["fraud"];

// The closed sets of the settings. REST keeps them strings (restAsText): its clients get the
// settings' own refusal of a value, naming the path.
export const RateTypeEnum = valueEnum(
  "RateType",
  "How a rate is reckoned",
  { percent: "A percent (0-100) of the amount", static: "A fixed amount in the program's currency" } satisfies Record<Rate["type"], string>,
  { restAsText: true },
);

const PeriodTypeEnum = valueEnum(
  "CommissionPeriodType",
  "How long after a customer's first sale its sales earn",
  { once: "Only the first sale", months: "For a number of months", years: "For a number of years", lifetime: "For as long as the customer buys" } satisfies Record<
    Commission["period"]["type"],
    string
  >,
  { restAsText: true },
);

const RoundingEnum = valueEnum(
  "RoundingMode",
  "How an amount is rounded to its currency's minor unit",
  { half_up: "Half a unit and more rounds away from zero", half_even: "Half a unit rounds to the even digit", down: "Truncated toward zero" } satisfies Record<
    Commission["rounding"],
    string
  >,
  { restAsText: true },
);

const SelfReferralEnum = valueEnum(
  "SelfReferralPolicy",
  "What happens to a reward a partner earns from their own purchase",
  { review: "It waits in review", reject: "It is rejected", allow: "It is earned like any other" } satisfies Record<Fraud["selfReferral"], string>,
  { restAsText: true },
);

const PaidAdsEnum = valueEnum(
  "PaidAdsPolicy",
  "What happens to a referral that came through a paid ad (gclid, fbclid or msclkid in the URL)",
  { allow: "It earns like any other", reject: "It earns nothing" } satisfies Record<Fraud["paidAds"], string>,
  { restAsText: true },
);

const TriggerEnum = valueEnum(
  "ReferralRewardTrigger",
  "What earns a refer-a-friend reward",
  { signup: "The referred customer signs up", first_purchase: "The referred customer's first purchase", every_purchase: "Every purchase of the referred customer" } satisfies Record<
    StoredProgramSettings["referralRewards"]["referrer"]["trigger"],
    string
  >,
  { restAsText: true },
);

export const AttributionEnum = valueEnum(
  "AttributionModel",
  "Which referral link a visitor who clicked several is credited to",
  { last_click: "The last one clicked", first_click: "The first one clicked" } satisfies Record<StoredProgramSettings["attribution"], string>,
  { restAsText: true },
);

export const CommissionRateType = builder.objectRef<Rate>("CommissionRate").implement({
  description: "A percent of the amount (0-100), or a static amount in the program's currency",
  fields: (t) => ({
    type: t.expose("type", { type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.expose("value", { type: "Decimal", description: "Percent (0-100), or an amount in the program's currency" }),
  }),
});

const CommissionPeriodType = builder.objectRef<Commission["period"]>("CommissionPeriod").implement({
  description: "How long after a customer's first sale its sales earn: once, months or years (with value), lifetime",
  fields: (t) => ({
    type: t.expose("type", { type: PeriodTypeEnum, description: "How long" }),
    value: t.int({ nullable: true, description: "How many months or years; null for once and lifetime", resolve: (p) => ("value" in p ? (p.value ?? null) : null) }),
  }),
});

const ProductCommissionType = builder.objectRef<Commission["products"][number]>("ProductCommission").implement({
  description: "A rate for one product id or one product type; the first match wins, ids before types",
  fields: (t) => ({
    productId: t.string({ nullable: true, description: "The product it applies to", resolve: (r) => r.productId ?? null }),
    productType: t.string({ nullable: true, description: "The product type it applies to", resolve: (r) => r.productType ?? null }),
    type: t.expose("type", { type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.expose("value", { type: "Decimal", description: "The rate for this product" }),
  }),
});

const TierCommissionType = builder.objectRef<Commission["tiers"][number]>("TierCommission").implement({
  description: "What the partner who referred the attributed partner earns (level 2), and so on up; a percent is of the sale amount",
  fields: (t) => ({
    level: t.exposeInt("level", { description: "The tier: 2 is the referrer's referrer" }),
    type: t.expose("type", { type: RateTypeEnum, description: "How the rate is reckoned" }),
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
    rounding: t.expose("rounding", { type: RoundingEnum, description: "How rewards are rounded to the currency's minor unit" }),
    products: t.field({ type: [ProductCommissionType], description: "Rates of particular products", resolve: (c) => [...c.products] }),
    tiers: t.field({ type: [TierCommissionType], description: "Multi-tier rates", resolve: (c) => [...c.tiers] }),
  }),
});

export const FraudSettingsType = builder.objectRef<StoredProgramSettings["fraud"]>("FraudSettings").implement({
  description: "The fraud rules",
  fields: (t) => ({
    selfReferral: t.expose("selfReferral", { type: SelfReferralEnum, description: "What a partner's reward from their own purchase becomes" }),
    velocitySeconds: t.exposeInt("velocitySeconds", { description: ">0: a customer's later transactions inside it earn nothing" }),
    paidAds: t.expose("paidAds", { type: PaidAdsEnum, description: "Whether referrals through paid ads (gclid, fbclid or msclkid) earn" }),
  }),
});

const ReferralRewardType = builder.objectRef<StoredProgramSettings["referralRewards"]["referrer"]>("ReferralReward").implement({
  description: "A refer-a-friend reward",
  fields: (t) => ({
    type: t.expose("type", { type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.expose("value", { type: "Decimal", description: "The reward's rate or amount" }),
    trigger: t.expose("trigger", { type: TriggerEnum, description: "What earns it" }),
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
    type: t.field({ type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.field({ type: "Decimal", description: "Percent (0-100), or an amount in the program's currency" }),
  }),
});

const CommissionPeriodInput = builder.inputType("CommissionPeriodInput", {
  description: "How long a customer's sales keep earning",
  fields: (t) => ({ type: t.field({ type: PeriodTypeEnum, description: "How long" }), value: t.int({ description: "How many months or years" }) }),
});

const ProductCommissionInput = builder.inputType("ProductCommissionInput", {
  description: "The rate of a product or product type",
  fields: (t) => ({
    productId: t.string({ description: "The product" }),
    productType: t.string({ description: "The product type" }),
    type: t.field({ type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.field({ type: "Decimal", description: "The rate" }),
  }),
});

const TierCommissionInput = builder.inputType("TierCommissionInput", {
  description: "A multi-tier rate",
  fields: (t) => ({ level: t.int({ description: "The tier, from 2" }), type: t.field({ type: RateTypeEnum, description: "How the rate is reckoned" }), value: t.field({ type: "Decimal", description: "The rate" }) }),
});

export const CommissionSettingsInput = builder.inputType("CommissionSettingsInput", {
  description: "Unsent keys keep their value; products and tiers, when sent, replace the lists",
  fields: (t) => ({
    sale: t.field({ type: CommissionRateInput, description: "What a sale earns" }),
    signup: t.field({ type: CommissionRateInput, description: "What a sign-up earns" }),
    period: t.field({ type: CommissionPeriodInput, description: "How long a customer's sales keep earning" }),
    holdDays: t.int({ description: "Rewards stay pending this many days" }),
    rounding: t.field({ type: RoundingEnum, description: "How rewards are rounded to the currency's minor unit" }),
    products: t.field({ type: [ProductCommissionInput], description: "Rates of particular products (replaces them)" }),
    tiers: t.field({ type: [TierCommissionInput], description: "Multi-tier rates (replaces them)" }),
  }),
});

export const FraudSettingsInput = builder.inputType("FraudSettingsInput", {
  description: "The fraud rules",
  fields: (t) => ({
    selfReferral: t.field({ type: SelfReferralEnum, description: "What a partner's reward from their own purchase becomes" }),
    velocitySeconds: t.int({ description: "A customer's later transactions inside this many seconds earn nothing" }),
    paidAds: t.field({ type: PaidAdsEnum, description: "Whether referrals through paid ads earn" }),
  }),
});

const ReferralRewardInput = builder.inputType("ReferralRewardInput", {
  description: "A refer-a-friend reward",
  fields: (t) => ({
    type: t.field({ type: RateTypeEnum, description: "How the rate is reckoned" }),
    value: t.field({ type: "Decimal", description: "Its rate or amount" }),
    trigger: t.field({ type: TriggerEnum, description: "What earns it" }),
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
