// The console's t(): its catalog, the same placeholders and number, money and date formats as
// the portal's (web/shared/i18n.ts).
import { en, type ConsoleMessageKey } from "./messages.en.js";

export { formatDate, formatMoney, formatNumber } from "../shared/i18n.js";

export function t(key: ConsoleMessageKey, params: Record<string, string | number> = {}): string {
  return (en[key] as string).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** whether the catalog has the key: for words made from the API's values (a reason may be free text) */
export const known = (key: string): key is ConsoleMessageKey => key in en;
