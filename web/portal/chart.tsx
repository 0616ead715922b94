// One of the partner's figures over a range it picks, as bars: a hand-drawn SVG (no chart
// library, for the bundle's budget) that screen readers skip for its summary sentence, and the
// same numbers as a table for anyone who wants them. Read again when `version` changes (live activity).
import { useQuery } from "@urql/preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { PortalChartDocument, type PartnerMetric, type TimeInterval } from "../gql/graphql.js";
import { formatMoney, formatNumber, formatUtcDay, t } from "../shared/i18n.js";
import type { MessageKey } from "../shared/messages.en.js";

const METRICS: PartnerMetric[] = ["CLICKS", "SIGNUPS", "PURCHASES", "REVENUE", "REWARDS"];
const RANGES = [
  { days: 7, interval: "DAY", label: "chart.range7" },
  { days: 30, interval: "DAY", label: "chart.range30" },
  { days: 90, interval: "WEEK", label: "chart.range90" },
  { days: 365, interval: "MONTH", label: "chart.range365" },
] as const satisfies readonly { days: number; interval: TimeInterval; label: MessageKey }[];

const DAY = 86_400_000;
const W = 640;
const H = 180;

/** whole UTC days: from the start of the day `days - 1` back, to the end of today */
function rangeOf(days: number) {
  const today = Math.floor(Date.now() / DAY) * DAY;
  return { from: new Date(today - (days - 1) * DAY).toISOString(), to: new Date(today + DAY).toISOString() };
}

export function Chart({ version }: { version: number }) {
  const [metric, setMetric] = useState<PartnerMetric>("CLICKS");
  const [rangeIndex, setRangeIndex] = useState(1);
  const range = RANGES[rangeIndex]!;
  const variables = useMemo(() => ({ metric, interval: range.interval as TimeInterval, range: rangeOf(range.days) }), [metric, rangeIndex]);
  const [result, refetch] = useQuery({ query: PortalChartDocument, variables });
  useEffect(() => {
    if (version) refetch({ requestPolicy: "network-only" });
  }, [version]);

  // urql keeps the last result while a new choice loads: words and bars name what is drawn, not what is selected
  const drawn = (result.data && (result.operation?.variables as typeof variables | undefined)) || variables;
  const drawnDays = Math.round((Date.parse(drawn.range.to) - Date.parse(drawn.range.from)) / DAY);
  const drawnRange = RANGES.find((r) => r.days === drawnDays) ?? range;
  const points = result.data?.viewer?.timeSeries ?? [];
  const value = (p: (typeof points)[number]) => (p.amount ? Number(p.amount.amount) : p.count);
  const show = (p: (typeof points)[number]) => (p.amount ? formatMoney(p.amount.amount, p.amount.currency) : formatNumber(p.count));
  const values = points.map(value);
  const max = Math.max(0, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const peak = points[values.indexOf(max)];
  const currency = points.find((p) => p.amount)?.amount?.currency;
  const label = t(`metric.${drawn.metric.toLowerCase()}` as MessageKey);
  const rangeLabel = t(drawnRange.label);
  const summary =
    !points.length || max === 0
      ? t("chart.summaryEmpty", { metric: label, range: rangeLabel })
      : t("chart.summary", {
          metric: label,
          range: rangeLabel,
          total: currency ? formatMoney(String(total), currency) : formatNumber(total),
          max: peak ? show(peak) : "",
          peak: peak ? formatUtcDay(peak.start) : "",
        });
  const barWidth = points.length ? W / points.length : W;

  return (
    <section aria-labelledby="chart-title">
      <h2 id="chart-title">{t("chart.title")}</h2>
      <div class="chart-controls">
        <div class="field">
          <label for="chart-metric">{t("chart.metric")}</label>
          <select id="chart-metric" value={metric} onChange={(e) => setMetric(e.currentTarget.value as PartnerMetric)}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {t(`metric.${m.toLowerCase()}` as MessageKey)}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="chart-range">{t("chart.range")}</label>
          <select id="chart-range" value={String(rangeIndex)} onChange={(e) => setRangeIndex(Number(e.currentTarget.value))}>
            {RANGES.map((r, i) => (
              <option key={r.label} value={String(i)}>
                {t(r.label)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <figure class="chart">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} preserveAspectRatio="none">
          <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} class="axis" />
          {points.map((p, i) => {
            const h = max ? (value(p) / max) * (H - 8) : 0;
            return <rect key={p.start} x={i * barWidth + barWidth * 0.15} y={H - h} width={barWidth * 0.7} height={h} class="bar" />;
          })}
        </svg>
        <figcaption id="chart-summary" aria-live="polite">
          {summary}
        </figcaption>
      </figure>
      <details>
        <summary>{t("chart.table")}</summary>
        <table>
          <caption class="visually-hidden">{`${label}, ${rangeLabel}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t("chart.period")}</th>
              <th scope="col" class="num">
                {label}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <td>{formatUtcDay(p.start)}</td>
                <td class="num">{show(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
