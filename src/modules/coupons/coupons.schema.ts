// Coupons on GraphQL; REST shows the same fields under their snake_case names, and the event
// payloads are coupon.view.ts, whose helpers these fields resolve through.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { PartnerRefInput, pagedComplexity } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { NewPromotionCodeInput, PromotionCodeConnection, PromotionCodeType, withoutNulls } from "../promotion-codes/promotion-codes.schema.js";
import { additionalInfoOf, metadataOf, type CouponWithView } from "./coupon.view.js";
import {
  couponPromotionCodes,
  createCoupon,
  deleteCoupon,
  findCoupon,
  listCoupons,
  redeemCoupon,
  updateCoupon,
  type CouponResult,
} from "./coupons.service.js";

export const CouponType = builder.objectRef<CouponWithView>("Coupon").implement({
  description: "A discount; sales made with it (or one of its promotion codes) are its partner's",
  fields: (t) => ({
    id: t.exposeInt("id", { description: "Numeric id (clients such as the PHP SDK send it as coupon_id)" }),
    name: t.exposeString("name"),
    uuidCode: t.exposeString("code", { description: "Unique in the program: A-Z a-z 0-9 - _, at most 255" }),
    active: t.exposeBoolean("active"),
    couponDiscountType: t.exposeString("discountType", { description: "percent or static" }),
    couponDiscountAmount: t.expose("discountAmount", { type: "Decimal", description: "0-100 for percent, else a fixed amount" }),
    couponDurationType: t.exposeString("durationType", { description: "once, hours, days, months, years or lifetime" }),
    couponDurationValue: t.exposeInt("durationValue", { nullable: true }),
    redemptionSpecificDateStatus: t.exposeBoolean("expirationEnabled"),
    redemptionSpecificDateValue: t.expose("expiresOn", { type: "Date", nullable: true }),
    redemptionTimesStatus: t.exposeBoolean("redemptionLimitEnabled"),
    redemptionTimesValue: t.exposeInt("redemptionLimit", { nullable: true }),
    metadata: t.field({ type: "JSON", description: "Key-value pairs; the empty list when none", resolve: (c) => metadataOf(c.metadata) }),
    additionalInfo: t.field({ type: "JSON", description: "{redemptions: [{redeemed_at, transaction_key}]}, newest last; the empty list before any", resolve: (c) => additionalInfoOf(c.redemptions) }),
    timesRedeemed: t.exposeInt("timesRedeemed"),
    partner: t.string({ nullable: true, description: "The id of the partner its sales are attributed to", resolve: (c) => c.partner?.id ?? null }),
    syncProvider: t.string({ nullable: true, description: "The shop provider it is pushed to (one-way)", resolve: (c) => c.syncProvider }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true }),
    promotionCodes: t.field({
      type: PromotionCodeConnection,
      extensions: graphqlOnly,
      complexity: pagedComplexity,
      args: { ...pageArgs },
      resolve: (c, args, ctx) => couponPromotionCodes(ctx, c.code, args),
    }),
  }),
});

const CouponResultType = builder.objectRef<CouponResult>("CouponResult").implement({
  description: "What a write answers (spec 4.5): the coupon, a message and the shop-provider outcome",
  fields: (t) => ({
    data: t.field({ type: CouponType, resolve: (r) => r.data }),
    message: t.exposeString("message"),
    synchronizationEnabled: t.exposeBoolean("synchronizationEnabled", { description: "The coupon has a shop provider" }),
    synchronizationSuccessful: t.exposeBoolean("synchronizationSuccessful", { description: "The last push to it succeeded" }),
    synchronizationMessage: t.exposeString("synchronizationMessage", { description: "This request's push; empty when it pushed nothing" }),
    redemption: t.string({
      nullable: true,
      extensions: graphqlOnly,
      description: "When a redemption was asked for and not recorded, why: unknown_transaction, already_recorded, limit_reached, expired, inactive or restricted",
      resolve: (r) => r.redemption ?? null,
    }),
  }),
});

const CouponConnection = pageConnection("CouponConnection", CouponType);

const SyncInput = builder.inputType("CouponSyncInput", {
  fields: (t) => ({ provider: t.string({ description: "stripe, shopify, woocommerce or paddle; must be connected" }) }),
});

const CouponUpdateInput = builder.inputType("CouponUpdateInput", {
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
  coupons: t.field({
    type: CouponConnection,
    description: "Coupons of the program, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, active: t.arg.boolean({ description: "Only active (true) or inactive (false) ones" }) },
    resolve: (_r, args, ctx) => listCoupons(ctx, { ...args, active: args.active ?? undefined }),
  }),
  coupon: t.field({ type: CouponType, args: { uuidCode: t.arg.string({ required: true }) }, resolve: (_r, a, ctx) => findCoupon(ctx, a.uuidCode) }),
  couponPromotionCodes: t.field({
    type: PromotionCodeConnection,
    description: "A coupon's promotion codes, newest first",
    complexity: pagedComplexity,
    args: { ...pageArgs, uuidCode: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => couponPromotionCodes(ctx, args.uuidCode, args),
  }),
}));

builder.mutationFields((t) => ({
  createCoupon: t.field({
    type: CouponResultType,
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
    description: "Changes name, active, metadata (merged), records a redemption, or sets the provider (once)",
    args: { uuidCode: t.arg.string({ required: true }), update: t.arg({ type: CouponUpdateInput, required: true }) },
    resolve: (_r, { uuidCode, update }, ctx) => {
      const { sync, partner, ...rest } = update;
      return updateCoupon(ctx, uuidCode, { ...given(rest), sync: stripSync(sync), partner: partner ? given(partner) : undefined });
    },
  }),
  redeemCoupon: t.field({
    type: CouponResultType,
    description: "Records that the transaction used the coupon; a repeated or unknown key changes nothing (see redemption)",
    args: { uuidCode: t.arg.string({ required: true }), transactionKey: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => redeemCoupon(ctx, a.uuidCode, a.transactionKey),
  }),
  deleteCoupon: t.field({
    type: CouponResultType,
    description: "Deletes the coupon (soft: 404 afterwards; its uuid_code stays taken) and its promotion codes with it",
    args: { uuidCode: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => deleteCoupon(ctx, a.uuidCode),
  }),
}));

export { PromotionCodeType };
