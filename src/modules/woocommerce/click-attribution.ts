// Step 4 of an order's attribution: the latest tracked click from the same browser (the hashed
// address and the user agent WooCommerce recorded at checkout) inside the program's cookie
// lifetime before the order, on a partner that can still earn. The raw address is hashed with
// the key the tracking endpoints use and never stored.
import type { ServiceContext } from "../../core/context.js";
import { storedUserAgent } from "../tracking/clicks.js";
import { earning, partnerLink, type PartnerLink } from "../transactions/attribution.js";

export interface ClickLookup {
  ip: string;
  userAgent: string;
  /** when the order was placed: the click must come before it, within the cookie lifetime */
  at: Date;
  cookieLifetimeDays: number;
}

export interface Clicked {
  partner: PartnerLink;
  /** where the click landed: the sale's referral URL, so a paid-ad click id reaches the paid-ads rule */
  landingUrl: string | null;
}

export async function partnerOfRecentClick(ctx: ServiceContext, lookup: ClickLookup): Promise<Clicked | null> {
  if (!lookup.ip || !lookup.userAgent) return null;
  const click = await ctx.db.click.findFirst({
    where: {
      programId: ctx.program.id,
      ipHash: ctx.app.hashIp(lookup.ip),
      userAgent: storedUserAgent(lookup.userAgent),
      // WooCommerce dates have whole seconds: a click in the order's own second is before it
      createdAt: { gte: new Date(lookup.at.getTime() - lookup.cookieLifetimeDays * 86_400_000), lt: new Date(lookup.at.getTime() + 1000) },
      partner: earning,
    },
    orderBy: { createdAt: "desc" },
    select: { partner: { select: partnerLink }, landingUrl: true },
  });
  return click?.partner ? { partner: click.partner, landingUrl: click.landingUrl } : null;
}
