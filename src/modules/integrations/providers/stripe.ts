// Stripe: a coupon (id = uuid_code) and one promotion code per Rally promotion code, each
// with its own limit, date, first-order and minimum-order restrictions.
// Stripe allows changing only a coupon's name and metadata, and never a promotion code's
// terms: an update renames the coupon and creates the codes Stripe does not have yet.
// A deleted coupon is deleted at Stripe after its promotion codes are deactivated; an inactive
// one has its promotion codes deactivated (Stripe has no inactive state for a coupon itself),
// and they are reactivated when it is active again.
import type Stripe from "stripe";
import { codeMinimum, everyOne, nothingKnown, removal, type PushResult, ownExpiry, ownLimit, couponExpiry, couponLimit, durationMonths, minorAmount, PartialSyncError, type SyncJob } from "./mapping.js";

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

export async function pushToStripe(job: SyncJob): Promise<string | PushResult> {
  const action = removal(job.coupon);
  if (action && !job.coupon.syncExternalId) return nothingKnown("Stripe", action);
  // a removal needs none of the coupon's terms: a duration Stripe cannot express does not stop it
  const params = action ? undefined : stripeCouponParams(job);
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
  if (action) return removeAtStripe(stripe, coupon.syncExternalId!, action);
  let id = coupon.syncExternalId;
  const existing = new Set<string>();
  if (id) {
    await stripe.coupons.update(id, { name: params!.name, metadata: params!.metadata });
    const wanted = new Set(coupon.promoCodes.map((p) => p.code));
    const inactive: string[] = [];
    for await (const promo of stripe.promotionCodes.list({ coupon: id, limit: 100 })) {
      existing.add(promo.code);
      if (promo.active === false && wanted.has(promo.code)) inactive.push(promo.id);
    }
    // active again: the codes deactivated with the coupon are reactivated
    for (const promoId of inactive) await stripe.promotionCodes.update(promoId, { active: true });
  } else {
    id = (await stripe.coupons.create(params!)).id;
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

async function removeAtStripe(stripe: Stripe, id: string, action: "delete" | "deactivate"): Promise<PushResult> {
  const active: string[] = [];
  let found = 0;
  for await (const promo of stripe.promotionCodes.list({ coupon: id, limit: 100 })) {
    found++;
    if (promo.active !== false) active.push(promo.id);
  }
  // a code Stripe refuses to deactivate does not keep the coupon from being deleted
  let refused: unknown;
  await everyOne(active, (promoId) => stripe.promotionCodes.update(promoId, { active: false })).catch((err: unknown) => (refused = err));
  if (action === "delete") await stripe.coupons.del(id);
  if (refused) throw refused;
  const codes = `${active.length} promotion code${active.length === 1 ? "" : "s"} deactivated`;
  if (action === "delete") {
    return { externalId: id, message: `Deleted at Stripe: coupon ${id} deleted, ${codes}.` };
  }
  // Stripe coupons have no inactive state: without promotion codes there nothing was deactivated
  if (!found) {
    return {
      externalId: id,
      successful: false,
      message: `Stripe cannot deactivate a coupon, only its promotion codes, and this coupon has none: coupon ${id} can still be applied at Stripe until it is deleted.`,
    };
  }
  return { externalId: id, message: `Deactivated at Stripe: ${codes} (Stripe has no inactive state for coupon ${id} itself; it can still be applied by its id through the API).` };
}
