// Payout approval and payment (and webhook secrets) ask an operator with an authenticator app
// for a fresh code: the action answers TOTP_REQUIRED, the page asks for the code, confirms the
// session with it (operatorTotpVerify) and runs the action again.
import type { CombinedError } from "@urql/core";
import { useMutation } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConsoleTotpVerifyDocument } from "../gql/graphql.js";
import { CodeField } from "../shared/ui.js";
import { t } from "./i18n.js";

export const needsTotp = (error: CombinedError | undefined) => !!error?.graphQLErrors.some((g) => g.extensions?.code === "TOTP_REQUIRED");

/** the action waiting for a code, and the form that asks for it */
export function useTotpRetry() {
  const [waiting, setWaiting] = useState<(() => Promise<void>) | null>(null);
  return {
    /** runs again after a code: call when an action answered TOTP_REQUIRED */
    ask: (again: () => Promise<void>) => setWaiting(() => again),
    form: waiting ? <TotpForm onConfirmed={async () => (setWaiting(null), await waiting())} onCancel={() => setWaiting(null)} /> : null,
  };
}

function TotpForm({ onConfirmed, onCancel }: { onConfirmed: () => Promise<void>; onCancel: () => void }) {
  const [, verify] = useMutation(ConsoleTotpVerifyDocument);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      class="totp"
      aria-label={t("totp.title")}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const r = await verify({ code });
        setBusy(false);
        const refusal = r.error?.message ?? r.data?.operatorTotpVerify.userErrors[0]?.message;
        if (refusal || !r.data?.operatorTotpVerify.verified) return setError(refusal ?? t("totp.refused"));
        await onConfirmed();
      }}
    >
      <p>{t("totp.why")}</p>
      <CodeField label={t("totp.code")} error={error} name="totp_code" autoFocus value={code} onValue={setCode} />
      <button type="submit" disabled={busy}>
        {t("totp.confirm")}
      </button>{" "}
      <button type="button" class="secondary" onClick={onCancel}>
        {t("partners.cancel")}
      </button>
    </form>
  );
}
