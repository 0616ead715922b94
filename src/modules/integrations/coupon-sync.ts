// Pushing a coupon and its promotion codes to the program's shop provider, during the
// request that creates or updates it. Never throws: whatever goes wrong (the provider's
// refusal, a refused connection, a timeout, a coupon the provider cannot express) is an
// outcome with the provider's message, and the coupon stays as Rally stored it. Each
// provider's client is imported only when a program syncs to it. A deleted coupon (deletedAt)
// is removed at the provider and an inactive one disabled there; what the provider cannot do
// is an unsuccessful outcome saying so, never a silent success.
import type { ServiceContext } from "../../core/context.js";
import type { Coupon, PromotionCode, SyncProvider } from "../../generated/prisma/client.js";
import { openConnection } from "./integrations.service.js";
import { PartialSyncError, type PushResult, type SyncJob } from "./providers/mapping.js";
import { EncryptionKeyMissingError } from "./secrets.js";

export interface CouponSyncOutcome {
  successful: boolean;
  message: string | null;
  externalId: string | null;
}

const NAMES: Record<SyncProvider, string> = { stripe: "Stripe", shopify: "Shopify", woocommerce: "WooCommerce", paddle: "Paddle" };

const PUSHERS: Record<SyncProvider, () => Promise<(job: SyncJob) => Promise<string | PushResult>>> = {
  stripe: async () => (await import("./providers/stripe.js")).pushToStripe,
  shopify: async () => (await import("./providers/shopify.js")).pushToShopify,
  woocommerce: async () => (await import("./providers/woocommerce.js")).pushToWooCommerce,
  paddle: async () => (await import("./providers/paddle.js")).pushToPaddle,
};

/** whether the context's program has a working connection to the provider */
export async function providerConnected(ctx: ServiceContext, provider: SyncProvider): Promise<boolean> {
  try {
    return (await openConnection(ctx, provider)) !== undefined;
  } catch (err) {
    if (err instanceof EncryptionKeyMissingError) return false;
    throw err;
  }
}

/** the provider's own words for a failure, from whichever client raised it */
export function providerMessage(err: unknown): string {
  const e = err as {
    message?: string;
    detail?: string;
    cause?: { message?: string; code?: string };
    response?: { data?: { message?: string; error?: { message?: string } } };
  };
  // WooCommerce (axios): the body's message; Paddle: the error's detail
  const fromBody = e?.response?.data?.message ?? e?.response?.data?.error?.message ?? e?.detail;
  if (typeof fromBody === "string" && fromBody) return fromBody;
  const message = typeof e?.message === "string" && e.message ? e.message : String(err);
  // fetch's "fetch failed" says nothing: its cause (ECONNREFUSED, a reset) does
  const cause = e?.cause?.message ?? e?.cause?.code;
  return cause && !message.includes(cause) ? `${message}: ${cause}` : message;
}

/** a provider's message never carries the connection's secrets back to the client */
export function redact(message: string, secrets: Record<string, string>): string {
  let out = message;
  for (const s of Object.values(secrets)) if (s && s.length >= 6) out = out.split(s).join("[redacted]");
  return out.slice(0, 1000);
}

export async function syncCoupon(ctx: ServiceContext, provider: SyncProvider, coupon: Coupon & { promoCodes: PromotionCode[] }): Promise<CouponSyncOutcome> {
  const name = NAMES[provider] ?? String(provider);
  const failed = (message: string, externalId = coupon.syncExternalId): CouponSyncOutcome => ({ successful: false, message, externalId: externalId ?? null });
  // a program's connection serves its own coupons only
  if (coupon.programId !== ctx.program.id) return failed(`${name} is not connected to this coupon's program.`);
  let secrets: Record<string, string> = {};
  try {
    const connection = await openConnection(ctx, provider);
    if (!connection) return failed(`${name} is not connected to this program.`);
    secrets = connection.secrets;
    const push = await PUSHERS[provider]();
    const job: SyncJob = {
      coupon,
      currency: ctx.program.currency,
      settings: connection.settings,
      secrets,
      config: ctx.app.config,
      programPublicId: ctx.program.publicId,
    };
    // a removal or deactivation says what it did (or could not do) in its own words
    const pushed = await push(job);
    if (typeof pushed === "string") return { successful: true, message: `Synchronized with ${name}.`, externalId: pushed };
    return {
      successful: pushed.successful ?? true,
      message: redact(pushed.message ?? `Synchronized with ${name}.`, secrets),
      externalId: pushed.externalId ?? coupon.syncExternalId ?? null,
    };
  } catch (err) {
    const partial = err instanceof PartialSyncError ? err : undefined;
    const message = redact(providerMessage(partial ? partial.cause : err), secrets);
    ctx.app.logger.warn({ programId: ctx.program.id, provider, coupon: coupon.code, message }, "coupon sync failed");
    return failed(message, partial?.externalId ?? coupon.syncExternalId);
  }
}
