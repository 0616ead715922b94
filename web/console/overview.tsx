// The overview: the program's figures over a chosen range of days, and a chart of one metric
// (per day, week or month, by the range's length).
import { useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConsoleOverviewDocument, type ProgramMetric, type TimeInterval } from "../gql/graphql.js";
import { Field, Notice, PageHeading } from "../shared/ui.js";
import { BarChart } from "./chart.js";
import { Figure, moneyText } from "./figures.js";
import { formatDate, formatMoney, formatNumber, t } from "./i18n.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsolePageProps } from "./page.js";

const METRICS: ProgramMetric[] = ["REVENUE", "PURCHASES", "SIGNUPS", "CLICKS", "REWARDS", "PARTNERS", "PAID_ACCOUNTS"];
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** days per bar: a day up to two months, a week up to a year, else a month (the API allows 366 bars) */
function intervalFor(days: number): TimeInterval {
  return days <= 62 ? "DAY" : days <= 366 ? "WEEK" : "MONTH";
}

export function Overview(_props: ConsolePageProps) {
  const today = Date.parse(isoDay(Date.now()));
  const [from, setFrom] = useState(isoDay(today - 29 * DAY));
  const [to, setTo] = useState(isoDay(today));
  const [metric, setMetric] = useState<ProgramMetric>("REVENUE");
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const days = valid ? Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1 : 30;
  // whole UTC days: the end day counts, so the range ends where the next day starts
  const range = valid ? { from: `${from}T00:00:00Z`, to: `${isoDay(Date.parse(to) + DAY)}T00:00:00Z` } : undefined;
  const [result] = useQuery({ query: ConsoleOverviewDocument, variables: { range, metric, interval: intervalFor(days) }, pause: !valid });
  const data = result.data?.program;
  const s = data?.stats;
  const currency = data?.program.currency ?? "USD";
  const points = (data?.timeSeries ?? []).map((p) => ({
    start: p.start,
    value: p.amount ? Number(p.amount.amount) : p.count,
    text: p.amount ? formatMoney(p.amount.amount, p.amount.currency) : formatNumber(p.count),
  }));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const busiest = points.reduce<(typeof points)[number] | null>((best, p) => (!best || p.value > best.value ? p : best), null);
  const metricName = t(`metric.${metric}` as ConsoleMessageKey);
  const totalText = data?.timeSeries.some((p) => p.amount) ? formatMoney(String(total), currency) : formatNumber(total);
  const summary =
    busiest && busiest.value > 0
      ? t("overview.chartSummary", { total: totalText, busiest: formatDate(busiest.start), value: busiest.text })
      : t("overview.chartEmpty");

  return (
    <>
      <PageHeading>{t("nav.overview")}</PageHeading>
      <form class="range" onSubmit={(e) => e.preventDefault()} aria-label={t("overview.range")}>
        <Field label={t("overview.from")} type="date" value={from} max={to} onInput={(e) => setFrom(e.currentTarget.value)} />
        <Field label={t("overview.to")} type="date" value={to} min={from} onInput={(e) => setTo(e.currentTarget.value)} />
        <div class="field">
          <label for="overview-metric">{t("overview.metric")}</label>
          <select id="overview-metric" value={metric} onChange={(e) => setMetric(e.currentTarget.value as ProgramMetric)}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`metric.${m}` as ConsoleMessageKey)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {!valid && <Notice kind="error">{t("overview.badRange")}</Notice>}
      {result.error && <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>}
      {s && (
        <section aria-labelledby="overview-figures">
          <h2 id="overview-figures">{t("overview.figures", { from: formatDate(`${from}T00:00:00Z`), to: formatDate(`${to}T00:00:00Z`) })}</h2>
          <dl class="figures">
            <Figure name="clicks" label={t("metric.CLICKS")}>{formatNumber(s.clicks)}</Figure>
            <Figure name="signups" label={t("metric.SIGNUPS")}>{formatNumber(s.totalSignups)}</Figure>
            <Figure name="sales" label={t("metric.PURCHASES")}>{formatNumber(s.totalPurchases)}</Figure>
            <Figure name="revenue" label={t("metric.REVENUE")}>{moneyText(s.totalRevenue, currency)}</Figure>
            <Figure name="rewards" label={t("metric.REWARDS")}>{moneyText(s.totalReward, currency)}</Figure>
            <Figure name="partners" label={t("overview.partners")}>{formatNumber(s.totalPartners)}</Figure>
            <Figure name="pending-partners" label={t("overview.pendingPartners")}>{formatNumber(s.pendingPartners)}</Figure>
            <Figure name="in-review" label={t("overview.rewardsInReview")}>{moneyText(s.rewardsInReview, currency)}</Figure>
            <Figure name="unpaid" label={t("overview.rewardsUnclaimed")}>{moneyText(s.rewardsUnclaimed, currency)}</Figure>
            <Figure name="paid" label={t("overview.rewardsPaid")}>{moneyText(s.rewardsPaid, currency)}</Figure>
            <Figure name="click-to-signup" label={t("overview.clickToSignup")}>{t("overview.percent", { value: formatNumber(s.clickToSignupConversion) })}</Figure>
            <Figure name="signup-to-sale" label={t("overview.signupToSale")}>{t("overview.percent", { value: formatNumber(s.signupToSaleConversion) })}</Figure>
          </dl>
          <h2>{t("overview.chartTitle", { metric: metricName })}</h2>
          <BarChart title={t("overview.chartTable", { metric: metricName })} points={points} summary={summary} />
        </section>
      )}
      {result.fetching && !s && <p role="status">{t("app.loading")}</p>}
    </>
  );
}
