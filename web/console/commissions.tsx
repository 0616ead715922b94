// Commissions review: the rewards waiting (pending and in review, with the fraud rule that held
// one back), chosen one by one or all on the page, approved or rejected together (one
// transaction; a refused one is named and the others move).
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConsoleRewardsApproveDocument, ConsoleRewardsDocument, ConsoleRewardsRejectDocument, type RewardStatus } from "../gql/graphql.js";
import { Field, Notice, PageHeading } from "../shared/ui.js";
import { formatDate, formatMoney, known, t } from "./i18n.js";
import { OutcomeLine, Pager, PAGE_SIZE, usePager, type Outcome } from "./list.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsolePageProps } from "./page.js";
import { linkProps } from "./route.js";

const VIEWS: Record<string, RewardStatus[]> = {
  review: ["PENDING", "IN_REVIEW"],
  IN_REVIEW: ["IN_REVIEW"],
  APPROVED: ["APPROVED"],
  REJECTED: ["REJECTED"],
  PAID: ["PAID"],
};

type Reviewed = { userErrors: { field?: string[] | null; message: string }[]; rewards: unknown[] };

export function Commissions({ role, navigate }: ConsolePageProps) {
  const [view, setView] = useState("review");
  const pager = usePager();
  const [result] = useQuery({ query: ConsoleRewardsDocument, variables: { first: PAGE_SIZE, after: pager.after, filter: { statuses: VIEWS[view] } } });
  const [, approve] = useMutation(ConsoleRewardsApproveDocument);
  const [, reject] = useMutation(ConsoleRewardsRejectDocument);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = result.data?.rewards;
  const rows = list?.edges.map((e) => e.node) ?? [];
  const canAct = role !== "VIEWER";
  const choose = (id: string, on: boolean) => setChosen((s) => (on ? new Set([...s, id]) : new Set([...s].filter((x) => x !== id))));
  const ids = rows.filter((r) => chosen.has(r.id)).map((r) => r.id);

  const review = async (run: () => Promise<{ error?: { message: string }; payload?: Reviewed }>, done: ConsoleMessageKey) => {
    setBusy(true);
    const { error, payload } = await run();
    setBusy(false);
    if (error || !payload) return setOutcome({ kind: "error", text: t("app.error", { message: error?.message ?? "" }) });
    // each refusal names the reward by its place in the ids sent
    const refused = payload.userErrors.map((e) => {
      const at = Number(e.field?.[2]);
      const reward = Number.isInteger(at) ? rows.find((r) => r.id === ids[at]) : undefined;
      return reward ? t("commissions.refusedOne", { key: reward.key, message: e.message }) : e.message;
    });
    setChosen(new Set());
    setOutcome(refused.length ? { kind: "error", text: [t(done, { count: payload.rewards.length }), ...refused].join(" ") } : { kind: "success", text: t(done, { count: payload.rewards.length }) });
  };

  return (
    <>
      <PageHeading>{t("nav.commissions")}</PageHeading>
      <form class="range" onSubmit={(e) => e.preventDefault()}>
        <div class="field">
          <label for="reward-view">{t("commissions.show")}</label>
          <select id="reward-view" value={view} onChange={(e) => (setView(e.currentTarget.value), setChosen(new Set()), pager.reset())}>
            {Object.keys(VIEWS).map((v) => (
              <option key={v} value={v}>
                {t(v === "review" ? "commissions.toReview" : (`rewardStatus.${v}` as ConsoleMessageKey))}
              </option>
            ))}
          </select>
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
      {result.error && <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>}
      {canAct && rows.length > 0 && (
        <form
          class="inline bulk"
          aria-label={t("commissions.bulk")}
          onSubmit={(e) => {
            e.preventDefault();
            void review(async () => {
              const r = await reject({ ids, reason: reason.trim() || null });
              return { error: r.error, payload: r.data?.rewardsReject };
            }, "commissions.rejected");
          }}
        >
          <p class="chosen" role="status">
            {t("commissions.chosen", { count: ids.length })}
          </p>
          <button
            type="button"
            disabled={busy || !ids.length}
            onClick={() =>
              review(async () => {
                const r = await approve({ ids });
                return { error: r.error, payload: r.data?.rewardsApprove };
              }, "commissions.approved")
            }
          >
            {t("commissions.approve")}
          </button>
          <Field label={t("commissions.reason")} maxLength={1000} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
          <button type="submit" class="secondary" disabled={busy || !ids.length}>
            {t("commissions.reject")}
          </button>
        </form>
      )}
      {list &&
        (rows.length === 0 ? (
          <p>{t("commissions.empty")}</p>
        ) : (
          <table>
            <caption class="visually-hidden">{t("nav.commissions")}</caption>
            <thead>
              <tr>
                {canAct && (
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t("commissions.chooseAll")}
                      checked={ids.length === rows.length}
                      onChange={(e) => setChosen(e.currentTarget.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                    />
                  </th>
                )}
                <th scope="col">{t("commissions.date")}</th>
                <th scope="col">{t("commissions.partner")}</th>
                <th scope="col" class="num">
                  {t("commissions.amount")}
                </th>
                <th scope="col">{t("commissions.status")}</th>
                <th scope="col">{t("commissions.why")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-reward={r.key}>
                  {canAct && (
                    <td>
                      <input type="checkbox" aria-label={t("commissions.choose", { key: r.key })} checked={chosen.has(r.id)} onChange={(e) => choose(r.id, e.currentTarget.checked)} />
                    </td>
                  )}
                  <td>{formatDate(r.createdAt)}</td>
                  <td>{r.partner ? <a {...linkProps(navigate, "partners", r.partner.id)}>{[r.partner.name, r.partner.surname].filter(Boolean).join(" ") || r.partner.email}</a> : "—"}</td>
                  <td class="num">{r.amount ? formatMoney(r.amount.amount, r.amount.currency) : r.points ? `${r.points.amount} ${r.points.unit}` : "—"}</td>
                  <td>
                    <span class={`status ${r.status.toLowerCase()}`}>{t(`rewardStatus.${r.status}` as ConsoleMessageKey)}</span>
                  </td>
                  <td>
                    {r.reviewReason && (known(`fraud.${r.reviewReason}`) ? t(`fraud.${r.reviewReason}` as ConsoleMessageKey) : r.reviewReason)}
                    {r.transaction && <span class="note"> {t("commissions.order", { key: r.transaction.key })}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {list && <Pager pager={pager} result={result} total={list.totalCount} hasNext={list.pageInfo.hasNextPage} endCursor={list.pageInfo.endCursor} />}
    </>
  );
}
