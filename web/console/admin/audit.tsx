// The audit log: what the program's operators did, newest first, filtered by operator, action,
// outcome and days, a page at a time; entries recorded while the page is open arrive live (the
// auditEntryRecorded subscription over SSE) at the top of the first page, when they match.
import { useQuery, useSubscription } from "@urql/preact";
import { Fragment } from "preact";
import { useEffect, useState } from "preact/hooks";
import { AdminAuditEntriesDocument, AdminAuditEntryRecordedDocument, type AdminAuditEntryFragment, type AuditEntryFilter, type AuditOutcome } from "../../gql/graphql.js";
import { Field, PageHeading, SelectField } from "../../shared/ui.js";
import { formatNumber, t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { given, Loading, Table } from "./support.js";
import { Pager, usePager } from "../list.js";

const PAGE = 25;
const OUTCOMES: AuditOutcome[] = ["OK", "REFUSED", "FAILED"];
const DAY = 86_400_000;

interface Filters {
  operatorEmail: string;
  action: string;
  outcome: string;
  from: string;
  to: string;
}
const NONE: Filters = { operatorEmail: "", action: "", outcome: "", from: "", to: "" };

/** the form's filters as the API takes them; the "to" day counts whole */
function filterOf(f: Filters): AuditEntryFilter {
  const from = given(f.from);
  const to = given(f.to);
  return {
    ...(given(f.operatorEmail) ? { operatorEmail: f.operatorEmail.trim() } : {}),
    ...(given(f.action) ? { actions: [f.action.trim()] } : {}),
    ...(f.outcome ? { outcomes: [f.outcome as AuditOutcome] } : {}),
    ...(from || to ? { createdAt: { from: from ? new Date(from).toISOString() : null, to: to ? new Date(Date.parse(to) + DAY).toISOString() : null } } : {}),
  };
}

/** whether a live entry belongs in the list as the filter narrows it */
function matches(e: AdminAuditEntryFragment, filter: AuditEntryFilter): boolean {
  const at = Date.parse(e.createdAt);
  if (filter.operatorEmail && filter.operatorEmail.toLowerCase() !== e.operatorEmail.toLowerCase()) return false;
  if (filter.actions && !filter.actions.includes(e.action)) return false;
  if (filter.outcomes && !filter.outcomes.includes(e.outcome)) return false;
  if (filter.createdAt?.from && at < Date.parse(String(filter.createdAt.from))) return false;
  if (filter.createdAt?.to && at >= Date.parse(String(filter.createdAt.to))) return false;
  return true;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function AuditPage(_props: ConsolePageProps) {
  const pager = usePager();
  const [form, setForm] = useState<Filters>(NONE);
  const [filters, setFilters] = useState<Filters>(NONE);
  const filter = filterOf(filters);
  const [result] = useQuery({ query: AdminAuditEntriesDocument, variables: { first: PAGE, after: pager.after, filter } });
  const [live, setLive] = useState<AdminAuditEntryFragment[]>([]);
  const [{ data: recorded }] = useSubscription({ query: AdminAuditEntryRecordedDocument });

  useEffect(() => setLive([]), [filters, pager.after]);
  useEffect(() => {
    const entry = recorded?.auditEntryRecorded;
    if (entry && pager.page === 1 && matches(entry, filter)) setLive((l) => (l.some((x) => x.id === entry.id) ? l : [entry, ...l]));
  }, [recorded]);

  const entries = result.data?.auditEntries;
  const fetched = entries?.edges.map((e) => e.node) ?? [];
  const rows = [...live.filter((l) => !fetched.some((f) => f.id === l.id)), ...fetched];
  const set = (key: keyof Filters) => (e: { currentTarget: { value: string } }) => setForm({ ...form, [key]: e.currentTarget.value });

  return (
    <>
      <PageHeading>{t("audit.title")}</PageHeading>
      <form
        class="grid filters"
        aria-label={t("audit.filters")}
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(form);
          pager.reset();
        }}
      >
        <Field label={t("audit.operator")} name="operatorEmail" type="email" value={form.operatorEmail} onInput={set("operatorEmail")} />
        <Field label={t("audit.action")} name="action" hint={t("audit.actionHint")} value={form.action} onInput={set("action")} />
        <SelectField label={t("audit.outcome")} value={form.outcome} onChange={(v) => setForm({ ...form, outcome: v })} options={[{ value: "", label: t("audit.anyOutcome") }, ...OUTCOMES.map((o) => ({ value: o, label: t(`audit.outcome.${o}`) }))]} />
        <Field label={t("audit.from")} name="from" type="date" value={form.from} onInput={set("from")} />
        <Field label={t("audit.to")} name="to" type="date" value={form.to} onInput={set("to")} />
        <div class="actions">
          <button type="submit">{t("audit.apply")}</button>
          <button type="button" class="secondary" onClick={() => (setForm(NONE), setFilters(NONE), pager.reset())}>
            {t("audit.clear")}
          </button>
        </div>
      </form>
      <p class="live" role="status" aria-live="polite">
        {live.length ? t("audit.newEntries", { count: formatNumber(live.length) }) : ""}
      </p>
      {!entries ? (
        <Loading error={result.error} />
      ) : rows.length === 0 ? (
        <p>{t("audit.empty")}</p>
      ) : (
        <>
          <Table caption={t("audit.count", { count: formatNumber(entries.totalCount + live.length) })} class="audit" columns={[t("audit.when"), t("audit.operator"), t("audit.action"), t("audit.outcome"), t("audit.record")]}>
              {rows.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td>{new Date(e.createdAt).toLocaleString()}</td>
                  <td>{e.operatorEmail}</td>
                  <td>
                    <code>{e.action}</code>
                  </td>
                  <td>
                    <span class={`status ${e.outcome.toLowerCase()}`}>{t(`audit.outcome.${e.outcome}`)}</span>
                  </td>
                  <td>
                    <details>
                      <summary>{e.targetType ?? t("audit.noRecord")}</summary>
                      <dl class="audit-detail">
                        {(
                          [
                            ["audit.input", e.input],
                            ["audit.before", e.before],
                            ["audit.after", e.after],
                            ["audit.detail", e.detail],
                          ] as const
                        ).map(([label, value]) =>
                          value == null ? null : (
                            <Fragment key={label}>
                              <dt>{t(label)}</dt>
                              <dd>
                                <pre>{json(value)}</pre>
                              </dd>
                            </Fragment>
                          ),
                        )}
                      </dl>
                    </details>
                  </td>
                </tr>
              ))}
            </Table>
          <Pager pager={pager} result={result} hasNext={entries.pageInfo.hasNextPage} endCursor={entries.pageInfo.endCursor} total={entries.totalCount} />
        </>
      )}
    </>
  );
}
