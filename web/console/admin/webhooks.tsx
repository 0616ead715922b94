// Webhooks: the program's subscriptions with their delivery counts, a form for a new one (the
// events the program's type emits), a new signing secret (shown once; an operator with an
// authenticator app confirms with a fresh code first), and a webhook's delivery log with each
// delivery's status, from which one event is sent again.
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { AdminTotpVerifyDocument, AdminWebhookCreateDocument, AdminWebhookDeleteDocument, AdminWebhookDeliveriesDocument, AdminWebhookRedeliverDocument, AdminWebhooksDocument, AdminWebhookSecretRotateDocument, type AdminWebhookRowFragment, type EventType, type WebhookDeliveryStatus } from "../../gql/graphql.js";
import { Field, Notice, PageHeading, SelectField } from "../../shared/ui.js";
import { formatNumber, t } from "../i18n.js";
import type { ConsolePageProps } from "../page.js";
import { Pager, usePager } from "../list.js";
import { canWrite, ConfirmButton, errorsOf, Loading, needsTotp, SecretOnce, Table } from "./support.js";

const PAGE = 20;
/** an event as webhooks name it: PAYOUT_REQUEST_PAID is payout_request.paid */
export const eventName = (e: string) => e.toLowerCase().replace(/_([a-z]+)$/, ".$1");
const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : "—");

