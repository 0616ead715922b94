// The status a client sees, as a query predicate: a pending reward whose hold has passed is
// approved on every read, before the sweep writes it (reward.view.ts's rewardStatus for one
// row). Filters, figures and balances use these so they agree with the row's view.
import { Prisma, type RewardStatus } from "../../generated/prisma/client.js";

/** Prisma where: rewards whose effective status is one of these at `now` */
export function effectiveStatusWhere(statuses: readonly RewardStatus[], now: Date): Prisma.RewardWhereInput {
  const or: Prisma.RewardWhereInput[] = [];
  for (const status of new Set(statuses)) {
    if (status === "pending") or.push({ status: "pending", OR: [{ holdUntil: null }, { holdUntil: { gt: now } }] });
    else if (status === "approved") or.push({ status: "approved" }, { status: "pending", holdUntil: { lte: now } });
    else or.push({ status });
  }
  return { OR: or };
}

/** SQL: the effective status (text) of the Reward row aliased `alias` at `now` */
export function effectiveStatusSql(alias: string, now: Date): Prisma.Sql {
  const r = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(CASE WHEN ${r}.status = 'pending' AND ${r}."holdUntil" <= ${now.toISOString()}::timestamp(3) THEN 'approved' ELSE ${r}.status::text END)`;
}

/** rewards that are earned at `now`: approved (a hold that has passed too) or paid, not archived */
export const earnedRewardsWhere = (now: Date): Prisma.RewardWhereInput => ({ archivedAt: null, ...effectiveStatusWhere(["approved", "paid"], now) });
