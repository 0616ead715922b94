// Promotion codes on GraphQL: the PromotionCode node (REST shows the same type under its REST
// names, through the helpers of promotion-code.view.ts), with its coupon and its restrictions
// as objects, the list and lookup a console uses, and the mutations with one input and a
// payload. The REST contract's own root fields are in promotion-codes.rest-fields.ts.
import { queryFromInfo } from "@pothos/plugin-prisma";
import type { PromotionCode } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { given } from "../../core/input.js";
import { money } from "../../core/money.js";
import { builder, type FieldsBuilder } from "../../graphql/builder.js";
import { pageArgs, pageConnection } from "../../graphql/connection.js";
import { DateRangeInput, pagedComplexity } from "../../graphql/inputs.js";
import { MoneyType } from "../../graphql/money.js";
import { nodeId, primaryKeyOf } from "../../graphql/node.js";
import { deletePayloadType, payload, payloadType, UserErrorType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { additionalInfoOf, dateOrNull, metadataOf } from "../coupons/coupon.view.js";
import { listRedemptions } from "../coupons/redemption-list.js";
import { customerRestrictionOf, partnerRestrictionOf, promotionCodeInclude, subscriberRestrictionOf, type PromotionCodeWithView } from "./promotion-code.view.js";
import { couponCodeOf, partnerExternalIdOf, partnerUidOrNone, redeemAnswer, RedemptionConnection, RedemptionRefusalEnum, type RedeemAnswer } from "../coupons/coupon-refs.schema.js";
import { createPromotionCode, deletePromotionCode, findPromotionCodeWhere, listPromotionCodes, redeemPromotionCode, updatePromotionCode } from "./promotion-codes.service.js";

/**
 * A row as REST's fields read it. Every REST path answers rows its service loaded with
 * promotionCodeInclude (lists included), and GraphQL never asks REST's fields, so the cast
 * only names what is there; reading them from the row (not through a `select`) keeps the
 * answer of a delete, whose row is gone, readable.
 */
const restRow = (p: PromotionCode) => p as PromotionCodeWithView;

export const PromotionCodeType = builder.prismaNode("PromotionCode", {
  name: "PromotionCode",
  description: "A code of a coupon with its own restrictions; a sale made with it is its coupon's partner's",
  id: nodeId("uid"),
  findUnique: (uid, ctx) => ({ uid, programId: ctx.program.id, coupon: { deletedAt: null } }),
  fields: (t) => ({
    code: t.exposeString("code", { description: "The code a customer enters: unique in the program, letters, digits, - and _, at most 100" }),
    coupon: t.relation("coupon", { description: "The coupon whose discount it gives", extensions: graphqlOnly }),
    firstTimeOrder: t.exposeBoolean("firstTimeOrder", { description: "Whether only a customer's first order may redeem it" }),
    partner: t.relation("partner", { nullable: true, description: "The only partner whose sales may redeem it; null when any partner's may", extensions: graphqlOnly }),
    customer: t.relation("customer", { nullable: true, description: "The only customer who may redeem it; null when any customer may", extensions: graphqlOnly }),
    subscriber: t.relation("subscriber", { nullable: true, description: "The only subscriber who may redeem it; null when anyone may", extensions: graphqlOnly }),
    minimumOrder: t.field({
      type: MoneyType,
      nullable: true,
      description: "The smallest order that may redeem it, in the program's currency; null when any order may",
      extensions: graphqlOnly,
      resolve: (p, _a, ctx) => (p.minimumOrderEnabled && p.minimumOrderValue !== null ? money(p.minimumOrderValue, ctx.program.currency) : null),
    }),
    expiresOn: t.field({
      type: "Date",
      nullable: true,
      description: "The last day sales may redeem it; null when it does not expire",
      extensions: graphqlOnly,
      resolve: (p) => (p.expirationEnabled ? p.expiresOn : null),
    }),
    redemptionLimit: t.int({
      nullable: true,
      description: "How many times it may be redeemed in all; null when without limit",
      extensions: graphqlOnly,
      resolve: (p) => (p.redemptionLimitEnabled ? p.redemptionLimit : null),
    }),
    timesRedeemed: t.exposeInt("timesRedeemed", { description: "How many times it was redeemed" }),
    metadata: t.field({ type: "JSON", description: "The client's own key-value pairs (an object; an empty list when none)", resolve: (p) => metadataOf(p.metadata) }),
    redemptions: t.field({
      type: RedemptionConnection,
      extensions: graphqlOnly,
      description: "All its recorded redemptions, newest first unless `orderBy` says otherwise (totalCount: timesRedeemed)",
      complexity: pagedComplexity,
      args: { ...pageArgs },
      resolve: (p, args, ctx, info) => listRedemptions(ctx, { promotionCodeUid: p.uid }, p.timesRedeemed, args, queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the code was created" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When the code last changed" }),
    // REST's own forms of the same facts
    couponUuid: t.string({ extensions: restOnly("coupon_uuid"), resolve: (p) => restRow(p).coupon.code }),
    couponId: t.int({ extensions: restOnly("coupon_id"), resolve: (p) => restRow(p).coupon.id }),
    limitToSpecificPartner: t.boolean({ extensions: restOnly("limit_to_specific_partner"), resolve: (p) => p.partnerUid !== null }),
    couponSpecificPartners: t.field({ type: "JSON", extensions: restOnly("coupon_specific_partners"), resolve: (p) => partnerRestrictionOf(restRow(p)) }),
    limitToSpecificCustomer: t.boolean({ extensions: restOnly("limit_to_specific_customer"), resolve: (p) => p.customerUid !== null }),
    couponSpecificCustomers: t.field({ type: "JSON", extensions: restOnly("coupon_specific_customers"), resolve: (p) => customerRestrictionOf(restRow(p)) }),
    limitToSpecificSubscriber: t.boolean({ extensions: restOnly("limit_to_specific_subscriber"), resolve: (p) => p.subscriberUid !== null }),
    couponSpecificSubscribers: t.field({ type: "JSON", extensions: restOnly("coupon_specific_subscribers"), resolve: (p) => subscriberRestrictionOf(restRow(p)) }),
    minimumOrderStatus: t.exposeBoolean("minimumOrderEnabled", { extensions: restOnly("minimum_order_status") }),
    minimumOrderValue: t.exposeInt("minimumOrderValue", { nullable: true, extensions: restOnly("minimum_order_value") }),
    expirationDateStatus: t.exposeBoolean("expirationEnabled", { extensions: restOnly("expiration_date_status") }),
    expirationDateValue: t.field({ type: "Date", nullable: true, extensions: restOnly("expiration_date_value"), resolve: (p) => dateOrNull(p.expiresOn) }),
    redemptionTimesStatus: t.exposeBoolean("redemptionLimitEnabled", { extensions: restOnly("redemption_times_status") }),
    redemptionTimesValue: t.exposeInt("redemptionLimit", { nullable: true, extensions: restOnly("redemption_times_value") }),
    additionalInfo: t.field({ type: "JSON", extensions: restOnly("additional_info"), resolve: (p) => additionalInfoOf(p.recentRedemptions, p.timesRedeemed) }),
  }),
});

export const PromotionCodeConnection = pageConnection("PromotionCodeConnection", PromotionCodeType);

/** a new promotion code's code, restrictions and limits: with its coupon, or on its own (PromotionCodeCreateInput) */
const newCodeFields = (t: FieldsBuilder<"InputObject">) => ({
  code: t.string({ description: "The code a customer enters: letters, digits, - and _, at most 100; generated when omitted" }),
  firstTimeOrder: t.boolean({ description: "Only a customer's first order may redeem it" }),
  partnerId: t.id({ description: "The global id of the only partner whose sales may redeem it" }),
  customerId: t.id({ description: "The global id of the only customer who may redeem it" }),
  subscriberId: t.id({ description: "The global id of the only subscriber who may redeem it" }),
  minimumOrderValue: t.int({ description: "The smallest order that may redeem it, in whole units of the program's currency" }),
  expiresOn: t.field({ type: "Date", description: "The last day sales may redeem it; no expiry when omitted" }),
  redemptionLimit: t.int({ description: "How many times it may be redeemed in all; no limit when omitted" }),
  metadata: t.field({ type: "JSON", description: "The client's own key-value pairs (an object of at most 50 keys)" }),
});

/** the restrictions and limits of a new promotion code, alone or with its coupon */
export const PromotionCodeFieldsInput = builder.inputType("PromotionCodeFieldsInput", {
  description: "A new promotion code's code, restrictions and limits",
  fields: newCodeFields,
});

/** the program's key of a record with this global id (what the services take); a field error under `field` when there is none */
async function externalKeyOf(
  id: string | number,
  typename: string,
  field: string,
  find: (uid: string) => Promise<string | null | undefined>,
): Promise<string> {
  const refused = () => ValidationError.field(field, `The selected ${typename.toLowerCase()} does not exist.`);
  let uid: string;
  try {
    uid = primaryKeyOf(String(id), typename);
  } catch {
    throw refused();
  }
  const key = await find(uid);
  if (!key) throw refused();
  return key;
}

type CodeFields = typeof PromotionCodeFieldsInput.$inferInput;

/** a GraphQL promotion code's fields as the services take them (REST's restrictions by the records' own ids); prefix: the input path of the code */
export async function promotionCodeFieldsOf(ctx: ServiceContext, input: CodeFields, prefix: string): Promise<Record<string, unknown>> {
  const { partnerId, customerId, subscriberId, minimumOrderValue, expiresOn, redemptionLimit, ...fields } = given(input);
  const programId = ctx.program.id;
  const out: Record<string, unknown> = {
    ...fields,
    minimumOrderStatus: minimumOrderValue !== undefined,
    minimumOrderValue,
    expirationDateStatus: expiresOn !== undefined,
    expirationDateValue: expiresOn,
    redemptionTimesStatus: redemptionLimit !== undefined,
    redemptionTimesValue: redemptionLimit,
  };
  if (partnerId !== undefined) {
    out.limitToSpecificPartner = true;
    out.couponSpecificPartners = { id: await partnerExternalIdOf(ctx, partnerId, `${prefix}partnerId`) };
  }
  if (customerId !== undefined) {
    const key = await externalKeyOf(customerId, "Customer", `${prefix}customerId`, async (uid) => (await ctx.db.customer.findFirst({ where: { uid, programId }, select: { key: true } }))?.key);
    out.limitToSpecificCustomer = true;
    out.couponSpecificCustomers = { id: key };
  }
  if (subscriberId !== undefined) {
    const id = await externalKeyOf(subscriberId, "Subscriber", `${prefix}subscriberId`, async (uid) => (await ctx.db.subscriber.findFirst({ where: { uid, programId }, select: { id: true } }))?.id);
    out.limitToSpecificSubscriber = true;
    out.couponSpecificSubscribers = { id };
  }
  return out;
}

const PromotionCodeFilter = builder.inputType("PromotionCodeFilter", {
  description: "Which promotion codes a list shows; every field given narrows it",
  fields: (t) => ({
    couponId: t.id({ description: "Only this coupon's codes (its global id)" }),
    partnerId: t.id({ description: "Only codes restricted to this partner (its global id)" }),
    createdAt: t.field({ type: DateRangeInput, description: "Only codes created in this range" }),
  }),
});

const PromotionCodeLookup = builder.inputType("PromotionCodeLookup", {
  description: "One way to name a promotion code: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    id: t.id({ description: "Its global id" }),
    code: t.string({ description: "Its code" }),
  }),
});

