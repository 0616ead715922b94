// What a client may send to record a transaction, checked once: every problem a
// 422 naming the field as the client sent it, before anything is written.
import { z } from "zod";
import { currencyCode } from "../../core/currencies.js";
import { amountField, emailField, ipAddressField, personNameField, webUrlField } from "../../core/fields.js";
import { Decimal } from "../../core/money.js";

/** an exact amount (src/core/fields.ts), negative too where a refund may be sent as one */
const decimal = (what: string, opts: { sign: "any" | "nonnegative" }) => amountField(what, { zero: true, negative: opts.sign === "any" });

const refString = z.string().trim().min(1).max(255);
const ref = z.object({ key: refString.optional(), id: refString.optional(), email: refString.optional() });

/** the buyer: a reference, and with options.create_customer the fields to create it from */
const customerSchema = z.object({
  key: refString.optional(),
  id: refString.optional(),
  email: emailField.optional(),
  name: personNameField("customer name").optional(),
  surname: personNameField("customer surname").optional(),
  partner: ref.optional(),
  referringCustomer: ref.optional(),
});

export const optionsSchema = z.object({
  createCustomer: z.boolean().optional(),
  referralUrl: webUrlField("options.referral_url").optional(),
  /** the buyer's address: compared with the partner's (fraud.self_referral), never stored */
  ip: ipAddressField("options.ip").optional(),
});

const productList = (what: string) =>
  z.array(z.string().trim().min(1, `A ${what} must not be empty.`).max(255, `A ${what} must be at most 255 characters.`)).max(100, `At most 100 ${what}s.`);

export const transactionItemSchema = z
  .object({
    key: z.string({ error: "The key field is required." }).trim().min(1, "The key field is required.").max(255, "The key must be at most 255 characters."),
    // 0 is a sale or signup worth nothing; below 0, a refund
    amount: decimal("amount", { sign: "any" }),
    amountUnits: z.string().trim().min(1).max(20).optional(),
    isCurrency: z.boolean().default(true),
    action: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z_]{1,50}$/, "The action must be 1 to 50 lowercase letters or underscores (sale, signup, refund, ...).")
      .default("sale"),
    customer: customerSchema.optional(),
    productId: productList("product_id").default([]),
    productType: productList("product_type").default([]),
    createdAt: z.date().optional(),
    discountAmount: decimal("discount_amount", { sign: "nonnegative" }).optional(),
    discountCode: z.string().trim().min(1).max(100, "The discount_code must be at most 100 characters.").optional(),
    grossAmount: decimal("gross_amount", { sign: "nonnegative" }).optional(),
    reward: decimal("reward", { sign: "nonnegative" }).optional(),
    rewardable: z.boolean().default(true),
    credit: decimal("credit", { sign: "nonnegative" }).optional(),
    refundOf: z.string().trim().min(1).max(255).optional(),
    options: optionsSchema.default({}),
  })
  .superRefine((t, ctx) => {
    if (t.isCurrency && t.amountUnits !== undefined && !currencyCode(t.amountUnits)) {
      ctx.addIssue({ code: "custom", path: ["amountUnits"], message: "The amount_units must be an ISO 4217 currency code." });
    }
    if (!t.isCurrency && t.amountUnits !== undefined && !/^[A-Za-z_]+$/.test(t.amountUnits)) {
      ctx.addIssue({ code: "custom", path: ["amountUnits"], message: "The amount_units must be letters (a unit such as points)." });
    }
    if (t.refundOf !== undefined && !isRefund(t)) {
      ctx.addIssue({ code: "custom", path: ["refundOf"], message: "refund_of is for refunds: action refund, or a negative amount." });
    }
  });

export type TransactionInput = z.input<typeof transactionItemSchema>;
export type TransactionItem = z.output<typeof transactionItemSchema>;
export type TransactionCustomer = z.output<typeof customerSchema>;

/** a refund is action refund with a positive amount, or any action with a negative one */
export function isRefund(t: { action: string; amount: Decimal }): boolean {
  return t.action === "refund" || t.amount.isNegative();
}

/** the code as stored: ISO codes upper case, other units lower case; the program's currency by default */
export function unitsOf(t: Pick<TransactionItem, "amountUnits" | "isCurrency">, programCurrency: string): string {
  if (t.amountUnits === undefined) return t.isCurrency ? programCurrency : "points";
  return t.isCurrency ? currencyCode(t.amountUnits)! : t.amountUnits.toLowerCase();
}
