// Sign-in: with a password (and the authenticator code when the operator turned TOTP on: the
// server asks for it by naming the field), or with a one-time link sent by email.
import { useState } from "preact/hooks";
import type { AuthAnswer } from "../shared/auth.js";
import { CodeField, Field, Notice, PageHeading } from "../shared/ui.js";
import { operatorSignIn, requestOperatorLink } from "./auth.js";
import { t } from "./i18n.js";

/** what a refused answer says, for the form */
export function refusal(answer: AuthAnswer<unknown>): string {
  if (answer.status === 429) return t("auth.tooMany", { seconds: answer.retryAfter ?? 60 });
  return t("auth.failed", { message: answer.message ?? String(answer.status) });
}

export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [method, setMethod] = useState<"password" | "link">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [totp, setTotp] = useState<string | null>(null);
  const [totpError, setTotpError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submitPassword = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setTotpError(null);
    const answer = await operatorSignIn(email, password, totp ?? undefined);
    setBusy(false);
    if (answer.ok) return onSignedIn();
    const codeError = answer.errors?.totp_code?.[0];
    if (codeError) {
      // the operator turned TOTP on: ask for the code beside the password
      setTotp((current) => current ?? "");
      setTotpError(codeError);
    } else setError(refusal(answer));
  };
  const submitLink = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await requestOperatorLink(email);
    setBusy(false);
    if (answer.ok) setLinkSent(true);
    else setError(refusal(answer));
  };

  return (
    <main class="auth" id="main">
      <PageHeading>{t("auth.title")}</PageHeading>
      <fieldset class="choice">
        <legend>{t("auth.method")}</legend>
        <label>
          <input type="radio" name="method" checked={method === "password"} onChange={() => (setMethod("password"), setError(null))} /> {t("auth.withPassword")}
        </label>
        <label>
          <input type="radio" name="method" checked={method === "link"} onChange={() => (setMethod("link"), setError(null))} /> {t("auth.withLink")}
        </label>
      </fieldset>
      {error && <Notice kind="error">{error}</Notice>}
      {method === "password" ? (
        <form onSubmit={submitPassword} aria-label={t("auth.withPassword")}>
          <Field label={t("auth.email")} type="email" name="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          <Field label={t("auth.password")} type="password" name="password" autocomplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          {totp !== null && (
            <CodeField label={t("auth.totp")} hint={t("auth.totpHint")} error={totpError} name="totp_code" value={totp} onValue={setTotp} />
          )}
          <button type="submit" disabled={busy}>
            {t("auth.signIn")}
          </button>
        </form>
      ) : linkSent ? (
        <Notice kind="success">{t("auth.linkSent", { email })}</Notice>
      ) : (
        <form onSubmit={submitLink} aria-label={t("auth.withLink")}>
          <Field label={t("auth.email")} type="email" name="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          <button type="submit" disabled={busy}>
            {t("auth.sendLink")}
          </button>
        </form>
      )}
    </main>
  );
}
