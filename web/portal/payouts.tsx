// The payouts page: how the partner is paid (its saved method, a form to change it), what is
// ready to pay and a request for it once that reaches the program's threshold, then the
// history of its requests with their status. The server holds the same rules and names the
// field it refuses.
import { useMutation } from "@urql/preact";
import { useState } from "preact/hooks";
import { PortalRequestPayoutDocument, PortalSetPayoutMethodDocument, type PayoutMethodInput } from "../gql/graphql.js";
import { fieldErrors } from "../shared/form.js";
import { formatMoney, t } from "../shared/i18n.js";
import type { MessageKey } from "../shared/messages.en.js";
import { Field, Notice } from "../shared/ui.js";
import { PayoutHistory } from "./history.js";
import type { Viewer } from "./viewer.js";

type Method = NonNullable<Viewer["payoutMethod"]>;
type Gateway = "paypal" | "wise" | "venmo" | "crypto";
const GATEWAYS: Record<Gateway, Method["__typename"]> = { paypal: "PayPalPayout", wise: "WisePayout", venmo: "VenmoPayout", crypto: "CryptoPayout" };

/** the saved method in a line: its kind and where it pays */
function describe(m: Method): string {
  const where = "walletAddress" in m ? `${m.walletAddress} (${m.network})` : "username" in m && m.username ? m.username : "email" in m ? (m.email ?? "") : "note" in m ? (m.note ?? "") : "";
  return [t(`gateway.${m.__typename}` as MessageKey), where].filter(Boolean).join(": ");
}

function MethodForm({ viewer }: { viewer: Viewer }) {
  const saved = viewer.payoutMethod;
  const initial = (Object.keys(GATEWAYS) as Gateway[]).find((g) => GATEWAYS[g] === saved?.__typename) ?? "paypal";
  const [gateway, setGateway] = useState<Gateway>(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const [{ fetching }, save] = useMutation(PortalSetPayoutMethodDocument);
  const value = (name: string) => fields[name] ?? "";
  const input = (name: string, label: MessageKey, type: "text" | "email" = "text", required = true) => (
    <Field label={t(label)} name={name} type={type} required={required} value={value(name)} onInput={(e) => setFields({ ...fields, [name]: e.currentTarget.value })} error={errors[name]} />
  );
  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(false);
    const v = (name: string) => value(name).trim() || null;
    const method: PayoutMethodInput =
      gateway === "paypal"
        ? { paypal: { email: v("email") } }
        : gateway === "wise"
          ? { wise: { email: value("email").trim(), name: v("name") } }
          : gateway === "venmo"
            ? { venmo: { username: v("username") } }
            : { crypto: { walletAddress: value("walletAddress").trim(), network: value("network").trim() } };
    const result = await save({ input: { method } });
    const payload = result.data?.viewerPayoutMethodSet;
    if (payload?.viewer) {
      setDone(true);
      setErrors({});
      setFields({});
      return;
    }
    // the method's fields are named inside its gateway (["input", "method", "paypal", "email"]) or as the method itself
    const found = fieldErrors(payload?.userErrors, result.error);
    const key = gateway === "paypal" ? "email" : gateway === "venmo" ? "username" : gateway === "crypto" ? "walletAddress" : "email";
    for (const g of ["method", ...Object.keys(GATEWAYS)]) if (found[g]) found[key] = found[g]!;
    setErrors(found);
  };
  return (
    <section aria-labelledby="method-title">
      <h2 id="method-title">{t("payouts.method")}</h2>
      <p data-method>{saved ? t("payouts.current", { method: describe(saved) }) : t("payouts.methodNone")}</p>
      <form onSubmit={submit} aria-labelledby="method-title">
        {errors.form && <Notice kind="error">{errors.form}</Notice>}
        <fieldset class="choice">
          <legend>{t("payouts.gateway")}</legend>
          {(Object.keys(GATEWAYS) as Gateway[]).map((g) => (
            <label key={g}>
              <input type="radio" name="gateway" value={g} checked={gateway === g} onChange={() => (setGateway(g), setErrors({}))} /> {t(`gateway.${GATEWAYS[g]}` as MessageKey)}
            </label>
          ))}
        </fieldset>
        {gateway === "paypal" && input("email", "payouts.email", "email")}
        {gateway === "wise" && (
          <>
            {input("email", "payouts.email", "email")}
            {input("name", "payouts.accountName", "text", false)}
          </>
        )}
        {gateway === "venmo" && input("username", "payouts.username")}
        {gateway === "crypto" && (
          <>
            {input("walletAddress", "payouts.wallet")}
            {input("network", "payouts.network")}
          </>
        )}
        <button type="submit" disabled={fetching}>
          {t("payouts.saveMethod")}
        </button>
      </form>
      {done && <Notice kind="success">{t("payouts.methodSaved")}</Notice>}
    </section>
  );
}

function RequestPayout({ viewer }: { viewer: Viewer }) {
  const balance = viewer.payoutBalance;
  const threshold = viewer.program.payoutThreshold;
  const [requested, setRequested] = useState("");
  const [error, setError] = useState("");
  const [{ fetching }, request] = useMutation(PortalRequestPayoutDocument);
  const amount = formatMoney(balance.amount, balance.currency);
  const ready = Number(balance.amount) > 0 && Number(balance.amount) >= Number(threshold.amount);
  const submit = async () => {
    setError("");
    const result = await request({ input: { amount: balance.amount } });
    const payload = result.data?.viewerPayoutRequestCreate;
    if (payload?.payoutRequest) return setRequested(t("payouts.requestedNotice", { amount: formatMoney(payload.payoutRequest.amount.amount, payload.payoutRequest.amount.currency) }));
    setError(Object.values(fieldErrors(payload?.userErrors, result.error)).join(" "));
  };
  return (
    <section aria-labelledby="request-title">
      <h2 id="request-title">{t("payouts.request")}</h2>
      <dl class="figures">
        <div class="figure" data-figure="payable">
          <dt>{t("payouts.balance")}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      <p class="hint">{t("payouts.threshold", { amount: formatMoney(threshold.amount, threshold.currency) })}</p>
      {requested ? (
        <Notice kind="success">{requested}</Notice>
      ) : !viewer.payoutMethod ? (
        <p>{t("payouts.needMethod")}</p>
      ) : !ready ? (
        <p>{t("payouts.below", { amount: formatMoney(threshold.amount, threshold.currency) })}</p>
      ) : (
        <button type="button" disabled={fetching} onClick={submit}>
          {t("payouts.requestButton", { amount })}
        </button>
      )}
      {error && <Notice kind="error">{error}</Notice>}
    </section>
  );
}

export function Payouts({ viewer }: { viewer: Viewer }) {
  return (
    <>
      <RequestPayout viewer={viewer} />
      <MethodForm viewer={viewer} />
      <section aria-labelledby="history-title">
        <h2 id="history-title">{t("payouts.history")}</h2>
        <PayoutHistory viewer={viewer} />
      </section>
    </>
  );
}
