// A partner's figures over a span of time, for the portal's date pickers: read from the rows of
// the one partner (its clicks, customers, sales and rewards, each by its own time), counted as
// the all-time figures count them (modules/stats/figures-sql.ts). One partner's rows are few
// and indexed by partner, so this stays cheap where the all-time figures need the rollups.
import type { DbTx } from "../../db/client.js";
import { Decimal, sumByCurrency } from "../../core/money.js";
import { ValidationError } from "../../core/errors.js";
import { COUNTED_SALE } from "../stats/figures-sql.js";
import type { PartnerFigures } from "../partners/partner-figures.js";
import { Prisma } from "../../generated/prisma/client.js";

const EARLIEST = new Date("1970-01-01T00:00:00Z");
const LATEST = new Date("9999-12-31T00:00:00Z");

interface Row {
  clicks: number;
  signups: number;
  buyers: number;
  sales: { currency: string; n: number; total: string }[] | null;
  rewards: { status: string; currency: string; n: number; total: string }[] | null;
}

/** the partner's figures from `from` (included) to `to` (excluded); either end may be open */
export async function partnerFiguresInRange(db: DbTx, partnerUid: string, range: { from?: Date | null; to?: Date | null }, now: Date): Promise<PartnerFigures> {
  const from = range.from ?? EARLIEST;
  const to = range.to ?? LATEST;
  if (from >= to) throw ValidationError.field("range.to", "The end of the range must come after its start.");
  const f = Prisma.sql`${from.toISOString()}::timestamp(3)`;
  const t = Prisma.sql`${to.toISOString()}::timestamp(3)`;
  const [row] = await db.$queryRaw<Row[]>`
    SELECT
      (SELECT count(*)::int FROM "Click" WHERE "partnerUid" = ${partnerUid} AND "createdAt" >= ${f} AND "createdAt" < ${t}) AS clicks,
      (SELECT count(*)::int FROM "Customer" WHERE "partnerUid" = ${partnerUid} AND "deletedAt" IS NULL AND "createdAt" >= ${f} AND "createdAt" < ${t}) AS signups,
      (SELECT count(DISTINCT "customerUid")::int FROM "Transaction" WHERE "partnerUid" = ${partnerUid} AND ${Prisma.raw(COUNTED_SALE)} AND "occurredAt" >= ${f} AND "occurredAt" < ${t}) AS buyers,
      (SELECT json_agg(s ORDER BY s.currency) FROM (
         SELECT currency, count(*)::int AS n, sum(amount - "refundedAmount")::text AS total FROM "Transaction"
          WHERE "partnerUid" = ${partnerUid} AND ${Prisma.raw(COUNTED_SALE)} AND "occurredAt" >= ${f} AND "occurredAt" < ${t} GROUP BY currency) s) AS sales,
      (SELECT json_agg(r ORDER BY r.currency) FROM (
         SELECT CASE WHEN status = 'pending' AND "holdUntil" <= ${now.toISOString()}::timestamp(3) THEN 'approved' ELSE status::text END AS status,
                currency, count(*)::int AS n, sum(amount)::text AS total FROM "Reward"
          WHERE "partnerUid" = ${partnerUid} AND "isCurrency" AND "archivedAt" IS NULL AND "earnedAt" >= ${f} AND "earnedAt" < ${t} GROUP BY 1, 2) r) AS rewards`;
  const rewards = (row?.rewards ?? []).map((r) => ({ status: r.status, currency: r.currency, amount: new Decimal(r.total) }));
  const inStatus = (...statuses: string[]) => sumByCurrency(rewards.filter((r) => statuses.includes(r.status)));
  const sales = row?.sales ?? [];
  return {
    referrals: {
      clicks: row?.clicks ?? 0,
      signups: row?.signups ?? 0,
      revenue: sales.map((s) => ({ currency: s.currency, amount: new Decimal(s.total) })),
      salesCount: sales.reduce((n, s) => n + s.n, 0),
      paidAccounts: row?.buyers ?? 0,
    },
    commissions: { paid: inStatus("paid"), pending: inStatus("pending", "in_review"), notPaid: inStatus("approved") },
  };
}
