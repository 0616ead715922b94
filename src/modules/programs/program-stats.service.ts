// Program figures, read from the statistics kept beside the writes (StatDay, see
// modules/stats): one statement whose cost follows the days in the range, never the rows.
// Sales count unarchived, undeleted and net of refunds; rewards by effective status (a pending
// reward past its hold is approved: the few not yet swept are moved at read time), archived
// ones nowhere, as the partner figures count them. Ranges and the growth windows count whole
// UTC days of the records' createdAt.
import type { ServiceContext } from "../../core/context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { Decimal, type Money } from "../../core/money.js";
import { daysIn, timeSeries, type DateRange, type SeriesInterval, type TimePoint } from "../stats/time-series.js";

export type { DateRange, SeriesInterval, TimePoint };

const GROWTH_DAYS = 30;
export interface Bucket {
  count: number;
  amount: Money[];
}

/** growth: the last 30 days against the 30 before, in percent */
export interface Growth {
  partners: number;
  signups: number;
  purchases: number;
  paidAccounts: number;
  /** in the program's currency */
  revenue: number;
  /** rewards earned (not rejected), in the program's currency */
  reward: number;
}

export interface ProgramStats {
  totalPartners: number;
  totalPurchases: number;
  totalSignups: number;
  totalPaidAccounts: number;
  totalReward: Money[];
  totalRevenue: Money[];
  totalPaid: Money[];
  averageOrderValue: Money[];
  clicks: number;
  /** percent, two decimals */
  clickToSignupConversion: number;
  signupToSaleConversion: number;
  /** revenue minus rewards, in the program's currency */
  netProfit: Money;
  rewardsBreakdown: { unclaimed: Money[]; inReview: Money[]; paid: Money[] };
  partnerActivity: { active: number; pending: number; archived: number };
  payoutStatusBreakdown: PayoutBreakdown;
  /** rewards that still count for their earner: pending, in review or approved, unpaid */
  activeRewards: Bucket;
  growth: Growth;
  /** refer-a-friend programs: who refers whom among the customers */
  customerReferrals: ReferralCircle | null;
  /** newsletter programs: who refers whom among the subscribers */
  subscriberReferrals: ReferralCircle | null;
}

/**
 * payout requests by status (finished: paid), and what is approved but in no request yet
 * (unrequested: the balance partners can still ask for)
 */
export interface PayoutBreakdown {
  requested: Bucket;
  approved: Bucket;
  rejected: Bucket;
  finished: Bucket;
  unrequested: Bucket;
}

/** the members of a refer-a-friend or newsletter program and how many take part in referring */
export interface ReferralCircle {
  total: number;
  /** members with at least one referral that still counts */
  referring: number;
  /** members someone referred */
  referred: number;
  /** referring / total, in percent */
  participation: number;
}

/** one figure of StatDay over the range, with its counts and amounts in the growth windows */
interface Figure {
  metric: string;
  key: string;
  currency: string;
  n: number;
  recent: number;
  before: number;
  total: string;
  total_recent: string | null;
  total_before: string | null;
}

