// Referral and commission figures of partners, loaded for a whole page of partners at once:
// a fixed number of grouped queries, however many partners the page holds.
import type { GraphQLContext } from "../../graphql/context.js";
import { sumByCurrency, toWire, type DecimalValue } from "../../core/money.js";

type Amount = { currency: string; amount: number };

export interface PartnerFigures {
  referrals: { clicks: number; signups: number; revenue: Amount[]; salesCount: number; paidAccounts: number };
  commissions: { paid: Amount[]; pending: Amount[]; notPaid: Amount[] };
}

const amounts = (rows: { currency: string; amount: DecimalValue }[]): Amount[] =>
  sumByCurrency(rows).map((m) => ({ currency: m.currency, amount: toWire(m.amount) }));

export function partnerFigures(ctx: GraphQLContext) {
  return ctx.loaders.get<string, PartnerFigures>("partnerFigures", async (uids) => {
    const partnerUid = { in: [...uids] };
    const programId = ctx.program.id;
    const [clicks, signups, sales, payingCustomers, rewards] = await Promise.all([
      ctx.prisma.click.groupBy({ by: ["partnerUid"], where: { programId, partnerUid }, _count: { _all: true } }),
      ctx.prisma.customer.groupBy({ by: ["partnerUid"], where: { programId, partnerUid, deletedAt: null }, _count: { _all: true } }),
      ctx.prisma.transaction.groupBy({
        by: ["partnerUid", "currency"],
        where: { programId, partnerUid, action: "sale", archivedAt: null },
        _sum: { amount: true },
        _count: { _all: true },
      }),
      ctx.prisma.transaction.groupBy({
        by: ["partnerUid", "customerUid"],
        where: { programId, partnerUid, action: "sale", archivedAt: null, customerUid: { not: null } },
      }),
      ctx.prisma.reward.groupBy({
        by: ["partnerUid", "status", "currency"],
        where: { programId, partnerUid, isCurrency: true },
        _sum: { amount: true },
      }),
    ]);
    return uids.map((uid) => {
      const mine = <T extends { partnerUid: string | null }>(rows: T[]) => rows.filter((r) => r.partnerUid === uid);
      const rewardsIn = (status: string) =>
        amounts(mine(rewards).filter((r) => r.status === status).map((r) => ({ currency: r.currency, amount: r._sum.amount ?? 0 })));
      const mySales = mine(sales);
      return {
        referrals: {
          clicks: mine(clicks)[0]?._count._all ?? 0,
          signups: mine(signups)[0]?._count._all ?? 0,
          revenue: amounts(mySales.map((s) => ({ currency: s.currency, amount: s._sum.amount ?? 0 }))),
          salesCount: mySales.reduce((n, s) => n + s._count._all, 0),
          paidAccounts: mine(payingCustomers).length,
        },
        commissions: { paid: rewardsIn("paid"), pending: rewardsIn("pending"), notPaid: rewardsIn("approved") },
      };
    });
  });
}
