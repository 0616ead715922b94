// The types of a time series on GraphQL, shared by the program's and the partners' charts.
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { MoneyType } from "../../graphql/money.js";
import type { SeriesInterval, TimePoint } from "./time-series.js";

export const TimeIntervalEnum = valueEnum("TimeInterval", "The length of a time series' intervals (UTC)", {
  day: "A day",
  week: "A week, from Monday",
  month: "A calendar month",
} satisfies Record<SeriesInterval, string>);

export const TimePointType = builder.objectRef<TimePoint>("TimePoint").implement({
  description: "One interval of a time series",
  fields: (t) => ({
    start: t.expose("start", { type: "DateTime", description: "When the interval starts (UTC)" }),
    count: t.exposeInt("count", { description: "How many records the interval has" }),
    amount: t.field({ type: MoneyType, nullable: true, description: "Their amount, for the metrics of amounts; null for the others", resolve: (p) => p.amount }),
  }),
});

/** the description of a series' range argument */
export const SERIES_RANGE =
  "The span of the series (at most 366 intervals), in whole UTC days; an open end is now, or 30 days, 12 weeks or 12 months back";
