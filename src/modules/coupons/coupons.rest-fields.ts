// The coupon fields only REST runs (its routes name them): the REST contract's lookup by
// uuid_code, its promotion-code list, and its mutations with loose arguments answering the
// { data, message, synchronization_* } envelope. GraphQL has its own forms in coupons.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs } from "../../graphql/connection.js";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { restRoute } from "../../graphql/surface.js";
import { NewPromotionCodeInput, withoutNulls } from "../promotion-codes/promotion-codes.rest-fields.js";
import { PromotionCodeConnection } from "../promotion-codes/promotion-codes.schema.js";
import { CouponType } from "./coupons.schema.js";
import { RedemptionConnection } from "./coupon-refs.schema.js";
import { couponRedemptions } from "./redemption-list.js";
import { couponPromotionCodes, createCoupon, deleteCoupon, findCoupon, updateCoupon, type CouponResult } from "./coupons.service.js";

const CouponResultType = builder.objectRef<CouponResult>("CouponResult").implement({
  description: "What a write answers: the coupon, a message and the shop-provider outcome",
  fields: (t) => ({
    data: t.field({ type: CouponType, resolve: (r) => r.data }),
    message: t.exposeString("message"),
    synchronizationEnabled: t.exposeBoolean("synchronizationEnabled", { description: "The coupon has a shop provider" }),
    synchronizationSuccessful: t.exposeBoolean("synchronizationSuccessful", { description: "The last push to it succeeded" }),
    synchronizationMessage: t.exposeString("synchronizationMessage", { description: "This request's push; empty when it pushed nothing" }),
  }),
});

const SyncInput = builder.inputType("CouponSyncInput", {
  fields: (t) => ({ provider: t.string({ description: "stripe, shopify, woocommerce or paddle; must be connected" }) }),
});

const CouponUpdateInput = builder.inputType("CouponChanges", {
  description: "The changes of a coupon (REST's update)",
  fields: (t) => ({
    name: t.string(),
    metadata: t.field({ type: "JSON", description: "Merged into the coupon's; a key sent as null is removed" }),
    active: t.boolean(),
    redeem: t.boolean({ description: "Records a redemption by transaction_key" }),
    transactionKey: t.string(),
    sync: t.field({ type: SyncInput, description: "Only when the coupon has no provider yet (one-way)" }),
    partner: t.field({ type: PartnerRefInput, description: "The partner its sales are attributed to" }),
  }),
});

const stripSync = (s: { provider?: string | null } | null | undefined) => (s ? given(s) : undefined);

builder.queryFields((t) => ({
  restCoupon: t.field({ type: CouponType, extensions: restRoute, args: { uuidCode: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findCoupon(ctx, a.uuidCode) }),
  couponPromotionCodes: t.field({
    type: PromotionCodeConnection,
    extensions: restRoute,
    description: "A coupon's promotion codes, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, uuidCode: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => couponPromotionCodes(ctx, args.uuidCode, args),
  }),
  couponRedemptions: t.field({
    type: RedemptionConnection,
    extensions: restRoute,
    description: "All of a coupon's redemptions, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, uuidCode: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => couponRedemptions(ctx, args.uuidCode, args),
  }),
}));

builder.mutationFields((t) => ({
  createCoupon: t.field({
    type: CouponResultType,
    extensions: restRoute,
    description: "Creates a coupon and its promotion codes in one database transaction; with sync.provider, pushes it after the commit",
    args: {
      name: t.arg.string({ description: "Default: the uuid_code" }),
      uuidCode: t.arg.string({ description: "Default: generated" }),
      couponDiscountType: t.arg.string({ description: "percent or static (required)" }),
      couponDiscountAmount: t.arg({ type: "Decimal", description: "Required; 0-100 for percent" }),
      couponDurationType: t.arg.string({ description: "once, hours, days, months, years or lifetime (required)" }),
      couponDurationValue: t.arg.int({ description: "Required for hours, days, months, years" }),
      redemptionSpecificDateStatus: t.arg.boolean(),
      redemptionSpecificDateValue: t.arg({ type: "Date", description: "Required when redemption_specific_date_status is true" }),
      redemptionTimesStatus: t.arg.boolean(),
      redemptionTimesValue: t.arg.int({ description: "Required when redemption_times_status is true" }),
      promotionCodes: t.arg({ type: [NewPromotionCodeInput] }),
      metadata: t.arg({ type: "JSON" }),
      sync: t.arg({ type: SyncInput }),
      partner: t.arg({ type: PartnerRefInput, description: "The partner its sales are attributed to" }),
    },
    resolve: (_r, args, ctx) => {
      const { promotionCodes, sync, partner, ...rest } = args;
      return createCoupon(ctx, {
        ...given(rest),
        promotionCodes: promotionCodes?.map((p) => withoutNulls(p)),
        sync: stripSync(sync),
        partner: partner ? given(partner) : undefined,
      });
    },
  }),
  updateCoupon: t.field({
    type: CouponResultType,
    extensions: restRoute,
    description: "Changes name, active, metadata (merged), records a redemption, or sets the provider (once)",
    args: { uuidCode: t.arg.string({ required: true }), update: t.arg({ type: CouponUpdateInput, required: true }) },
    resolve: (_r, { uuidCode, update }, ctx) => {
      const { sync, partner, ...rest } = update;
      return updateCoupon(ctx, uuidCode, { ...given(rest), sync: stripSync(sync), partner: partner ? given(partner) : undefined });
    },
  }),
  deleteCoupon: t.field({
    type: CouponResultType,
    extensions: restRoute,
    description: "Deletes the coupon (soft: 404 afterwards; its uuid_code stays taken) and its promotion codes with it",
    args: { uuidCode: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deleteCoupon(ctx, a.uuidCode),
  }),
}));

