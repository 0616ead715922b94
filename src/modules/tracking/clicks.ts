// One click as stored: who it counts for, where the visitor landed and came from, a hashed
// address (never the raw one), and the paid-ads click id when the landing URL carries one.
// Bots are told apart by isbot's maintained user-agent list and never stored.
import { isbot } from "isbot";
import { adClickId } from "../../core/paid-ads.js";
import type { ClickRow } from "./click-writer.js";
import { visitorId } from "./ip-hash.js";
import type { TrackedLink } from "./tracking-lookup.js";

/** recent user agents' verdicts: isbot's pattern is long, and a page's visitors share few browsers */
const verdicts = new Map<string, boolean>();

export function isBot(userAgent: string | undefined): boolean {
  // no user agent at all is no browser either
  if (!userAgent) return true;
  let bot = verdicts.get(userAgent);
  if (bot === undefined) {
    bot = isbot(userAgent);
    if (verdicts.size >= 10_000) verdicts.clear(); // bounded memory
    verdicts.set(userAgent, bot);
  }
  return bot;
}

const clip = (s: string | null | undefined, n: number) => (s ? s.slice(0, n) : null);

/** a user agent as a click stores it: what a later order's lookup must compare with */
export const storedUserAgent = (userAgent: string) => clip(userAgent, 512);

export function clickRow(link: TrackedLink, visit: { ipHash: string; userAgent: string; landingUrl?: string | null; referrer?: string | null; at: Date }): ClickRow {
  const { ipHash } = visit;
  return {
    programId: link.programId,
    referralLinkId: link.id,
    partnerUid: link.partnerUid,
    customerUid: link.customerUid,
    subscriberUid: link.subscriberUid,
    visitorId: visitorId(ipHash, visit.userAgent),
    ipHash,
    userAgent: storedUserAgent(visit.userAgent),
    landingUrl: clip(visit.landingUrl, 2048),
    referrer: clip(visit.referrer, 2048),
    paidClickId: adClickId(visit.landingUrl),
    createdAt: visit.at,
  };
}
