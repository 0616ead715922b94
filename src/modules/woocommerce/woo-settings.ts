// How a program records its WooCommerce orders: which statuses count as paid, whether every
// order is recorded, and which part of the order's total is commissionable. Stored as strings
// among the connection's settings (shown by every read, beside storeUrl), read back with defaults.
import { z } from "zod";

export const AMOUNT_MODES = ["net", "without_tax", "total"] as const;
export type AmountMode = (typeof AMOUNT_MODES)[number];

/** statuses that undo a payment: they can never be "paid" */
export const REVERSING_STATUSES = ["cancelled", "failed", "refunded"] as const;
const DEFAULT_PAID = ["processing", "completed"];

export interface WooOrderSettings {
  paidStatuses: string[];
  trackAllOrders: boolean;
  /** net: total minus tax and shipping; without_tax: total minus tax; total: the whole total */
  amountMode: AmountMode;
}

const statusSlug = z
  .string()
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/^wc-/, ""))
  .pipe(z.string().regex(/^[a-z0-9_-]{1,50}$/, "A paid status must be a WooCommerce order status slug (processing, completed, ...)."))
  .refine((s) => !(REVERSING_STATUSES as readonly string[]).includes(s), "cancelled, failed and refunded undo a payment; they cannot be paid statuses.");

/** the order settings as connectIntegration takes them (GraphQL, REST, CLI: lists as comma-separated text too) */
export const wooOrderInputs = {
  webhookSecret: z.string().trim().min(1, "The webhook secret must not be empty.").max(500, "The webhook secret must be at most 500 characters.").optional(),
  paidStatuses: z
    .union([z.string().transform((s) => s.split(",").filter((x) => x.trim())), z.array(z.string())], { error: "The paid statuses must be a list of order statuses." })
    .pipe(z.array(statusSlug).min(1, "Name at least one paid status.").max(20))
    .optional(),
  trackAllOrders: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((s) => s === "true")], { error: "track_all_orders must be true or false." })
    .optional(),
  amountMode: z.enum(AMOUNT_MODES, { error: `The amount mode must be one of ${AMOUNT_MODES.join(", ")}.` }).optional(),
};

/** the stored form of the order settings: every one, defaults filled in, so reads show what applies */
export function wooOrderSettings(input: { paidStatuses?: string[]; trackAllOrders?: boolean; amountMode?: AmountMode }): Record<string, string> {
  return {
    paidStatuses: [...new Set(input.paidStatuses ?? DEFAULT_PAID)].join(","),
    trackAllOrders: String(input.trackAllOrders ?? false),
    amountMode: input.amountMode ?? "net",
  };
}

/** the order settings of a stored connection; a connection saved before they existed gets the defaults */
export function readOrderSettings(settings: Record<string, string>): WooOrderSettings {
  const mode = settings.amountMode as AmountMode | undefined;
  return {
    paidStatuses: settings.paidStatuses ? settings.paidStatuses.split(",") : DEFAULT_PAID,
    trackAllOrders: settings.trackAllOrders === "true",
    amountMode: mode && AMOUNT_MODES.includes(mode) ? mode : "net",
  };
}
