// Program figures (spec 2.9): every figure in one statement, each part scoped to the program,
// so its cost follows the program's own rows. Amounts are exact decimals per currency.
// Sales count unarchived, undeleted and net of refunds; rewards by effective status (a pending
// reward past its hold is approved), archived ones nowhere, as the partner figures count them.
import type { ServiceContext } from "../../core/context.js";
import { Prisma } from "../../generated/prisma/client.js";
import { Decimal, type Money } from "../../core/money.js";
import { effectiveStatusSql } from "../rewards/reward-status.js";
import { ValidationError } from "../../core/errors.js";

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

interface Window {
  n: number;
  recent: number;
  before: number;
}

interface Row {
  partners: (Window & { status: string })[] | null;
  customers: Window;
  sales: (Window & { currency: string; total: string; total_recent: string | null; total_before: string | null })[] | null;
  paid_accounts: Window;
  clicks: number;
  rewards: { status: string; currency: string; n: number; total: string; requested: boolean; total_recent: string | null; total_before: string | null }[] | null;
  payouts: { status: string; currency: string; n: number; total: string }[] | null;
  circle: { total: number; referring: number; referred: number } | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const growth = (recent: number, before: number) => (before === 0 ? (recent > 0 ? 100 : 0) : Math.round(((recent - before) / before) * 10_000) / 100);
const moneyOf = (rows: { currency: string; total: string }[]): Money[] => rows.map((r) => ({ currency: r.currency, amount: new Decimal(r.total) }));

/** a span of time: from (included) to (excluded); either end may be open */
export interface DateRange {
  from?: Date | null;
  to?: Date | null;
}

/** the condition that a row's createdAt is in the range (nothing when the range is open) */
const createdIn = (range: DateRange | undefined, column = Prisma.sql`"createdAt"`): Prisma.Sql =>
  Prisma.sql`${range?.from ? Prisma.sql` AND ${column} >= ${range.from}` : Prisma.empty}${range?.to ? Prisma.sql` AND ${column} < ${range.to}` : Prisma.empty}`;

/**
 * The program's figures; with a range, only of the records created in it (partners, customers,
 * sales, rewards, payout requests, clicks). The growth figures always compare the last 30 days
 * with the 30 before, within the range; the referral circles count every member.
 */
export async function programStats(ctx: ServiceContext, range?: DateRange): Promise<ProgramStats> {
  const programId = ctx.program.id;
  const inRange = createdIn(range);
  const now = ctx.now();
  const recentFrom = new Date(now.getTime() - GROWTH_DAYS * 86_400_000);
  const beforeFrom = new Date(now.getTime() - 2 * GROWTH_DAYS * 86_400_000);
  const circle = referralCircleSql(ctx.program.type, programId);
  // the counts of a window: all, the last 30 days, the 30 days before
  const [row] = await ctx.db.$queryRaw<Row[]>`
    WITH
      p AS (SELECT status::text AS status, count(*)::int AS n,
                   (count(*) FILTER (WHERE "createdAt" >= ${recentFrom}))::int AS recent,
                   (count(*) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::int AS before
              FROM "Partner" WHERE "programId" = ${programId}${inRange} GROUP BY status),
      c AS (SELECT count(*)::int AS n,
                   (count(*) FILTER (WHERE "createdAt" >= ${recentFrom}))::int AS recent,
                   (count(*) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::int AS before
              FROM "Customer" WHERE "programId" = ${programId} AND "deletedAt" IS NULL${inRange}),
      sale AS (SELECT currency, "customerUid", "createdAt", amount - "refundedAmount" AS net FROM "Transaction"
                WHERE "programId" = ${programId} AND action = 'sale' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount"${inRange}),
      s AS (SELECT currency, count(*)::int AS n, sum(net)::text AS total,
                   (count(*) FILTER (WHERE "createdAt" >= ${recentFrom}))::int AS recent,
                   (count(*) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::int AS before,
                   (sum(net) FILTER (WHERE "createdAt" >= ${recentFrom}))::text AS total_recent,
                   (sum(net) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::text AS total_before
              FROM sale GROUP BY currency),
      -- paying customers by hashing their sales (count(DISTINCT) would sort them three times)
      buyers AS (SELECT bool_or("createdAt" >= ${recentFrom}) AS recent,
                        bool_or("createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}) AS before
                   FROM sale WHERE "customerUid" IS NOT NULL GROUP BY "customerUid"),
      pa AS (SELECT count(*)::int AS n, (count(*) FILTER (WHERE recent))::int AS recent, (count(*) FILTER (WHERE before))::int AS before FROM buyers),
      r AS (SELECT ${effectiveStatusSql("Reward", now)} AS status, currency, "payoutRequestId" IS NOT NULL AS requested, count(*)::int AS n, sum(amount)::text AS total,
                   (sum(amount) FILTER (WHERE "createdAt" >= ${recentFrom}))::text AS total_recent,
                   (sum(amount) FILTER (WHERE "createdAt" >= ${beforeFrom} AND "createdAt" < ${recentFrom}))::text AS total_before
              FROM "Reward" WHERE "programId" = ${programId} AND "isCurrency" AND "archivedAt" IS NULL${inRange} GROUP BY 1, currency, 3),
      pr AS (SELECT status::text AS status, currency, count(*)::int AS n, sum(amount)::text AS total
               FROM "PayoutRequest" WHERE "programId" = ${programId}${inRange} GROUP BY status, currency)
    SELECT (SELECT json_agg(p) FROM p) AS partners,
           (SELECT row_to_json(c) FROM c) AS customers,
           (SELECT json_agg(s ORDER BY s.currency) FROM s) AS sales,
           (SELECT row_to_json(pa) FROM pa) AS paid_accounts,
           (SELECT count(*)::int FROM "Click" WHERE "programId" = ${programId}${inRange}) AS clicks,
           (SELECT json_agg(r ORDER BY r.currency) FROM r) AS rewards,
           (SELECT json_agg(pr ORDER BY pr.currency) FROM pr) AS payouts,
           ${circle} AS circle`;

  const partners = row!.partners ?? [];
  const sales = row!.sales ?? [];
  const rewards = row!.rewards ?? [];
  const payouts = row!.payouts ?? [];
  const partnersIn = (status: string) => partners.find((p) => p.status === status)?.n ?? 0;
  const totalsOf = (rows: { currency: string; total: string }[]) => {
    const totals = new Map<string, Decimal>();
    for (const r of rows) totals.set(r.currency, (totals.get(r.currency) ?? new Decimal(0)).plus(r.total));
    return [...totals].map(([currency, amount]) => ({ currency, amount }));
  };
  const bucketOf = (rows: { n: number; currency: string; total: string }[]): Bucket => ({ count: rows.reduce((n, r) => n + r.n, 0), amount: totalsOf(rows) });
  const rewardsIn = (...statuses: string[]) => totalsOf(rewards.filter((x) => statuses.includes(x.status)));
  const bucket = (...statuses: string[]): Bucket => bucketOf(rewards.filter((r) => statuses.includes(r.status)));
  const payoutsIn = (status: string) => bucketOf(payouts.filter((p) => p.status === status));
  const visible = partners.filter((p) => p.status !== "deleted");
  const sum = (rows: Window[], k: keyof Window) => rows.reduce((n, r) => n + r[k], 0);

  const currency = ctx.program.currency;
  const inCurrency = (rows: Money[]) => rows.filter((m) => m.currency === currency).reduce((a, m) => a.plus(m.amount), new Decimal(0));
  const totalRevenue = moneyOf(sales);
  const totalReward = rewardsIn("pending", "in_review", "approved", "paid");
  const ownSales = sales.find((s) => s.currency === currency);
  const purchases = sum(sales, "n");
  // the rewards total_reward counts, in the program's currency, summed per window
  const earned = rewards.filter((r) => r.currency === currency && ["pending", "in_review", "approved", "paid"].includes(r.status));
  const earnedIn = (k: "total_recent" | "total_before") => earned.reduce((a, r) => a.plus(r[k] ?? 0), new Decimal(0)).toNumber();
  const signups = row!.customers.n;

  return {
    totalPartners: sum(visible, "n"),
    totalPurchases: purchases,
    totalSignups: signups,
    totalPaidAccounts: row!.paid_accounts.n,
    totalReward,
    totalRevenue,
    totalPaid: rewardsIn("paid"),
    averageOrderValue: sales.map((s) => ({ currency: s.currency, amount: new Decimal(s.total).div(s.n).toDecimalPlaces(4) })),
    clicks: row!.clicks,
    clickToSignupConversion: percent(signups, row!.clicks),
    signupToSaleConversion: percent(row!.paid_accounts.n, signups),
    netProfit: { currency, amount: inCurrency(totalRevenue).minus(inCurrency(totalReward)) },
    // compat.md 8: approved-unpaid is unclaimed, pending and in_review are in review
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
      signups: growth(row!.customers.recent, row!.customers.before),
      purchases: growth(sum(sales, "recent"), sum(sales, "before")),
      paidAccounts: growth(row!.paid_accounts.recent, row!.paid_accounts.before),
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
export const SERIES_METRICS = ["partners", "signups", "purchases", "revenue", "rewards", "clicks"] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];
export const SERIES_INTERVALS = ["day", "week", "month"] as const;
export type SeriesInterval = (typeof SERIES_INTERVALS)[number];

export interface TimePoint {
  /** the start of the interval (UTC; a week starts on Monday) */
  start: Date;
  count: number;
  /** the metric's amount in the program's currency; null for metrics that only count */
  amount: Money | null;
}

/** the most points one series may have: a year of days */
export const MAX_POINTS = 366;

const DAY_MS = 86_400_000;

/** the start of the interval a moment is in, in UTC, as PostgreSQL's date_trunc gives it */
export function intervalStart(at: Date, interval: SeriesInterval): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), interval === "month" ? 1 : at.getUTCDate()));
  if (interval === "week") d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

