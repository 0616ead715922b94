// What the coupon and promotion-code schemas share: redemptions as objects, the answer of a
// redeem, and the global ids of inputs turned into what the services take.
import type { ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { nodeId, primaryKeyOf } from "../../graphql/node.js";
import { pageConnection } from "../../graphql/connection.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { userErrorsOf, type UserError } from "../../graphql/payload.js";
import { findCouponWhere } from "./coupons.service.js";
import type { RedeemRefusal } from "./redemptions.js";

export const RedemptionRefusalEnum = valueEnum("RedemptionRefusal", "Why a redemption was not recorded", {
  unknown_transaction: "No sale of the program has this transaction key",
  already_recorded: "This sale's redemption was recorded before",
  limit_reached: "The coupon or code was redeemed as often as its limit allows",
  expired: "The coupon or code had expired when the sale was made",
  inactive: "The coupon is not active",
  restricted: "The sale does not meet the code's restrictions (partner, customer, subscriber, minimum order, first order)",
});

export const RedemptionType = builder.prismaNode("Redemption", {
  name: "Redemption",
  description: "One recorded use of a coupon or promotion code by a sale",
  id: nodeId("id"),
  findUnique: (id, ctx) => ({ id, programId: ctx.program.id }),
  fields: (t) => ({
    // REST shows the two in additional_info's order: redeemed_at, transaction_key
    redeemedAt: t.expose("redeemedAt", { type: "DateTime", description: "When the redemption was recorded" }),
    transactionKey: t.exposeString("transactionKey", { description: "The key of the sale that used it" }),
    transaction: t.relation("transaction", { nullable: true, description: "The sale that used it; null once that sale is deleted", extensions: graphqlOnly }),
  }),
});

export const RedemptionConnection = pageConnection("RedemptionConnection", RedemptionType);

/** a coupon's global id as its primary key */
export const couponUid = (id: string | number) => primaryKeyOf(String(id), "Coupon");

/** the uuid code of the program's live coupon with this global id (what the services take); a NotFound when there is none */
export async function couponCodeOf(ctx: ServiceContext, id: string | number): Promise<string> {
  const found = await findCouponWhere(ctx, { uid: couponUid(id) }, {});
  if (!found) throw ValidationError.field("id", "The coupon does not exist.");
  return found.code;
}

/** the program's id of the partner with this global id (the services take it); a field error under `field` when there is none */
export async function partnerExternalIdOf(ctx: ServiceContext, id: string | number, field: string): Promise<string> {
  let uid: string;
  try {
    uid = primaryKeyOf(String(id), "Partner");
  } catch {
    throw ValidationError.field(field, "The partner does not exist.");
  }
  const partner = await ctx.db.partner.findFirst({ where: { uid, programId: ctx.program.id, status: { not: "deleted" } }, select: { id: true } });
  if (!partner) throw ValidationError.field(field, "The partner does not exist.");
  return partner.id;
}

/** a partner's global id as its primary key, for a filter (an id of another type matches nothing) */
export const partnerUidOrNone = (id: string | number) => {
  try {
    return primaryKeyOf(String(id), "Partner");
  } catch {
    return "-";
  }
};

export interface RedeemAnswer<T> {
  result: T | null;
  refusal: RedeemRefusal | null;
  userErrors: UserError[];
}

/** runs a redeem: its result and refusal, or the user errors of a refused input */
export async function redeemAnswer<T>(run: () => Promise<{ data: T; redemption?: RedeemRefusal | null }>, renamed?: Record<string, string>): Promise<RedeemAnswer<T>> {
  try {
    const r = await run();
    return { result: r.data, refusal: r.redemption ?? null, userErrors: [] };
  } catch (err) {
    const userErrors = userErrorsOf(err, renamed);
    if (!userErrors) throw err;
    return { result: null, refusal: null, userErrors };
  }
}