/** a global id as the primary key of the given type, for a filter or lookup (an id of another type matches nothing) */
const uidOrNone = (id: string | number, typename: string) => {
  try {
    return primaryKeyOf(String(id), typename);
  } catch {
    return "-";
  }
};

builder.queryFields((t) => ({
  promotionCodes: t.field({
    type: PromotionCodeConnection,
    description: "The program's promotion codes (of coupons not deleted), newest first unless `orderBy` says otherwise",
    complexity: pagedComplexity,
    args: {
      ...pageArgs,
      couponUuid: t.arg.string({ description: "Only this coupon's", extensions: restOnly("coupon_uuid") }),
      filter: t.arg({ type: PromotionCodeFilter, extensions: graphqlOnly, description: "Narrows the list" }),
    },
    resolve: (_r, { couponUuid, filter, ...args }, ctx, info) =>
      listPromotionCodes(
        ctx,
        {
          ...args,
          couponUuid: couponUuid ?? undefined,
          filter: filter
            ? {
                couponUid: filter.couponId != null ? uidOrNone(filter.couponId, "Coupon") : null,
                partnerUid: filter.partnerId != null ? partnerUidOrNone(filter.partnerId) : null,
                createdAt: filter.createdAt,
              }
            : null,
        },
        // REST's fields read what promotionCodeInclude loads; GraphQL's relations come with the query
        { ...promotionCodeInclude, ...queryFromInfo({ context: ctx, info, path: ["edges", "node"] }).include },
      ),
  }),
  promotionCode: t.prismaField({
    type: "PromotionCode",
    nullable: true,
    extensions: graphqlOnly,
    description: "One promotion code of the program, by its global id or its code; null when there is none (or its coupon was deleted)",
    args: { by: t.arg({ type: PromotionCodeLookup, required: true, description: "How the code is named" }) },
    resolve: (query, _r, { by }, ctx) =>
      findPromotionCodeWhere(ctx, by.id != null ? { uid: uidOrNone(by.id, "PromotionCode") } : { code: (by.code ?? "").trim() }, query.include ?? {}),
  }),
}));

