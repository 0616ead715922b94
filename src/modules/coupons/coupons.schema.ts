// Coupons on GraphQL: the Coupon node (REST shows the same type under its REST names, through
// the helpers of coupon.view.ts), its redemptions as objects, the list and lookup a console
// uses, and the mutations with one input and a payload. The REST contract's own root fields
// are in coupons.rest-fields.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { given } from "../../core/input.js";
import { money } from "../../core/money.js";
import type { Coupon } from "../../generated/prisma/client.js";
import { builder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { valueEnum } from "../../graphql/enums.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType } from "../../graphql/money.js";
import { nodeId, restIdExtensions } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType, UserErrorType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { PromotionCodeConnection, PromotionCodeFieldsInput, promotionCodeFieldsOf } from "../promotion-codes/promotion-codes.schema.js";
import { listPromotionCodes } from "../promotion-codes/promotion-codes.service.js";
import { additionalInfoOf, couponInclude, metadataOf, type CouponWithView } from "./coupon.view.js";
import { listRedemptions } from "./redemption-list.js";
import { createCoupon, deleteCoupon, findCouponWhere, listCoupons, redeemCoupon, updateCoupon } from "./coupons.service.js";
import { couponCodeOf, couponUid, partnerExternalIdOf, partnerUidOrNone, redeemAnswer, RedemptionConnection, RedemptionRefusalEnum, type RedeemAnswer } from "./coupon-refs.schema.js";

export const CouponDiscountTypeEnum = valueEnum("CouponDiscountType", "How a coupon's discount is reckoned", {
  percent: "A percentage of the order (0-100)",
  static: "A fixed amount in the program's currency",
});

export const CouponDurationTypeEnum = valueEnum("CouponDurationType", "How long a subscription keeps a coupon's discount", {
  once: "The first payment only",
  hours: "A number of hours",
  days: "A number of days",
  months: "A number of months",
  years: "A number of years",
  lifetime: "Every payment, for good",
});

export const CouponSyncProviderEnum = valueEnum("CouponSyncProvider", "A shop a coupon is pushed to (one way: the shop's copy follows Rally's)", {
  stripe: "Stripe",
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  paddle: "Paddle",
});

/**
 * A row as REST's fields read it. Every REST path answers rows its service loaded with
 * couponInclude (lists included), and GraphQL never asks REST's fields, so the cast only names
 * what is there; reading them from the row (not through a `select`) keeps the answer of a
 * delete, whose row is no longer found, readable.
 */
const restRow = (c: Coupon) => c as CouponWithView;
const durationsWithValue = new Set(["hours", "days", "months", "years"]);

export const CouponType = builder.prismaNode("Coupon", {
  name: "Coupon",
  description: "A discount of an affiliate program; sales made with it (or one of its promotion codes) are its partner's",
  id: nodeId("uid"),
  findUnique: (uid, ctx) => ({ uid, programId: ctx.program.id, deletedAt: null }),
  fields: (t) => ({
    number: t.exposeInt("id", { description: "The coupon's sequential number (what some shop plugins send as its id)", extensions: restIdExtensions }),
    name: t.exposeString("name", { description: "Its name; its uuid code when none was given" }),
    uuidCode: t.exposeString("code", { description: "The code a customer enters: unique in the program, letters, digits, - and _, at most 255" }),
    active: t.exposeBoolean("active", { description: "Whether sales may redeem it" }),
    discountType: t.expose("discountType", { type: CouponDiscountTypeEnum, description: "How the discount is reckoned", extensions: graphqlOnly }),
    discountPercent: t.field({
      type: "Decimal",
      nullable: true,
      description: "The percentage off (0-100) for a percent discount; null for a fixed one",
      extensions: graphqlOnly,
      resolve: (c) => (c.discountType === "percent" ? c.discountAmount : null),
    }),
    discountAmount: t.field({
      type: MoneyType,
      nullable: true,
      description: "The amount off for a fixed discount, in the program's currency; null for a percent one",
      extensions: graphqlOnly,
      resolve: (c, _a, ctx) => (c.discountType === "static" ? money(c.discountAmount, ctx.program.currency) : null),
    }),
    durationType: t.expose("durationType", { type: CouponDurationTypeEnum, description: "How long a subscription keeps the discount", extensions: graphqlOnly }),
    durationValue: t.int({
      nullable: true,
      description: "How many of the duration's units (hours, days, months or years); null for once and lifetime",
      extensions: graphqlOnly,
      resolve: (c) => (durationsWithValue.has(c.durationType) ? c.durationValue : null),
    }),
    expiresOn: t.field({
      type: "Date",
      nullable: true,
      description: "The last day sales may redeem it; null when it does not expire",
      extensions: graphqlOnly,
      resolve: (c) => (c.expirationEnabled ? c.expiresOn : null),
    }),
    redemptionLimit: t.int({
      nullable: true,
      description: "How many times it may be redeemed in all; null when without limit",
      extensions: graphqlOnly,
      resolve: (c) => (c.redemptionLimitEnabled ? c.redemptionLimit : null),
    }),
    timesRedeemed: t.exposeInt("timesRedeemed", { description: "How many times it was redeemed" }),
    metadata: t.field({ type: "JSON", description: "The client's own key-value pairs (an object; an empty list when none)", resolve: (c) => metadataOf(c.metadata) }),
    redemptions: t.field({
      type: RedemptionConnection,
      extensions: graphqlOnly,
      description: "All its recorded redemptions, newest first unless `orderBy` says otherwise (totalCount: timesRedeemed)",
      complexity: pagedComplexity,
      args: { ...pageArgs },
      resolve: (c, args, ctx, info) => listRedemptions(ctx, { couponUid: c.uid }, c.timesRedeemed, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
    }),
    partner: t.relation("partner", {
      nullable: true,
      description: "The partner its sales are attributed to; null when none",
      extensions: graphqlOnly,
    }),
    syncProvider: t.expose("syncProvider", { type: CouponSyncProviderEnum, nullable: true, description: "The shop it is pushed to; null when none (once set it never changes)", extensions: graphqlOnly }),
    syncSuccessful: t.exposeBoolean("syncSuccessful", { nullable: true, description: "Whether the last push to its shop succeeded; null when it was never pushed", extensions: graphqlOnly }),
    syncMessage: t.exposeString("syncMessage", { nullable: true, description: "What the shop answered to the last push; null when it was never pushed", extensions: graphqlOnly }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the coupon was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the coupon last changed" }),
    promotionCodes: t.field({
      type: PromotionCodeConnection,
      extensions: graphqlOnly,
      description: "Its promotion codes, newest first unless `orderBy` says otherwise",
      complexity: pagedComplexity,
      args: { ...pageArgs },
      resolve: (c, args, ctx, info) => listPromotionCodes(ctx, { ...args, filter: { couponUid: c.uid } }, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
    }),
    // REST's own forms of the same facts
    couponDiscountType: t.exposeString("discountType", { extensions: restOnly("coupon_discount_type") }),
    couponDiscountAmount: t.expose("discountAmount", { type: "Decimal", extensions: restOnly("coupon_discount_amount") }),
    couponDurationType: t.exposeString("durationType", { extensions: restOnly("coupon_duration_type") }),
    couponDurationValue: t.exposeInt("durationValue", { nullable: true, extensions: restOnly("coupon_duration_value") }),
    redemptionSpecificDateStatus: t.exposeBoolean("expirationEnabled", { extensions: restOnly("redemption_specific_date_status") }),
    redemptionSpecificDateValue: t.expose("expiresOn", { type: "Date", nullable: true, extensions: restOnly("redemption_specific_date_value") }),
    redemptionTimesStatus: t.exposeBoolean("redemptionLimitEnabled", { extensions: restOnly("redemption_times_status") }),
    redemptionTimesValue: t.exposeInt("redemptionLimit", { nullable: true, extensions: restOnly("redemption_times_value") }),
    additionalInfo: t.field({ type: "JSON", extensions: restOnly("additional_info"), resolve: (c) => additionalInfoOf(c.recentRedemptions, c.timesRedeemed) }),
    partnerRef: t.string({ nullable: true, extensions: restOnly("partner"), resolve: (c) => restRow(c).partner?.id ?? null }),
    syncProviderName: t.string({ nullable: true, extensions: restOnly("sync_provider"), resolve: (c) => c.syncProvider }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true, extensions: restOnly("deleted_at") }),
  }),
});

export const CouponConnection = pageConnection("CouponConnection", CouponType);

const CouponFilter = builder.inputType("CouponFilter", {
  description: "Which coupons a list shows; every field given narrows it",
  fields: (t) => ({
    active: t.boolean({ description: "Only active (true) or inactive (false) coupons" }),
    search: t.string({ description: "Only coupons whose uuid code or name contains this text (any case)" }),
    partnerId: t.id({ description: "Only coupons attributed to this partner (its global id)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only coupons created in this range" }),
  }),
});

const CouponLookup = builder.inputType("CouponLookup", {
  description: "One way to name a coupon: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    uuidCode: t.string({ description: "Its uuid code" }),
  }),
});

builder.queryFields((t) => ({
  coupons: t.field({
    type: CouponConnection,
    description: "The program's coupons (not deleted ones), newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      active: t.arg.boolean({ description: "Only active (true) or inactive (false) ones", extensions: restOnly("active") }),
      filter: t.arg({ type: CouponFilter, extensions: graphqlOnly, description: "Narrows the list" }),
    },
    resolve: (_r, { active, filter, ...args }, ctx, info) =>
      listCoupons(
        ctx,
        {
          ...args,
          active: active ?? undefined,
          filter: filter ? { ...filter, partnerUid: filter.partnerId != null ? partnerUidOrNone(filter.partnerId) : null } : null,
        },
        // REST's fields read what couponInclude loads; GraphQL's relations come with the query
        { ...couponInclude, ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include },
      ),
  }),
  coupon: t.prismaField({
    type: "Coupon",
    nullable: true,
    extensions: graphqlOnly,
    description: "One coupon of the program, by its global id or its uuid code; null when there is none (or it was deleted)",
    args: { by: t.arg({ type: CouponLookup, required: true, description: "How the coupon is named" }) },
    resolve: async (query, _r, { by }, ctx) => {
      if (by.id != null) {
        let uid: string;
        try {
          uid = couponUid(by.id);
        } catch {
          return null;
        }
        return findCouponWhere(ctx, { uid }, query.include ?? {});
      }
      return findCouponWhere(ctx, { code: (by.uuidCode ?? "").trim() }, query.include ?? {});
    },
  }),
}));

