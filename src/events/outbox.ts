// Writes an event in the same transaction as the change it reports (the outbox). Its payload
// is the resource as the REST API shows it, from the resource's one view. The dispatcher
// (bus.ts) hands committed events to pub/sub; webhook delivery reads the same rows.
import type { ServiceContext } from "../core/context.js";

export type EventName =
  | `partner.${"created" | "updated" | "deleted" | "approved" | "archived"}`
  | `customer.${"created" | "updated" | "deleted" | "credited" | "rewarded"}`
  | `transaction.${"created" | "updated" | "deleted"}`
  | `reward.${"created" | "approved" | "paid"}`
  | `lead.${"submitted" | "converted" | "rejected"}`
  | `subscriber.${"created" | "updated" | "deleted" | "rewarded"}`
  | "coupon.redeemed"
  | "promotion_code.redeemed";

/** what an event reports: which resource, and the resource as its view shows it */
export interface EventResource {
  type: string;
  id: string;
  view: Record<string, unknown>;
}

export async function recordEvent(ctx: ServiceContext, type: EventName, resource: EventResource): Promise<void> {
  await ctx.db.outboxEvent.create({
    data: {
      programId: ctx.program.id,
      type,
      resourceType: resource.type,
      resourceId: resource.id,
      payload: resource.view as object,
      createdAt: ctx.now(),
    },
  });
}
