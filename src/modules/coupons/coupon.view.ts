// How a coupon is shown: the one view of the resource, the payload of coupon.*
// events. The GraphQL Coupon type resolves its REST-visible fields through the same helpers,
// and a test holds each event payload to the GET response.
import type { Coupon, Prisma } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { toWire } from "../../core/money.js";
import { isoDate, isoMicro } from "../../core/time.js";

/**
 * How many redemptions a coupon's or code's view carries in additional_info: the most recent
 * ones, so that a read (and the event every redemption writes) costs the same at the
 * 100,000th redemption as at the first. All of them are listed, paged, by the redemptions list.
 */
export const RECENT_REDEMPTIONS = 50;

/**
 * the most recent redemptions, newest first (the index on owner, redeemedAt, id reads them
 * from its end); the view turns them oldest first
 */
export const recentRedemptions = {
  select: { redeemedAt: true, transactionKey: true },
  orderBy: [{ redeemedAt: "desc" }, { id: "desc" }],
  take: RECENT_REDEMPTIONS,
} satisfies Prisma.Coupon$redemptionsArgs;

export const couponInclude = {
  partner: { select: { id: true } },
  redemptions: recentRedemptions,
} satisfies Prisma.CouponInclude;

export type CouponWithView = Prisma.CouponGetPayload<{ include: typeof couponInclude }>;

type Redemptions = { redeemedAt: Date; transactionKey: string }[];

/** an object of key-value pairs, the empty list when there are none */
export const metadataOf = (m: unknown) => (m && typeof m === "object" && !Array.isArray(m) && Object.keys(m).length ? m : []);

/**
 * `{redemptions: [...]}` once redemptions are recorded, the empty list before. Unlike
 * the API Rally follows, the list holds the most recent RECENT_REDEMPTIONS only (oldest first,
 * newest last as before), with `redemptions_total` beside it: all of them. `recent` is newest
 * first, as recentRedemptions reads it; `total` the counter kept with the rows (times_redeemed).
 */
export const additionalInfoOf = (recent: Redemptions, total: number) =>
  recent.length
    ? {
        redemptions: recent
          .slice(0, RECENT_REDEMPTIONS)
          .reverse()
          .map((r) => ({ redeemed_at: isoMicro(r.redeemedAt), transaction_key: r.transactionKey })),
        redemptions_total: Math.max(total, recent.length),
      }
    : [];

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
    additional_info: additionalInfoOf(c.redemptions, c.timesRedeemed),
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
  return { type: "coupon" as const, id: c.code, view: couponView(row) };
}
