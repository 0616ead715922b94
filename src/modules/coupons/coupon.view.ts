// How a coupon is shown: the one view of the resource, the payload of coupon.*
// events. The GraphQL Coupon type resolves its REST-visible fields through the same helpers,
// and a test holds each event payload to the GET response.
import type { Prisma } from "../../generated/prisma/client.js";
import { toWire } from "../../core/money.js";
import { isoDate, isoMicro } from "../../core/time.js";

/**
 * How many redemptions a coupon's or code's view carries in additional_info: the most recent
 * ones, kept in its row (recentRedemptions) by the statement that records each, so that a read
 * (and the event every redemption writes) costs the same at the 100,000th redemption as at the
 * first. All of them are listed, paged, by the redemptions list.
 */
export const RECENT_REDEMPTIONS = 50;

export const couponInclude = {
  partner: { select: { id: true } },
} satisfies Prisma.CouponInclude;

export type CouponWithView = Prisma.CouponGetPayload<{ include: typeof couponInclude }>;

/**
 * a redemption as recentRedemptions keeps it: as additional_info lists it, with the row's id,
 * which orders redemptions of the same millisecond as the redemptions list orders them
 */
export interface RecentRedemption {
  id: string;
  redeemed_at: string;
  transaction_key: string;
}

/** an object of key-value pairs, the empty list when there are none */
export const metadataOf = (m: unknown) => (m && typeof m === "object" && !Array.isArray(m) && Object.keys(m).length ? m : []);

/**
 * `{redemptions: [...]}` once redemptions are recorded, the empty list before. Unlike
 * the API Rally follows, the list holds the most recent RECENT_REDEMPTIONS only (oldest first,
 * newest last as before), with `redemptions_total` beside it: all of them. `recent` is the row's
 * recentRedemptions; `total` the counter kept with it (times_redeemed).
 */
export function additionalInfoOf(recent: Prisma.JsonValue, total: number) {
  const list = Array.isArray(recent) ? (recent as unknown as RecentRedemption[]) : [];
  if (!list.length) return [];
  const redemptions = list.slice(-RECENT_REDEMPTIONS).map((r) => ({ redeemed_at: r.redeemed_at, transaction_key: r.transaction_key }));
  return { redemptions, redemptions_total: Math.max(total, list.length) };
}

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
    additional_info: additionalInfoOf(c.recentRedemptions, c.timesRedeemed),
    times_redeemed: c.timesRedeemed,
    partner: c.partner?.id ?? null,
    sync_provider: c.syncProvider,
    created_at: isoMicro(c.createdAt),
    updated_at: isoMicro(c.updatedAt),
    deleted_at: c.deletedAt ? isoMicro(c.deletedAt) : null,
  };
}
