// Sign-in: with a password, or with a six-digit code sent by email (the same email carries a
// link, which lands back here signed in). The program is the portal's own.
import { useState } from "preact/hooks";
import { requestCode, signInWithCode, signInWithPassword, type AuthAnswer } from "../shared/auth.js";
import { t } from "../shared/i18n.js";
import { CodeField, Field, Notice, PageHeading } from "../shared/ui.js";
import type { PortalBoot } from "./boot.js";
import { linkProps, type Page } from "./route.js";

/** what a refused answer says, for the form */
export function refusal(answer: AuthAnswer<unknown>): string {
  if (answer.status === 429) return t("auth.tooMany", { seconds: answer.retryAfter ?? 60 });
  return t("auth.failed", { message: answer.message ?? String(answer.status) });
}

export function SignIn({ boot, onSignedIn, navigate }: { boot: PortalBoot; onSignedIn: () => void; navigate: (p: Page) => void }) {
  const [method, setMethod] = useState<"password" | "code">("password");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (attempt: () => Promise<AuthAnswer<unknown>>, then: () => void) => {
    setBusy(true);
    setError(null);
    const answer = await attempt();
    setBusy(false);
    if (answer.ok) then();
    else setError(refusal(answer));
  };

  const submitPassword = (e: Event) => {
    e.preventDefault();
    void run(() => signInWithPassword(boot.program, email, password), onSignedIn);
  };
  const submitEmail = (e: Event) => {
    e.preventDefault();
    void run(() => requestCode(boot.program, email), () => setCodeSent(true));
  };
  const submitCode = (e: Event) => {
    e.preventDefault();
    void run(() => signInWithCode(boot.program, email, code), onSignedIn);
  };

  return (
    <main class="auth" id="main">
      <PageHeading>{t("auth.signInTitle", { program: boot.name })}</PageHeading>
      <fieldset class="choice">
        <legend>{t("auth.method")}</legend>
        <label>
          <input type="radio" name="method" checked={method === "password"} onChange={() => setMethod("password")} /> {t("auth.withPassword")}
        </label>
        <label>
          <input type="radio" name="method" checked={method === "code"} onChange={() => setMethod("code")} /> {t("auth.withCode")}
        </label>
      </fieldset>
      {error && <Notice kind="error">{error}</Notice>}
      {method === "password" ? (
        <form onSubmit={submitPassword} aria-label={t("auth.withPassword")}>
          <Field label={t("auth.email")} type="email" name="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          <Field label={t("auth.password")} type="password" name="password" autocomplete="current-password" required value={password} onInput={(e) => setPassword(e.currentTarget.value)} />
          <button type="submit" disabled={busy}>
            {t("auth.signIn")}
          </button>
        </form>
      ) : !codeSent ? (
        <form onSubmit={submitEmail} aria-label={t("auth.withCode")}>
          <Field label={t("auth.email")} type="email" name="email" autocomplete="username" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
          <button type="submit" disabled={busy}>
            {t("auth.sendCode")}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode} aria-label={t("auth.withCode")}>
          <Notice kind="success">{t("auth.codeSent", { email })}</Notice>
          <CodeField label={t("auth.code")} name="code" value={code} onValue={setCode} />
          <button type="submit" disabled={busy}>
            {t("auth.signIn")}
          </button>{" "}
          <button type="button" class="link" onClick={() => (setCodeSent(false), setCode(""))}>
            {t("auth.otherEmail")}
          </button>
        </form>
      )}
      {boot.signUpOpen && (
        <p>
          {t("auth.noAccount")} <a {...linkProps(boot, "sign-up", navigate)}>{t("auth.toSignUp")}</a>
        </p>
      )}
    </main>
  );
}
