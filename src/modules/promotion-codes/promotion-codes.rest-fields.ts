// The promotion-code fields only REST runs (its routes name them): the REST contract's lookup
// by code and its mutations with loose arguments answering the { data, message } envelope.
// GraphQL has its own forms in promotion-codes.schema.ts.
import { builder, type FieldsBuilder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { pageArgs } from "../../graphql/connection.js";
import { pagedComplexity } from "../../graphql/inputs.js";
import { RedemptionConnection } from "../coupons/coupon-refs.schema.js";
import { promotionCodeRedemptions } from "../coupons/redemption-list.js";
import { PromotionCodeType } from "./promotion-codes.schema.js";
import { createPromotionCode, deletePromotionCode, findPromotionCode, updatePromotionCode, type PromotionCodeResult } from "./promotion-codes.service.js";

const PromotionCodeResultType = builder.objectRef<PromotionCodeResult>("PromotionCodeResult").implement({
  description: "What a write answers: the promotion code and a message",
  fields: (t) => ({
    data: t.field({ type: PromotionCodeType, resolve: (r) => r.data }),
    message: t.exposeString("message"),
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
 * the fields of a new promotion code, as arguments and as an input type (t.field with
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

const PromotionCodeUpdateInput = builder.inputType("PromotionCodeChanges", {
  description: "The changes of a promotion code (REST's update)",
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
  restPromotionCode: t.field({ type: PromotionCodeType, extensions: restRoute, args: { code: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findPromotionCode(ctx, a.code) }),
  promotionCodeRedemptions: t.field({
    type: RedemptionConnection,
    extensions: restRoute,
    description: "All of a promotion code's redemptions, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, code: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => promotionCodeRedemptions(ctx, args.code, args),
  }),
}));

builder.mutationFields((t) => ({
  createPromotionCode: t.field({
    type: PromotionCodeResultType,
    extensions: restRoute,
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
    extensions: restRoute,
    description: "Changes the partner restriction, metadata (merged), or records a redemption",
    args: { code: t.arg.string({ required: true }), update: t.arg({ type: PromotionCodeUpdateInput, required: true }) },
    resolve: (_r, { code, update }, ctx) => updatePromotionCode(ctx, code, withoutNulls(update)),
  }),
  deletePromotionCode: t.field({
    type: PromotionCodeResultType,
    extensions: restRoute,
    description: "Deletes the code permanently; coupon.uuid_code, when given, must be its coupon",
    args: { code: t.arg.string({ required: true }), coupon: t.arg({ type: CouponRefInput }) },
    resolve: (_r, a, ctx) => deletePromotionCode(ctx, a.code, a.coupon?.uuidCode ?? undefined),
  }),
}));

