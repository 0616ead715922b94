// A partner's figures over a date range and its time series on GraphQL, for a chart of one
// partner (the console's partner page; the portal reads the same through `viewer`). Both read
// the statistics per partner and day, so they cost the days of the range.
import type { GraphQLContext } from "../../graphql/context.js";
import { ValidationError } from "../../core/errors.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { DateRangeInput } from "../../graphql/inputs.js";
import { graphqlOnly } from "../../graphql/surface.js";
import { SERIES_RANGE, TimeIntervalEnum, TimePointType } from "../stats/time-series.schema.js";
import { isBounded, type DateRange } from "../stats/time-series.js";
import { EMPTY_FIGURES, loadPartnerFigures, partnerTimeSeries, type PartnerFigures, type PartnerSeriesMetric } from "./partner-figures.js";
import { PartnerCommissions, PartnerReferrals, PartnerType } from "./partners.schema.js";

export const PartnerMetricEnum = valueEnum("PartnerMetric", "What a partner's time series counts", {
  signups: "Customers the partner referred",
  purchases: "Sales to those customers in the program's currency (refunded in full left out)",
  revenue: "Those sales' amounts net of refunds, in the program's currency",
  rewards: "Commissions earned (not rejected), in the program's currency",
  clicks: "Clicks on the partner's links",
  paidAccounts: "Customers who made their first purchase that still counts through the partner",
} satisfies Record<PartnerSeriesMetric, string>);

export const PartnerStatsType = builder.objectRef<PartnerFigures>("PartnerStats").implement({
  description: "What a partner's referrals came to and what it earned, over a range",
  fields: (t) => ({
    referrals: t.field({ type: PartnerReferrals, description: "What the partner's referrals came to", resolve: (f) => f.referrals }),
    commissions: t.field({ type: PartnerCommissions, description: "What the partner earned, by where it stands", resolve: (f) => f.commissions }),
  }),
});

const rangeKey = (range?: DateRange | null) => `${range?.from?.toISOString() ?? ""}|${range?.to?.toISOString() ?? ""}`;

/**
 * the figures of the partners of one request over a range: one statement per range asked,
 * whatever the number of partners (a page of partners costs what one partner does)
 */
export const partnerFiguresIn = (ctx: GraphQLContext, programId: number, range?: DateRange | null) =>
  ctx.loaders
    .get<string, PartnerFigures>(`partnerFigures:${programId}:${rangeKey(range)}`, async (uids) => {
      const found = await loadPartnerFigures(ctx.db, programId, uids, ctx.app.now(), isBounded(range) ? range : null);
      return uids.map((uid) => found.get(uid) ?? EMPTY_FIGURES);
    });

/** a range whose end is after its start (an end before it would count nothing without saying so) */
export function checkedRange(range?: DateRange | null): DateRange | null {
  if (range?.from && range.to && range.to <= range.from) throw ValidationError.field("range", "The end of the range (to) must be after its start (from).");
  return range ?? null;
}

builder.prismaObjectFields(PartnerType, (t) => ({
  stats: t.field({
    type: PartnerStatsType,
    complexity: 5,
    extensions: graphqlOnly,
    description:
      "The partner's figures; with a range, those of the records created in it (paid accounts: the customers whose first counted purchase through the partner is in it), in whole UTC days",
    args: { range: t.arg({ type: DateRangeInput, description: "Only records created in this range, in whole UTC days: the days its ends are in count whole (all when omitted)" }) },
    resolve: (p, { range }, ctx) => partnerFiguresIn(ctx, ctx.program.id, checkedRange(range)).load(p.uid),
  }),
  timeSeries: t.field({
    type: [TimePointType],
    complexity: 50,
    extensions: graphqlOnly,
    description: "One of the partner's figures per day, week or month over a range, oldest first, for a chart; intervals without records are zero",
    args: {
      metric: t.arg({ type: PartnerMetricEnum, required: true, description: "What to count" }),
      interval: t.arg({ type: TimeIntervalEnum, required: true, description: "How long each point's interval is" }),
      range: t.arg({ type: DateRangeInput, description: SERIES_RANGE }),
    },
    resolve: (p, { metric, interval, range }, ctx) =>
      partnerTimeSeries(ctx.db, { uid: p.uid, currency: ctx.program.currency }, metric, interval, ctx.app.now(), checkedRange(range)),
  }),
}));