const SyncInput = builder.inputType("CouponShopSyncInput", {
  description: "The shop a coupon is pushed to",
  fields: (t) => ({ provider: t.field({ type: CouponSyncProviderEnum, required: true, description: "The shop; it must be connected to the program" }) }),
});

const CouponCreateInput = builder.inputType("CouponCreateInput", {
  description: "A new coupon, with its promotion codes",
  fields: (t) => ({
    uuidCode: t.string({ description: "The code a customer enters: letters, digits, - and _, at most 255; generated when omitted" }),
    name: t.string({ description: "Its name; its uuid code when omitted" }),
    discountType: t.field({ type: CouponDiscountTypeEnum, required: true, description: "How the discount is reckoned" }),
    discountAmount: t.field({ type: "Decimal", required: true, description: "The percentage off (0-100) for a percent discount, else the amount off in major units of the program's currency" }),
    durationType: t.field({ type: CouponDurationTypeEnum, required: true, description: "How long a subscription keeps the discount" }),
    durationValue: t.int({ description: "How many of the duration's units; required for hours, days, months and years" }),
    expiresOn: t.field({ type: "Date", description: "The last day sales may redeem it; no expiry when omitted" }),
    redemptionLimit: t.int({ description: "How many times it may be redeemed in all; no limit when omitted" }),
    metadata: t.field({ type: "JSON", description: "The client's own key-value pairs (an object of at most 50 keys)" }),
    partnerId: t.id({ description: "The global id of the partner its sales are attributed to" }),
    sync: t.field({ type: SyncInput, description: "The shop to push it to once it is saved" }),
    promotionCodes: t.field({ type: [PromotionCodeFieldsInput], description: "Promotion codes created with it, in the same transaction" }),
  }),
});

