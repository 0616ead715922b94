// What the administration pages share: refusals keyed by the field they name, a secret shown
// once with a copy button, and a destructive button that asks again before it acts. Lists page
// with the console's pager (../list.tsx).
import type { CombinedError } from "@urql/core";
import type { ComponentChildren } from "preact";
import { useLayoutEffect, useRef, useState } from "preact/hooks";
import { copyText } from "../../shared/clipboard.js";
import { Notice } from "../../shared/ui.js";
import { t } from "../i18n.js";

export interface Refusal {
  field?: readonly string[] | null;
  message: string;
}

/**
 * The refusals of a mutation by the input field each names, as a path below `input`
 * ("name", "portalSettings.brandColor"); those that name none, and a failed request, under "form".
 */
export function errorsOf(userErrors: readonly Refusal[] | undefined, error?: CombinedError): Record<string, string> {
  const found: Record<string, string> = {};
  const add = (key: string, message: string) => (found[key] = found[key] ? `${found[key]} ${message}` : message);
  for (const u of userErrors ?? []) add(u.field && u.field.length > 1 ? u.field.slice(1).join(".") : "form", u.message);
  if (error) add("form", error.graphQLErrors[0]?.message ?? error.message);
  return found;
}

/** whether the API refused the request because the operator's authenticator code is not fresh */
export const needsTotp = (error: CombinedError | undefined) => !!error?.graphQLErrors.some((g) => g.extensions?.code === "TOTP_REQUIRED");

/** an empty text field as "not given" */
export const given = (text: string) => (text.trim() === "" ? null : text.trim());

/** a secret the API answers once: in a read-only field, with a copy button and the warning */
export function SecretOnce({ label, secret }: { label: string; secret: string }) {
  const [copied, setCopied] = useState("");
  const id = "secret-once";
  return (
    <div class="secret-once">
      <Notice kind="success">{t("admin.secretOnce")}</Notice>
      <label for={id}>{label}</label>
      <div class="copy">
        <input id={id} readOnly value={secret} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={async () => setCopied((await copyText(secret, document.getElementById(id) as HTMLInputElement | null)) ? t("admin.copied") : t("admin.copyFailed"))}>
          {t("admin.copy")}
        </button>
      </div>
      <p class="live" role="status" aria-live="polite">
        {copied}
      </p>
    </div>
  );
}

/** a button for a destructive action: the first press asks, the second (named by `confirm`) acts */
export function ConfirmButton({ label, confirm, onConfirm, disabled }: { label: string; confirm: string; onConfirm: () => void; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // the first button is gone: keyboard focus moves to the question rather than to the page's
  // start, in the same task as the change, so a quick Enter never lands on the page
  useLayoutEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking) {
    return (
      <button type="button" class="danger" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <span class="confirm" role="group" aria-label={confirm}>
      <button type="button" class="danger" ref={confirmRef} onClick={() => (setAsking(false), onConfirm())}>
        {confirm}
      </button>
      <button type="button" class="secondary" onClick={() => setAsking(false)}>
        {t("admin.cancel")}
      </button>
    </span>
  );
}

/** a query's state when it has no data to show: loading, or its failure */
export function Loading({ error }: { error?: CombinedError }) {
  return error ? <Notice kind="error">{t("admin.failed", { message: error.graphQLErrors[0]?.message ?? error.message })}</Notice> : <p role="status">{t("admin.loading")}</p>;
}

/** whether the role may change things (viewers only read) */
export const canWrite = (role: string) => role !== "VIEWER";

/** a column's heading; null is the actions' column (named for screen readers only), false a column left out */
type Column = string | { label: string; num: true } | null | false;

/** a table with its caption (hidden when the page's heading says it already) and its column headings */
export function Table({ caption, hideCaption, columns, class: cls, children }: { caption: string; hideCaption?: boolean; columns: readonly Column[]; class?: string; children: ComponentChildren }) {
  return (
    <table class={cls}>
      <caption class={hideCaption ? "visually-hidden" : undefined}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c, i) =>
            c === false ? null : c === null ? (
              <th key={i} scope="col">
                <span class="visually-hidden">{t("admin.actions")}</span>
              </th>
            ) : typeof c === "string" ? (
              <th key={i} scope="col">
                {c}
              </th>
            ) : (
              <th key={i} scope="col" class="num">
                {c.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
