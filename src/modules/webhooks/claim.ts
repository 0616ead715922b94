// Claiming due deliveries fairly across programs. Each program gets at most its share of
// attempts in flight (WEBHOOK_CONCURRENCY_PER_PROGRAM, less what this process already has in
// flight for it), and the claim interleaves programs: every program's first due delivery
// before any program's second (row_number per program), so a program with a backlog of
// thousands, or endpoints that never answer, cannot hold the slots another program's single
// event needs. Per program the scan stops at its share (a LATERAL ... LIMIT on the index), so a
// claim costs the same whatever one program's backlog. The rows picked are then locked with
// FOR UPDATE SKIP LOCKED and leased (nextAttemptAt moved past the attempt's longest duration),
// so several instances never take the same attempt. The same statement answers what the
// attempt sends (the event) and how (the subscription's URL and secrets): no read per attempt.
import type { PrismaClient } from "../../generated/prisma/client.js";
import { queryRows } from "../../db/raw.js";

export interface Claimed {
  id: string;
  programId: number;
  eventId: bigint;
  subscriptionUid: string;
  attemptCount: number;
  event: { id: bigint; type: string; payload: unknown; createdAt: Date };
  subscription: { uid: string; programId: number; key: string; url: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null };
}

interface ClaimedRow {
  id: string;
  programId: number;
  eventId: bigint;
  subscriptionUid: string;
  attemptCount: number;
  type: string;
  payload: unknown;
  eventCreatedAt: Date;
  key: string;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

export interface ClaimRequest {
  at: Date;
  leaseUntil: Date;
  /** free slots of this process */
  limit: number;
  /** in-flight attempts each program may have */
  perProgram: number;
  /** this process's in-flight attempts, per program */
  busy: ReadonlyMap<number, number>;
}

export async function claimDue(prisma: PrismaClient, r: ClaimRequest): Promise<Claimed[]> {
  const busy = [...r.busy].filter(([, n]) => n > 0);
  const rows = await queryRows<ClaimedRow>(prisma, {
    text: `WITH due AS (
       SELECT w.id, w."nextAttemptAt", row_number() OVER (PARTITION BY p.id ORDER BY w."nextAttemptAt", w.id) AS turn
         FROM "Program" p
         LEFT JOIN unnest($4::int[], $5::int[]) AS busy(program_id, n) ON busy.program_id = p.id
         CROSS JOIN LATERAL (
           SELECT d.id, d."nextAttemptAt" FROM "WebhookDelivery" d
             JOIN "WebhookSubscription" s ON s.uid = d."subscriptionUid"
            WHERE d."programId" = p.id AND d.status = 'pending' AND d."nextAttemptAt" <= $1::timestamp(3) AND s."isActive"
            ORDER BY d."nextAttemptAt", d.id
            LIMIT GREATEST($6::int - COALESCE(busy.n, 0), 0)
         ) w
     ), picked AS (
       SELECT id FROM due ORDER BY turn, "nextAttemptAt", id LIMIT $3
     ), locked AS (
       -- re-checked under the lock: another instance may have leased it since the scan
       SELECT d.id FROM "WebhookDelivery" d
        WHERE d.id IN (SELECT id FROM picked) AND d.status = 'pending' AND d."nextAttemptAt" <= $1::timestamp(3)
        FOR UPDATE SKIP LOCKED
     )
     -- an event or webhook deleted meanwhile took its deliveries with it: nothing to lease
     UPDATE "WebhookDelivery" d SET "nextAttemptAt" = $2::timestamp(3), "updatedAt" = $1::timestamp(3)
       FROM locked, "OutboxEvent" e, "WebhookSubscription" s
      WHERE d.id = locked.id AND e.id = d."eventId" AND s.uid = d."subscriptionUid"
     RETURNING d.id, d."programId", d."eventId", d."subscriptionUid", d."attemptCount", e.type, e.payload, e."createdAt" AS "eventCreatedAt",
               s.key, s.url, s.secret, s."previousSecret", s."previousSecretExpiresAt"`,
    values: [r.at.toISOString(), r.leaseUntil.toISOString(), r.limit, busy.map(([p]) => p), busy.map(([, n]) => n), r.perProgram],
  });
  return rows.map((c) => ({
    id: c.id,
    programId: c.programId,
    eventId: c.eventId,
    subscriptionUid: c.subscriptionUid,
    attemptCount: c.attemptCount,
    event: { id: c.eventId, type: c.type, payload: c.payload, createdAt: c.eventCreatedAt },
    subscription: {
      uid: c.subscriptionUid,
      programId: c.programId,
      key: c.key,
      url: c.url,
      secret: c.secret,
      previousSecret: c.previousSecret,
      previousSecretExpiresAt: c.previousSecretExpiresAt,
    },
  }));
}
