// Small accessible pieces the pages share: a labelled field with its hint and error tied to
// the input (aria-describedby), a status line screen readers announce, a page heading that
// takes focus when the page changes.
import type { ComponentChildren, InputHTMLAttributes, PartialInputHTMLAttributes } from "preact";
import { useEffect, useId, useRef } from "preact/hooks";

type FieldProps = Omit<PartialInputHTMLAttributes<HTMLInputElement>, "label" | "role"> & {
  label: string;
  hint?: string;
  error?: string | null;
};

export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = (id as string | undefined) ?? `f${auto}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div class="field">
      <label for={inputId}>{label}</label>
      <input id={inputId} aria-describedby={described} aria-invalid={error ? "true" : undefined} {...(input as InputHTMLAttributes<HTMLInputElement>)} />
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
    </div>
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
