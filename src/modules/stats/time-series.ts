// A figure per day, week or month over a range, from the statistics per day (StatDay for a
// program, StatPartnerDay for a partner): one statement whose cost follows the days in the
// range, never the rows, and only the one program's or partner's rows.
import { Prisma } from "../../generated/prisma/client.js";
import { Decimal, type Money } from "../../core/money.js";
import { ValidationError } from "../../core/errors.js";
import type { DbTx } from "../../db/client.js";

/** a span of time: from (included) to (excluded); either end may be open */
export interface DateRange {
  from?: Date | null;
  to?: Date | null;
}

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

/** the whole UTC days a range covers: from its start's day to the end of the day its end is in */
export function rangeDays(range?: DateRange | null): { from: Date | null; to: Date | null } {
  const to = range?.to ? startOfDay(range.to) : null;
  return {
    from: range?.from ? startOfDay(range.from) : null,
    to: to && range?.to && to.getTime() !== range.to.getTime() ? new Date(to.getTime() + DAY_MS) : to,
  };
}

/** the condition that a day (or a createdAt) is in the range's days (nothing when the range is open) */
export const daysIn = (range: DateRange | null | undefined, column: Prisma.Sql): Prisma.Sql => {
  const { from, to } = rangeDays(range);
  return Prisma.sql`${from ? Prisma.sql` AND ${column} >= ${from}` : Prisma.empty}${to ? Prisma.sql` AND ${column} < ${to}` : Prisma.empty}`;
};

/** whether a range has a bound (an open range is all time) */
export const isBounded = (range?: DateRange | null): range is DateRange => Boolean(range?.from || range?.to);

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

/** where a series reads: a day table, the condition naming its one program or partner, and which of its figures the metric sums */
export interface SeriesSource {
  table: "StatDay" | "StatPartnerDay";
  owner: Prisma.Sql;
  figures: Prisma.Sql;
  /** the currency of the amounts; null for metrics that only count */
  currency: string | null;
}

/**
 * The series' points, oldest first; intervals without records are zero; the range counts
 * whole UTC days and holds at most MAX_POINTS intervals (refused naming `range` otherwise).
 */
export async function timeSeries(db: DbTx, source: SeriesSource, interval: SeriesInterval, now: Date, range?: DateRange | null): Promise<TimePoint[]> {
  const { from, to } = seriesRange(now, interval, range);
  const starts: Date[] = [];
  for (let at = intervalStart(from, interval); at < to; at = nextStart(at, interval)) {
    starts.push(at);
    if (starts.length > MAX_POINTS) throw ValidationError.field("range", `The range holds more than ${MAX_POINTS} intervals: narrow it or choose a longer interval.`);
  }
  if (!starts.length) return [];
  const rows = await db.$queryRaw<{ bucket: Date; n: number; total: string | null }[]>`
    SELECT date_trunc(${interval}, day::timestamp) AS bucket, sum(n)::int AS n, sum(total)::text AS total
      FROM ${Prisma.raw(`"${source.table}"`)} WHERE ${source.owner} AND ${source.figures}${daysIn({ from, to }, Prisma.sql`day`)}
     GROUP BY 1`;
  const found = new Map(rows.map((r) => [new Date(r.bucket).getTime(), r]));
  const currency = source.currency;
  return starts.map((start) => {
    const r = found.get(start.getTime());
    return { start, count: r?.n ?? 0, amount: currency === null ? null : { currency, amount: new Decimal(r?.total ?? 0) } };
  });
}
