// What every provider's pusher reads of a coupon: its amounts in the forms providers take
// (major-unit strings, minor-unit integers, fractions), its duration in months, its limits.
import type { Config } from "../../../config.js";
import { minorUnits } from "../../../core/currencies.js";
import type { Coupon, PromotionCode } from "../../../generated/prisma/client.js";
import { Decimal } from "../../../core/money.js";

export type CouponWithCodes = Coupon & { promoCodes: PromotionCode[] };

export interface SyncJob {
  coupon: CouponWithCodes;
  /** the currency of a static discount: the program's */
  currency: string;
  settings: Record<string, string>;
  secrets: Record<string, string>;
  config: Config;
  /** the program, for the identifiers sent along (metadata) */
  programPublicId: string;
}

/** a provider's refusal before any request: a coupon it cannot express */
export class UnsupportedCouponError extends Error {}

/** the coupon's duration in months (null: forever), or "once" */
export function durationMonths(coupon: Coupon, provider: string): number | null | "once" {
  const value = coupon.durationValue ?? 0;
  switch (coupon.durationType) {
    case "once":
      return "once";
    case "months":
      return value;
    case "years":
      return value * 12;
    case "lifetime":
      return null;
    default:
      throw new UnsupportedCouponError(
        `${provider} discounts last once, a number of months or forever: a duration in ${coupon.durationType} cannot be synced.`,
      );
  }
}

/** a static amount in the currency's minor unit (cents), as Stripe and Paddle take it */
export const minorAmount = (amount: Decimal | number, currency: string): number =>
  new Decimal(amount).times(new Decimal(10).pow(minorUnits(currency))).toDecimalPlaces(0).toNumber();

/** a static amount in major units with the currency's decimals ("10.50"), as Shopify and WooCommerce take it */
export const majorAmount = (amount: Decimal | number, currency: string): string => new Decimal(amount).toFixed(minorUnits(currency));

/** the last instant of a redemption date (dates are inclusive), UTC */
export const endOfDay = (date: Date): Date => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 23, 59, 59));

/** the coupon's redemption limit, when it has one */
export const couponLimit = (c: Coupon): number | null => (c.redemptionLimitEnabled && c.redemptionLimit != null ? c.redemptionLimit : null);
export const couponExpiry = (c: Coupon): Date | null => (c.expirationEnabled && c.expiresOn ? endOfDay(c.expiresOn) : null);
export const ownLimit = (p: PromotionCode): number | null => (p.redemptionLimitEnabled && p.redemptionLimit != null ? p.redemptionLimit : null);
export const ownExpiry = (p: PromotionCode): Date | null => (p.expirationEnabled && p.expiresOn ? endOfDay(p.expiresOn) : null);
/** a promotion code's own limit, else its coupon's (providers where each code is a discount of its own) */
export const codeLimit = (p: PromotionCode, c: Coupon): number | null => ownLimit(p) ?? couponLimit(c);
/** a promotion code's own expiry or its coupon's, whichever comes first */
export function codeExpiry(p: PromotionCode, c: Coupon): Date | null {
  const own = ownExpiry(p);
  const coupon = couponExpiry(c);
  if (own && coupon) return own < coupon ? own : coupon;
  return own ?? coupon;
}
export const codeMinimum = (p: PromotionCode): number | null => (p.minimumOrderEnabled && p.minimumOrderValue != null ? p.minimumOrderValue : null);

/**
 * The codes customers type: the promotion codes, or the coupon's own uuid_code when it has none.
 * Providers whose discount is one code (WooCommerce, Paddle) get one discount per code.
 */
export function customerCodes(coupon: CouponWithCodes): { code: string; promo?: PromotionCode }[] {
  return coupon.promoCodes.length ? coupon.promoCodes.map((promo) => ({ code: promo.code, promo })) : [{ code: coupon.code }];
}

/**
 * External ids of providers with one discount per code, kept in syncExternalId as
 * CODE=id pairs (codes are A-Z a-z 0-9 - _, so neither = nor , occurs in them).
 */
export function parseIdMap(externalId: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of (externalId ?? "").split(",")) {
    const at = pair.indexOf("=");
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return map;
}
export const formatIdMap = (map: Map<string, string>): string => [...map].map(([code, id]) => `${code}=${id}`).join(",");

/** the error raised when a provider's push stopped part-way: what was created is kept */
export class PartialSyncError extends Error {
  constructor(
    readonly cause: unknown,
    readonly externalId: string | null,
  ) {
    super("partial sync");
  }
}

/**
 * What a pusher reports: the external id to keep and, when the push did something other than
 * create or update (a removal, a deactivation, nothing at all), its own message. successful:
 * false is a provider that cannot do what Rally asked (never a silent success).
 */
export interface PushResult {
  externalId: string | null;
  successful?: boolean;
  message?: string;
}

/** a deleted coupon or an inactive one: what the provider must stop honouring */
export const removal = (coupon: Coupon): "delete" | "deactivate" | null => (coupon.deletedAt ? "delete" : coupon.active ? null : "deactivate");

/** nothing at the provider yet: a deleted coupon has nothing to remove, an inactive one is not created until it is active */
export function nothingKnown(provider: string, action: "delete" | "deactivate"): PushResult {
  return {
    externalId: null,
    message:
      action === "delete"
        ? `Nothing to remove at ${provider}: the coupon was never synchronized with it.`
        : `Not pushed to ${provider} while inactive: nothing of the coupon is there yet, and it is created there when the coupon is active again.`,
  };
}

/** runs every step, then raises the first failure: one refusal does not leave the others in place */
export async function everyOne<T>(items: T[], step: (item: T) => Promise<unknown>): Promise<void> {
  let first: unknown;
  let failed = false;
  for (const item of items) {
    try {
      await step(item);
    } catch (err) {
      if (!failed) first = err;
      failed = true;
    }
  }
  if (failed) throw first;
}
