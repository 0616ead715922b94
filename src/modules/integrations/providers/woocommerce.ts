// WooCommerce (REST API, wc/v3): a WooCommerce coupon is one code, so each promotion code
// (or the coupon's own uuid_code when it has none) becomes a coupon there, with the code's
// own limit and date when it has them, else the coupon's. WooCommerce has no durations:
// its coupons discount one order. A deleted coupon's WooCommerce coupons are deleted for good
// (force=true: not left in the trash); an inactive one's are set to draft: WooCommerce looks a
// code up among published coupons only (get_ids_by_code), so a draft code "does not exist" at
// checkout, and the coupon keeps its terms to be published again when it is active again. An
// expiry date in the past would also stop it, but would overwrite the coupon's real date.
import { checkedAddresses, guardedAgents } from "../../../core/destinations.js";
import { everyOne, nothingKnown, removal, type PushResult, codeExpiry, codeLimit, codeMinimum, couponExpiry, couponLimit, customerCodes, formatIdMap, majorAmount, parseIdMap, PartialSyncError, type SyncJob } from "./mapping.js";

/** WooCommerce's date form: 2026-12-31T23:59:59 (the _gmt field takes it as UTC) */
const wooDate = (d: Date) => d.toISOString().slice(0, 19);

export function wooCouponBodies(job: SyncJob) {
  const { coupon, currency } = job;
  return customerCodes(coupon).map(({ code, promo }) => {
    const usageLimit = promo ? codeLimit(promo, coupon) : couponLimit(coupon);
    const expires = promo ? codeExpiry(promo, coupon) : couponExpiry(coupon);
    const minimum = promo ? codeMinimum(promo) : null;
    return {
      code,
      body: {
        code,
        status: "publish",
        discount_type: coupon.discountType === "percent" ? "percent" : "fixed_cart",
        amount: coupon.discountType === "percent" ? String(Number(coupon.discountAmount)) : majorAmount(coupon.discountAmount, currency),
        description: coupon.name || coupon.code,
        date_expires_gmt: expires ? wooDate(expires) : null,
        usage_limit: usageLimit,
        ...(minimum != null ? { minimum_amount: majorAmount(minimum, currency) } : {}),
        meta_data: [
          { key: "rally_uuid_code", value: coupon.code },
          { key: "rally_program", value: job.programPublicId },
        ],
      },
    };
  });
}

export async function pushToWooCommerce(job: SyncJob): Promise<string | PushResult> {
  const action = removal(job.coupon);
  const known = [...parseIdMap(job.coupon.syncExternalId)];
  if (action && !known.length) return nothingKnown("WooCommerce", action);
  const mod = (await import("@woocommerce/woocommerce-rest-api")) as unknown as { default: { default?: unknown } };
  const WooCommerceRestApi = (mod.default.default ?? mod.default) as new (o: Record<string, unknown>) => {
    post(path: string, body: unknown): Promise<{ data: { id: number } }>;
    put(path: string, body: unknown): Promise<{ data: { id: number } }>;
    delete(path: string, params: Record<string, unknown>): Promise<{ data: { id: number } }>;
  };
  // the store URL was checked when saved; its name may answer otherwise now, so every request
  // checks again (a literal address here, each connection's resolved one in the agents), and a
  // redirect is refused rather than followed to wherever it points
  const allowPrivate = job.config.WEBHOOK_ALLOW_PRIVATE;
  await checkedAddresses(new URL(job.settings.storeUrl!), allowPrivate);
  const api = new WooCommerceRestApi({
    url: job.settings.storeUrl!,
    consumerKey: job.secrets.consumerKey!,
    consumerSecret: job.secrets.consumerSecret!,
    version: "wc/v3",
    timeout: job.config.PROVIDER_TIMEOUT_MS,
    axiosConfig: { ...guardedAgents(allowPrivate), maxRedirects: 0 },
  });
  if (action) {
    // every known code, even when one is refused: the first refusal is the outcome
    const count = `${known.length} WooCommerce coupon${known.length === 1 ? "" : "s"}`;
    if (action === "delete") {
      await everyOne(known, ([, id]) => api.delete(`coupons/${id}`, { force: true }));
      return { externalId: job.coupon.syncExternalId, message: `Deleted at WooCommerce: ${count}.` };
    }
    await everyOne(known, ([, id]) => api.put(`coupons/${id}`, { status: "draft" }));
    const missing = customerCodes(job.coupon).filter((c) => !known.some(([code]) => code === c.code)).length;
    return {
      externalId: job.coupon.syncExternalId,
      message: `Deactivated at WooCommerce: ${count} set to draft${missing ? `; ${missing} code(s) not there yet are created when the coupon is active again` : ""}.`,
    };
  }
  const ids = parseIdMap(job.coupon.syncExternalId);
  for (const { code, body } of wooCouponBodies(job)) {
    try {
      const known = ids.get(code);
      if (known) await api.put(`coupons/${known}`, body);
      else ids.set(code, String((await api.post("coupons", body)).data.id));
    } catch (err) {
      throw new PartialSyncError(err, ids.size ? formatIdMap(ids) : null);
    }
  }
  return formatIdMap(ids);
}
