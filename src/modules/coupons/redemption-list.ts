// All of a coupon's or promotion code's redemptions, paged (REST's limit/page, GraphQL's
// keyset cursors), newest first unless asked otherwise. The view's additional_info holds only
// the most recent ones (coupon.view.ts); this is where a client reads the rest. The total is
// the owner's counter, kept in the same transaction as the rows, so no page counts them.
import type { Prisma, Redemption } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { NotFoundError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { findCouponWhere } from "./coupons.service.js";
import { findPromotionCodeWhere } from "../promotion-codes/promotion-codes.service.js";

export type RedemptionOwner = { couponUid: string } | { promotionCodeUid: string };

export function listRedemptions(ctx: ServiceContext, owner: RedemptionOwner, total: number, args: ListArgs, include?: Prisma.RedemptionInclude) {
  const where: Prisma.RedemptionWhereInput = { programId: ctx.program.id, ...owner };
  return paginate(
    args,
    PAGE_SIZES.standard,
    "id",
    async (w): Promise<[Redemption[], number]> => [await ctx.db.redemption.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }), total],
    "redeemedAt",
  );
}

/** a live coupon's redemptions by its uuid_code (404 when there is none) */
export async function couponRedemptions(ctx: ServiceContext, uuidCode: string, args: ListArgs) {
  const coupon = await findCouponWhere(ctx, { code: uuidCode.trim() }, {});
  if (!coupon) throw new NotFoundError("Coupon");
  return listRedemptions(ctx, { couponUid: coupon.uid }, coupon.timesRedeemed, args);
}

/** a live promotion code's redemptions by its code (404 when there is none) */
export async function promotionCodeRedemptions(ctx: ServiceContext, code: string, args: ListArgs) {
  const found = await findPromotionCodeWhere(ctx, { code: code.trim() }, {});
  if (!found) throw new NotFoundError("Promotion code");
  return listRedemptions(ctx, { promotionCodeUid: found.uid }, found.timesRedeemed, args);
}
