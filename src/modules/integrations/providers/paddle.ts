// Paddle Billing (discounts): a Paddle discount is one code, so each promotion code (or the
// coupon's own uuid_code when it has none) becomes a discount there, with the code's own
// limit and date when it has them, else the coupon's. Durations become recurring billing
// periods, counted in months. Paddle deletes no discount: a deleted coupon's discounts are
// archived (status archived: no longer applicable), as are an inactive one's, and an update of
// an active coupon sends status active, which restores them.
import type { CreateDiscountRequestBody, Environment } from "@paddle/paddle-node-sdk";
import { everyOne, nothingKnown, removal, type PushResult, codeExpiry, codeLimit, couponExpiry, couponLimit, customerCodes, durationMonths, formatIdMap, minorAmount, parseIdMap, PartialSyncError, type SyncJob } from "./mapping.js";

const BASE_URLS = { production: "https://api.paddle.com", sandbox: "https://sandbox-api.paddle.com" } as const;

/** a request the SDK gives no timeout of its own */
export class ProviderTimeoutError extends Error {}

export function paddleDiscountBodies(job: SyncJob): { code: string; body: CreateDiscountRequestBody }[] {
  const { coupon, currency } = job;
  const months = durationMonths(coupon, "Paddle");
  return customerCodes(coupon).map(({ code, promo }) => {
    const limit = promo ? codeLimit(promo, coupon) : couponLimit(coupon);
    const expiry = promo ? codeExpiry(promo, coupon) : couponExpiry(coupon);
    const body: CreateDiscountRequestBody = {
      description: coupon.name || coupon.code,
      enabledForCheckout: true,
      code,
      ...(coupon.discountType === "percent"
        ? { type: "percentage", amount: String(Number(coupon.discountAmount)) }
        : { type: "flat", amount: String(minorAmount(coupon.discountAmount, currency)), currencyCode: currency.toUpperCase() as CreateDiscountRequestBody["currencyCode"] }),
      recur: months !== "once",
      maximumRecurringIntervals: months === "once" ? null : months,
      usageLimit: limit,
      expiresAt: expiry ? expiry.toISOString() : null,
      customData: { rally_uuid_code: coupon.code, rally_program: job.programPublicId },
    };
    return { code, body };
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(`Paddle did not answer within ${ms} ms.`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function pushToPaddle(job: SyncJob): Promise<string | PushResult> {
  const action = removal(job.coupon);
  const known = [...parseIdMap(job.coupon.syncExternalId)];
  if (action && !known.length) return nothingKnown("Paddle", action);
  // a removal needs none of the coupon's terms: a duration Paddle cannot express does not stop it
  const bodies = action ? [] : paddleDiscountBodies(job);
  const { Paddle, LogLevel } = await import("@paddle/paddle-node-sdk");
  const environment = job.settings.environment === "sandbox" ? "sandbox" : "production";
  // the SDK takes a URL in place of an environment name: its client uses `environment` itself
  // as the base URL when it is not one of the names, though PaddleOptions types it as the
  // Environment enum only; hence the narrowing of the URL to that type
  const baseUrl = (job.config.PADDLE_API_URL ?? BASE_URLS[environment]).replace(/\/$/, "");
  const paddle = new Paddle(job.secrets.apiKey!, { environment: baseUrl as Environment, logLevel: LogLevel.none });
  if (action) {
    // the status alone: an archived discount keeps its terms for a coupon active again
    await everyOne(known, ([, id]) => withTimeout(paddle.discounts.update(id, { status: "archived" }), job.config.PROVIDER_TIMEOUT_MS));
    const count = `${known.length} Paddle discount${known.length === 1 ? "" : "s"}`;
    return {
      externalId: job.coupon.syncExternalId,
      message: action === "delete" ? `Archived at Paddle: ${count} (Paddle deletes no discount; an archived one cannot be applied).` : `Deactivated at Paddle: ${count} archived.`,
    };
  }
  const ids = parseIdMap(job.coupon.syncExternalId);
  for (const { code, body } of bodies) {
    try {
      const known = ids.get(code);
      if (known) await withTimeout(paddle.discounts.update(known, { ...body, status: "active" }), job.config.PROVIDER_TIMEOUT_MS);
      else ids.set(code, (await withTimeout(paddle.discounts.create(body), job.config.PROVIDER_TIMEOUT_MS)).id);
    } catch (err) {
      throw new PartialSyncError(err, ids.size ? formatIdMap(ids) : null);
    }
  }
  return formatIdMap(ids);
}
