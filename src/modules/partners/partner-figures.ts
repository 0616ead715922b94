// Referral and commission figures of partners, for any number of partners in
// one statement, read from the figures kept beside the writes (StatPartner, modules/stats; over
// a date range StatPartnerDay, the records created in the range's whole UTC days): the cost
// follows the partners asked for (and the days of the range), never their rows. Sales count when neither
// archived nor deleted, net of their refunds (a fully refunded sale is no sale). Commissions
// by effective status (reward-status.ts): pending and in review are pending, approved (a
// pending reward past its hold too: the few not yet swept are moved at read time) is
// not_paid; rejected and archived rewards count nowhere.
import type { DbTx } from "../../db/client.js";
import { Decimal, sumByCurrency, type Money } from "../../core/money.js";
import { Prisma } from "../../generated/prisma/client.js";
import { daysIn, isBounded, timeSeries, type DateRange, type SeriesInterval, type TimePoint } from "../stats/time-series.js";

export interface PartnerFigures {
  referrals: { clicks: number; signups: number; revenue: Money[]; salesCount: number; paidAccounts: number };
  commissions: { paid: Money[]; pending: Money[]; notPaid: Money[] };
}

/** the figures' columns of a row of `withFigures` */
export interface FiguresColumns {
  figures: { metric: string; key: string; currency: string; n: number; total: string }[] | null;
  /** pending rewards whose hold has passed, not swept yet: approved at read time */
  due: { currency: string; n: number; total: string }[] | null;
}

const toMoney = (rows: { currency: string; amount: string }[]): Money[] =>
  rows.map((r) => ({ currency: r.currency, amount: new Decimal(r.amount) }));

export const EMPTY_FIGURES: PartnerFigures = {
  referrals: { clicks: 0, signups: 0, revenue: [], salesCount: 0, paidAccounts: 0 },
  commissions: { paid: [], pending: [], notPaid: [] },
};

/**
 * One statement: the rows of `partners` (a SELECT over "Partner" of the program, with uid
 * among its columns) with their figures beside them, as `FiguresColumns`; with a range, of
 * the records created in its whole UTC days (paid accounts: the customers whose first counted
 * purchase through the partner is in it). A page of partners and a partner with its links
 * both read their figures in the statement that finds them.
 */
export function withFigures(partners: Prisma.Sql, programId: number, now: Date, range?: DateRange | null): Prisma.Sql {
  // all time: one row per figure (and slot); a range: one per figure and day in it
  const figures = isBounded(range)
    ? Prisma.sql`SELECT metric, key, currency, sum(n)::int AS n, sum(total)::text AS total FROM "StatPartnerDay" s
                WHERE s."partnerUid" = p.uid${daysIn(range, Prisma.sql`s.day`)} GROUP BY 1, 2, 3 HAVING sum(n) <> 0`
    : Prisma.sql`SELECT metric, key, currency, sum(n)::int AS n, sum(total)::text AS total FROM "StatPartner" s
                WHERE s."partnerUid" = p.uid GROUP BY 1, 2, 3 HAVING sum(n) <> 0`;
  return Prisma.sql`
    WITH p AS (${partners}),
      due AS (SELECT "partnerUid", currency, count(*)::int AS n, sum(amount)::text AS total FROM "Reward"
               WHERE "programId" = ${programId} AND status = 'pending' AND "holdUntil" <= ${now.toISOString()}::timestamp(3) AND "isCurrency" AND "archivedAt" IS NULL
                 AND "partnerUid" = ANY(ARRAY(SELECT uid FROM p))${daysIn(range, Prisma.sql`"createdAt"`)}
               GROUP BY 1, 2)
    SELECT p.*,
      (SELECT json_agg(f ORDER BY f.metric, f.currency, f.key) FROM (${figures}) f) AS figures,
      (SELECT json_agg(json_build_object('currency', d.currency, 'n', d.n, 'total', d.total) ORDER BY d.currency) FROM due d WHERE d."partnerUid" = p.uid) AS due
    FROM p`;
}

