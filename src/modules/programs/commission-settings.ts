// The commission, fraud and referral-reward settings of compat.md 8 as the engine reads them,
// from the program's stored settings (camelCase keys), with the documented defaults for every
// key not stored. Reading only: validating and writing them through PUT /v1/program belongs to
// program-settings.ts (the engine branch adds them there; this reader then reads its parsed form).
import { z } from "zod";
import type { Program } from "../../generated/prisma/client.js";
import type { CommissionSettings } from "../rewards/engine.types.js";
import { readProgramSettings } from "./program-settings.js";

const rate = z.object({ type: z.enum(["percent", "static"]), value: z.number().min(0) });
const referralRule = rate.extend({ trigger: z.enum(["signup", "first_purchase", "every_purchase"]) });

const stored = z.object({
  commission: z
    .object({
      sale: rate.optional(),
      signup: rate.default({ type: "static", value: 0 }),
      period: z.object({ type: z.enum(["once", "months", "years", "lifetime"]), value: z.number().int().min(0).optional() }).default({ type: "lifetime" }),
      holdDays: z.number().int().min(0).default(30),
      rounding: z.enum(["half_up", "half_even", "down"]).default("half_up"),
      products: z.array(rate.extend({ productId: z.string().optional(), productType: z.string().optional() })).default([]),
      tiers: z.array(rate.extend({ level: z.number().int().min(2) })).default([]),
    })
    .prefault({}),
  fraud: z
    .object({
      selfReferral: z.enum(["review", "reject", "allow"]).default("review"),
      velocitySeconds: z.number().int().min(0).default(0),
      paidAds: z.enum(["allow", "reject"]).default("allow"),
    })
    .prefault({}),
  referralRewards: z
    .object({
      referrer: referralRule.default({ type: "static", value: 10, trigger: "first_purchase" }),
      referred: referralRule.default({ type: "static", value: 0, trigger: "signup" }),
    })
    .prefault({}),
  milestones: z.array(z.object({ referrals: z.number().int().min(1), name: z.string() })).default([]),
});

const parsed = new WeakMap<object, CommissionSettings>();

export function readCommissionSettings(program: Pick<Program, "settings" | "currency">): CommissionSettings {
  const json = program.settings !== null && typeof program.settings === "object" ? (program.settings as object) : {};
  const cached = parsed.get(json);
  if (cached && cached.currency === program.currency) return cached;
  const result = stored.safeParse(json);
  const s = result.success ? result.data : stored.parse({});
  // the sale rate before compat.md 8: commission_type / commission_value
  const legacy = readProgramSettings(json);
  const settings: CommissionSettings = {
    currency: program.currency,
    commission: { ...s.commission, sale: s.commission.sale ?? { type: legacy.commissionType, value: legacy.commissionValue } },
    fraud: s.fraud,
    referralRewards: s.referralRewards,
    milestones: s.milestones,
  };
  parsed.set(json, settings);
  return settings;
}
