// Step 4 of an order's attribution: a recent tracked click from the same browser (hashed IP and
// user agent) inside the program's cookie lifetime. Clicks carry neither column yet: the
// tracking work adds Click.ipHash, Click.userAgent and hashIp(). Until that merges this finds
// nothing; wiring it then is a query here and nothing else.
import type { ServiceContext } from "../../core/context.js";
import type { PartnerLink } from "../transactions/attribution.js";

export interface ClickLookup {
  ip: string;
  userAgent: string;
  /** when the order was placed: the click must come before it, within the cookie lifetime */
  at: Date;
  cookieLifetimeDays: number;
}

export async function partnerOfRecentClick(_ctx: ServiceContext, lookup: ClickLookup): Promise<PartnerLink | null> {
  if (!lookup.ip || !lookup.userAgent) return null;
  // wired after the tracking merge: the latest Click of this program with ipHash = hashIp(ip),
  // userAgent = userAgent, createdAt within [at - cookieLifetimeDays, at], whose referral link's
  // partner is earning (not deleted or archived)
  return null;
}
