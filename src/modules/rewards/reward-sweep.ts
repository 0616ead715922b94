// Hold periods end without a cron: reads already show a pending reward whose hold has passed as
// approved (reward-status.ts), and this sweep writes it down, status approved and approvedAt,
// with its reward.approved event in the same transaction. Rows are claimed with FOR UPDATE
// SKIP LOCKED and updated only while still pending, so two instances (or two passes) never
// approve a reward twice, and rows a stopped server left behind are taken by the next pass.
import { Prisma } from "../../generated/prisma/client.js";
import type { App } from "../../core/app.js";
import type { ServiceContext } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { rewardEvent, rewardViewInclude } from "./reward.view.js";
import { everyInterval } from "../../core/interval-job.js";

const BATCH = 200;

export interface SweepScope {
  /** one program's rewards only (tests sharing a database; an operator's one-off) */
  programId?: number;
}

/** approves every reward whose hold has passed at app.now(); resolves with how many it approved */
export async function sweepHeldRewards(app: App, scope: SweepScope = {}): Promise<number> {
  const now = app.now();
  const inScope = scope.programId === undefined ? Prisma.empty : Prisma.sql`AND "programId" = ${scope.programId}`;
  let total = 0;
  for (;;) {
    const approved = await app.database.prisma.$transaction(
      async (db) => {
        // approvedAt is when the hold ended: the moment reads began to show it approved
        const rows = await db.$queryRaw<{ id: string }[]>`
          UPDATE "Reward" r SET status = 'approved', "approvedAt" = r."holdUntil", "updatedAt" = ${now.toISOString()}::timestamp(3)
           WHERE r.id IN (SELECT id FROM "Reward"
                           WHERE status = 'pending' AND "holdUntil" <= ${now.toISOString()}::timestamp(3) ${inScope}
                           ORDER BY "holdUntil" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
             AND r.status = 'pending'
          RETURNING r.id`;
        if (rows.length === 0) return 0;
        const rewards = await db.reward.findMany({ where: { id: { in: rows.map((r) => r.id) } }, include: rewardViewInclude, orderBy: { holdUntil: "asc" } });
        const programs = new Map((await db.program.findMany({ where: { id: { in: [...new Set(rewards.map((r) => r.programId))] } } })).map((p) => [p.id, p]));
        for (const reward of rewards) {
          const ctx: ServiceContext = { app, db, program: programs.get(reward.programId)!, now: () => now };
          await recordEvent(ctx, "reward.approved", rewardEvent(reward, now));
        }
        return rows.length;
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
    if (approved === 0) break;
    total += approved;
    app.events.wake();
    if (approved < BATCH) break;
  }
  return total;
}

/** runs the sweep every intervalMs until stopped; a pass never overlaps the previous one */
export function startRewardSweep(app: App, intervalMs: number, scope: SweepScope = {}): { stop(): Promise<void> } {
  return everyInterval(intervalMs, () => sweepHeldRewards(app, scope), (err) => app.logger.error({ err }, "reward sweep failed; will retry"));
}