const PromotionCodeCreateInput = builder.inputType("PromotionCodeCreateInput", {
  description: "A new promotion code of a coupon",
  fields: (t) => ({
    couponId: t.id({ required: true, description: "The global id of its coupon" }),
    ...newCodeFields(t),
  }),
});

const PromotionCodeUpdateInput = builder.inputType("PromotionCodeUpdateInput", {
  description: "Changes to a promotion code: the fields given change, the others stay",
  fields: (t) => ({
    id: t.id({ required: true, description: "The code's global id" }),
    partnerId: t.id({ description: "The global id of the only partner whose sales may redeem it; null lifts the restriction" }),
    metadata: t.field({ type: "JSON", description: "Merged into the code's; a key given as null is removed" }),
  }),
});

const PromotionCodeDeleteInput = builder.inputType("PromotionCodeDeleteInput", {
  description: "The promotion code to delete",
  fields: (t) => ({ id: t.id({ required: true, description: "The code's global id" }) }),
});

const PromotionCodeRedeemInput = builder.inputType("PromotionCodeRedeemInput", {
  description: "A sale that used a promotion code",
  fields: (t) => ({
    id: t.id({ required: true, description: "The code's global id" }),
    transactionKey: t.string({ required: true, description: "The key of the sale (a transaction of the program)" }),
  }),
});

