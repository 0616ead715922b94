// Writes an event in the same transaction as the change it reports (the outbox). Its payload
// is the resource as the REST API shows it, from the resource's one view. The dispatcher
// (bus.ts) hands committed events to pub/sub; webhook delivery reads the same rows.
import { Prisma } from "../generated/prisma/client.js";
import type { ServiceContext } from "../core/context.js";
import type { DbTx } from "../db/client.js";
import type { EventName } from "../core/events.js";
import { OUTBOX_CHANNEL } from "./bus.js";

/** the events the modules declare (their index.ts): named there, once */
export type { EventName };

/** what an event reports: which resource, and the resource as its view shows it */
/** the kinds of record an event concerns (its resource type, as webhooks and the outbox name it) */
export const RESOURCE_TYPES = ["partner", "subscriber", "lead", "customer", "transaction", "coupon", "promotion_code", "reward", "payout_request", "webhook"] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface EventResource {
  type: ResourceType;
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

/** writes the events in the context's transaction; this instance's dispatcher claims them at once (see EventBus.wrote) */
export async function recordEvents(ctx: ServiceContext, events: readonly PendingEvent[]): Promise<void> {
  const ids = await insertEvents(ctx.db, { programId: ctx.program.id, instanceId: ctx.app.events.id, createdAt: ctx.now() }, events);
  for (const id of ids) ctx.app.events.wrote(id);
}

/**
 * Inserts the events, in order, and in the same statement notifies the outbox channel:
 * PostgreSQL delivers the notification only when the transaction commits (and once per
 * transaction, however many events it holds), waking the dispatcher of every other instance
 * that LISTENs; the payload names the writing instance, which its own commit wakes directly.
 * Several events are one statement: a sale and the commissions it earned are one round trip.
 * Outside a request (the webhook worker) this is the way in; inside one, recordEvents.
 */
export async function insertEvents(
  db: Pick<DbTx, "$queryRaw">,
  at: { programId: number; instanceId: string; createdAt: Date },
  events: readonly PendingEvent[],
): Promise<bigint[]> {
  if (!events.length) return [];
  // createdAt as text: a timestamp without time zone ignores the Z, so it is stored in UTC as Prisma stores it
  const createdAt = at.createdAt.toISOString();
  const rows = events.map(
    ([type, r]) =>
      Prisma.sql`(${at.programId}, ${type}, ${r.type}, ${r.id}, ${JSON.stringify(r.view)}::jsonb, ${r.detail ? JSON.stringify(r.detail) : null}::jsonb, ${createdAt}::timestamp(3))`,
  );
  // ids follow the VALUES order (one sequence, one statement), so readers see the events in the order written
  const inserted = await db.$queryRaw<{ id: bigint }[]>`
    WITH inserted AS (
      INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
      VALUES ${Prisma.join(rows)}
      RETURNING id
    )
    SELECT id, pg_notify(${OUTBOX_CHANNEL}, ${at.instanceId})::text AS notified FROM inserted`;
  return inserted.map((row) => row.id);
}
