// The commission, fraud, refer-a-friend and milestone keys of program_settings,
// camelCase as stored. The shapes below read stored JSON with defaults (older rows lack every
// key); the rules that tie one key to another (a percent is at most 100, tier levels unique)
// are checked on writes only, so a stored value never makes a program unreadable.
import { z } from "zod";
import { settingAmountField } from "../../core/fields.js";

const rateType = z.enum(["percent", "static"], { error: "The type must be percent or static." });
const rateShape = { type: rateType, value: settingAmountField("value") };
export const rateSchema = z.object(rateShape).strict();

const periodSchema = z
  .object({
    type: z.enum(["once", "months", "years", "lifetime"], { error: "The period type must be once, months, years or lifetime." }),
    value: z.number().int("The period value must be a whole number.").min(1, "The period value must be at least 1.").max(1200).optional(),
  })
  .strict()
  // a value means nothing for once and lifetime: dropped, so switching back to months asks for it again
  .transform((p) => (p.type === "months" || p.type === "years" ? p : { type: p.type }));

const productRuleSchema = z
  .object({ productId: z.string().trim().min(1).max(100).optional(), productType: z.string().trim().min(1).max(100).optional(), ...rateShape })
  .strict();

const tierSchema = z.object({ level: z.number().int().min(2, "The level must be at least 2.").max(10, "The level must be at most 10."), ...rateShape }).strict();

const referralRuleSchema = (trigger: "signup" | "first_purchase", value: number) =>
  z
    .object({
      type: rateType.default("static"),
      value: settingAmountField("value").default(value),
      trigger: z.enum(["signup", "first_purchase", "every_purchase"], { error: "The trigger must be signup, first_purchase or every_purchase." }).default(trigger),
    })
    .strict();

export const commissionSchema = z
  .object({
    sale: rateSchema.default({ type: "percent", value: 20 }),
    signup: rateSchema.default({ type: "static", value: 0 }),
    period: periodSchema.default({ type: "lifetime" }),
    holdDays: z.number().int("The hold_days must be a whole number.").min(0).max(3650).default(30),
    rounding: z.enum(["half_up", "half_even", "down"], { error: "The rounding must be half_up, half_even or down." }).default("half_up"),
    products: z.array(productRuleSchema).max(100).default([]),
    tiers: z.array(tierSchema).max(9).default([]),
  })
  .strict();

export const fraudSchema = z
  .object({
    selfReferral: z.enum(["review", "reject", "allow"], { error: "The self_referral must be review, reject or allow." }).default("review"),
    velocitySeconds: z.number().int().min(0).max(2_592_000, "The velocity_seconds must be at most 30 days.").default(0),
    paidAds: z.enum(["allow", "reject"], { error: "The paid_ads must be allow or reject." }).default("allow"),
  })
  .strict();

export const referralRewardsSchema = z
  .object({ referrer: referralRuleSchema("first_purchase", 10).prefault({}), referred: referralRuleSchema("signup", 0).prefault({}) })
  .strict();

const milestoneSchema = z.object({ referrals: z.number().int().min(1, "The referrals must be at least 1."), name: z.string().trim().min(1, "The name field is required.").max(200) }).strict();

/** the nested keys (commission, fraud, referral_rewards, milestones) beside the flat ones, each with its defaults */
export const commissionSettingsShape = {
  attribution: z.enum(["last_click", "first_click"], { error: "The attribution must be last_click or first_click." }).default("last_click"),
  commission: commissionSchema.prefault({}),
  fraud: fraudSchema.prefault({}),
  referralRewards: referralRewardsSchema.prefault({}),
  milestones: z.array(milestoneSchema).max(100).default([]),
};

type Parsed = z.output<z.ZodObject<typeof commissionSettingsShape>>;
type Issue = (message: string, path: (string | number)[]) => void;

function percentAtMost100(rate: { type: string; value: number }, path: (string | number)[], issue: Issue) {
  if (rate.type === "percent" && rate.value > 100) issue("A percent must be between 0 and 100.", [...path, "value"]);
}

