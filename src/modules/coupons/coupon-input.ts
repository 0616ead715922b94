// Field rules of coupons and promotion codes: character sets and
// lengths, percent 0-100, and the values a status flag or duration type makes required. Keys
// are camelCase here; parseInput reports them under the client's snake_case path.
import { z } from "zod";
import { amountField } from "../../core/fields.js";

const CODE_CHARS = /^[A-Za-z0-9_-]+$/;

export const codeField = (what: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `The ${what} field is required.`)
    .max(max, `The ${what} must be at most ${max} characters.`)
    .regex(CODE_CHARS, `The ${what} may only contain letters, numbers, dashes and underscores.`);

export const uuidCodeField = codeField("uuid_code", 255);
export const promotionCodeField = codeField("code", 100);

const positiveInt = (what: string) =>
  z.number({ error: `The ${what} must be an integer.` }).int(`The ${what} must be an integer.`).min(1, `The ${what} must be at least 1.`).max(2_147_483_647, `The ${what} is too large.`);

/** key-value pairs a client keeps on a resource; bounded so a row stays small */
export const metadataField = z
  // the empty list is how the API shows no metadata; a client may send it back
  .preprocess((v) => (Array.isArray(v) && v.length === 0 ? {} : v), z.record(z.string().max(100, "A metadata key must be at most 100 characters."), z.unknown(), { error: "The metadata must be an object." }))
  .refine((m) => Object.keys(m).length <= 50, "The metadata may have at most 50 keys.")
  .refine((m) => JSON.stringify(m).length <= 10_000, "The metadata must be at most 10000 characters as JSON.");

export const SYNC_PROVIDERS = ["stripe", "shopify", "woocommerce", "paddle"] as const;
export const syncField = z
  .object({ provider: z.enum(SYNC_PROVIDERS, { error: `The sync.provider must be one of ${SYNC_PROVIDERS.join(", ")}.` }).optional() })
  .nullable()
  .optional();

/** a value the flag makes required: added as an issue on the value's own path */
function requireWhen(ctx: z.RefinementCtx, flag: boolean | undefined, value: unknown, path: string, what: string, flagName: string) {
  if (flag && (value === undefined || value === null)) {
    ctx.addIssue({ code: "custom", path: [path], message: `The ${what} field is required when ${flagName} is true.` });
  }
}

const dateValue = z.date({ error: "The date must be a date (YYYY-MM-DD)." });

export const DURATIONS_WITH_VALUE = ["hours", "days", "months", "years"] as const;

export const couponSchema = z
  .object({
    name: z.string().trim().max(255, "The name must be at most 255 characters.").optional(),
    uuidCode: uuidCodeField.optional(),
    couponDiscountType: z.enum(["percent", "static"], { error: "The coupon_discount_type must be percent or static." }),
    couponDiscountAmount: amountField("coupon_discount_amount", { zero: true }),
    couponDurationType: z.enum(["once", "hours", "days", "months", "years", "lifetime"], {
      error: "The coupon_duration_type must be one of once, hours, days, months, years, lifetime.",
    }),
    couponDurationValue: positiveInt("coupon_duration_value").optional(),
    redemptionSpecificDateStatus: z.boolean().optional(),
    redemptionSpecificDateValue: dateValue.optional(),
    redemptionTimesStatus: z.boolean().optional(),
    redemptionTimesValue: positiveInt("redemption_times_value").optional(),
    metadata: metadataField.optional(),
    sync: syncField,
  })
  .superRefine((c, ctx) => {
    if (c.couponDiscountType === "percent" && c.couponDiscountAmount.gt(100)) {
      ctx.addIssue({ code: "custom", path: ["couponDiscountAmount"], message: "The coupon_discount_amount must be between 0 and 100 for a percent discount." });
    }
    if ((DURATIONS_WITH_VALUE as readonly string[]).includes(c.couponDurationType) && c.couponDurationValue === undefined) {
      ctx.addIssue({ code: "custom", path: ["couponDurationValue"], message: `The coupon_duration_value field is required when coupon_duration_type is ${c.couponDurationType}.` });
    }
    requireWhen(ctx, c.redemptionSpecificDateStatus, c.redemptionSpecificDateValue, "redemptionSpecificDateValue", "redemption_specific_date_value", "redemption_specific_date_status");
    requireWhen(ctx, c.redemptionTimesStatus, c.redemptionTimesValue, "redemptionTimesValue", "redemption_times_value", "redemption_times_status");
  });

export type CouponFields = z.output<typeof couponSchema>;

