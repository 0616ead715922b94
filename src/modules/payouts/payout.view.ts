// How a payout request is shown: the status on the wire (compat.md 5 calls a paid request
// `finished`), amounts in major units with the currency's decimals. The GraphQL fields that
// REST shows resolve through these helpers, and so do the CSV export and the CLI.
import type { PayoutRequest, PayoutStatus } from "../../generated/prisma/client.js";
import { minorUnits } from "../../core/currencies.js";
import { Decimal, type DecimalValue } from "../../core/money.js";

export const WIRE_STATUS: Record<PayoutStatus, string> = { requested: "requested", approved: "approved", rejected: "rejected", paid: "finished" };

/** a status as a client may name it (the wire name, or `paid` for finished), or undefined */
export function statusFromWire(value: string): PayoutStatus | undefined {
  const v = value.trim().toLowerCase();
  if (v === "finished" || v === "paid") return "paid";
  return v === "requested" || v === "approved" || v === "rejected" ? v : undefined;
}

/** an amount with exactly the currency's decimals, as text: 12.50 USD, 1200 JPY */
export const majorUnits = (amount: DecimalValue, currency: string) => new Decimal(amount).toFixed(minorUnits(currency));

/** the partner as a request shows it */
export type PayoutPartner = { id: string; key: string; email: string };

export type PayoutRequestRow = PayoutRequest & { partner: PayoutPartner };

export const payoutPartnerSelect = { partner: { select: { id: true, key: true, email: true } } } as const;
