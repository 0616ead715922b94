// Small accessible pieces the pages share: a labelled field with its hint and error tied to
// the input (aria-describedby), a status line screen readers announce, a page heading that
// takes focus when the page changes.
import type { ComponentChildren, InputHTMLAttributes, PartialInputHTMLAttributes, SelectHTMLAttributes } from "preact";
import { useEffect, useId, useRef } from "preact/hooks";

type FieldProps = Omit<PartialInputHTMLAttributes<HTMLInputElement>, "label" | "role"> & {
  label: string;
  hint?: string;
  error?: string | null;
};

export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = (id as string | undefined) ?? `f${auto}`;
  const { describedBy, lines } = described(inputId, hint, error);
  return (
    <div class="field">
      <label for={inputId}>{label}</label>
      <input id={inputId} aria-describedby={describedBy} aria-invalid={error ? "true" : undefined} {...(input as InputHTMLAttributes<HTMLInputElement>)} />
      {lines}
    </div>
  );
}

/** the hint and error lines of a field, and the aria-describedby naming them */
function described(inputId: string, hint?: string, error?: string | null) {
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined,
    lines: (
      <>
        {hint && (
          <p class="hint" id={hintId}>
            {hint}
          </p>
        )}
        {error && (
          <p class="error" id={errorId}>
            {error}
          </p>
        )}
      </>
    ),
  };
}

/** a labelled choice of a few values, with its hint and error as Field has them */
export function SelectField({ label, hint, error, options, value, onChange, name }: { label: string; hint?: string; error?: string | null; options: readonly { value: string; label: string }[]; value: string; onChange: (value: string) => void; name?: string }) {
  const id = `s${useId()}`;
  const { describedBy, lines } = described(id, hint, error);
  const select: SelectHTMLAttributes<HTMLSelectElement> = { id, name, value, "aria-describedby": describedBy, "aria-invalid": error ? "true" : undefined };
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select {...select} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {lines}
    </div>
  );
}

/** a labelled checkbox, the label beside it */
export function CheckField({ label, hint, error, checked, onChange, name }: { label: string; hint?: string; error?: string | null; checked: boolean; onChange: (checked: boolean) => void; name?: string }) {
  const id = `c${useId()}`;
  const { describedBy, lines } = described(id, hint, error);
  return (
    <div class="field check">
      <input id={id} type="checkbox" name={name} checked={checked} aria-describedby={describedBy} aria-invalid={error ? "true" : undefined} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label for={id}>{label}</label>
      {lines}
    </div>
  );
}

/** a six-digit one-time code (emailed, or from an authenticator app): digits only, filled in by the phone's keyboard */
export function CodeField({ value, onValue, ...field }: { label: string; hint?: string; error?: string | null; name: string; value: string; onValue: (code: string) => void; autoFocus?: boolean }) {
  return (
    <Field {...field} inputMode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required value={value} onInput={(e) => onValue(e.currentTarget.value)} />
  );
}

/** a message announced when it changes (role=status), or an alert for failures */
export function Notice({ kind = "info", children }: { kind?: "info" | "error" | "success"; children: ComponentChildren }) {
  return (
    <p class={`notice ${kind}`} role={kind === "error" ? "alert" : "status"}>
      {children}
    </p>
  );
}

/** a read that failed: what went wrong, and a button to try it again */
export function RetryNotice({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <>
      <Notice kind="error">{message}</Notice>
      <button type="button" onClick={onRetry}>
        {retry}
      </button>
    </>
  );
}

/** the page's h1, focused when the page appears so keyboard and screen-reader users start there */
export function PageHeading({ children }: { children: ComponentChildren }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}