interface Row {
  figures: Figure[] | null;
  /** pending rewards whose hold has passed, not swept yet: approved at read time */
  due: Figure[] | null;
  circle: { total: number; referring: number; referred: number } | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const growth = (recent: number, before: number) => (before === 0 ? (recent > 0 ? 100 : 0) : Math.round(((recent - before) / before) * 10_000) / 100);
const moneyOf = (rows: { currency: string; total: string }[]): Money[] => rows.map((r) => ({ currency: r.currency, amount: new Decimal(r.total) }));

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** a pending reward's StatDay key moved to approved (its hold has passed) */
function approveDue(figures: Figure[], due: Figure[]): Figure[] {
  const out = figures.map((f) => ({ ...f }));
  const add = (key: string, d: Figure, sign: 1 | -1) => {
    let f = out.find((x) => x.metric === "reward" && x.key === key && x.currency === d.currency);
    if (!f) out.push((f = { metric: "reward", key, currency: d.currency, n: 0, recent: 0, before: 0, total: "0", total_recent: null, total_before: null }));
    f.n += sign * d.n;
    f.recent += sign * d.recent;
    f.before += sign * d.before;
    const plus = (a: string | null, b: string | null) => (a === null && b === null ? null : new Decimal(a ?? 0).plus(new Decimal(b ?? 0).times(sign)).toString());
    f.total = plus(f.total, d.total)!;
    f.total_recent = plus(f.total_recent, d.total_recent);
    f.total_before = plus(f.total_before, d.total_before);
  };
  for (const d of due) {
    add(`pending${d.key}`, d, -1);
    add(`approved${d.key}`, d, 1);
  }
  return out.filter((f) => f.n !== 0);
}

/**
 * The program's figures; with a range, only of the records created in its days (partners,
 * customers, sales, rewards, payout requests, clicks, and the customers who first paid in it).
 * The growth figures always compare the last 30 days (today and the 29 before) with the 30
 * before, within the range; the referral circles count every member.
 */
export async function programStats(ctx: ServiceContext, range?: DateRange): Promise<ProgramStats> {
  const programId = ctx.program.id;
  const now = ctx.now();
  const recentFrom = new Date(startOfDay(now).getTime() - (GROWTH_DAYS - 1) * DAY_MS);
  const beforeFrom = new Date(recentFrom.getTime() - GROWTH_DAYS * DAY_MS);
  const circle = referralCircleSql(ctx.program.type, programId);
  const stamp = Prisma.sql`${now.toISOString()}::timestamp(3)`;
  // the counts and amounts of a figure: all, the last 30 days, the 30 days before
  const [row] = await ctx.db.$queryRaw<Row[]>`
    WITH
      f AS (SELECT metric, key, currency, sum(n)::int AS n,
                   (coalesce(sum(n) FILTER (WHERE day >= ${recentFrom}), 0))::int AS recent,
                   (coalesce(sum(n) FILTER (WHERE day >= ${beforeFrom} AND day < ${recentFrom}), 0))::int AS before,
                   sum(total)::text AS total,
                   (sum(total) FILTER (WHERE day >= ${recentFrom}))::text AS total_recent,
                   (sum(total) FILTER (WHERE day >= ${beforeFrom} AND day < ${recentFrom}))::text AS total_before
              FROM "StatDay" WHERE "programId" = ${programId}${daysIn(range, Prisma.sql`day`)}
             GROUP BY 1, 2, 3 HAVING sum(n) <> 0),
      due AS (SELECT CASE WHEN "payoutRequestId" IS NULL THEN '' ELSE ':requested' END AS key, currency, count(*)::int AS n,
                     (count(*) FILTER (WHERE "createdAt" >= ${recentFrom}))::int AS recent,
                     (count(*) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::int AS before,
                     sum(amount)::text AS total,
                     (sum(amount) FILTER (WHERE "createdAt" >= ${recentFrom}))::text AS total_recent,
                     (sum(amount) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::text AS total_before
                FROM "Reward" WHERE "programId" = ${programId} AND status = 'pending' AND "holdUntil" <= ${stamp} AND "isCurrency" AND "archivedAt" IS NULL${daysIn(range, Prisma.sql`"createdAt"`)}
               GROUP BY 1, 2)
    SELECT (SELECT json_agg(f ORDER BY f.metric, f.currency, f.key) FROM f) AS figures,
           (SELECT json_agg(due) FROM due) AS due,
           ${circle} AS circle`;

  const figures = approveDue(row!.figures ?? [], row!.due ?? []);
  const of = (metric: string) => figures.filter((f) => f.metric === metric);
  const partners = of("partner");
  const sales = of("sale");
  const rewards = of("reward").map((r) => ({ ...r, status: r.key.split(":")[0]!, requested: r.key.endsWith(":requested") }));
  const payouts = of("payout");
  const one = (metric: string) => of(metric)[0] ?? { n: 0, recent: 0, before: 0 };
  const customers = one("customer");
  const paidAccounts = one("payer");
  const clicks = one("click").n;
  const partnersIn = (status: string) => partners.find((p) => p.key === status)?.n ?? 0;
  const totalsOf = (rows: { currency: string; total: string }[]) => {
    const totals = new Map<string, Decimal>();
    for (const r of rows) totals.set(r.currency, (totals.get(r.currency) ?? new Decimal(0)).plus(r.total));
    return [...totals].map(([currency, amount]) => ({ currency, amount }));
  };
  const bucketOf = (rows: { n: number; currency: string; total: string }[]): Bucket => ({ count: rows.reduce((n, r) => n + r.n, 0), amount: totalsOf(rows) });
  const rewardsIn = (...statuses: string[]) => totalsOf(rewards.filter((x) => statuses.includes(x.status)));
  const bucket = (...statuses: string[]): Bucket => bucketOf(rewards.filter((r) => statuses.includes(r.status)));
  const payoutsIn = (status: string) => bucketOf(payouts.filter((p) => p.key === status));
  const visible = partners.filter((p) => p.key !== "deleted");
  const sum = (rows: Figure[], k: "n" | "recent" | "before") => rows.reduce((n, r) => n + r[k], 0);

  const currency = ctx.program.currency;
  const inCurrency = (rows: Money[]) => rows.filter((m) => m.currency === currency).reduce((a, m) => a.plus(m.amount), new Decimal(0));
  const totalRevenue = moneyOf(sales);
  const totalReward = rewardsIn("pending", "in_review", "approved", "paid");
  const ownSales = sales.find((s) => s.currency === currency);
  const purchases = sum(sales, "n");
  // the rewards total_reward counts, in the program's currency, summed per window
  const earned = rewards.filter((r) => r.currency === currency && ["pending", "in_review", "approved", "paid"].includes(r.status));
  const earnedIn = (k: "total_recent" | "total_before") => earned.reduce((a, r) => a.plus(r[k] ?? 0), new Decimal(0)).toNumber();
  const signups = customers.n;

  return {
    totalPartners: sum(visible, "n"),
    totalPurchases: purchases,
    totalSignups: signups,
    totalPaidAccounts: paidAccounts.n,
    totalReward,
    totalRevenue,
    totalPaid: rewardsIn("paid"),
    averageOrderValue: sales.map((s) => ({ currency: s.currency, amount: new Decimal(s.total).div(s.n).toDecimalPlaces(4) })),
    clicks,
    clickToSignupConversion: percent(signups, clicks),
    signupToSaleConversion: percent(paidAccounts.n, signups),
    netProfit: { currency, amount: inCurrency(totalRevenue).minus(inCurrency(totalReward)) },
    // approved-unpaid is unclaimed, pending and in_review are in review
    rewardsBreakdown: { unclaimed: rewardsIn("approved"), inReview: rewardsIn("pending", "in_review"), paid: rewardsIn("paid") },
    partnerActivity: { active: partnersIn("active"), pending: partnersIn("pending"), archived: partnersIn("archived") },
    payoutStatusBreakdown: {
      requested: payoutsIn("requested"),
      approved: payoutsIn("approved"),
      rejected: payoutsIn("rejected"),
      finished: payoutsIn("paid"),
      unrequested: bucketOf(rewards.filter((r) => r.status === "approved" && !r.requested)),
    },
    activeRewards: bucket("pending", "in_review", "approved"),
    growth: {
      partners: growth(sum(visible, "recent"), sum(visible, "before")),
      signups: growth(customers.recent, customers.before),
      purchases: growth(sum(sales, "recent"), sum(sales, "before")),
      paidAccounts: growth(paidAccounts.recent, paidAccounts.before),
      revenue: growth(Number(ownSales?.total_recent ?? 0), Number(ownSales?.total_before ?? 0)),
      reward: growth(earnedIn("total_recent"), earnedIn("total_before")),
    },
    customerReferrals: ctx.program.type === "Referral" ? circleOf(row!.circle) : null,
    subscriberReferrals: ctx.program.type === "Newsletter" ? circleOf(row!.circle) : null,
  };
}

const circleOf = (c: Row["circle"]): ReferralCircle => {
  const { total = 0, referring = 0, referred = 0 } = c ?? {};
  return { total, referring, referred, participation: percent(referring, total) };
};

/**
 * The referral circle of a refer-a-friend program (customers, not deleted) or a newsletter
 * (subscribers): a referrer counts while one of its referrals still counts. Affiliate programs
 * have none, and pay nothing for it.
 */
function referralCircleSql(type: string, programId: number): Prisma.Sql {
  if (type === "Referral")
    return Prisma.sql`(SELECT row_to_json(x) FROM (
      SELECT count(*)::int AS total,
             (count(*) FILTER (WHERE "referringCustomerUid" IS NOT NULL))::int AS referred,
             (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "Customer" f WHERE f."referringCustomerUid" = c.uid AND f."deletedAt" IS NULL)))::int AS referring
        FROM "Customer" c WHERE c."programId" = ${programId} AND c."deletedAt" IS NULL) x)`;
  if (type === "Newsletter")
    return Prisma.sql`(SELECT row_to_json(x) FROM (
      SELECT count(*)::int AS total,
             (count(*) FILTER (WHERE "referringSubscriberUid" IS NOT NULL))::int AS referred,
             (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "Subscriber" f WHERE f."referringSubscriberUid" = s.uid)))::int AS referring
        FROM "Subscriber" s WHERE s."programId" = ${programId}) x)`;
  return Prisma.sql`NULL::json`;
}

/** what a time series counts: new records, or the amounts of new ones in the program's currency */
export const SERIES_METRICS = ["partners", "signups", "purchases", "revenue", "rewards", "clicks", "paidAccounts"] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

/** which StatDay figures a metric sums, and whether its amount counts */
function metricFigures(metric: SeriesMetric, currency: string): { figures: Prisma.Sql; amount: boolean } {
  switch (metric) {
    case "partners":
      return { figures: Prisma.sql`metric = 'partner' AND key <> 'deleted'`, amount: false };
    case "signups":
      return { figures: Prisma.sql`metric = 'customer'`, amount: false };
    case "clicks":
      return { figures: Prisma.sql`metric = 'click'`, amount: false };
    case "paidAccounts":
      return { figures: Prisma.sql`metric = 'payer'`, amount: false };
    case "purchases":
    case "revenue":
      return { figures: Prisma.sql`metric = 'sale' AND currency = ${currency}`, amount: metric === "revenue" };
    case "rewards":
      // every effective status but rejected (a pending reward past its hold stays counted)
      return { figures: Prisma.sql`metric = 'reward' AND key NOT LIKE 'rejected%' AND currency = ${currency}`, amount: true };
  }
}

/**
 * A metric per interval over a range, from the statistics per day: its cost follows the days
 * in the range. Intervals without records are zero; the range counts whole UTC days. Sales
 * and rewards count in the program's currency only.
 */
export function programTimeSeries(ctx: ServiceContext, metric: SeriesMetric, interval: SeriesInterval, range?: DateRange | null): Promise<TimePoint[]> {
  const currency = ctx.program.currency;
  const { figures, amount } = metricFigures(metric, currency);
  return timeSeries(ctx.db, { table: "StatDay", owner: Prisma.sql`"programId" = ${ctx.program.id}`, figures, currency: amount ? currency : null }, interval, ctx.now(), range);
}
