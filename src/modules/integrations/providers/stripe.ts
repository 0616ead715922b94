// Stripe: a coupon (id = uuid_code) and one promotion code per Rally promotion code, each
// with its own limit, date, first-order and minimum-order restrictions.
// Stripe allows changing only a coupon's name and metadata, and never a promotion code's
// terms: an update renames the coupon and creates the codes Stripe does not have yet.
import type Stripe from "stripe";
import { codeMinimum, ownExpiry, ownLimit, couponExpiry, couponLimit, durationMonths, minorAmount, PartialSyncError, type SyncJob } from "./mapping.js";

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function stripeCouponParams(job: SyncJob): Stripe.CouponCreateParams {
  const { coupon, currency } = job;
  const months = durationMonths(coupon, "Stripe");
  const limit = couponLimit(coupon);
  const expiry = couponExpiry(coupon);
  return {
    id: coupon.code,
    // Stripe keeps at most 40 characters of a name
    name: (coupon.name || coupon.code).slice(0, 40),
    ...(coupon.discountType === "percent"
      ? { percent_off: Number(coupon.discountAmount) }
      : { amount_off: minorAmount(coupon.discountAmount, currency), currency: currency.toLowerCase() }),
    ...(months === "once" ? { duration: "once" } : months === null ? { duration: "forever" } : { duration: "repeating", duration_in_months: months }),
    ...(limit != null ? { max_redemptions: limit } : {}),
    ...(expiry ? { redeem_by: unix(expiry) } : {}),
    metadata: { rally_uuid_code: coupon.code, rally_program: job.programPublicId },
  };
}

export async function pushToStripe(job: SyncJob): Promise<string> {
  const params = stripeCouponParams(job);
  const { default: StripeClient } = await import("stripe");
  const base = new URL(job.config.STRIPE_API_URL);
  const stripe = new StripeClient(job.secrets.secretKey!, {
    host: base.hostname,
    port: base.port || (base.protocol === "https:" ? 443 : 80),
    protocol: base.protocol === "https:" ? "https" : "http",
    timeout: job.config.PROVIDER_TIMEOUT_MS,
    maxNetworkRetries: 0,
    telemetry: false,
  });
  const { coupon } = job;
  let id = coupon.syncExternalId;
  const existing = new Set<string>();
  if (id) {
    await stripe.coupons.update(id, { name: params.name, metadata: params.metadata });
    for await (const promo of stripe.promotionCodes.list({ coupon: id, limit: 100 })) existing.add(promo.code);
  } else {
    id = (await stripe.coupons.create(params)).id;
  }
  try {
    for (const promo of coupon.promoCodes) {
      if (existing.has(promo.code)) continue;
      // the coupon's own limit and date bind every code already (max_redemptions, redeem_by)
      const limit = ownLimit(promo);
      const expiry = ownExpiry(promo);
      const minimum = codeMinimum(promo);
      const restrictions: Stripe.PromotionCodeCreateParams.Restrictions = {
        ...(promo.firstTimeOrder ? { first_time_transaction: true } : {}),
        ...(minimum != null ? { minimum_amount: minorAmount(minimum, job.currency), minimum_amount_currency: job.currency.toLowerCase() } : {}),
      };
      await stripe.promotionCodes.create({
        promotion: { type: "coupon", coupon: id },
        code: promo.code,
        ...(limit != null ? { max_redemptions: limit } : {}),
        ...(expiry ? { expires_at: unix(expiry) } : {}),
        ...(Object.keys(restrictions).length ? { restrictions } : {}),
        metadata: { rally_uuid_code: coupon.code, rally_program: job.programPublicId },
      });
    }
  } catch (err) {
    throw new PartialSyncError(err, id);
  }
  return id;
}
