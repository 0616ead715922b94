// Turns dispatched outbox events into deliveries: one row per (event, active subscription of
// its program that names it), written inside the dispatcher's claiming statement (bus.ts,
// dispatchWrites), so an event is either still pending or has all its deliveries.
import { Prisma } from "../../generated/prisma/client.js";

/** the deliveries of the events in the CTE "claimed"; returns a row per delivery written */
export function fanOutSql(now: Date): Prisma.Sql {
  const at = now.toISOString();
  return Prisma.sql`
    INSERT INTO "WebhookDelivery" (id, "programId", "eventId", "subscriptionUid", status, "attemptCount", "nextAttemptAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, e."programId", e.id, s.uid, 'pending'::"DeliveryStatus", 0, ${at}::timestamp(3), ${at}::timestamp(3), ${at}::timestamp(3)
      FROM claimed e
      JOIN "WebhookSubscription" s ON s."programId" = e."programId" AND s."isActive" AND e.type = ANY(s.events)
    ON CONFLICT ("eventId", "subscriptionUid") DO NOTHING
    RETURNING 1`;
}
