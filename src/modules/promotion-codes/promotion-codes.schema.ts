// Promotion codes on GraphQL; REST shows the same fields under their snake_case names, and the
// event payloads are promotion-code.view.ts, whose helpers these fields resolve through.
import { builder, type FieldsBuilder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { additionalInfoOf, dateOrNull, metadataOf } from "../coupons/coupon.view.js";
import { customerRestrictionOf, partnerRestrictionOf, subscriberRestrictionOf, type PromotionCodeWithView } from "./promotion-code.view.js";
import {
  createPromotionCode,
  deletePromotionCode,
  findPromotionCode,
  listPromotionCodes,
  redeemPromotionCode,
  updatePromotionCode,
  type PromotionCodeResult,
} from "./promotion-codes.service.js";

export const PromotionCodeType = builder.objectRef<PromotionCodeWithView>("PromotionCode").implement({
  description: "A code of a coupon with its own restrictions; a sale made with it is its partner's",
  fields: (t) => ({
    code: t.exposeString("code", { description: "Unique in the program: A-Z a-z 0-9 - _, at most 100" }),
    couponUuid: t.string({ description: "Its coupon's uuid_code", resolve: (p) => p.coupon.code }),
    firstTimeOrder: t.exposeBoolean("firstTimeOrder"),
    limitToSpecificPartner: t.boolean({ resolve: (p) => p.partnerUid !== null }),
    couponSpecificPartners: t.field({ type: "JSON", description: "{id, full_name}; the empty list when unused", resolve: partnerRestrictionOf }),
    limitToSpecificCustomer: t.boolean({ resolve: (p) => p.customerUid !== null }),
    couponSpecificCustomers: t.field({ type: "JSON", description: "{id, customer_full_name}; the empty list when unused", resolve: customerRestrictionOf }),
    limitToSpecificSubscriber: t.boolean({ resolve: (p) => p.subscriberUid !== null }),
    couponSpecificSubscribers: t.field({ type: "JSON", description: "{id, subscriber_full_name}; the empty list when unused", resolve: subscriberRestrictionOf }),
    minimumOrderStatus: t.exposeBoolean("minimumOrderEnabled"),
    minimumOrderValue: t.exposeInt("minimumOrderValue", { nullable: true }),
    expirationDateStatus: t.exposeBoolean("expirationEnabled"),
    expirationDateValue: t.field({ type: "Date", nullable: true, resolve: (p) => dateOrNull(p.expiresOn) }),
    redemptionTimesStatus: t.exposeBoolean("redemptionLimitEnabled"),
    redemptionTimesValue: t.exposeInt("redemptionLimit", { nullable: true }),
    metadata: t.field({ type: "JSON", description: "Key-value pairs; the empty list when none", resolve: (p) => metadataOf(p.metadata) }),
    additionalInfo: t.field({ type: "JSON", description: "{redemptions: [{redeemed_at, transaction_key}]}, newest last; the empty list before any", resolve: (p) => additionalInfoOf(p.redemptions) }),
    timesRedeemed: t.exposeInt("timesRedeemed"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

export const PromotionCodeConnection = pageConnection("PromotionCodeConnection", PromotionCodeType);

const PromotionCodeResultType = builder.objectRef<PromotionCodeResult>("PromotionCodeResult").implement({
  description: "What a write answers (spec 4.6): the promotion code and a message",
  fields: (t) => ({
    data: t.field({ type: PromotionCodeType, resolve: (r) => r.data }),
    message: t.exposeString("message"),
    redemption: t.string({
      nullable: true,
      extensions: graphqlOnly,
      description: "When a redemption was asked for and not recorded, why: unknown_transaction, already_recorded, limit_reached, expired, inactive or restricted",
      resolve: (r) => r.redemption ?? null,
    }),
  }),
});

const PartnerRestrictionInput = builder.inputType("PromotionCodePartnerInput", {
  fields: (t) => ({ id: t.string({ description: "The partner's id" }), fullName: t.string() }),
});
const CustomerRestrictionInput = builder.inputType("PromotionCodeCustomerInput", {
  fields: (t) => ({ id: t.string({ description: "The customer's key (or id)" }), customerFullName: t.string() }),
});
const SubscriberRestrictionInput = builder.inputType("PromotionCodeSubscriberInput", {
  fields: (t) => ({ id: t.string({ description: "The subscriber's id" }), subscriberFullName: t.string() }),
});

/**
 * the fields of a new promotion code (spec 4.6), as arguments and as an input type (t.field with
 * the type named, not t.string() and the like: TypeScript cannot check their optional options
 * while the builder's kind is a type parameter)
 */
const codeFields = <Kind extends "Arg" | "InputObject">(t: FieldsBuilder<Kind>) => ({
  code: t.field({ type: "String", description: "Default: generated" }),
  firstTimeOrder: t.field({ type: "Boolean" }),
  limitToSpecificPartner: t.field({ type: "Boolean" }),
  couponSpecificPartners: t.field({ type: PartnerRestrictionInput, description: "Required when limit_to_specific_partner is true" }),
  limitToSpecificCustomer: t.field({ type: "Boolean" }),
  couponSpecificCustomers: t.field({ type: CustomerRestrictionInput, description: "Required when limit_to_specific_customer is true" }),
  limitToSpecificSubscriber: t.field({ type: "Boolean" }),
  couponSpecificSubscribers: t.field({ type: SubscriberRestrictionInput, description: "Required when limit_to_specific_subscriber is true" }),
  minimumOrderStatus: t.field({ type: "Boolean" }),
  minimumOrderValue: t.field({ type: "Int", description: "Required when minimum_order_status is true" }),
  expirationDateStatus: t.field({ type: "Boolean" }),
  expirationDateValue: t.field({ type: "Date", description: "Required when expiration_date_status is true" }),
  redemptionTimesStatus: t.field({ type: "Boolean" }),
  redemptionTimesValue: t.field({ type: "Int", description: "Required when redemption_times_status is true" }),
  metadata: t.field({ type: "JSON" }),
});

export const NewPromotionCodeInput = builder.inputType("NewPromotionCodeInput", { fields: (t) => codeFields(t) });
const newCodeArgs = builder.args((t) => codeFields(t));

const PromotionCodeUpdateInput = builder.inputType("PromotionCodeUpdateInput", {
  fields: (t) => ({
    limitToSpecificPartner: t.boolean(),
    couponSpecificPartners: t.field({ type: PartnerRestrictionInput, description: "Required when limit_to_specific_partner is true" }),
    metadata: t.field({ type: "JSON", description: "Merged into the code's; a key sent as null is removed" }),
    redeem: t.boolean({ description: "Records a redemption by transaction_key" }),
    transactionKey: t.string(),
  }),
});

const CouponRefInput = builder.inputType("CouponRefInput", { fields: (t) => ({ uuidCode: t.string() }) });

/** GraphQL's nulls as "not given", nested inputs included; metadata keeps its nulls (they remove keys) */
export function withoutNulls(o: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined) continue;
    out[k] = k !== "metadata" && typeof v === "object" && !(v instanceof Date) && !Array.isArray(v) && !("toFixed" in v) ? withoutNulls(v) : v;
  }
  return out;
}

builder.queryFields((t) => ({
  promotionCodes: t.field({
    type: PromotionCodeConnection,
    description: "Promotion codes of the program, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, couponUuid: t.arg.string({ description: "Only this coupon's" }) },
    resolve: (_r, args, ctx) => listPromotionCodes(ctx, { ...args, couponUuid: args.couponUuid ?? undefined }),
  }),
  promotionCode: t.field({ type: PromotionCodeType, args: { code: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findPromotionCode(ctx, a.code) }),
}));

builder.mutationFields((t) => ({
  createPromotionCode: t.field({
    type: PromotionCodeResultType,
    description: "Adds a promotion code to a coupon",
    args: {
      couponUuid: t.arg.string({ description: "The coupon's uuid_code (this or couponId is required)" }),
      couponId: t.arg.string({ description: "The coupon's numeric id, or its uuid_code (as the PHP SDK sends it); couponUuid wins when both are given" }),
      ...newCodeArgs,
    },
    resolve: (_r, args, ctx) => createPromotionCode(ctx, withoutNulls(args)),
  }),
  updatePromotionCode: t.field({
    type: PromotionCodeResultType,
    description: "Changes the partner restriction, metadata (merged), or records a redemption",
    args: { code: t.arg.string({ required: true }), update: t.arg({ type: PromotionCodeUpdateInput, required: true }) },
    resolve: (_r, { code, update }, ctx) => updatePromotionCode(ctx, code, withoutNulls(update)),
  }),
  redeemPromotionCode: t.field({
    type: PromotionCodeResultType,
    description: "Records that the transaction used the code; a repeated or unknown key changes nothing (see redemption)",
    args: { code: t.arg.string({ required: true }), transactionKey: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => redeemPromotionCode(ctx, a.code, a.transactionKey),
  }),
  deletePromotionCode: t.field({
    type: PromotionCodeResultType,
    description: "Deletes the code permanently; coupon.uuid_code, when given, must be its coupon",
    args: { code: t.arg.string({ required: true }), coupon: t.arg({ type: CouponRefInput }) },
    resolve: (_r, a, ctx) => deletePromotionCode(ctx, a.code, a.coupon?.uuidCode ?? undefined),
  }),
}));

