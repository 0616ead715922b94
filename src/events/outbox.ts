// Writes an event in the same transaction as the change it reports (the outbox). Its payload
// is the resource as the REST API shows it, from the resource's one view. The dispatcher
// (bus.ts) hands committed events to pub/sub; webhook delivery reads the same rows.
import { Prisma } from "../generated/prisma/client.js";
import type { ServiceContext } from "../core/context.js";
import { OUTBOX_CHANNEL } from "./bus.js";

export type EventName =
  | `partner.${"created" | "updated" | "deleted" | "approved" | "archived"}`
  | `customer.${"created" | "updated" | "deleted" | "credited" | "rewarded"}`
  | `transaction.${"created" | "updated" | "deleted"}`
  | `reward.${"created" | "approved" | "paid"}`
  | `lead.${"submitted" | "converted" | "rejected"}`
  // not a webhook event of compat.md 6: it feeds the leadChanged subscription (and `events`)
  | "lead.deleted"
  | `subscriber.${"created" | "updated" | "deleted" | "rewarded"}`
  | "coupon.redeemed"
  | "promotion_code.redeemed";

/** what an event reports: which resource, and the resource as its view shows it */
export interface EventResource {
  type: string;
  id: string;
  view: Record<string, unknown>;
  /** what the event concerns beyond the resource, for live feeds (a redemption's transaction key); never in webhook data */
  detail?: Record<string, unknown>;
}

/** an event to write: its name and what it reports */
export type PendingEvent = readonly [EventName, EventResource];

/** writes one event; see recordEvents */
export function recordEvent(ctx: ServiceContext, type: EventName, resource: EventResource): Promise<void> {
  return recordEvents(ctx, [[type, resource]]);
}

/**
 * Inserts the events, in order, and in the same statement notifies the outbox channel:
 * PostgreSQL delivers the notification only when the transaction commits (and once per
 * transaction, however many events it holds), waking the dispatcher of every other instance
 * that LISTENs; the payload names the writing instance, which its own commit wakes directly.
 * Several events are one statement: a sale and the commissions it earned are one round trip.
 */
export async function recordEvents(ctx: ServiceContext, events: readonly PendingEvent[]): Promise<void> {
  if (!events.length) return;
  // createdAt as text: a timestamp without time zone ignores the Z, so it is stored in UTC as Prisma stores it
  const createdAt = ctx.now().toISOString();
  const rows = events.map(
    ([type, r]) =>
      Prisma.sql`(${ctx.program.id}, ${type}, ${r.type}, ${r.id}, ${JSON.stringify(r.view)}::jsonb, ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${createdAt}::timestamp(3))`,
  );
  // ids follow the VALUES order (one sequence, one statement), so readers see the events in the order written
  const inserted = await ctx.db.$queryRaw<{ id: bigint }[]>`
    WITH inserted AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      VALUES ${Prisma.join(rows)}
      RETURNING id
    )
    SELECT id, pg_notify(${OUTBOX_CHANNEL}, ${ctx.app.events.id})::text AS notified FROM inserted`;
  // this instance's own events: its dispatcher claims them at once (see EventBus.wrote)
  for (const row of inserted) ctx.app.events.wrote(row.id);
}