const partnerRestriction = z.object({ id: z.string().trim().min(1, "The id field is required."), fullName: z.string().optional() });
const customerRestriction = z.object({ id: z.string().trim().min(1, "The id field is required."), customerFullName: z.string().optional() });
const subscriberRestriction = z.object({ id: z.string().trim().min(1, "The id field is required."), subscriberFullName: z.string().optional() });

/** the restrictions of a promotion code, on create */
export const promotionCodeSchema = z
  .object({
    code: promotionCodeField.optional(),
    firstTimeOrder: z.boolean().optional(),
    limitToSpecificPartner: z.boolean().optional(),
    couponSpecificPartners: partnerRestriction.optional(),
    limitToSpecificCustomer: z.boolean().optional(),
    couponSpecificCustomers: customerRestriction.optional(),
    limitToSpecificSubscriber: z.boolean().optional(),
    couponSpecificSubscribers: subscriberRestriction.optional(),
    minimumOrderStatus: z.boolean().optional(),
    minimumOrderValue: z.number({ error: "The minimum_order_value must be an integer." }).int("The minimum_order_value must be an integer.").min(0, "The minimum_order_value must be at least 0.").max(2_147_483_647).optional(),
    expirationDateStatus: z.boolean().optional(),
    expirationDateValue: dateValue.optional(),
    redemptionTimesStatus: z.boolean().optional(),
    redemptionTimesValue: positiveInt("redemption_times_value").optional(),
    metadata: metadataField.optional(),
  })
  .superRefine((p, ctx) => {
    requireWhen(ctx, p.limitToSpecificPartner, p.couponSpecificPartners, "couponSpecificPartners", "coupon_specific_partners", "limit_to_specific_partner");
    requireWhen(ctx, p.limitToSpecificCustomer, p.couponSpecificCustomers, "couponSpecificCustomers", "coupon_specific_customers", "limit_to_specific_customer");
    requireWhen(ctx, p.limitToSpecificSubscriber, p.couponSpecificSubscribers, "couponSpecificSubscribers", "coupon_specific_subscribers", "limit_to_specific_subscriber");
    requireWhen(ctx, p.minimumOrderStatus, p.minimumOrderValue, "minimumOrderValue", "minimum_order_value", "minimum_order_status");
    requireWhen(ctx, p.expirationDateStatus, p.expirationDateValue, "expirationDateValue", "expiration_date_value", "expiration_date_status");
    requireWhen(ctx, p.redemptionTimesStatus, p.redemptionTimesValue, "redemptionTimesValue", "redemption_times_value", "redemption_times_status");
  });

export type PromotionCodeFields = z.output<typeof promotionCodeSchema>;

/** what an update of a promotion code may change */
export const promotionCodeUpdateSchema = z
  .object({
    limitToSpecificPartner: z.boolean().optional(),
    couponSpecificPartners: partnerRestriction.optional(),
    metadata: metadataField.optional(),
    redeem: z.boolean().optional(),
    transactionKey: z.string().trim().max(255, "The transaction_key must be at most 255 characters.").optional(),
  })
  .superRefine((p, ctx) => {
    requireWhen(ctx, p.limitToSpecificPartner, p.couponSpecificPartners, "couponSpecificPartners", "coupon_specific_partners", "limit_to_specific_partner");
    requireWhen(ctx, p.redeem, p.transactionKey || undefined, "transactionKey", "transaction_key", "redeem");
  });

/** what an update of a coupon may change (and `active` as clients send it) */
export const couponUpdateSchema = z
  .object({
    name: z.string().trim().min(1, "The name must not be empty.").max(255, "The name must be at most 255 characters.").optional(),
    metadata: metadataField.optional(),
    active: z.boolean().optional(),
    redeem: z.boolean().optional(),
    transactionKey: z.string().trim().max(255, "The transaction_key must be at most 255 characters.").optional(),
    sync: syncField,
  })
  .superRefine((c, ctx) => requireWhen(ctx, c.redeem, c.transactionKey || undefined, "transactionKey", "transaction_key", "redeem"));

export type CouponChanges = z.output<typeof couponUpdateSchema>;

/** shallow merge; a key sent as null is removed */
export function mergeMetadata(current: unknown, changes: Record<string, unknown> | undefined): Record<string, unknown> {
  const base = current && typeof current === "object" && !Array.isArray(current) ? { ...(current as Record<string, unknown>) } : {};
  for (const [k, v] of Object.entries(changes ?? {})) {
    if (v === null) delete base[k];
    else base[k] = v;
  }
  return base;
}