const codeResult = "The promotion code as it is now; null when the input was refused";
const PromotionCodeCreatePayload = payloadType("PromotionCodeCreatePayload", "promotionCode", PromotionCodeType, "The new promotion code; null when the input was refused");
const PromotionCodeUpdatePayload = payloadType("PromotionCodeUpdatePayload", "promotionCode", PromotionCodeType, codeResult);
const PromotionCodeDeletePayload = deletePayloadType("PromotionCodeDeletePayload");
const PromotionCodeRedeemPayload = builder.objectRef<RedeemAnswer<PromotionCode>>("PromotionCodeRedeemPayload").implement({
  description: "The answer of promotionCodeRedeem: the code, and whether the sale's redemption was recorded",
  fields: (t) => ({
    promotionCode: t.field({ type: PromotionCodeType, nullable: true, description: codeResult, resolve: (p) => p.result }),
    recorded: t.boolean({ description: "Whether the sale's redemption was recorded now", resolve: (p) => p.result !== null && p.refusal === null }),
    refusal: t.field({ type: RedemptionRefusalEnum, nullable: true, description: "Why it was not recorded; null when it was, or when the input was refused", resolve: (p) => p.refusal }),
    userErrors: t.field({ type: [UserErrorType], description: "Why the input was refused (nothing was tried then)", resolve: (p) => p.userErrors }),
  }),
});

