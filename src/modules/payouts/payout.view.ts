// How a payout request is shown: the status on the wire (the public API calls a paid request
// `finished`), amounts in major units with the currency's decimals. The GraphQL fields that
// REST shows resolve through these helpers, and so do the CSV export and the CLI.
import type { PayoutRequest, PayoutStatus } from "../../generated/prisma/client.js";
import { minorUnits } from "../../core/currencies.js";
import { Decimal, toWire, type DecimalValue } from "../../core/money.js";
import { isoMicro } from "../../core/time.js";

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

const time = (d: Date | null) => (d ? isoMicro(d) : null);

/** the request as GET /v1/payout_requests/{id} shows it: the payload of its events */
export function payoutRequestView(r: PayoutRequestRow) {
  return {
    id: r.id,
    status: WIRE_STATUS[r.status],
    amount_units: r.currency,
    amount: toWire(r.amount),
    currency: r.currency,
    gateway: r.gateway,
    payout_settings: r.payoutSettings,
    partner: { id: r.partner.id, key: r.partner.key, email: r.partner.email },
    reward_ids: r.rewardIds,
    created_at: isoMicro(r.createdAt),
    approved_at: time(r.approvedAt),
    rejected_at: time(r.rejectedAt),
    paid_at: time(r.paidAt),
  };
}

export const payoutRequestEvent = (r: PayoutRequestRow) => ({ type: "payout_request" as const, id: String(r.id), view: payoutRequestView(r) });
