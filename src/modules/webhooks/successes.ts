// Successful attempts are recorded in batches (group commit): the successes that finish while
// one batch is written go into the next, as one statement (the attempts, the deliveries marked
// succeeded, their webhooks' failure streaks reset). An attempt counts as recorded only once its
// batch committed; until then its lease holds, and a process that dies first leaves the
// delivery to be sent again (at least once, as before). Failures stay one transaction each
// (delivery-worker.ts): they decide retries and disabling, and are rare on a healthy endpoint.
import type { PrismaClient } from "../../generated/prisma/client.js";
import { cuid } from "../../core/ids.js";
import { executeStatement } from "../../db/raw.js";

export interface Success {
  deliveryId: string;
  attemptedAt: Date;
  statusCode: number;
  durationMs: number;
  responseBody: string | null;
  attempts: number;
}

interface Pending {
  s: Success;
  done: (err?: unknown) => void;
}

/** rows per statement (each column one array parameter: the statement text never changes) */
const MAX_BATCH = 500;

// the deliveries first (their row locks make a concurrent delete of the webhook wait or win), then
// the attempts of the deliveries that were still there, then the streaks of their webhooks
const WRITE = `
  WITH v AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::timestamp(3)[], $4::int[], $5::int[], $6::text[], $7::int[])
      AS v(attempt_id, delivery_id, attempted_at, status_code, duration_ms, response_body, attempts)
  ), d AS (
    UPDATE "WebhookDelivery" w
       SET status = 'succeeded', "attemptCount" = v.attempts, "lastAttemptAt" = v.attempted_at, "nextAttemptAt" = $8::timestamp(3), "updatedAt" = $9::timestamp(3)
      FROM v WHERE w.id = v.delivery_id
    RETURNING w.id, w."subscriptionUid"
  ), a AS (
    INSERT INTO "DeliveryAttempt" (id, "deliveryId", "attemptedAt", "statusCode", error, "durationMs", "responseBody")
    SELECT v.attempt_id, v.delivery_id, v.attempted_at, v.status_code, NULL, v.duration_ms, v.response_body FROM v JOIN d ON d.id = v.delivery_id
  )
  UPDATE "WebhookSubscription" SET "consecutiveFailures" = 0, "failingSince" = NULL, "updatedAt" = $9::timestamp(3)
   WHERE uid IN (SELECT "subscriptionUid" FROM d) AND ("consecutiveFailures" > 0 OR "failingSince" IS NOT NULL)`;

export interface SuccessWriter {
  /** resolves once the success is committed */
  record(s: Success): Promise<void>;
}

export function createSuccessWriter(prisma: PrismaClient, now: () => Date): SuccessWriter {
  let queue: Pending[] = [];
  let writing = false;

  async function write(batch: Pending[]) {
    const rows = batch.map((p) => p.s);
    await executeStatement(prisma, {
      text: WRITE,
      values: [
        rows.map(() => cuid()),
        rows.map((r) => r.deliveryId),
        rows.map((r) => r.attemptedAt.toISOString()),
        rows.map((r) => r.statusCode),
        rows.map((r) => r.durationMs),
        rows.map((r) => r.responseBody),
        rows.map((r) => r.attempts),
        now().toISOString(),
        new Date().toISOString(),
      ],
    });
  }

  async function drain() {
    writing = true;
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      try {
        await write(batch);
        for (const p of batch) p.done();
      } catch (err) {
        for (const p of batch) p.done(err);
      }
    }
    writing = false;
  }

  return {
    record(s) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ s, done: (err) => (err === undefined ? resolve() : reject(err)) });
        if (!writing) void drain();
      });
    },
  };
}
