// The portal's words: one catalog per language (messages.<lang>.ts), chosen from the browser's
// preferred languages, English when none matches, unless the program fixed one
// (portal_settings.language, which the server accepts only for the languages listed here).
// Numbers, money and dates are formatted for the same language.
import { de } from "./messages.de.js";
import { en, type MessageKey, type Messages } from "./messages.en.js";

const CATALOGS: Record<string, Messages> = { en, de };

let lang = "en";
let catalog: Messages = en;

/** the program's language when it fixed one, else the first preferred language that has a catalog ("de-AT" matches "de") */
export function chooseLanguage(preferred: readonly string[], fixed?: string | null): string {
  const found = [...(fixed ? [fixed] : []), ...preferred].map((l) => l.toLowerCase().split("-")[0]!).find((l) => Object.hasOwn(CATALOGS, l));
  lang = found ?? "en";
  catalog = CATALOGS[lang]!;
  return lang;
}

export const language = () => lang;

/** the message, its {placeholders} filled in */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  return (catalog[key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const formatNumber = (n: number) => new Intl.NumberFormat(lang).format(n);

/** an amount in major units (a decimal string) of a currency */
export function formatMoney(amount: string, currency: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: "currency", currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`; // a code Intl does not know
  }
}

export const formatDate = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso));

/** a UTC day (a chart's interval starts at UTC midnight, which is the day before west of Greenwich) */
export const formatUtcDay = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
