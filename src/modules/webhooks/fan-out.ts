// Turns dispatched outbox events into deliveries: one row per (event, active subscription of
// its program that names it), written by the dispatcher in the transaction that marks the
// events dispatched, so an event is either still pending or has all its deliveries.
import type { DbTx } from "../../db/client.js";

export async function fanOut(tx: DbTx, eventIds: readonly bigint[], now: Date): Promise<number> {
  if (!eventIds.length) return 0;
  const at = now.toISOString();
  return tx.$executeRawUnsafe(
    `INSERT INTO "WebhookDelivery" (id, "programId", "eventId", "subscriptionUid", status, "attemptCount", "nextAttemptAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid()::text, e."programId", e.id, s.uid, 'pending'::"DeliveryStatus", 0, $2::timestamp(3), $2::timestamp(3), $2::timestamp(3)
       FROM "OutboxEvent" e
       JOIN "WebhookSubscription" s ON s."programId" = e."programId" AND s."isActive" AND e.type = ANY(s.events)
      WHERE e.id = ANY($1::bigint[])
     ON CONFLICT ("eventId", "subscriptionUid") DO NOTHING`,
    eventIds.map(String),
    at,
  );
}
