// An open payout request (requested or approved) must keep agreeing with the rewards under it.
// When a refund cuts one of its rewards, or a deleted sale rejects one, the request follows in
// the same database transaction: a reward no longer approved leaves it, its amount is again the
// sum of what remains, and a request left with nothing is rejected. Without this the request
// would refuse every move until someone rejected it and asked again. A request rejected so
// writes its payout_request.rejected event, as one rejected by hand does.
import type { ServiceContext } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { payoutPartnerSelect, payoutRequestEvent, type PayoutRequestRow } from "./payout.view.js";

/** ctx: inside the transaction of the change */
export async function followRewardChanges(ctx: ServiceContext, rewardIds: readonly string[]): Promise<void> {
  if (!rewardIds.length) return;
  const { db } = ctx;
  const programId = ctx.program.id;
  const at = ctx.now().toISOString();
  // the requests touched, locked so a parallel approve or payment waits for this change
  const open = await db.$queryRaw<{ id: number }[]>`
    SELECT p.id FROM "PayoutRequest" p
     WHERE p."programId" = ${programId} AND p.status IN ('requested', 'approved')
       AND p.id IN (SELECT "payoutRequestId" FROM "Reward" WHERE id = ANY(${[...rewardIds]}::text[]) AND "payoutRequestId" IS NOT NULL)
     ORDER BY p.id FOR UPDATE`;
  if (!open.length) return;
  const ids = open.map((r) => r.id);
  await db.$executeRaw`UPDATE "Reward" SET "payoutRequestId" = NULL, "updatedAt" = ${at}::timestamp(3)
     WHERE "payoutRequestId" = ANY(${ids}::int[]) AND status NOT IN ('approved', 'pending')`;
  await db.$executeRaw`UPDATE "PayoutRequest" p SET
       amount = COALESCE(r.total, 0),
       "rewardIds" = COALESCE(r.ids, p."rewardIds"),
       status = CASE WHEN r.total IS NULL THEN 'rejected'::"PayoutStatus" ELSE p.status END,
       "rejectedAt" = CASE WHEN r.total IS NULL THEN ${at}::timestamp(3) ELSE p."rejectedAt" END,
       "updatedAt" = ${at}::timestamp(3)
     FROM (SELECT q.id, sum(w.amount) AS total, array_agg(w.id ORDER BY w.id) FILTER (WHERE w.id IS NOT NULL) AS ids
             FROM unnest(${ids}::int[]) AS q(id) LEFT JOIN "Reward" w ON w."payoutRequestId" = q.id
            GROUP BY q.id) r
    WHERE p.id = r.id`;
  const emptied = (await db.payoutRequest.findMany({ where: { id: { in: ids }, status: "rejected" }, include: payoutPartnerSelect, orderBy: { id: "asc" } })) as PayoutRequestRow[];
  for (const request of emptied) await recordEvent(ctx, "payout_request.rejected", payoutRequestEvent(request));
}
