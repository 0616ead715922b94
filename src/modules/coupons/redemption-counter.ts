// The one statement a redemption runs under its coupon's (or code's) row lock: the counter moves
// (under the limit) and the redeemed event is written, its times_redeemed and redemptions_total
// taken from the counter just moved. Every redemption of a popular code queues on that row, so
// the lock is held for this statement and the commit only; the rest of the view (the coupon and
// its most recent redemptions, this one among them) is read before it, without the lock.
import type { ServiceContext } from "../../core/context.js";
import { isoMicro } from "../../core/time.js";
import { OUTBOX_CHANNEL } from "../../events/bus.js";
import type { EventName, EventResource } from "../../events/outbox.js";

export interface CountedRedemption {
  table: "Coupon" | "PromotionCode";
  uid: string;
  /** the limit the counter must stay under, when one is set */
  limit: number | null;
  type: EventName;
  /** the view read before the lock; its counter fields are set from the counter in the statement */
  resource: EventResource;
  /** the number of recent redemptions the view's additional_info lists */
  recent: number;
}

/**
 * Moves the counter and writes the event; answers the event's id, or null when the limit was
 * reached (or the coupon deleted meanwhile): nothing written then.
 */
export async function countRedemption(tx: ServiceContext, r: CountedRedemption): Promise<bigint | null> {
  // as Prisma's @updatedAt: the wall clock at the write; the view says the same
  const at = new Date();
  const view = { ...r.resource.view, updated_at: isoMicro(at) };
  const live = r.table === "Coupon" ? `AND "deletedAt" IS NULL` : "";
  const rows = await tx.db.$queryRawUnsafe<{ id: bigint }[]>(
    `WITH c AS (
       UPDATE "${r.table}" SET "timesRedeemed" = "timesRedeemed" + 1, "updatedAt" = $2::timestamp(3)
        WHERE uid = $1 ${live} AND ($3::int IS NULL OR "timesRedeemed" < $3::int)
       RETURNING "timesRedeemed"
     ), e AS (
       INSERT INTO "OutboxEvent" ("programId", type, "resourceType", "resourceId", payload, detail, "createdAt")
       SELECT $4::int, $5::text, $6::text, $7::text,
              jsonb_set(jsonb_set($8::jsonb, '{times_redeemed}', to_jsonb(c."timesRedeemed")), '{additional_info,redemptions_total}', to_jsonb(GREATEST(c."timesRedeemed", $9::int))),
              $10::jsonb, $11::timestamp(3)
         FROM c
       RETURNING id
     )
     SELECT id, pg_notify($12, $13)::text AS notified FROM e`,
    r.uid,
    at.toISOString(),
    r.limit,
    tx.program.id,
    r.type,
    r.resource.type,
    r.resource.id,
    JSON.stringify(view),
    r.recent,
    r.resource.detail ? JSON.stringify(r.resource.detail) : null,
    tx.now().toISOString(),
    OUTBOX_CHANNEL,
    tx.app.events.id,
  );
  const id = rows[0]?.id ?? null;
  if (id !== null) tx.app.events.wrote(id);
  return id;
}
