// The approved requests of one currency as a PayPal Payouts payment file (Payouts Web): no
// header row; recipient, amount in major units, currency, customer id, note, wallet. PayPal and
// Venmo requests both go through it (PayPal pays Venmo wallets); other gateways are paid elsewhere.
import type { ServiceContext } from "../../core/context.js";
import { currencyCode } from "../../core/currencies.js";
import { ValidationError } from "../../core/errors.js";
import { requireFeature } from "../../core/features.js";
import { majorUnits } from "./payout.view.js";

/** PayPal takes up to 5,000 payouts a file */
export const EXPORT_MAX_ROWS = 5000;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would
 * run as a formula (= + - @, or a tab or carriage return before one) gets a leading quote mark.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Venmo takes a US mobile number as digits (a leading + would also read as a formula) */
const domesticPhone = (phone: string) => phone.replace(/\D/g, "").replace(/^1(\d{10})$/, "$1");

const recipientOf = (gateway: string, s: Record<string, string>) =>
  gateway === "venmo" ? (s.phone ? domesticPhone(s.phone) : (s.username ?? s.email ?? "")) : (s.email ?? s.username ?? "");

export async function exportPaypalCsv(ctx: ServiceContext, amountUnits?: string): Promise<string> {
  requireFeature(ctx.program, "payouts");
  const currency = amountUnits === undefined ? ctx.program.currency : currencyCode(amountUnits);
  if (!currency) throw ValidationError.field("amount_units", "The amount_units must be an ISO 4217 currency code such as USD.");
  const rows = await ctx.db.payoutRequest.findMany({
    where: { programId: ctx.program.id, status: "approved", currency, gateway: { in: ["paypal", "venmo"] } },
    orderBy: [{ approvedAt: "asc" }, { id: "asc" }],
    take: EXPORT_MAX_ROWS,
  });
  const lines = rows.map((r) => {
    const settings = (r.payoutSettings ?? {}) as Record<string, string>;
    // Venmo needs a note; PayPal shows it to the recipient
    const note = `${ctx.program.name}: payout request ${r.id}`.slice(0, 400);
    return [recipientOf(r.gateway, settings), majorUnits(r.amount, currency), currency, `payout-${r.id}`, note, r.gateway === "venmo" ? "VENMO" : "PAYPAL"].map(csvCell).join(",");
  });
  return lines.length ? `${lines.join("\r\n")}\r\n` : "";
}
