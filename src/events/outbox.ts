// Writes an event in the same transaction as the change it reports (the outbox). The
// dispatcher (bus.ts) hands committed events to pub/sub; webhook delivery reads the same rows.
import type { ServiceContext } from "../core/context.js";
import { snapshot } from "./snapshot.js";

export type EventName =
  | `partner.${"created" | "updated" | "deleted" | "approved" | "archived"}`
  | `customer.${"created" | "updated" | "deleted" | "credited" | "rewarded"}`
  | `transaction.${"created" | "updated" | "deleted"}`
  | `reward.${"created" | "approved" | "paid"}`
  | `lead.${"submitted" | "converted" | "rejected"}`
  | `subscriber.${"created" | "updated" | "deleted" | "rewarded"}`
  | "coupon.redeemed"
  | "promotion_code.redeemed";

export async function recordEvent(
  ctx: ServiceContext,
  type: EventName,
  resourceType: string,
  resourceId: string,
  resource: object,
): Promise<void> {
  await ctx.db.outboxEvent.create({
    data: {
      programId: ctx.program.id,
      type,
      resourceType,
      resourceId,
      payload: snapshot(resource) as object,
      createdAt: ctx.now(),
    },
  });
}
