// What the console's lists share: keyset pages (a stack of cursors, so "previous" goes back the
// way it came), the pager under a table, and the outcome of an action as a line announced to
// screen readers.
import type { CombinedError } from "@urql/core";
import { useState } from "preact/hooks";
import { Notice } from "../shared/ui.js";
import { formatNumber, t } from "./i18n.js";

export const PAGE_SIZE = 25;

export function usePager() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursors,
    after: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (endCursor: string | null | undefined) => endCursor && setCursors((c) => [...c, endCursor]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
    reset: () => setCursors([null]),
  };
}

/** the list's query result, as far as the pager reads it */
interface PagedResult {
  fetching: boolean;
  operation?: { variables?: unknown };
}

/**
 * urql keeps the last page on screen while the next one loads: the pager names the page drawn
 * (by the cursor its rows were read from) and waits for the new one before it moves again, so a
 * second click never pages from a stale cursor
 */
export function Pager({ pager, result, total, hasNext, endCursor }: { pager: ReturnType<typeof usePager>; result: PagedResult; total: number; hasNext: boolean; endCursor: string | null | undefined }) {
  const drawnAfter = (result.operation?.variables as { after?: string | null } | undefined)?.after ?? null;
  const drawn = pager.cursors.indexOf(drawnAfter) + 1 || pager.page;
  const busy = result.fetching || drawn !== pager.page;
  return (
    <nav class="pager" aria-label={t("list.pages")} aria-busy={busy}>
      <button type="button" class="secondary" disabled={busy || pager.page === 1} onClick={pager.previous}>
        {t("list.previous")}
      </button>
      <span>{t("list.page", { page: drawn, total: formatNumber(total) })}</span>
      <button type="button" class="secondary" disabled={busy || !hasNext} onClick={() => pager.next(endCursor)}>
        {t("list.next")}
      </button>
    </nav>
  );
}

export interface Outcome {
  kind: "success" | "error";
  text: string;
}

/** a mutation's answer as one line: its user errors (or the request's error), else what it did */
export function outcomeOf(result: { error?: CombinedError; data?: unknown }, payload: { userErrors: { message: string }[] } | null | undefined, done: string): Outcome {
  if (result.error) return { kind: "error", text: t("app.error", { message: result.error.message }) };
  if (payload?.userErrors.length) return { kind: "error", text: payload.userErrors.map((e) => e.message).join(" ") };
  return { kind: "success", text: done };
}

export const OutcomeLine = ({ outcome }: { outcome: Outcome | null }) => (outcome ? <Notice kind={outcome.kind}>{outcome.text}</Notice> : null);
