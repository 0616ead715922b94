// Placeholder of the shop-provider sync (issue 9): the integrations branch replaces this file.
// Until then no provider is connected, so a coupon asking for sync is refused with the 422
// of spec section 7 and nothing is ever pushed.
import type { ServiceContext } from "../../core/context.js";
import type { Coupon, PromotionCode, SyncProvider } from "../../generated/prisma/client.js";

export interface CouponSyncOutcome {
  successful: boolean;
  message: string | null;
  externalId: string | null;
}

export async function providerConnected(_ctx: ServiceContext, _provider: SyncProvider): Promise<boolean> {
  return false;
}

export async function syncCoupon(_ctx: ServiceContext, provider: SyncProvider, _coupon: Coupon & { promoCodes: PromotionCode[] }): Promise<CouponSyncOutcome> {
  return { successful: false, message: `${provider} is not connected`, externalId: null };
}
