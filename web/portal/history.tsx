// The partner's commissions (with their status) and payout requests: two tables, newest first.
import { formatDate, formatMoney, t } from "../shared/i18n.js";
import type { MessageKey } from "../shared/messages.en.js";
import type { Viewer } from "./viewer.js";

export function Commissions({ viewer }: { viewer: Viewer }) {
  const rows = viewer.commissions.edges.map((e) => e.node);
  if (!rows.length) return <p>{t("commissions.empty")}</p>;
  return (
    <table>
      <caption class="visually-hidden">{t("commissions.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("commissions.date")}</th>
          <th scope="col">{t("commissions.kind")}</th>
          <th scope="col" class="num">
            {t("commissions.amount")}
          </th>
          <th scope="col">{t("commissions.status")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>{formatDate(c.createdAt)}</td>
            <td>
              {t(`kind.${c.kind}` as MessageKey)}
              {c.note && <span class="note"> · {c.note}</span>}
            </td>
            <td class="num">{formatMoney(c.amount.amount, c.amount.currency)}</td>
            <td>
              <span class={`status ${c.status.toLowerCase()}`}>{t(`status.${c.status}` as MessageKey)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PayoutHistory({ viewer }: { viewer: Viewer }) {
  const rows = viewer.payoutRequests.edges.map((e) => e.node);
  if (!rows.length) return <p>{t("payouts.empty")}</p>;
  return (
    <table>
      <caption class="visually-hidden">{t("payouts.title")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("payouts.number")}</th>
          <th scope="col">{t("payouts.requested")}</th>
          <th scope="col" class="num">
            {t("payouts.amount")}
          </th>
          <th scope="col">{t("payouts.status")}</th>
          <th scope="col">{t("payouts.paid")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id}>
            <td>{p.number}</td>
            <td>{formatDate(p.createdAt)}</td>
            <td class="num">{formatMoney(p.amount.amount, p.amount.currency)}</td>
            <td>
              <span class={`status ${p.status.toLowerCase()}`}>{t(`payout.${p.status}` as MessageKey)}</span>
            </td>
            <td>{p.paidAt ? formatDate(p.paidAt) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
