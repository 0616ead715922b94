// Partners: search and filter by status, page through the connection, approve, reject with a
// reason (the partner is told it), archive; a partner's detail with its figures and links.
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import {
  ConsolePartnerApproveDocument,
  ConsolePartnerArchiveDocument,
  ConsolePartnerDocument,
  ConsolePartnerRejectDocument,
  ConsolePartnersDocument,
  type ConsolePartnerRowFragment,
  type PartnerStatus,
} from "../gql/graphql.js";
import { Field, Notice, PageHeading } from "../shared/ui.js";
import { Figure, moneyText } from "./figures.js";
import { formatDate, formatNumber, t } from "./i18n.js";
import { OutcomeLine, outcomeOf, Pager, PAGE_SIZE, usePager, type Outcome } from "./list.js";
import type { ConsoleMessageKey } from "./messages.en.js";
import type { ConsolePageProps } from "./page.js";
import { linkProps, type Navigate } from "./route.js";

/** the list's views: waiting for approval, or by status */
const VIEWS: Record<string, { statuses: PartnerStatus[]; awaitingApproval?: boolean }> = {
  "": { statuses: ["PENDING", "ACTIVE"] },
  waiting: { statuses: ["PENDING", "ACTIVE"], awaitingApproval: true },
  ACTIVE: { statuses: ["ACTIVE"] },
  ARCHIVED: { statuses: ["ARCHIVED"] },
};
const nameOf = (p: Pick<ConsolePartnerRowFragment, "name" | "surname" | "email">) => [p.name, p.surname].filter(Boolean).join(" ") || p.email;

export function Partners(props: ConsolePageProps) {
  return props.item ? <PartnerDetail {...props} id={props.item} /> : <PartnerList {...props} />;
}

