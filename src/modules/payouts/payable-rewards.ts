// What a partner may be paid: approved (a pending reward past its hold too, reward-status.ts),
// unarchived, money (not points), in no open or paid request. The same rule picks the rewards
// of a new request, lists what is due (CLI) and checks a request before it is paid.
import type { Prisma } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import { Decimal } from "../../core/money.js";
import { effectiveStatusWhere } from "../rewards/reward-status.js";

export function payableWhere(programId: number, now: Date, partnerUid?: string, currency?: string): Prisma.RewardWhereInput {
  return {
    programId,
    partnerUid: partnerUid ?? { not: null },
    ...(currency ? { currency } : {}),
    isCurrency: true,
    archivedAt: null,
    payoutRequestId: null,
    ...effectiveStatusWhere(["approved"], now),
  };
}

export interface DueLine {
  partner: { id: string; key: string; email: string; payoutGateway: string | null };
  currency: string;
  amount: Decimal;
  rewards: number;
}

/** per partner and currency (in that order), what is approved and unpaid and in no request */
export async function dueBalances(db: DbTx, programId: number, now: Date): Promise<DueLine[]> {
  const sums = await db.reward.groupBy({
    by: ["partnerUid", "currency"],
    where: payableWhere(programId, now),
    _sum: { amount: true },
    _count: { _all: true },
  });
  const uids = [...new Set(sums.map((s) => s.partnerUid!))];
  const partners = await db.partner.findMany({
    where: { programId, uid: { in: uids }, status: { not: "deleted" } },
    select: { uid: true, id: true, key: true, email: true, payoutGateway: true },
  });
  const byUid = new Map(partners.map((p) => [p.uid, p]));
  const lines: DueLine[] = [];
  for (const s of sums) {
    const p = byUid.get(s.partnerUid!);
    if (!p) continue;
    const { uid: _uid, ...partner } = p;
    lines.push({ partner, currency: s.currency, amount: new Decimal(s._sum.amount ?? 0), rewards: s._count._all });
  }
  return lines.sort((a, b) => a.partner.id.localeCompare(b.partner.id) || a.currency.localeCompare(b.currency));
}
