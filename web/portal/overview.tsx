// The overview: the partner's figures (clicks, sign-ups, sales, revenue; earnings by status),
// a chart over a chosen range, links and coupon codes.
import { formatDate, formatMoney, formatNumber, t } from "../shared/i18n.js";
import type { MessageKey } from "../shared/messages.en.js";
import { Notice } from "../shared/ui.js";
import { Chart } from "./chart.js";
import { Links } from "./links.js";
import type { MoneyList, Viewer } from "./viewer.js";

const moneyText = (list: MoneyList) => list.map((m) => formatMoney(m.amount, m.currency)).join(" · ");

function Figure({ label, value, name }: { label: MessageKey; value: string; name: string }) {
  return (
    <div class="figure" data-figure={name}>
      <dt>{t(label)}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function Overview({ viewer, version }: { viewer: Viewer; version: number }) {
  const f = viewer.figures;
  const money = (list: MoneyList) => (list.length ? moneyText(list) : formatMoney("0", viewer.program.currency));
  return (
    <>
      {!viewer.approved && <Notice>{t("dash.pending")}</Notice>}
      <section aria-labelledby="figures-title">
        <h2 id="figures-title">{t("dash.figures")}</h2>
        <dl class="figures">
          <Figure name="clicks" label="dash.clicks" value={formatNumber(f.clicks)} />
          <Figure name="signups" label="dash.signups" value={formatNumber(f.signups)} />
          <Figure name="sales" label="dash.sales" value={formatNumber(f.sales)} />
          <Figure name="revenue" label="dash.revenue" value={money(f.revenue)} />
        </dl>
        <h3>{t("dash.earnings")}</h3>
        <dl class="figures">
          <Figure name="pending" label="dash.earningsPending" value={money(f.commissionsPending)} />
          <Figure name="approved" label="dash.earningsApproved" value={money(f.commissionsApproved)} />
          <Figure name="paid" label="dash.earningsPaid" value={money(f.commissionsPaid)} />
        </dl>
      </section>
      <Chart version={version} />
      <Links viewer={viewer} />
      {viewer.couponCodes.length > 0 && (
        <section aria-labelledby="coupons-title">
          <h2 id="coupons-title">{t("coupons.title")}</h2>
          <ul class="coupons">
            {viewer.couponCodes.map((c) => (
              <li key={c.id}>
                <code>{c.code}</code> {t("coupons.used", { count: c.timesRedeemed })}
                {c.expiresOn && <> · {t("coupons.expires", { date: formatDate(c.expiresOn) })}</>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
