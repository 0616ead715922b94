// The webhook events of compat.md 6 and the program types that emit them: a subscription may
// name only events its program can produce (422 otherwise, naming the event's index).
import type { ProgramType } from "../../generated/prisma/client.js";

const ALL: readonly ProgramType[] = ["Affiliate", "Referral", "Newsletter"];
const SALES: readonly ProgramType[] = ["Affiliate", "Referral"];
const AFFILIATE: readonly ProgramType[] = ["Affiliate"];

export const WEBHOOK_EVENTS: Record<string, readonly ProgramType[]> = {
  "partner.created": AFFILIATE,
  "partner.updated": AFFILIATE,
  "partner.deleted": AFFILIATE,
  "partner.approved": AFFILIATE,
  "partner.archived": AFFILIATE,
  "customer.created": SALES,
  "customer.updated": SALES,
  "customer.deleted": SALES,
  "customer.credited": SALES,
  "customer.rewarded": SALES,
  "transaction.created": SALES,
  "transaction.updated": SALES,
  "transaction.deleted": SALES,
  "reward.created": ALL,
  "reward.approved": ALL,
  "reward.paid": ALL,
  "lead.submitted": AFFILIATE,
  "lead.converted": AFFILIATE,
  "lead.rejected": AFFILIATE,
  "subscriber.created": ["Newsletter"],
  "subscriber.updated": ["Newsletter"],
  "subscriber.deleted": ["Newsletter"],
  "subscriber.rewarded": ["Newsletter"],
  "coupon.redeemed": AFFILIATE,
  "promotion_code.redeemed": AFFILIATE,
};

/** sent on request to one subscription, whatever it names */
export const TEST_EVENT = "webhook.test";

export function eventsFor(type: ProgramType): string[] {
  return Object.entries(WEBHOOK_EVENTS)
    .filter(([, types]) => types.includes(type))
    .map(([name]) => name);
}

/** why the program may not subscribe to the event, or undefined when it may */
export function eventRefusal(type: ProgramType, event: string): string | undefined {
  const types = WEBHOOK_EVENTS[event];
  if (!types) return `The event ${event} does not exist.`;
  if (!types.includes(type)) return `The event ${event} is not available for ${type} programs.`;
  return undefined;
}