function nextStart(at: Date, interval: SeriesInterval): Date {
  if (interval === "month") return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return new Date(at.getTime() + (interval === "week" ? 7 : 1) * DAY_MS);
}

/** the range of a series: as given, or, for an open end, now and back 30 days, 12 weeks or 12 months */
export function seriesRange(now: Date, interval: SeriesInterval, range?: DateRange | null): { from: Date; to: Date } {
  const to = range?.to ?? now;
  const back = interval === "day" ? 30 * DAY_MS : interval === "week" ? 12 * 7 * DAY_MS : 0;
  const from = range?.from ?? (interval === "month" ? new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1)) : new Date(to.getTime() - back));
  return { from, to };
}

/** the SQL of a metric: which rows count, and what amount each adds (null: none) */
function metricSql(metric: SeriesMetric, programId: number, now: Date, currency: string): { from: Prisma.Sql; amount: Prisma.Sql | null } {
  switch (metric) {
    case "partners":
      return { from: Prisma.sql`"Partner" WHERE "programId" = ${programId} AND status::text <> 'deleted'`, amount: null };
    case "signups":
      return { from: Prisma.sql`"Customer" WHERE "programId" = ${programId} AND "deletedAt" IS NULL`, amount: null };
    case "clicks":
      return { from: Prisma.sql`"Click" WHERE "programId" = ${programId}`, amount: null };
    case "purchases":
    case "revenue":
      return {
        from: Prisma.sql`"Transaction" WHERE "programId" = ${programId} AND action = 'sale' AND "archivedAt" IS NULL AND "deletedAt" IS NULL AND amount > "refundedAmount" AND currency = ${currency}`,
        amount: metric === "revenue" ? Prisma.sql`amount - "refundedAmount"` : null,
      };
    case "rewards":
      return {
        from: Prisma.sql`"Reward" WHERE "programId" = ${programId} AND "isCurrency" AND "archivedAt" IS NULL AND ${effectiveStatusSql("Reward", now)} <> 'rejected' AND currency = ${currency}`,
        amount: Prisma.sql`amount`,
      };
  }
}

