// How a promotion code is shown: the one view of the resource, the payload of
// promotion_code.* events; the GraphQL type resolves through the same helpers.
import type { Prisma } from "../../generated/prisma/client.js";
import { isoMicro } from "../../core/time.js";
import { additionalInfoOf, dateOrNull, metadataOf } from "../coupons/coupon.view.js";

export const promotionCodeInclude = {
  coupon: { select: { code: true, id: true } },
  partner: { select: { id: true, name: true, surname: true } },
  customer: { select: { key: true, name: true, surname: true } },
  subscriber: { select: { id: true, name: true } },
} satisfies Prisma.PromotionCodeInclude;

export type PromotionCodeWithView = Prisma.PromotionCodeGetPayload<{ include: typeof promotionCodeInclude }>;

/** the view's include with the whole coupon, whose rules a redemption of the code follows too */
export const redeemableCodeInclude = { ...promotionCodeInclude, coupon: true } satisfies Prisma.PromotionCodeInclude;
export type RedeemableCode = Prisma.PromotionCodeGetPayload<{ include: typeof redeemableCodeInclude }>;

const fullName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(" ").trim();

/** the restriction as an object, the empty list when unused (as the public API shows it) */
export const partnerRestrictionOf = (p: PromotionCodeWithView) => (p.partner ? { id: p.partner.id, full_name: fullName(p.partner.name, p.partner.surname) } : []);
export const customerRestrictionOf = (p: PromotionCodeWithView) =>
  p.customer ? { id: p.customer.key, customer_full_name: fullName(p.customer.name, p.customer.surname) } : [];
export const subscriberRestrictionOf = (p: PromotionCodeWithView) => (p.subscriber ? { id: p.subscriber.id, subscriber_full_name: fullName(p.subscriber.name) } : []);

export function promotionCodeView(p: PromotionCodeWithView) {
  return {
    code: p.code,
    coupon_uuid: p.coupon.code,
    coupon_id: p.coupon.id,
    first_time_order: p.firstTimeOrder,
    limit_to_specific_partner: p.partnerUid !== null,
    coupon_specific_partners: partnerRestrictionOf(p),
    limit_to_specific_customer: p.customerUid !== null,
    coupon_specific_customers: customerRestrictionOf(p),
    limit_to_specific_subscriber: p.subscriberUid !== null,
    coupon_specific_subscribers: subscriberRestrictionOf(p),
    minimum_order_status: p.minimumOrderEnabled,
    minimum_order_value: p.minimumOrderValue,
    expiration_date_status: p.expirationEnabled,
    expiration_date_value: dateOrNull(p.expiresOn),
    redemption_times_status: p.redemptionLimitEnabled,
    redemption_times_value: p.redemptionLimit,
    metadata: metadataOf(p.metadata),
    additional_info: additionalInfoOf(p.recentRedemptions, p.timesRedeemed),
    times_redeemed: p.timesRedeemed,
    created_at: isoMicro(p.createdAt),
    updated_at: isoMicro(p.updatedAt),
  };
}
