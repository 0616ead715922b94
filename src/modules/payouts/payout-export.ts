// The approved requests of one currency as a payment file to upload where they are paid:
// - PayPal Payouts (Payouts Web): no header row; recipient, amount in major units, currency,
//   customer id, note, wallet. PayPal and Venmo requests both go through it (PayPal pays Venmo wallets).
// - Wise batch payments, "send by email" template: a header row Wise reads its columns by, one
//   transfer a row to the partner's Wise email, the exact amount arriving (amountCurrency target).
// Other gateways are paid elsewhere.
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

export const EXPORT_FORMATS = ["paypal", "wise"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Wise takes up to 1,000 transfers a batch */
export const WISE_MAX_ROWS = 1000;

/** the currency a file is for: the one asked (amount_units), else the program's */
function exportCurrency(ctx: ServiceContext, amountUnits?: string): string {
  requireFeature(ctx.program, "payouts");
  const currency = amountUnits === undefined ? ctx.program.currency : currencyCode(amountUnits);
  if (!currency) throw ValidationError.field("amount_units", "The amount_units must be an ISO 4217 currency code such as USD.");
  return currency;
}

/** the approved requests of the currency through these gateways, oldest approval first */
const dueRequests = (ctx: ServiceContext, currency: string, gateways: string[], take: number) =>
  ctx.db.payoutRequest.findMany({
    where: { programId: ctx.program.id, status: "approved", currency, gateway: { in: gateways } },
    orderBy: [{ approvedAt: "asc" }, { id: "asc" }],
    take,
    include: { partner: { select: { name: true, surname: true, email: true } } },
  });

const csvRows = (rows: string[][]) => (rows.length ? `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n` : "");

export async function exportPaypalCsv(ctx: ServiceContext, amountUnits?: string): Promise<string> {
  const currency = exportCurrency(ctx, amountUnits);
  const rows = await dueRequests(ctx, currency, ["paypal", "venmo"], EXPORT_MAX_ROWS);
  const lines = rows.map((r) => {
    const settings = (r.payoutSettings ?? {}) as Record<string, string>;
    // Venmo needs a note; PayPal shows it to the recipient
    const note = `${ctx.program.name}: payout request ${r.id}`.slice(0, 400);
    return [recipientOf(r.gateway, settings), majorUnits(r.amount, currency), currency, `payout-${r.id}`, note, r.gateway === "venmo" ? "VENMO" : "PAYPAL"];
  });
  return csvRows(lines);
}

/** Wise's "send by email" batch template, its columns as Wise names them */
export const WISE_COLUMNS = ["name", "recipientEmail", "paymentReference", "receiverType", "amountCurrency", "amount", "sourceCurrency", "targetCurrency", "type"];

/**
 * The approved Wise requests of one currency as a Wise batch file: Wise emails each partner a
 * link to give its bank details, and the partner gets the amount exactly (the fee is the
 * program's). The reference stays short: banks of several currencies cut it at 18 characters.
 */
export async function exportWiseCsv(ctx: ServiceContext, amountUnits?: string): Promise<string> {
  const currency = exportCurrency(ctx, amountUnits);
  const rows = await dueRequests(ctx, currency, ["wise"], WISE_MAX_ROWS);
  const lines = rows.map((r) => {
    const settings = (r.payoutSettings ?? {}) as Record<string, string>;
    const name = settings.name || [r.partner.name, r.partner.surname].filter(Boolean).join(" ") || (settings.email ?? r.partner.email);
    return [name, settings.email ?? r.partner.email, `Payout ${r.id}`.slice(0, 18), "PRIVATE", "target", majorUnits(r.amount, currency), currency, currency, "EMAIL"];
  });
  return csvRows([WISE_COLUMNS, ...lines]);
}

export interface PayoutExport {
  filename: string;
  contentType: string;
  csv: string;
}

/** a payment file in the format, named for the program, the currency and the day */
export async function exportPayoutFile(ctx: ServiceContext, format: ExportFormat, amountUnits?: string): Promise<PayoutExport> {
  const currency = exportCurrency(ctx, amountUnits);
  const csv = format === "wise" ? await exportWiseCsv(ctx, currency) : await exportPaypalCsv(ctx, currency);
  const day = ctx.now().toISOString().slice(0, 10);
  return { filename: `${ctx.program.publicId}-payouts-${format}-${currency}-${day}.csv`, contentType: "text/csv; charset=utf-8", csv };
}

/** the format as REST takes it (format=paypal|wise, any letter case; default paypal) */
export function exportFormat(value: string | null | undefined): ExportFormat {
  if (value == null || value === "") return "paypal";
  const f = value.trim().toLowerCase();
  if (!(EXPORT_FORMATS as readonly string[]).includes(f)) throw ValidationError.field("format", `The format must be one of ${EXPORT_FORMATS.join(", ")}.`);
  return f as ExportFormat;
}