/**
 * A metric per interval over a range: one grouped statement over the rows created in the
 * range, so its cost follows those rows (no rollups yet). Intervals without rows are zero.
 * Sales and rewards count in the program's currency only.
 */
export async function programTimeSeries(ctx: ServiceContext, metric: SeriesMetric, interval: SeriesInterval, range?: DateRange | null): Promise<TimePoint[]> {
  const { from, to } = seriesRange(ctx.now(), interval, range);
  const starts: Date[] = [];
  for (let at = intervalStart(from, interval); at < to; at = nextStart(at, interval)) {
    starts.push(at);
    if (starts.length > MAX_POINTS) throw ValidationError.field("range", `The range holds more than ${MAX_POINTS} intervals: narrow it or choose a longer interval.`);
  }
  if (!starts.length) return [];
  const currency = ctx.program.currency;
  const sql = metricSql(metric, ctx.program.id, ctx.now(), currency);
  const rows = await ctx.db.$queryRaw<{ bucket: Date; n: number; total: string | null }[]>`
    SELECT date_trunc(${interval}, "createdAt") AS bucket, count(*)::int AS n, ${sql.amount ? Prisma.sql`sum(${sql.amount})::text` : Prisma.sql`NULL::text`} AS total
      FROM ${sql.from} AND "createdAt" >= ${from} AND "createdAt" < ${to}
     GROUP BY 1`;
  const found = new Map(rows.map((r) => [new Date(r.bucket).getTime(), r]));
  return starts.map((start) => {
    const r = found.get(start.getTime());
    return {
      start,
      count: r?.n ?? 0,
      amount: sql.amount ? { currency, amount: new Decimal(r?.total ?? 0) } : null,
    };
  });
}
