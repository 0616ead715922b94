// How a coupon is shown (spec 2.5): the one view of the resource, the payload of coupon.*
// events. The GraphQL Coupon type resolves its REST-visible fields through the same helpers,
// and a test holds each event payload to the GET response.
import type { Coupon, Prisma } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { toWire } from "../../core/money.js";
import { isoDate, isoMicro } from "../../core/time.js";

/** redemptions in the order they were recorded, newest last */
export const redemptionOrder = [{ redeemedAt: "asc" }, { id: "asc" }] satisfies Prisma.RedemptionOrderByWithRelationInput[];

export const couponInclude = {
  partner: { select: { id: true } },
  redemptions: { select: { redeemedAt: true, transactionKey: true }, orderBy: redemptionOrder },
} satisfies Prisma.CouponInclude;

export type CouponWithView = Prisma.CouponGetPayload<{ include: typeof couponInclude }>;

type Redemptions = { redeemedAt: Date; transactionKey: string }[];

/** spec 2.5: an object of key-value pairs, the empty list when there are none */
export const metadataOf = (m: unknown) => (m && typeof m === "object" && !Array.isArray(m) && Object.keys(m).length ? m : []);

/** spec 2.5: `{redemptions: [...]}` once redemptions are recorded, the empty list before */
export const additionalInfoOf = (redemptions: Redemptions) =>
  redemptions.length ? { redemptions: redemptions.map((r) => ({ redeemed_at: isoMicro(r.redeemedAt), transaction_key: r.transactionKey })) } : [];

export const dateOrNull = (d: Date | null) => (d ? isoDate(d) : null);

export function couponView(c: CouponWithView) {
  return {
    id: c.id,
    name: c.name,
    uuid_code: c.code,
    active: c.active,
    coupon_discount_type: c.discountType,
    coupon_discount_amount: toWire(c.discountAmount),
    coupon_duration_type: c.durationType,
    coupon_duration_value: c.durationValue,
    redemption_specific_date_status: c.expirationEnabled,
    redemption_specific_date_value: dateOrNull(c.expiresOn),
    redemption_times_status: c.redemptionLimitEnabled,
    redemption_times_value: c.redemptionLimit,
    metadata: metadataOf(c.metadata),
    additional_info: additionalInfoOf(c.redemptions),
    times_redeemed: c.timesRedeemed,
    partner: c.partner?.id ?? null,
    sync_provider: c.syncProvider,
    created_at: isoMicro(c.createdAt),
    updated_at: isoMicro(c.updatedAt),
    deleted_at: c.deletedAt ? isoMicro(c.deletedAt) : null,
  };
}

export async function couponEvent(ctx: ServiceContext, c: Pick<Coupon, "uid" | "code">) {
  const row = await ctx.db.coupon.findUniqueOrThrow({ where: { uid: c.uid }, include: couponInclude });
  return { type: "coupon", id: c.code, view: couponView(row) };
}
