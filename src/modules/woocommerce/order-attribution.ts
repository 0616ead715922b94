// Who a WooCommerce order is attributed to, in the order the issue sets: the
// referral key the tracking script put in the order's meta_data, a partner's coupon among its
// coupon_lines, a customer already linked to a partner, a renewal's original order, a recent
// click from the same browser; else nobody (recorded, not rewarded). How it was decided goes
// into the transaction's metadata.
import type { Customer, Transaction } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { readProgramSettings } from "../programs/program-settings.js";
import { attribute, earning, earningPartner, partnerLink, type Attribution, type PartnerLink } from "../transactions/attribution.js";
import { partnerOfRecentClick } from "./click-attribution.js";
import { metaValue, orderDate, type WooOrder } from "./woo-order.js";

export type AttributionSource = "meta_data" | "coupon" | "customer" | "parent_order" | "click" | "none";

export interface OrderAttribution {
  who: Attribution;
  source: AttributionSource;
  /** a tracked click decided it: where that click landed */
  landingUrl?: string | null;
  /** the coupon code that decided it */
  couponCode?: string;
  /** refer-a-friend: the referring customer's key, for a buyer created by this order */
  referrerKey?: string;
}

/** the meta keys the tracking script fills at checkout */
export const PARTNER_META_KEYS = ["rally_partner", "_rally_partner", "service_partner"];
export const REFERRAL_META_KEY = "rally_referral";

const NOBODY: OrderAttribution = { who: { partner: null, referringCustomerUid: null }, source: "none" };
const byPartner = (partner: PartnerLink | null, source: AttributionSource, couponCode?: string): OrderAttribution | null =>
  partner ? { who: { partner, referringCustomerUid: null }, source, couponCode } : null;

/** a partner's referral key: its own key, or the key of one of its links */
async function partnerOfKey(ctx: ServiceContext, key: string): Promise<PartnerLink | null> {
  const programId = ctx.program.id;
  const own = await ctx.db.partner.findFirst({ where: { programId, key, ...earning }, select: partnerLink });
  if (own) return own;
  const link = await ctx.db.referralLink.findFirst({ where: { programId, key, partner: earning }, select: { partner: { select: partnerLink } } });
  return link?.partner ?? null;
}

async function affiliateAttribution(ctx: ServiceContext, order: WooOrder, buyer: Customer | null, parent: Transaction | null): Promise<OrderAttribution> {
  const key = metaValue(order, ...PARTNER_META_KEYS);
  const fromMeta = key ? byPartner(await partnerOfKey(ctx, key), "meta_data") : null;
  if (fromMeta) return fromMeta;
  for (const { code } of order.coupon_lines) {
    const fromCoupon = code.trim() ? byPartner((await attribute(ctx, null, code.trim())).partner, "coupon", code.trim()) : null;
    if (fromCoupon) return fromCoupon;
  }
  const fromCustomer = byPartner(await earningPartner(ctx, buyer?.partnerUid), "customer");
  if (fromCustomer) return fromCustomer;
  const fromParent = byPartner(await earningPartner(ctx, parent?.partnerUid), "parent_order");
  if (fromParent) return fromParent;
  const clicked = await partnerOfRecentClick(ctx, {
    ip: order.customer_ip_address,
    userAgent: order.customer_user_agent,
    at: orderDate(order) ?? ctx.now(),
    cookieLifetimeDays: readProgramSettings(ctx.program.settings).cookieLifetime,
  });
  return clicked ? { ...byPartner(clicked.partner, "click")!, landingUrl: clicked.landingUrl } : NOBODY;
}

/** refer-a-friend: the referring customer's key (or one of its links'), never the buyer itself */
async function referrerOfKey(ctx: ServiceContext, key: string, buyer: Customer | null): Promise<Customer | null> {
  const programId = ctx.program.id;
  const own = await ctx.db.customer.findFirst({ where: { programId, key, deletedAt: null } });
  const found = own ?? (await ctx.db.referralLink.findFirst({ where: { programId, key, customer: { deletedAt: null } }, select: { customer: true } }))?.customer ?? null;
  return found && found.uid !== buyer?.uid ? found : null;
}

async function referralAttribution(ctx: ServiceContext, order: WooOrder, buyer: Customer | null, parent: Transaction | null): Promise<OrderAttribution> {
  const key = metaValue(order, REFERRAL_META_KEY);
  const referrer = key ? await referrerOfKey(ctx, key, buyer) : null;
  if (referrer) return { who: { partner: null, referringCustomerUid: referrer.uid }, source: "meta_data", referrerKey: referrer.key };
  if (buyer?.referringCustomerUid) return { who: { partner: null, referringCustomerUid: buyer.referringCustomerUid }, source: "customer" };
  if (parent?.referringCustomerUid) return { who: { partner: null, referringCustomerUid: parent.referringCustomerUid }, source: "parent_order" };
  return NOBODY;
}

export function attributeOrder(ctx: ServiceContext, order: WooOrder, buyer: Customer | null, parent: Transaction | null): Promise<OrderAttribution> {
  return ctx.program.type === "Referral" ? referralAttribution(ctx, order, buyer, parent) : affiliateAttribution(ctx, order, buyer, parent);
}