const CouponUpdateInput = builder.inputType("CouponUpdateInput", {
  description: "Changes to a coupon: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The coupon's global id" }),
    name: t.string({ description: "A new name" }),
    active: t.boolean({ description: "Whether sales may redeem it" }),
    metadata: t.field({ type: "JSON", description: "Merged into the coupon's; a key given as null is removed" }),
    partnerId: t.id({ description: "The global id of the partner its sales are now attributed to" }),
    sync: t.field({ type: SyncInput, description: "The shop to push it to: only when it has none yet (it never changes)" }),
  }),
});

const CouponDeleteInput = builder.inputType("CouponDeleteInput", {
  description: "The coupon to delete",
  fields: (t) => ({ id: t.id({ required: true, description: "The coupon's global id" }) }),
});

const CouponRedeemInput = builder.inputType("CouponRedeemInput", {
  description: "A sale that used a coupon",
  fields: (t) => ({
    id: t.id({ required: true, description: "The coupon's global id" }),
    transactionKey: t.string({ required: true, description: "The key of the sale (a transaction of the program)" }),
  }),
});

const couponResult = "The coupon as it is now; null when the input was refused";
const CouponCreatePayload = payloadType("CouponCreatePayload", "coupon", CouponType, "The new coupon; null when the input was refused");
const CouponUpdatePayload = payloadType("CouponUpdatePayload", "coupon", CouponType, couponResult);
const CouponDeletePayload = deletePayloadType("CouponDeletePayload");