/** the code of the program's promotion code with this global id (what the services take) */
async function codeOf(ctx: ServiceContext, id: string | number): Promise<string> {
  const found = await findPromotionCodeWhere(ctx, { uid: uidOrNone(id, "PromotionCode") }, {});
  if (!found) throw ValidationError.field("id", "The promotion code does not exist.");
  return found.code;
}

/** the services' names of input fields that GraphQL names otherwise */
const RENAMED = {
  coupon_uuid: "couponId",
  coupon_id: "couponId",
  expiration_date_value: "expiresOn",
  redemption_times_value: "redemptionLimit",
  coupon_specific_partners: "partnerId",
  coupon_specific_customers: "customerId",
  coupon_specific_subscribers: "subscriberId",
};

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  promotionCodeCreate: t.field({
    type: PromotionCodeCreatePayload,
    extensions: graphqlOnly,
    description: `Adds a promotion code to a coupon.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PromotionCodeCreateInput, required: true, description: "The new code and its coupon" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "promotionCode",
        async () => {
          const { couponId, ...fields } = input;
          let couponUuid: string;
          try {
            couponUuid = await couponCodeOf(ctx, couponId);
          } catch {
            throw ValidationError.field("couponId", "The coupon does not exist.");
          }
          return (await createPromotionCode(ctx, { ...(await promotionCodeFieldsOf(ctx, fields, "")), couponUuid })).data;
        },
        RENAMED,
      ),
  }),
  promotionCodeUpdate: t.field({
    type: PromotionCodeUpdatePayload,
    extensions: graphqlOnly,
    description: `Changes a promotion code's partner restriction or metadata.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PromotionCodeUpdateInput, required: true, description: "The code and its changes" }) },
    resolve: (_r, { input }, ctx) =>
      payload(
        "promotionCode",
        async () => {
          const code = await codeOf(ctx, input.id);
          const partner =
            input.partnerId === undefined
              ? {}
              : input.partnerId === null
                ? { limitToSpecificPartner: false }
                : { limitToSpecificPartner: true, couponSpecificPartners: { id: await partnerExternalIdOf(ctx, input.partnerId, "partnerId") } };
          return (await updatePromotionCode(ctx, code, { ...partner, metadata: input.metadata ?? undefined })).data;
        },
        RENAMED,
      ),
  }),
  promotionCodeDelete: t.field({
    type: PromotionCodeDeletePayload,
    extensions: graphqlOnly,
    description: `Deletes a promotion code for good.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PromotionCodeDeleteInput, required: true, description: "The code" }) },
    resolve: (_r, { input }, ctx) =>
      payload("deletedId", async () => {
        await deletePromotionCode(ctx, await codeOf(ctx, input.id));
        return String(input.id);
      }),
  }),
  promotionCodeRedeem: t.field({
    type: PromotionCodeRedeemPayload,
    extensions: graphqlOnly,
    description: `Records that a sale used the code. A sale that cannot redeem it (unknown, recorded before, refused by the code's restrictions) changes nothing and says why in \`refusal\`.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: PromotionCodeRedeemInput, required: true, description: "The code and the sale" }) },
    resolve: (_r, { input }, ctx) => redeemAnswer(async () => redeemPromotionCode(ctx, await codeOf(ctx, input.id), input.transactionKey)),
  }),
}));


