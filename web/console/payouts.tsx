// Payouts: the partners' payout requests by status; approve, reject, mark paid (approval and
// payment ask an operator with an authenticator app for a fresh code first); the approved ones
// as a file for PayPal mass pay or Wise batch payments.
import type { CombinedError } from "@urql/core";
import { useClient, useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import {
  ConsolePayoutApproveDocument,
  ConsolePayoutMarkPaidDocument,
  ConsolePayoutRejectDocument,
  ConsolePayoutsDocument,
  ConsolePayoutsExportDocument,
  type PayoutExportFormat,
  type ConsolePayoutRowFragment,
  type PayoutRequestStatus,
} from "../gql/graphql.js";
import { Notice, PageHeading } from "../shared/ui.js";
import { formatDate, formatMoney, t } from "./i18n.js";
import { OutcomeLine, outcomeOf, Pager, PAGE_SIZE, usePager, type Outcome } from "./list.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsolePageProps } from "./page.js";
import { linkProps } from "./route.js";
import { needsTotp, useTotpRetry } from "./totp.js";

const STATUSES: PayoutRequestStatus[] = ["REQUESTED", "APPROVED", "PAID", "REJECTED"];
type Moved = { error?: CombinedError; payload?: { userErrors: { message: string }[] } | null };

export function Payouts({ role, navigate }: ConsolePageProps) {
  const [status, setStatus] = useState<PayoutRequestStatus | "">("");
  const pager = usePager();
  const [result] = useQuery({ query: ConsolePayoutsDocument, variables: { first: PAGE_SIZE, after: pager.after, filter: status ? { statuses: [status] } : {} } });
  const [, approve] = useMutation(ConsolePayoutApproveDocument);
  const [, reject] = useMutation(ConsolePayoutRejectDocument);
  const [, markPaid] = useMutation(ConsolePayoutMarkPaidDocument);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const totp = useTotpRetry();
  const client = useClient();
  /** the approved requests as the payment service's file, saved by the browser */
  const exportFile = async (format: PayoutExportFormat): Promise<void> => {
    setBusy(true);
    const r = await client.query(ConsolePayoutsExportDocument, { format }, { requestPolicy: "network-only" }).toPromise();
    setBusy(false);
    if (needsTotp(r.error)) return totp.ask(() => exportFile(format));
    const file = r.data?.payoutRequestsExport;
    if (!file) return setOutcome({ kind: "error", text: t("app.error", { message: r.error?.message ?? "" }) });
    if (!file.csv) return setOutcome({ kind: "success", text: t("payouts.exportEmpty") });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([file.csv], { type: file.contentType }));
    link.download = file.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    setOutcome({ kind: "success", text: t("payouts.exported", { filename: file.filename }) });
  };
  const list = result.data?.payoutRequests;
  const canAct = role !== "VIEWER";

  const act = async (move: () => Promise<Moved>, done: string): Promise<void> => {
    setBusy(true);
    const r = await move();
    setBusy(false);
    if (needsTotp(r.error)) return totp.ask(() => act(move, done));
    setOutcome(outcomeOf(r, r.payload, done));
  };
  const actions = (p: ConsolePayoutRowFragment) => {
    const n = p.number;
    const run = (move: () => Promise<Moved>, done: ConsoleMessageKey) => () => act(move, t(done, { number: n }));
    const moves = {
      approve: async (): Promise<Moved> => {
        const r = await approve({ id: p.id });
        return { error: r.error, payload: r.data?.payoutRequestApprove };
      },
      markPaid: async (): Promise<Moved> => {
        const r = await markPaid({ id: p.id });
        return { error: r.error, payload: r.data?.payoutRequestMarkPaid };
      },
      reject: async (): Promise<Moved> => {
        const r = await reject({ id: p.id });
        return { error: r.error, payload: r.data?.payoutRequestReject };
      },
    };
    return (
      <div class="actions">
        {p.status === "REQUESTED" && (
          <button type="button" disabled={busy} aria-label={t("payouts.approveLabel", { number: n })} onClick={run(moves.approve, "payouts.approved")}>
            {t("payouts.approve")}
          </button>
        )}
        {p.status === "APPROVED" && (
          <button type="button" disabled={busy} aria-label={t("payouts.markPaidLabel", { number: n })} onClick={run(moves.markPaid, "payouts.paid")}>
            {t("payouts.markPaid")}
          </button>
        )}
        {(p.status === "REQUESTED" || p.status === "APPROVED") && (
          <button type="button" class="secondary" disabled={busy} aria-label={t("payouts.rejectLabel", { number: n })} onClick={run(moves.reject, "payouts.rejected")}>
            {t("payouts.reject")}
          </button>
        )}
      </div>
    );
  };

  return (
    <>
      <PageHeading>{t("nav.payouts")}</PageHeading>
      <form class="range" onSubmit={(e) => e.preventDefault()}>
        <div class="field">
          <label for="payout-status">{t("payouts.status")}</label>
          <select id="payout-status" value={status} onChange={(e) => (setStatus(e.currentTarget.value as PayoutRequestStatus | ""), pager.reset())}>
            <option value="">{t("payouts.all")}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`payoutStatus.${s}` as ConsoleMessageKey)}
              </option>
            ))}
          </select>
        </div>
      </form>
      {canAct && (
        <p class="actions">
          <button type="button" class="secondary" disabled={busy} onClick={() => exportFile("PAYPAL")}>
            {t("payouts.exportPaypal")}
          </button>
          <button type="button" class="secondary" disabled={busy} onClick={() => exportFile("WISE")}>
            {t("payouts.exportWise")}
          </button>
        </p>
      )}
      {totp.form}
      <OutcomeLine outcome={outcome} />
      {result.error && <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>}
      {list &&
        (list.edges.length === 0 ? (
          <p>{t("payouts.empty")}</p>
        ) : (
          <table>
            <caption class="visually-hidden">{t("nav.payouts")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("payouts.number")}</th>
                <th scope="col">{t("commissions.partner")}</th>
                <th scope="col" class="num">
                  {t("commissions.amount")}
                </th>
                <th scope="col">{t("payouts.method")}</th>
                <th scope="col">{t("payouts.status")}</th>
                <th scope="col">{t("payouts.requested")}</th>
                {canAct && <th scope="col">{t("partners.actions")}</th>}
              </tr>
            </thead>
            <tbody>
              {list.edges.map(({ node: p }) => (
                <tr key={p.id} data-payout={p.number}>
                  <td>{p.number}</td>
                  <td>
                    <a {...linkProps(navigate, "partners", p.partner.id)}>{[p.partner.name, p.partner.surname].filter(Boolean).join(" ") || p.partner.email}</a>
                  </td>
                  <td class="num">{formatMoney(p.amount.amount, p.amount.currency)}</td>
                  <td>{t(`gateway.${p.gateway}` as ConsoleMessageKey)}</td>
                  <td>
                    <span class={`status ${p.status.toLowerCase()}`}>{t(`payoutStatus.${p.status}` as ConsoleMessageKey)}</span>
                    {p.paidAt && <span class="note"> {formatDate(p.paidAt)}</span>}
                  </td>
                  <td>{formatDate(p.createdAt)}</td>
                  {canAct && <td>{actions(p)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {list && <Pager pager={pager} result={result} total={list.totalCount} hasNext={list.pageInfo.hasNextPage} endCursor={list.pageInfo.endCursor} />}
    </>
  );
}