function PartnerList({ role, navigate }: ConsolePageProps) {
  const [search, setSearch] = useState("");
  const [view, setView] = useState("");
  const pager = usePager();
  const filter = { ...(search.trim() ? { search: search.trim() } : {}), ...VIEWS[view] };
  const [result] = useQuery({ query: ConsolePartnersDocument, variables: { first: PAGE_SIZE, after: pager.after, filter } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const list = result.data?.partners;
  return (
    <>
      <PageHeading>{t("nav.partners")}</PageHeading>
      <form class="range" role="search" onSubmit={(e) => e.preventDefault()}>
        <Field label={t("partners.search")} hint={t("partners.searchHint")} type="search" value={search} onInput={(e) => (setSearch(e.currentTarget.value), pager.reset())} />
        <div class="field">
          <label for="partner-status">{t("partners.status")}</label>
          <select id="partner-status" value={view} onChange={(e) => (setView(e.currentTarget.value), pager.reset())}>
            {Object.keys(VIEWS).map((v) => (
              <option key={v} value={v}>
                {t(v === "" ? "partners.all" : v === "waiting" ? "partners.waiting" : (`partnerStatus.${v}` as ConsoleMessageKey))}
              </option>
            ))}
          </select>
        </div>
      </form>
      <OutcomeLine outcome={outcome} />
      {result.error && <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>}
      {list && (
        <>
          {list.edges.length === 0 ? (
            <p>{t("list.empty")}</p>
          ) : (
            <table>
              <caption class="visually-hidden">{t("nav.partners")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("partners.name")}</th>
                  <th scope="col">{t("partners.status")}</th>
                  <th scope="col">{t("partners.created")}</th>
                  {role !== "VIEWER" && <th scope="col">{t("partners.actions")}</th>}
                </tr>
              </thead>
              <tbody>
                {list.edges.map(({ node }) => (
                  <PartnerRow key={node.id} partner={node} canAct={role !== "VIEWER"} navigate={navigate} onOutcome={setOutcome} />
                ))}
              </tbody>
            </table>
          )}
          <Pager pager={pager} result={result} total={list.totalCount} hasNext={list.pageInfo.hasNextPage} endCursor={list.pageInfo.endCursor} />
        </>
      )}
    </>
  );
}

function PartnerRow({ partner, canAct, navigate, onOutcome }: { partner: ConsolePartnerRowFragment; canAct: boolean; navigate: Navigate; onOutcome: (o: Outcome) => void }) {
  const name = nameOf(partner);
  return (
    <tr data-partner={partner.externalId}>
      <td>
        <a {...linkProps(navigate, "partners", partner.id)}>{name}</a>
        <br />
        <span class="note">{partner.email}</span>
      </td>
      <td>
        <span class={`status ${partner.status.toLowerCase()}`}>{t(`partnerStatus.${partner.status}` as ConsoleMessageKey)}</span>
        {partner.rejectionReason && <span class="note"> · {t("partners.rejection", { reason: partner.rejectionReason })}</span>}
        {!partner.approved && !partner.rejectionReason && <span class="note"> · {t("partners.waiting")}</span>}
      </td>
      <td>{formatDate(partner.createdAt)}</td>
      {canAct && (
        <td>
          <PartnerActions partner={partner} onOutcome={onOutcome} />
        </td>
      )}
    </tr>
  );
}

/** approve and reject (for partners waiting), archive (for any not archived yet) */
function PartnerActions({ partner, onOutcome }: { partner: ConsolePartnerRowFragment; onOutcome: (o: Outcome) => void }) {
  const [, approve] = useMutation(ConsolePartnerApproveDocument);
  const [, reject] = useMutation(ConsolePartnerRejectDocument);
  const [, archive] = useMutation(ConsolePartnerArchiveDocument);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const name = nameOf(partner);
  const waiting = !partner.approved && !partner.rejectionReason && partner.status !== "ARCHIVED";
  const act = async (run: () => Promise<Outcome>) => {
    setBusy(true);
    const outcome = await run();
    setBusy(false);
    onOutcome(outcome);
    if (outcome.kind === "success") setRejecting(false);
  };
  if (rejecting) {
    return (
      <form
        class="inline"
        aria-label={t("partners.rejectLabel", { name })}
        onSubmit={(e) => {
          e.preventDefault();
          void act(async () => {
            const r = await reject({ id: partner.id, reason });
            return outcomeOf(r, r.data?.partnerReject, t("partners.rejected", { name }));
          });
        }}
      >
        <Field label={t("partners.reason")} required maxLength={1000} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
        <button type="submit" disabled={busy}>
          {t("partners.confirmReject")}
        </button>{" "}
        <button type="button" class="secondary" onClick={() => setRejecting(false)}>
          {t("partners.cancel")}
        </button>
      </form>
    );
  }
  return (
    <div class="actions">
      {waiting && (
        <>
          <button
            type="button"
            disabled={busy}
            aria-label={t("partners.approveLabel", { name })}
            onClick={() =>
              act(async () => {
                const r = await approve({ id: partner.id });
                return outcomeOf(r, r.data?.partnerApprove, t("partners.approved", { name }));
              })
            }
          >
            {t("partners.approve")}
          </button>
          <button type="button" class="secondary" disabled={busy} aria-label={t("partners.rejectLabel", { name })} onClick={() => setRejecting(true)}>
            {t("partners.reject")}
          </button>
        </>
      )}
      {partner.status !== "ARCHIVED" && (
        <button
          type="button"
          class="secondary"
          disabled={busy}
          aria-label={t("partners.archiveLabel", { name })}
          onClick={() =>
            act(async () => {
              const r = await archive({ id: partner.id });
              return outcomeOf(r, r.data?.partnerArchive, t("partners.archived", { name }));
            })
          }
        >
          {t("partners.archive")}
        </button>
      )}
    </div>
  );
}

function PartnerDetail({ id, role, navigate }: ConsolePageProps & { id: string }) {
  const [result] = useQuery({ query: ConsolePartnerDocument, variables: { id } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const p = result.data?.partner;
  const currency = result.data?.program.program.currency ?? "USD";
  const back = (
    <p>
      <a {...linkProps(navigate, "partners")}>{t("partners.back")}</a>
    </p>
  );
  if (result.fetching && !result.data) return <p role="status">{t("app.loading")}</p>;
  if (!p) {
    return (
      <>
        <PageHeading>{t("partners.notFound")}</PageHeading>
        {result.error && <Notice kind="error">{t("app.error", { message: result.error.message })}</Notice>}
        {back}
      </>
    );
  }
  return (
    <>
      {back}
      <PageHeading>{nameOf(p)}</PageHeading>
      <p>
        {p.email} · <span class={`status ${p.status.toLowerCase()}`}>{t(`partnerStatus.${p.status}` as ConsoleMessageKey)}</span> · {t("partners.id", { id: p.externalId, key: p.key })}
      </p>
      {p.rejectionReason && <Notice>{t("partners.rejection", { reason: p.rejectionReason })}</Notice>}
      <OutcomeLine outcome={outcome} />
      {role !== "VIEWER" && <PartnerActions partner={p} onOutcome={setOutcome} />}
      <section aria-labelledby="partner-figures">
        <h2 id="partner-figures">{t("partners.figures")}</h2>
        <dl class="figures">
          <Figure name="clicks" label={t("partners.clicks")}>{formatNumber(p.referrals.clicks)}</Figure>
          <Figure name="signups" label={t("partners.signups")}>{formatNumber(p.referrals.signups)}</Figure>
          <Figure name="sales" label={t("partners.sales")}>{formatNumber(p.referrals.salesCount)}</Figure>
          <Figure name="revenue" label={t("partners.revenue")}>{moneyText(p.referrals.revenue, currency)}</Figure>
          <Figure name="pending" label={t("partners.commissionsPending")}>{moneyText(p.commissions.pending, currency)}</Figure>
          <Figure name="unpaid" label={t("partners.commissionsUnpaid")}>{moneyText(p.commissions.notPaid, currency)}</Figure>
          <Figure name="paid" label={t("partners.commissionsPaid")}>{moneyText(p.commissions.paid, currency)}</Figure>
        </dl>
      </section>
      <section aria-labelledby="partner-links">
        <h2 id="partner-links">{t("partners.links")}</h2>
        <ul class="links">
          {p.referralLinks.map((l) => (
            <li key={l.id}>
              <code>{l.url}</code> {l.default && <span class="badge">{t("partners.default")}</span>}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
