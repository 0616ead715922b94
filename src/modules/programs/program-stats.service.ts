// Program figures for GET /v1/program (spec 2.9). Each figure is one aggregate query; figures
// that later features fill (clicks, rewards, revenue) read zero until there are rows.
import type { ServiceContext } from "../../core/context.js";
import { Decimal, sumByCurrency, toWire, type DecimalValue } from "../../core/money.js";

const percent = (part: number, whole: number) => (whole === 0 ? "0.00" : ((part / whole) * 100).toFixed(2));
const byCurrency = (rows: { amount: DecimalValue; currency: string }[]) =>
  Object.fromEntries(sumByCurrency(rows).map((m) => [m.currency, toWire(m.amount)]));

export async function programStats(ctx: ServiceContext) {
  const programId = ctx.program.id;
  const db = ctx.db;
  const [partnersByStatus, sales, customers, paidAccounts, clicks, rewards] = await Promise.all([
    db.partner.groupBy({ by: ["status"], where: { programId }, _count: { _all: true } }),
    db.transaction.groupBy({
      by: ["currency"],
      where: { programId, action: "sale", archivedAt: null },
      _sum: { amount: true },
      _count: { _all: true },
    }),
    db.customer.count({ where: { programId, deletedAt: null } }),
    db.transaction.findMany({
      where: { programId, action: "sale", archivedAt: null, customerUid: { not: null } },
      distinct: ["customerUid"],
      select: { customerUid: true },
    }),
    db.click.count({ where: { programId } }),
    db.reward.groupBy({ by: ["status", "currency"], where: { programId, isCurrency: true }, _sum: { amount: true }, _count: { _all: true } }),
  ]);

  const partnerCount = (s: string) => partnersByStatus.find((p) => p.status === s)?._count._all ?? 0;
  const purchases = sales.reduce((n, s) => n + s._count._all, 0);
  const revenueRows = sales.map((s) => ({ currency: s.currency, amount: s._sum.amount ?? 0 }));
  const rewardRows = rewards.filter((r) => r.status !== "rejected").map((r) => ({ currency: r.currency, amount: r._sum.amount ?? 0 }));
  const rewardsIn = (status: string) =>
    byCurrency(rewards.filter((r) => r.status === status).map((r) => ({ currency: r.currency, amount: r._sum.amount ?? 0 })));
  const countIn = (status: string) => rewards.filter((r) => r.status === status).reduce((n, r) => n + r._count._all, 0);

  const currency = ctx.program.currency;
  const inProgramCurrency = (rows: { amount: DecimalValue; currency: string }[]) =>
    rows.filter((r) => r.currency.toUpperCase() === currency).reduce((a, r) => a.plus(r.amount), new Decimal(0));
  const netProfit = inProgramCurrency(revenueRows).minus(inProgramCurrency(rewardRows));

  const averageOrderValue = Object.fromEntries(
    sales.filter((s) => s._count._all > 0).map((s) => [s.currency, toWire(new Decimal(s._sum.amount ?? 0).div(s._count._all))]),
  );

  return {
    totalPartners: String(partnersByStatus.filter((p) => p.status !== "deleted").reduce((n, p) => n + p._count._all, 0)),
    totalPurchases: String(purchases),
    totalSignups: String(customers),
    totalPaidAccounts: String(paidAccounts.length),
    totalReward: byCurrency(rewardRows),
    totalRevenue: byCurrency(revenueRows),
    averageOrderValue,
    affiliateReferredVisitorsClicks: String(clicks),
    clickToSignupConversion: percent(customers, clicks),
    signupToSaleConversion: percent(paidAccounts.length, customers),
    netProfit: toWire(netProfit),
    netProfitFormatted: `${netProfit.toFixed(2)} ${currency}`,
    rewardsBreakdown: { unclaimed: rewardsIn("approved"), in_review: rewardsIn("pending"), paid: rewardsIn("paid") },
    partnerActivity: {
      active: partnerCount("active"),
      pending: partnerCount("pending"),
      archived: partnerCount("archived"),
    },
    payoutStatusBreakdown: {
      paid: { count: countIn("paid"), amount: rewardsIn("paid") },
      pending: { count: countIn("pending"), amount: rewardsIn("pending") },
      not_paid: { count: countIn("approved"), amount: rewardsIn("approved") },
    },
  };
}

export type ProgramStats = Awaited<ReturnType<typeof programStats>>;
