// A WooCommerce order as its webhook delivers it (REST API v3 order JSON): the fields Rally
// reads, checked once; everything else in the payload is ignored. Amounts are WooCommerce's
// decimal strings, kept exact.
import { z } from "zod";
import { currencyCode } from "../../core/currencies.js";
import { amountField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { Decimal } from "../../core/money.js";
import type { AmountMode } from "./woo-settings.js";

const amount = (what: string) => amountField(what, { zero: true, negative: true });
const optionalAmount = (what: string) => amount(what).optional().transform((d) => d ?? new Decimal(0));
const id = z.number({ error: "Must be a WooCommerce id (a whole number)." }).int().nonnegative();
const text = z.string().nullish().transform((s) => s?.trim() ?? "");
/** WooCommerce's GMT dates carry no zone: 2017-03-22T19:28:02 */
const gmtDate = z
  .string()
  .nullish()
  .transform((s) => (s ? new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`) : null))
  .refine((d) => d === null || !Number.isNaN(d.getTime()), "Must be a date.");

const meta = z.object({ key: z.string(), value: z.unknown() });

export const wooOrderSchema = z.object({
  id: z.number({ error: "The order id is required." }).int().positive("The order id is required."),
  parent_id: id.nullish().transform((v) => v ?? 0),
  number: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? "" : String(v))),
  status: z.string({ error: "The order status is required." }).trim().toLowerCase().min(1, "The order status is required."),
  currency: z
    .string({ error: "The currency is required." })
    .refine((c) => currencyCode(c) !== undefined, "The currency must be an ISO 4217 currency code.")
    .transform((c) => currencyCode(c)!),
  total: amount("total"),
  total_tax: optionalAmount("total_tax"),
  shipping_total: optionalAmount("shipping_total"),
  discount_total: optionalAmount("discount_total"),
  date_created_gmt: gmtDate,
  date_paid_gmt: gmtDate,
  customer_id: id.nullish().transform((v) => v ?? 0),
  customer_ip_address: text,
  customer_user_agent: text,
  billing: z.object({ email: text, first_name: text, last_name: text }).nullish(),
  meta_data: z.array(meta).nullish().transform((v) => v ?? []),
  line_items: z
    .array(
      z.object({
        product_id: id.nullish(),
        variation_id: id.nullish(),
        // not in WooCommerce's own payload; a plugin or a filter may add them
        categories: z.array(z.object({ id: z.union([z.number(), z.string()]) })).nullish(),
        category_ids: z.array(z.union([z.number(), z.string()])).nullish(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
  coupon_lines: z
    .array(z.object({ code: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  refunds: z
    .array(z.object({ id: id, total: amount("refunds.total") }))
    .nullish()
    .transform((v) => v ?? []),
});

export type WooOrder = z.output<typeof wooOrderSchema>;

export function parseWooOrder(body: unknown): WooOrder {
  return parseInput(wooOrderSchema, body);
}

/** the value of an order meta key (the first of the names that is set), as text */
export function metaValue(order: WooOrder, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const v = order.meta_data.find((m) => m.key === key)?.value;
    if (typeof v === "string" && v.trim()) return v.trim();
    if (typeof v === "number") return String(v);
  }
  return undefined;
}

/** WooCommerce Subscriptions: a renewal order names its subscription in _subscription_renewal */
export function isRenewal(order: WooOrder): boolean {
  return order.parent_id > 0 || metaValue(order, "_subscription_renewal") !== undefined;
}

/** the commissionable amount; never below zero (a fully discounted order with shipping) */
export function commissionableAmount(order: WooOrder, mode: AmountMode): Decimal {
  const total = new Decimal(order.total);
  const amount = mode === "total" ? total : mode === "without_tax" ? total.minus(order.total_tax) : total.minus(order.total_tax).minus(order.shipping_total);
  return Decimal.max(amount, 0);
}

export function productIds(order: WooOrder): string[] {
  return [...new Set(order.line_items.flatMap((l) => (l.product_id ? [String(l.product_id)] : [])))];
}

export function categoryIds(order: WooOrder): string[] {
  const ids = order.line_items.flatMap((l) => [...(l.categories ?? []).map((c) => c.id), ...(l.category_ids ?? [])]);
  return [...new Set(ids.map(String))];
}

/** when the order was paid (or, unpaid, placed): the sale's date, which the commission period counts from */
export function orderDate(order: WooOrder): Date | undefined {
  return order.date_paid_gmt ?? order.date_created_gmt ?? undefined;
}

export const saleKey = (orderId: number) => `woocommerce:${orderId}`;
export const refundKey = (orderId: number, refundId: number | "rest") => `woocommerce:${orderId}:refund:${refundId}`;
