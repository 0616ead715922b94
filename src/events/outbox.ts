// Writes an event in the same transaction as the change it reports (the outbox). Its payload
// is the resource as the REST API shows it, from the resource's one view. The dispatcher
// (bus.ts) hands committed events to pub/sub; webhook delivery reads the same rows.
import type { ServiceContext } from "../core/context.js";
import { OUTBOX_CHANNEL } from "./bus.js";

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

/**
 * Inserts the event and, in the same statement, notifies the outbox channel: PostgreSQL
 * delivers the notification only when the transaction commits (and once per transaction,
 * however many events it holds), waking the dispatcher of every other instance that LISTENs;
 * the payload names the writing instance, which its own commit wakes directly.
 */
export async function recordEvent(ctx: ServiceContext, type: EventName, resource: EventResource): Promise<void> {
  // createdAt as text: a timestamp without time zone ignores the Z, so it is stored in UTC as Prisma stores it
  const [row] = await ctx.db.$queryRaw<{ id: bigint }[]>`
    WITH inserted AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, "createdAt")
      VALUES (${ctx.program.id}, ${type}, ${resource.type}, ${resource.id}, ${JSON.stringify(resource.view)}::jsonb, ${ctx.now().toISOString()}::timestamp(3))
      RETURNING id
    )
    SELECT id, pg_notify(${OUTBOX_CHANNEL}, ${ctx.app.events.id})::text AS notified FROM inserted`;
  // this instance's own event: its dispatcher claims it at once (see EventBus.wrote)
  if (row) ctx.app.events.wrote(row.id);
}