export function WebhooksPage({ role }: ConsolePageProps) {
  const pager = usePager();
  const [result, refetch] = useQuery({ query: AdminWebhooksDocument, variables: { first: PAGE, after: pager.after } });
  const reload = () => refetch({ requestPolicy: "network-only" });
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const [rotating, setRotating] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [, remove] = useMutation(AdminWebhookDeleteDocument);
  const hooks = result.data?.webhooks;
  const writable = canWrite(role);
  const logged = hooks?.edges.find((e) => e.node.id === logOf)?.node;

  const del = async (hook: AdminWebhookRowFragment) => {
    const r = await remove({ input: { id: hook.id } });
    const errors = errorsOf(r.data?.webhookDelete.userErrors, r.error);
    setMessage(errors.form ? { kind: "error", text: errors.form } : { kind: "success", text: t("webhooks.deleted", { name: hook.name }) });
    if (logOf === hook.id) setLogOf(null);
    reload();
  };

  return (
    <>
      <PageHeading>{t("webhooks.title")}</PageHeading>
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {secret && <SecretOnce label={t("webhooks.secretOf", { name: secret.name })} secret={secret.secret} />}
      {rotating && (
        <RotateSecret
          hook={hooks?.edges.find((e) => e.node.id === rotating)?.node}
          onDone={(s) => {
            setRotating(null);
            if (s) setSecret(s);
          }}
        />
      )}
      {!hooks ? (
        <Loading error={result.error} />
      ) : hooks.totalCount === 0 ? (
        <p>{t("webhooks.empty")}</p>
      ) : (
        <>
          <Table caption={t("webhooks.count", { count: formatNumber(hooks.totalCount) })} columns={[t("webhooks.name"), t("webhooks.url"), t("webhooks.state"), { label: t("webhooks.delivered"), num: true }, { label: t("webhooks.pending"), num: true }, { label: t("webhooks.failed"), num: true }, null]}>
              {hooks.edges.map(({ node: h }) => (
                <tr key={h.id}>
                  <td>{h.name}</td>
                  <td class="wrap">{h.url}</td>
                  <td>{h.isActive ? t("webhooks.active") : h.disabledReason ? t("webhooks.disabled", { reason: h.disabledReason }) : t("webhooks.off")}</td>
                  <td class="num">{formatNumber(h.stats.delivered)}</td>
                  <td class="num">{formatNumber(h.stats.pending)}</td>
                  <td class="num">{formatNumber(h.stats.failed)}</td>
                  <td class="actions">
                    <button type="button" class="secondary" aria-expanded={logOf === h.id} aria-label={t("webhooks.logLabel", { name: h.name })} onClick={() => setLogOf(logOf === h.id ? null : h.id)}>
                      {t("webhooks.log")}
                    </button>
                    {writable && (
                      <>
                        <button type="button" class="secondary" aria-label={t("webhooks.rotateLabel", { name: h.name })} onClick={() => (setSecret(null), setMessage(null), setRotating(h.id))}>
                          {t("webhooks.rotate")}
                        </button>
                        <ConfirmButton label={t("webhooks.delete")} confirm={t("webhooks.deleteConfirm", { name: h.name })} onConfirm={() => del(h)} />
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
          <Pager pager={pager} result={result} hasNext={hooks.pageInfo.hasNextPage} endCursor={hooks.pageInfo.endCursor} total={hooks.totalCount} />
        </>
      )}
      {logged && <DeliveryLog key={logged.id} hook={logged} writable={writable} />}
      {writable && result.data && <WebhookCreate events={result.data.webhookEventTypes} onCreated={(hook, s) => (setSecret({ name: hook.name, secret: s }), setMessage({ kind: "success", text: t("webhooks.created", { name: hook.name }) }), reload())} />}
    </>
  );
}

function WebhookCreate({ events, onCreated }: { events: readonly EventType[]; onCreated: (hook: AdminWebhookRowFragment, secret: string) => void }) {
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [chosen, setChosen] = useState<EventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching }, create] = useMutation(AdminWebhookCreateDocument);
  const eventErrors = Object.entries(errors)
    .filter(([k]) => k === "events" || k.startsWith("events."))
    .map(([, m]) => m)
    .join(" ");

  const submit = async (e: Event) => {
    e.preventDefault();
    const r = await create({ input: { name: name.trim(), url: url.trim(), events: chosen } });
    const payload = r.data?.webhookCreate;
    setErrors(errorsOf(payload?.userErrors, r.error));
    if (payload?.webhook && payload.signingSecret) {
      setName("");
      setUrl("");
      setChosen([]);
      onCreated(payload.webhook, payload.signingSecret);
    }
  };

  return (
    <section aria-labelledby="webhook-create">
      <h2 id="webhook-create">{t("webhooks.create")}</h2>
      <form onSubmit={submit}>
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <Field label={t("webhooks.name")} name="name" required value={name} onInput={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <Field label={t("webhooks.url")} name="url" type="url" required hint={t("webhooks.urlHint")} value={url} onInput={(e) => setUrl(e.currentTarget.value)} error={errors.url} />
        <fieldset class="events" aria-describedby={eventErrors ? "events-error" : undefined}>
          <legend>{t("webhooks.events")}</legend>
          {events.map((ev) => (
            <label key={ev} class="check">
              <input type="checkbox" name="events" value={ev} checked={chosen.includes(ev)} onChange={(e) => setChosen(e.currentTarget.checked ? [...chosen, ev] : chosen.filter((c) => c !== ev))} /> <code>{eventName(ev)}</code>
            </label>
          ))}
          {eventErrors && (
            <p class="error" id="events-error">
              {eventErrors}
            </p>
          )}
        </fieldset>
        <button type="submit" disabled={fetching}>
          {t("webhooks.createSubmit")}
        </button>
      </form>
    </section>
  );
}

/** a new signing secret; when the API asks for a fresh authenticator code, the code first, then again */
function RotateSecret({ hook, onDone }: { hook: AdminWebhookRowFragment | undefined; onDone: (secret: { name: string; secret: string } | null) => void }) {
  const [askCode, setAskCode] = useState(false);
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [{ fetching: rotatingNow }, rotate] = useMutation(AdminWebhookSecretRotateDocument);
  const [{ fetching: verifying }, verify] = useMutation(AdminTotpVerifyDocument);
  if (!hook) return null;

  const run = async () => {
    const r = await rotate({ input: { id: hook.id } });
    if (needsTotp(r.error)) return setAskCode(true);
    const payload = r.data?.webhookSecretRotate;
    setErrors(errorsOf(payload?.userErrors, r.error));
    if (payload?.signingSecret) onDone({ name: hook.name, secret: payload.signingSecret });
  };
  const confirm = async (e: Event) => {
    e.preventDefault();
    const r = await verify({ input: { totpCode: code.trim() } });
    const payload = r.data?.operatorTotpVerify;
    setErrors(errorsOf(payload?.userErrors, r.error));
    if (payload?.verified) {
      setAskCode(false);
      setCode("");
      await run();
    }
  };

  return (
    <section aria-labelledby="rotate-title" class="detail">
      <h2 id="rotate-title">{t("webhooks.rotateTitle", { name: hook.name })}</h2>
      {errors.form && <Notice kind="error">{errors.form}</Notice>}
      {askCode ? (
        <form onSubmit={confirm}>
          <Notice>{t("webhooks.totpAsked")}</Notice>
          <Field label={t("admin.totp")} name="totpCode" inputMode="numeric" autoComplete="one-time-code" required value={code} onInput={(e) => setCode(e.currentTarget.value)} error={errors.totpCode} />
          <div class="actions">
            <button type="submit" disabled={verifying}>
              {t("admin.totpSubmit")}
            </button>
            <button type="button" class="secondary" onClick={() => onDone(null)}>
              {t("admin.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t("webhooks.rotateHint")}</p>
          <div class="actions">
            <button type="button" disabled={rotatingNow} onClick={run}>
              {t("webhooks.rotateSubmit")}
            </button>
            <button type="button" class="secondary" onClick={() => onDone(null)}>
              {t("admin.cancel")}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

const STATUSES: WebhookDeliveryStatus[] = ["PENDING", "SUCCEEDED", "FAILED"];

function DeliveryLog({ hook, writable }: { hook: AdminWebhookRowFragment; writable: boolean }) {
  const pager = usePager();
  const [status, setStatus] = useState("");
  const [result, refetch] = useQuery({
    query: AdminWebhookDeliveriesDocument,
    variables: { first: PAGE, after: pager.after, filter: { webhookId: hook.id, ...(status ? { statuses: [status as WebhookDeliveryStatus] } : {}) } },
  });
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const [, redeliver] = useMutation(AdminWebhookRedeliverDocument);
  const log = result.data?.webhookDeliveries;

  const again = async (eventId: string) => {
    const r = await redeliver({ input: { id: hook.id, eventId } });
    const errors = errorsOf(r.data?.webhookRedeliver.userErrors, r.error);
    setMessage(errors.form || errors.eventId ? { kind: "error", text: errors.form ?? errors.eventId! } : { kind: "success", text: t("webhooks.redelivered", { event: eventId }) });
    refetch({ requestPolicy: "network-only" });
  };

  return (
    <section aria-labelledby="log-title" class="detail">
      <h2 id="log-title">{t("webhooks.logTitle", { name: hook.name })}</h2>
      <SelectField
        label={t("webhooks.status")}
        value={status}
        onChange={(v) => (setStatus(v), pager.reset())}
        options={[{ value: "", label: t("webhooks.anyStatus") }, ...STATUSES.map((s) => ({ value: s, label: t(`delivery.${s}`) }))]}
      />
      {message && <Notice kind={message.kind}>{message.text}</Notice>}
      {!log ? (
        <Loading error={result.error} />
      ) : log.totalCount === 0 ? (
        <p>{t("webhooks.noDeliveries")}</p>
      ) : (
        <>
          <Table caption={t("webhooks.logTitle", { name: hook.name })} hideCaption columns={[t("webhooks.queued"), t("webhooks.event"), t("webhooks.status"), { label: t("webhooks.attempts"), num: true }, t("webhooks.lastAnswer"), writable && null]}>
              {log.edges.map(({ node: d }) => {
                const last = d.attempts[d.attempts.length - 1];
                return (
                  <tr key={d.id} data-event={d.eventId}>
                    <td>{when(d.createdAt)}</td>
                    <td>
                      <code>{eventName(d.event)}</code> <span class="note">{d.eventId}</span>
                    </td>
                    <td>
                      <span class={`status ${d.status.toLowerCase()}`}>{t(`delivery.${d.status}`)}</span>
                      {d.nextAttemptAt && <span class="note"> {t("webhooks.nextAt", { at: when(d.nextAttemptAt) })}</span>}
                    </td>
                    <td class="num">{formatNumber(d.attemptCount)}</td>
                    <td>{last ? (last.responseStatus != null ? String(last.responseStatus) : (last.error ?? "—")) : "—"}</td>
                    {writable && (
                      <td>
                        <button type="button" class="secondary" aria-label={t("webhooks.redeliverLabel", { event: d.eventId })} onClick={() => again(d.eventId)}>
                          {t("webhooks.redeliver")}
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </Table>
          <Pager pager={pager} result={result} hasNext={log.pageInfo.hasNextPage} endCursor={log.pageInfo.endCursor} total={log.totalCount} />
        </>
      )}
    </section>
  );
}
