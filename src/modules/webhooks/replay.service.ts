// Replay: events written while a webhook was off (disabled, or turned off) are never delivered
// by themselves when it comes back, as Stripe does; the operator asks for them. A replay
// enqueues, for one webhook, the program's events since a time whose type it listens to now
// and that it has no delivery of yet (so a replay twice sends nothing twice). It reaches back
// at most REPLAY_MAX_DAYS and takes at most REPLAY_MAX_EVENTS a call, oldest first: a second
// call with the same `since` takes the next ones.
import type { ServiceContext } from "../../core/context.js";
import { ValidationError } from "../../core/errors.js";
import { findWebhook } from "./webhooks.service.js";

export const REPLAY_MAX_DAYS = 30;
export const REPLAY_MAX_EVENTS = 10_000;

function checkSince(since: Date | undefined, now: Date): Date {
  if (since === undefined) throw ValidationError.field("since", "The since field is required.");
  if (since.getTime() > now.getTime()) throw ValidationError.field("since", "The since field must not be in the future.");
  if (now.getTime() - since.getTime() > REPLAY_MAX_DAYS * 86_400_000) {
    throw ValidationError.field("since", `The since field must be within the last ${REPLAY_MAX_DAYS} days.`);
  }
  return since;
}

/** answers how many deliveries were enqueued */
export async function replayMissedEvents(ctx: ServiceContext, key: string | undefined, input: { since?: Date }): Promise<number> {
  const hook = await findWebhook(ctx, key);
  const at = ctx.now();
  const since = checkSince(input.since, at);
  // times as text: a timestamp without time zone would ignore the Z of a Date parameter
  const [now, from] = [at.toISOString(), since.toISOString()];
  // undispatched events are left to the dispatcher, which fans them out to this webhook anyway
  const count = await ctx.db.$executeRaw`
    INSERT INTO "WebhookDelivery" (id, "programId", "eventId", "subscriptionUid", status, "attemptCount", "nextAttemptAt", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, e."programId", e.id, ${hook.uid}, 'pending'::"DeliveryStatus", 0, ${now}::timestamp(3), ${now}::timestamp(3), ${now}::timestamp(3)
      FROM "OutboxEvent" e
     WHERE e."programId" = ${ctx.program.id}
       AND e."createdAt" >= ${from}::timestamp(3)
       AND e."dispatchedAt" IS NOT NULL
       AND e.type = ANY(${hook.events}::text[])
       AND NOT EXISTS (SELECT 1 FROM "WebhookDelivery" d WHERE d."eventId" = e.id AND d."subscriptionUid" = ${hook.uid})
     ORDER BY e.id
     LIMIT ${REPLAY_MAX_EVENTS}
    ON CONFLICT ("eventId", "subscriptionUid") DO NOTHING`;
  if (count) ctx.app.webhooks.wake();
  return count;
}
