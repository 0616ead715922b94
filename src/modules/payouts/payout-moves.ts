// The moves of a payout request: approve (only from requested), reject (from requested or
// approved; its rewards go back to the partner's balance) and mark as paid (only once
// approved; its rewards become paid, with their ledger entries and reward.paid events). Each is
// one conditional write in one transaction (core/transition.ts): a move from the wrong status,
// or a second move at once, is a 400 and changes nothing.
import { Prisma } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import type { ServiceContext } from "../../core/context.js";
import { BadRequestError } from "../../core/errors.js";
import { Decimal } from "../../core/money.js";
import { transition } from "../../core/transition.js";
import { recordEvent, recordEvents } from "../../events/outbox.js";
import { effectiveStatusSql } from "../rewards/reward-status.js";
import { rewardEvent, rewardViewInclude } from "../rewards/reward.view.js";
import { findPayoutRequest } from "./payouts.service.js";
import { payoutPartnerSelect, payoutRequestEvent, type PayoutRequestRow } from "./payout.view.js";

const reload = (id: number) => (db: DbTx) => db.payoutRequest.findUniqueOrThrow({ where: { id }, include: payoutPartnerSelect }) as Promise<PayoutRequestRow>;

/**
 * The request's rewards, locked until the move commits, must still be what was requested: all
 * approved and adding up to its amount. A refund that cut one, or a reward rejected meanwhile,
 * would make the payout disagree with the rewards under it; then the move is refused.
 */
async function checkRewards(tx: ServiceContext, request: PayoutRequestRow) {
  const rows = await tx.db.$queryRaw<{ id: string; amount: Prisma.Decimal; status: string }[]>`
    SELECT r.id, r.amount, ${effectiveStatusSql("r", tx.now())} AS status FROM "Reward" r
    WHERE r."payoutRequestId" = ${request.id} AND r."programId" = ${tx.program.id} FOR UPDATE`;
  const total = rows.reduce((sum, r) => sum.plus(r.amount), new Decimal(0));
  if (rows.length !== request.rewardIds.length || rows.some((r) => r.status !== "approved") || !total.eq(request.amount)) {
    throw new BadRequestError("The rewards of this payout request changed since it was made (a refund or a rejection): reject it and request again.");
  }
  return rows;
}

export async function approvePayoutRequest(ctx: ServiceContext, id: number): Promise<PayoutRequestRow> {
  const request = await findPayoutRequest(ctx, id);
  return transition(ctx, {
    claim: (db) => db.payoutRequest.updateMany({ where: { id: request.id, programId: ctx.program.id, status: "requested" }, data: { status: "approved", approvedAt: ctx.now() } }),
    reload: reload(request.id),
    refused: "Only a requested payout request can be approved",
    then: async (tx, row) => {
      await checkRewards(tx, row);
      await recordEvent(tx, "payout_request.approved", payoutRequestEvent(row));
    },
  });
}

export async function rejectPayoutRequest(ctx: ServiceContext, id: number): Promise<PayoutRequestRow> {
  const request = await findPayoutRequest(ctx, id);
  return transition(ctx, {
    claim: (db) =>
      db.payoutRequest.updateMany({
        where: { id: request.id, programId: ctx.program.id, status: { in: ["requested", "approved"] } },
        data: { status: "rejected", rejectedAt: ctx.now() },
      }),
    reload: reload(request.id),
    refused: "Only a requested or approved payout request can be rejected",
    // its rewards are free again: the partner's balance, for a later request
    then: async (tx, row) => {
      await tx.db.reward.updateMany({ where: { payoutRequestId: row.id, programId: ctx.program.id }, data: { payoutRequestId: null } });
      await recordEvent(tx, "payout_request.rejected", payoutRequestEvent(row));
    },
  });
}

export async function markPayoutRequestPaid(ctx: ServiceContext, id: number): Promise<PayoutRequestRow> {
  const request = await findPayoutRequest(ctx, id);
  return transition(ctx, {
    claim: (db) => db.payoutRequest.updateMany({ where: { id: request.id, programId: ctx.program.id, status: "approved" }, data: { status: "paid", paidAt: ctx.now() } }),
    reload: reload(request.id),
    refused: "Only an approved payout request can be marked as paid",
    then: async (tx, row) => {
      const locked = await checkRewards(tx, row);
      const now = tx.now();
      const ids = locked.map((r) => r.id);
      // a reward approved by its hold's end (never written by the sweep) keeps that as its approval time;
      // one with no approval time at all was approved by the time it was paid
      const at = now.toISOString();
      await tx.db.$executeRaw`UPDATE "Reward" SET status = 'paid', "paidAt" = ${at}::timestamp(3), "updatedAt" = ${at}::timestamp(3),
        "approvedAt" = COALESCE("approvedAt", "holdUntil", ${at}::timestamp(3)) WHERE id = ANY(${ids}::text[])`;
      // the ledger records what left the partner's balance, reward by reward, so it reconciles with them
      await tx.db.balanceEntry.createMany({
        data: locked.map((r) => ({
          programId: ctx.program.id,
          partnerUid: request.partnerUid,
          reason: "payout" as const,
          amount: new Decimal(r.amount).negated(),
          currency: row.currency,
          isCurrency: true,
          rewardId: r.id,
          note: `Payout request ${row.id}`,
          createdAt: now,
        })),
      });
      const paid = await tx.db.reward.findMany({ where: { id: { in: ids } }, include: rewardViewInclude, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
      await recordEvents(tx, paid.map((r) => ["reward.paid", rewardEvent(r, now)] as const));
      await recordEvent(tx, "payout_request.paid", payoutRequestEvent(row));
    },
  });
}