const CouponRedeemPayload = builder.objectRef<RedeemAnswer<Coupon>>("CouponRedeemPayload").implement({
  description: "The answer of couponRedeem: the coupon, and whether the sale's redemption was recorded",
  fields: (t) => ({
    coupon: t.field({ type: CouponType, nullable: true, description: couponResult, resolve: (p) => p.result }),
    recorded: t.boolean({ description: "Whether the sale's redemption was recorded now", resolve: (p) => p.result !== null && p.refusal === null }),
    refusal: t.field({ type: RedemptionRefusalEnum, nullable: true, description: "Why it was not recorded; null when it was, or when the input was refused", resolve: (p) => p.refusal }),
    userErrors: t.field({ type: [UserErrorType], description: "Why the input was refused (nothing was tried then)", resolve: (p) => p.userErrors }),
  }),
});

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = {
  coupon_discount_type: "discountType",
  coupon_discount_amount: "discountAmount",
  coupon_duration_type: "durationType",
  coupon_duration_value: "durationValue",
  redemption_specific_date_value: "expiresOn",
  redemption_times_value: "redemptionLimit",
  partner: "partnerId",
};

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  couponCreate: t.field({
    type: CouponCreatePayload,
    extensions: graphqlOnly,
    description: `Creates a coupon and its promotion codes in one transaction; with \`sync\`, pushes it to the shop once saved (a failed push leaves it saved, see syncSuccessful).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CouponCreateInput, required: true, description: "The new coupon" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "coupon",
        async () => {
          const { partnerId, sync, promotionCodes, expiresOn, redemptionLimit, discountType, discountAmount, durationType, durationValue, ...fields } = given(input);
          const partner = partnerId != null ? { id: await partnerExternalIdOf(ctx, partnerId, "partnerId") } : undefined;
          const codes = promotionCodes ? await Promise.all(promotionCodes.map((p, i) => promotionCodeFieldsOf(ctx, p, `promotionCodes.${i}.partnerId`))) : undefined;
          const result = await createCoupon(ctx, {
            ...fields,
            couponDiscountType: discountType,
            couponDiscountAmount: discountAmount,
            couponDurationType: durationType,
            couponDurationValue: durationValue,
            redemptionSpecificDateStatus: expiresOn !== undefined,
            redemptionSpecificDateValue: expiresOn,
            redemptionTimesStatus: redemptionLimit !== undefined,
            redemptionTimesValue: redemptionLimit,
            sync: sync ?? undefined,
            promotionCodes: codes,
            partner,
          });
          return result.data;
        },
        RENAMED,
      ),
  }),
  couponUpdate: t.field({
    type: CouponUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a coupon (a coupon with a shop is pushed again when what the shop shows changed).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CouponUpdateInput, required: true, description: "The coupon and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "coupon",
        async () => {
          const { id: _id, partnerId, sync, ...changes } = given(input);
          const code = await couponCodeOf(ctx, input.id);
          const partner = partnerId != null ? { id: await partnerExternalIdOf(ctx, partnerId, "partnerId") } : undefined;
          return (await updateCoupon(ctx, code, { ...changes, sync: sync ?? undefined, partner })).data;
        },
        RENAMED,
      ),
  }),
  couponDelete: t.field({
    type: CouponDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a coupon and its promotion codes (its uuid code stays taken; a coupon with a shop is pushed as deleted).${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CouponDeleteInput, required: true, description: "The coupon" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deleteCoupon(ctx, await couponCodeOf(ctx, input.id));
        return String(input.id);
      }),
  }),
  couponRedeem: t.field({
    type: CouponRedeemPayload,
    extensions: graphqlOnly,
    description: `Records that a sale used the coupon. A sale that cannot redeem it (unknown, recorded before, refused by the coupon's rules) changes nothing and says why in \`refusal\`.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: CouponRedeemInput, required: true, description: "The coupon and the sale" }) },
    resolve: (_r, { input }, ctx) => redeemAnswer(async () => redeemCoupon(ctx, await couponCodeOf(ctx, input.id), input.transactionKey)),
  }),
}));
