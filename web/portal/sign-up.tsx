// Sign-up on the program's portal: the fields the sign-up endpoint takes. The answer is the
// same whether the address is new or not; the emailed link confirms the address and signs in.
import { useState } from "preact/hooks";
import { signUp } from "../shared/auth.js";
import { t } from "../shared/i18n.js";
import { Field, Notice, PageHeading } from "../shared/ui.js";
import type { PortalBoot } from "./boot.js";
import { linkProps, type Page } from "./route.js";
import { refusal } from "./sign-in.js";

/** the program's terms, to accept before signing up (the checkbox is required) */
function Terms({ url, accepted, onChange }: { url: string; accepted: boolean; onChange: (v: boolean) => void }) {
  const [before, after] = t("auth.terms", { terms: "\u0000" }).split("\u0000");
  return (
    <div class="field check">
      <input id="tos" type="checkbox" name="tos" required checked={accepted} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for="tos">
        {before}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t("auth.termsLink")}
        </a>
        {after}
      </label>
    </div>
  );
}

export function SignUp({ boot, navigate }: { boot: PortalBoot; navigate: (p: Page) => void }) {
  const [form, setForm] = useState({ name: "", surname: "", email: "", password: "" });
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [done, setDone] = useState<null | "active" | "pending">(null);
  const set = (k: keyof typeof form) => (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [k]: e.currentTarget.value });
  const fieldError = (k: string) => fieldErrors[k]?.join(" ") ?? null;

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setFieldErrors({});
    const answer = await signUp(boot.program, {
      email: form.email,
      name: form.name || undefined,
      surname: form.surname || undefined,
      password: form.password || undefined,
      ...(boot.termsUrl ? { tos: accepted } : {}),
    });
    setBusy(false);
    if (answer.ok) setDone(answer.data?.status ?? "active");
    else {
      setError(refusal(answer));
      setFieldErrors(answer.errors ?? {});
    }
  };

  const toSignIn = (
    <p>
      {t("auth.haveAccount")} <a {...linkProps(boot, "sign-in", navigate)}>{t("auth.toSignIn")}</a>
    </p>
  );
  if (!boot.signUpOpen) {
    return (
      <main class="auth" id="main">
        <PageHeading>{t("auth.signUpTitle", { program: boot.name })}</PageHeading>
        <Notice>{t("auth.signUpClosed")}</Notice>
        {toSignIn}
      </main>
    );
  }
  return (
    <main class="auth" id="main">
      <PageHeading>{t("auth.signUpTitle", { program: boot.name })}</PageHeading>
      {done ? (
        <>
          <Notice kind="success">{t("auth.signedUp", { email: form.email })}</Notice>
          {done === "pending" && <Notice>{t("auth.signedUpPending")}</Notice>}
        </>
      ) : (
        <form onSubmit={submit} aria-label={t("auth.signUp")}>
          {boot.approvalRequired && <p class="hint">{t("auth.approvalNote")}</p>}
          {error && <Notice kind="error">{error}</Notice>}
          <Field label={t("auth.name")} name="name" autocomplete="given-name" value={form.name} onInput={set("name")} error={fieldError("name")} />
          <Field label={t("auth.surname")} name="surname" autocomplete="family-name" value={form.surname} onInput={set("surname")} error={fieldError("surname")} />
          <Field label={t("auth.email")} type="email" name="email" autocomplete="email" required value={form.email} onInput={set("email")} error={fieldError("email")} />
          <Field
            label={t("auth.passwordOptional")}
            type="password"
            name="password"
            autocomplete="new-password"
            hint={t("auth.passwordHint")}
            value={form.password}
            onInput={set("password")}
            error={fieldError("password")}
          />
          {boot.termsUrl && <Terms url={boot.termsUrl} accepted={accepted} onChange={setAccepted} />}
          <button type="submit" disabled={busy}>
            {t("auth.signUp")}
          </button>
        </form>
      )}
      {toSignIn}
    </main>
  );
}