/** the rules of a write that span several keys; paths relative to program_settings */
export function checkCommissionSettings(s: Parsed, issue: Issue) {
  const c = s.commission;
  percentAtMost100(c.sale, ["commission", "sale"], issue);
  percentAtMost100(c.signup, ["commission", "signup"], issue);
  if ((c.period.type === "months" || c.period.type === "years") && !("value" in c.period && c.period.value))
    issue(`The period value is required for ${c.period.type}.`, ["commission", "period", "value"]);
  c.products.forEach((p, i) => {
    if ((p.productId === undefined) === (p.productType === undefined))
      issue("Exactly one of product_id and product_type is required.", ["commission", "products", i, p.productId === undefined ? "product_id" : "product_type"]);
    percentAtMost100(p, ["commission", "products", i], issue);
  });
  const levels = new Set<number>();
  c.tiers.forEach((t, i) => {
    if (levels.has(t.level)) issue("Each tier level may appear once.", ["commission", "tiers", i, "level"]);
    levels.add(t.level);
    percentAtMost100(t, ["commission", "tiers", i], issue);
  });
  percentAtMost100(s.referralRewards.referrer, ["referralRewards", "referrer"], issue);
  percentAtMost100(s.referralRewards.referred, ["referralRewards", "referred"], issue);
  const counts = new Set<number>();
  s.milestones.forEach((m, i) => {
    if (counts.has(m.referrals)) issue("Each milestone needs its own referral count.", ["milestones", i, "referrals"]);
    counts.add(m.referrals);
  });
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/**
 * An update onto stored settings: objects merge key by key at every depth, so an unsent key,
 * nested or not, keeps its value; lists (products, tiers, milestones) replace the stored list
 * whole, as a list has no keys to merge by. null means "not sent", as on the flat keys.
 */
export function mergeSettings(base: unknown, patch: unknown): unknown {
  if (!isPlain(patch)) return patch;
  const out: Record<string, unknown> = isPlain(base) ? { ...base } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === undefined) continue;
    out[k] = isPlain(v) ? mergeSettings(out[k], v) : v;
  }
  return out;
}

const checkedRate = rateSchema.superRefine((r, ctx) => percentAtMost100(r, [], (message, path) => ctx.addIssue({ code: "custom", message, path })));

/**
 * A partner's own rates (Partner.commission), over the program's for that partner's tier-1
 * commissions. An update sets each rate sent whole; null clears one rate, or (as the whole
 * value) all of them; an unsent rate keeps its value.
 */
export const partnerCommissionPatchSchema = z
  .object({ sale: checkedRate.nullable().optional(), signup: checkedRate.nullable().optional() })
  .strict()
  .nullable();

export type PartnerCommission = { sale?: z.output<typeof rateSchema>; signup?: z.output<typeof rateSchema> };
export type PartnerCommissionPatch = z.output<typeof partnerCommissionPatchSchema>;

const storedPartnerCommission = z.object({ sale: rateSchema.optional(), signup: rateSchema.optional() });

/** the stored override as the engine takes it; null when there is none (or it is unreadable: the program's rates apply) */
export function readPartnerCommission(json: unknown): PartnerCommission | null {
  // most partners have no override: no parse (a failed parse builds its issues, on every read)
  if (json === null || json === undefined) return null;
  const parsed = storedPartnerCommission.safeParse(json);
  if (!parsed.success || (!parsed.data.sale && !parsed.data.signup)) return null;
  return Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
}

/** the override after an update (null: none left) */
export function mergePartnerCommission(stored: unknown, patch: PartnerCommissionPatch): PartnerCommission | null {
  if (patch === null) return null;
  const out: PartnerCommission = { ...readPartnerCommission(stored) };
  for (const k of ["sale", "signup"] as const) {
    if (patch[k] === null) delete out[k];
    else if (patch[k] !== undefined) out[k] = patch[k];
  }
  return out.sale || out.signup ? out : null;
}

/** how REST, GraphQL and events show it: both rates named, null when not set */
export function partnerCommissionView(json: unknown) {
  const c = readPartnerCommission(json);
  return c ? { sale: c.sale ?? null, signup: c.signup ?? null } : null;
}
