// Figures as the console shows them: a labelled value in a grid, money lists in one line.
import type { ComponentChildren } from "preact";
import { formatMoney } from "./i18n.js";

export interface MoneyValue {
  amount: string;
  currency: string;
}

/** a list of amounts (one per currency), or zero in the program's currency */
export const moneyText = (list: readonly MoneyValue[], currency: string) =>
  list.length ? list.map((m) => formatMoney(m.amount, m.currency)).join(" · ") : formatMoney("0", currency);

export function Figure({ label, name, children }: { label: string; name: string; children: ComponentChildren }) {
  return (
    <div class="figure" data-figure={name}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