/** the figures of a row of `withFigures` */
export function figuresOfRow(r: FiguresColumns): PartnerFigures {
  const figures = r.figures ?? [];
  const count = (metric: string) => figures.filter((f) => f.metric === metric).reduce((n, f) => n + f.n, 0);
  const rewards = figures.filter((f) => f.metric === "reward").map((f) => ({ status: f.key, currency: f.currency, n: f.n, amount: new Decimal(f.total) }));
  for (const d of r.due ?? []) {
    rewards.push({ status: "pending", currency: d.currency, n: -d.n, amount: new Decimal(d.total).negated() });
    rewards.push({ status: "approved", currency: d.currency, n: d.n, amount: new Decimal(d.total) });
  }
  // a currency shows while rewards of it are in the statuses (a total of zero included)
  const inStatus = (...statuses: string[]) => {
    const rows = rewards.filter((x) => statuses.includes(x.status));
    const counted = new Set([...new Set(rows.map((x) => x.currency))].filter((c) => rows.filter((x) => x.currency === c).reduce((n, x) => n + x.n, 0) > 0));
    return sumByCurrency(rows.filter((x) => counted.has(x.currency)));
  };
  return {
    referrals: {
      clicks: count("click"),
      signups: count("signup"),
      revenue: toMoney(figures.filter((f) => f.metric === "sale").map((f) => ({ currency: f.currency, amount: f.total }))),
      salesCount: count("sale"),
      paidAccounts: count("payer"),
    },
    commissions: { paid: inStatus("paid"), pending: inStatus("pending", "in_review"), notPaid: inStatus("approved") },
  };
}

/** the figures of the program's partners with these uids (one statement) */
export async function loadPartnerFigures(db: DbTx, programId: number, uids: readonly string[], now: Date, range?: DateRange | null): Promise<Map<string, PartnerFigures>> {
  if (uids.length === 0) return new Map();
  const partners = Prisma.sql`SELECT uid FROM "Partner" WHERE "programId" = ${programId} AND uid = ANY(${[...uids]}::text[])`;
  const rows = await db.$queryRaw<({ uid: string } & FiguresColumns)[]>(withFigures(partners, programId, now, range));
  return new Map(rows.map((r) => [r.uid, figuresOfRow(r)]));
}

/** what a partner's time series counts: its new records, or their amounts in the program's currency */
export const PARTNER_SERIES_METRICS = ["signups", "purchases", "revenue", "rewards", "clicks", "paidAccounts"] as const;
export type PartnerSeriesMetric = (typeof PARTNER_SERIES_METRICS)[number];

/** which StatPartnerDay figures a metric sums, and whether its amount counts */
function metricFigures(metric: PartnerSeriesMetric, currency: string): { figures: Prisma.Sql; amount: boolean } {
  switch (metric) {
    case "signups":
      return { figures: Prisma.sql`metric = 'signup'`, amount: false };
    case "clicks":
      return { figures: Prisma.sql`metric = 'click'`, amount: false };
    case "paidAccounts":
      return { figures: Prisma.sql`metric = 'payer'`, amount: false };
    case "purchases":
    case "revenue":
      return { figures: Prisma.sql`metric = 'sale' AND currency = ${currency}`, amount: metric === "revenue" };
    case "rewards":
      // every effective status but rejected (a pending reward past its hold stays counted)
      return { figures: Prisma.sql`metric = 'reward' AND key <> 'rejected' AND currency = ${currency}`, amount: true };
  }
}

/**
 * One partner's metric per interval over a range, from its statistics per day (the partner's
 * rows only: the cost follows the days in the range). Sales and rewards count in the
 * program's currency only, as the program's series does.
 */
export function partnerTimeSeries(
  db: DbTx,
  partner: { uid: string; currency: string },
  metric: PartnerSeriesMetric,
  interval: SeriesInterval,
  now: Date,
  range?: DateRange | null,
): Promise<TimePoint[]> {
  const { figures, amount } = metricFigures(metric, partner.currency);
  return timeSeries(db, { table: "StatPartnerDay", owner: Prisma.sql`"partnerUid" = ${partner.uid}`, figures, currency: amount ? partner.currency : null }, interval, now, range);
}
