// Claiming due deliveries fairly across programs. Each program gets at most its share of
// attempts in flight (WEBHOOK_CONCURRENCY_PER_PROGRAM, less what this process already has in
// flight for it), and the claim interleaves programs: every program's first due delivery
// before any program's second (row_number per program), so a program with a backlog of
// thousands, or endpoints that never answer, cannot hold the slots another program's single
// event needs. Per program the scan stops at its share (a LATERAL ... LIMIT on the index), so a
// claim costs the same whatever one program's backlog. The rows picked are then locked with
// FOR UPDATE SKIP LOCKED and leased (nextAttemptAt moved past the attempt's longest duration),
// so several instances never take the same attempt.
import type { PrismaClient } from "../../generated/prisma/client.js";

export interface Claimed {
  id: string;
  programId: number;
  eventId: bigint;
  subscriptionUid: string;
  attemptCount: number;
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

export function claimDue(prisma: PrismaClient, r: ClaimRequest): Promise<Claimed[]> {
  const busy = [...r.busy].filter(([, n]) => n > 0);
  return prisma.$queryRawUnsafe<Claimed[]>(
    `WITH due AS (
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
     UPDATE "WebhookDelivery" d SET "nextAttemptAt" = $2::timestamp(3), "updatedAt" = $1::timestamp(3)
       FROM locked WHERE d.id = locked.id
     RETURNING d.id, d."programId", d."eventId", d."subscriptionUid", d."attemptCount"`,
    r.at.toISOString(),
    r.leaseUntil.toISOString(),
    r.limit,
    busy.map(([p]) => p),
    busy.map(([, n]) => n),
    r.perProgram,
  );
}
