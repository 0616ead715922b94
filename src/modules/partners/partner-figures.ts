// Referral and commission figures of partners (compat.md 5), for any number of partners in
// one statement: each figure is a subquery correlated to the partner's row, so its cost
// follows the partner's own clicks, customers, transactions and rewards, never the table's.
// Sales count when neither archived nor deleted, net of their refunds (a fully refunded sale
// is no sale). Commissions by effective status (reward-status.ts): pending and in review are
// pending, approved (a pending reward past its hold too) is not_paid; rejected and archived
// rewards count nowhere.
import { Prisma } from "../../generated/prisma/client.js";
import type { DbTx } from "../../db/client.js";
import { Decimal, sumByCurrency, type Money } from "../../core/money.js";
import { effectiveStatusSql } from "../rewards/reward-status.js";

export interface PartnerFigures {
  referrals: { clicks: number; signups: number; revenue: Money[]; salesCount: number; paidAccounts: number };
  commissions: { paid: Money[]; pending: Money[]; notPaid: Money[] };
}

interface Row {
  uid: string;
  clicks: number;
  signups: number;
  sales_count: number;
  paid_accounts: number;
  revenue: { currency: string; amount: string }[] | null;
  rewards: { status: string; currency: string; amount: string }[] | null;
}

const toMoney = (rows: { currency: string; amount: string }[]): Money[] =>
  rows.map((r) => ({ currency: r.currency, amount: new Decimal(r.amount) }));

const sumMoney = (rows: { currency: string; amount: string }[]): Money[] => sumByCurrency(toMoney(rows));

export const EMPTY_FIGURES: PartnerFigures = {
  referrals: { clicks: 0, signups: 0, revenue: [], salesCount: 0, paidAccounts: 0 },
  commissions: { paid: [], pending: [], notPaid: [] },
};

/** the figures of the program's partners with these uids (one statement) */
export async function loadPartnerFigures(db: DbTx, programId: number, uids: readonly string[], now: Date): Promise<Map<string, PartnerFigures>> {
  const found = new Map<string, PartnerFigures>();
  if (uids.length === 0) return found;
  const sales = Prisma.sql`t."partnerUid" = p.uid AND t."programId" = p."programId" AND t.action = 'sale' AND t."archivedAt" IS NULL
    AND t."deletedAt" IS NULL AND t.amount > t."refundedAmount"`;
  const rows = await db.$queryRaw<Row[]>`
    SELECT p.uid,
      (SELECT count(*)::int FROM "Click" c WHERE c."partnerUid" = p.uid) AS clicks,
      (SELECT count(*)::int FROM "Customer" cu WHERE cu."partnerUid" = p.uid AND cu."deletedAt" IS NULL) AS signups,
      (SELECT count(*)::int FROM "Transaction" t WHERE ${sales}) AS sales_count,
      (SELECT count(DISTINCT t."customerUid")::int FROM "Transaction" t WHERE ${sales} AND t."customerUid" IS NOT NULL) AS paid_accounts,
      (SELECT json_agg(json_build_object('currency', s.currency, 'amount', s.total::text) ORDER BY s.currency)
         FROM (SELECT t.currency, sum(t.amount - t."refundedAmount") AS total FROM "Transaction" t WHERE ${sales} GROUP BY t.currency) s) AS revenue,
      (SELECT json_agg(json_build_object('status', s.status, 'currency', s.currency, 'amount', s.total::text) ORDER BY s.currency)
         FROM (SELECT e.status, e.currency, sum(e.amount) AS total
                 FROM (SELECT ${effectiveStatusSql("r", now)} AS status, r.currency, r.amount FROM "Reward" r
                        WHERE r."partnerUid" = p.uid AND r."programId" = p."programId" AND r."isCurrency" AND r."archivedAt" IS NULL) e
                GROUP BY e.status, e.currency) s) AS rewards
    FROM "Partner" p
    WHERE p."programId" = ${programId} AND p.uid = ANY(${[...uids]}::text[])`;
  for (const r of rows) {
    const rewards = r.rewards ?? [];
    const inStatus = (...statuses: string[]) => sumMoney(rewards.filter((x) => statuses.includes(x.status)));
    found.set(r.uid, {
      referrals: { clicks: r.clicks, signups: r.signups, revenue: toMoney(r.revenue ?? []), salesCount: r.sales_count, paidAccounts: r.paid_accounts },
      commissions: { paid: inStatus("paid"), pending: inStatus("pending", "in_review"), notPaid: inStatus("approved") },
    });
  }
  return found;
}
