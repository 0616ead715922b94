// Program and portal settings: stored as JSON on the program, validated here on every write,
// read back with defaults so older rows gain new settings without a migration.
import { z } from "zod";
import { settingAmountField, webUrlField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import type { CommissionSettings } from "../rewards/engine.types.js";
import { checkCommissionSettings, commissionSettingsShape, mergeSettings } from "./commission-settings.js";

export const webUrl = webUrlField();

const basicSettingsShape = {
  cookieLifetime: z.number().int().min(1).max(3650).default(30),
  payoutThreshold: settingAmountField("payout threshold").default(50),
  payoutAutomationEnabled: z.boolean().default(false),
  payoutAutomationSchedule: z.string().max(100).nullable().default(null),
  welcomeEmailEnabled: z.boolean().default(true),
  onboardingEnabled: z.boolean().default(false),
  partnerEmailNotificationsEnabled: z.boolean().default(true),
  /** query parameter that carries the referral key in links */
  linkParameter: z.enum(["aff", "ref", "via"]).default("aff"),
  /** the tracking script also writes the referral cookie under the names a site's former service used */
  legacyCookieNames: z.boolean().default(false),
};

/** the stored form: commission.sale is the one source of the flat commission_type / commission_value */
export const programSettingsSchema = z.object({ ...basicSettingsShape, ...commissionSettingsShape });

export const portalSettingsSchema = z.object({
  partnerPortalUrl: z.string().max(2048).default(""),
  programPageEnabled: z.boolean().default(true),
  leadsPageEnabled: z.boolean().default(false),
  registrationDisabled: z.boolean().default(false),
  /** portal sign-ups wait for an operator's approval (approved: false) */
  approvalRequired: z.boolean().default(false),
  googleLoginEnabled: z.boolean().default(false),
  passwordlessLoginEnabled: z.boolean().default(false),
  subAccountsEnabled: z.boolean().default(false),
  widgetEnabled: z.boolean().default(false),
  signupPopupEnabled: z.boolean().default(false),
  embeddableFormEnabled: z.boolean().default(false),
  /** Rally's own portal: its accent colour (#rrggbb), and the terms a partner accepts at sign-up; "" for none */
  brandColor: z.string().max(7).default(""),
  termsUrl: z.string().max(2048).default(""),
  /** Rally's own portal: the one language it shows ("en", "de"); "" lets each partner's browser choose */
  language: z.string().max(8).default(""),
});

/** the languages Rally's own portal has a catalog for (web/shared/i18n.ts has the same list) */
export const PORTAL_LANGUAGES = ["en", "de"] as const;

/**
 * The form of an update: only the keys sent, no defaults. (partial() of the schemas above
 * would fill every missing key with its default and so reset the settings not sent.)
 */
function optionalShape<S extends z.ZodRawShape>(shape: S) {
  return Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [k, ((v instanceof z.ZodDefault ? v.unwrap() : v) as z.ZodType).optional()]),
  ) as unknown as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> };
}

function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return z.object(optionalShape(schema.shape)).strict() as unknown as z.ZodType<Partial<z.output<z.ZodObject<S>>>>;
}

/**
 * An update of program_settings: the flat keys checked here; the nested keys (commission, fraud, referral_rewards, milestones)
 * are checked once merged onto the stored settings (writeProgramSettings), as a rule such as
 * "a percent is at most 100" needs the stored type when only the value is sent.
 */
export const programSettingsPatchSchema = z
  .object({
    ...optionalShape(basicSettingsShape),
    commissionType: z.enum(["percent", "static"], { error: "The commission type must be percent or static." }).optional(),
      commissionValue: settingAmountField("commission value").optional(),
      /** accepted for old clients and ignored: it is derived from the product rules and tiers */
      hasMultipleCommissions: z.boolean().optional(),
    ...(Object.fromEntries(Object.keys(commissionSettingsShape).map((k) => [k, z.unknown().optional()])) as {
      [K in keyof typeof commissionSettingsShape]: z.ZodOptional<z.ZodUnknown>;
    }),
  })
  .strict();
// reads stay lenient (a stored value never makes the program unreadable); writes are checked
export const portalSettingsPatchSchema = patchOf(
  portalSettingsSchema.extend({
    partnerPortalUrl: z.union([z.literal(""), webUrl]).default(""),
    brandColor: z.union([z.literal(""), z.string().regex(/^#[0-9a-fA-F]{6}$/, "The brand color must be a colour such as #1d4ed8.")]).default(""),
    termsUrl: z.union([z.literal(""), webUrlField("terms url")]).default(""),
    language: z.enum(["", ...PORTAL_LANGUAGES], { error: `The language must be one of ${PORTAL_LANGUAGES.join(", ")}, or empty to follow the browser.` }).default(""),
  }),
);

export type StoredProgramSettings = z.infer<typeof programSettingsSchema>;
/** the settings as read: the stored ones and the flat commission keys derived from them */
export type ProgramSettings = StoredProgramSettings & {
  commissionType: "percent" | "static";
  commissionValue: number;
  hasMultipleCommissions: boolean;
};
export type ProgramSettingsPatch = z.output<typeof programSettingsPatchSchema>;
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

/**
 * Parsed once per stored object: a page of 100 links reads the same program's settings 100
 * times. The parsed settings are frozen, as the stored JSON is never changed in place.
 */
function readerOf<T extends object>(schema: z.ZodType<T>) {
  const parsed = new WeakMap<object, T>();
  return (json: unknown): T => {
    if (json === null || typeof json !== "object") return schema.parse({});
    let value = parsed.get(json);
    if (!value) parsed.set(json, (value = Object.freeze(schema.parse(json))));
    return value;
  };
}

/** rows written before commission.sale existed keep their flat commission_type / commission_value */
function fromLegacy(json: Record<string, unknown>): Record<string, unknown> {
  const commission = (json.commission ?? {}) as Record<string, unknown>;
  if (commission.sale !== undefined || (json.commissionType === undefined && json.commissionValue === undefined)) return json;
  return { ...json, commission: { ...commission, sale: { type: json.commissionType ?? "percent", value: json.commissionValue ?? 20 } } };
}

const storedReader = readerOf(z.preprocess((j) => fromLegacy(j as Record<string, unknown>), programSettingsSchema));
const withFlat = new WeakMap<object, ProgramSettings>();

export function readProgramSettings(json: unknown): ProgramSettings {
  const stored = storedReader(json);
  let value = withFlat.get(stored);
  if (!value) {
    const c = stored.commission;
    value = Object.freeze({
      ...stored,
      commissionType: c.sale.type,
      commissionValue: c.sale.value,
      hasMultipleCommissions: c.products.length > 0 || c.tiers.length > 0,
    });
    withFlat.set(stored, value);
  }
  return value;
}

/** what is stored: the settings without the derived flat keys, so commission.sale stays the one truth */
export function storedForm(s: ProgramSettings | StoredProgramSettings): StoredProgramSettings {
  const { commissionType: _t, commissionValue: _v, hasMultipleCommissions: _m, ...stored } = s as ProgramSettings;
  return stored;
}

const writeSchema = (flatValueSent: boolean) =>
  programSettingsSchema.superRefine((s, ctx) =>
    checkCommissionSettings(s, (message, path) =>
      ctx.addIssue({
        code: "custom",
        message,
        // a client that sent the flat commission_value hears about the key it sent
        path: flatValueSent && path.join(".") === "commission.sale.value" ? ["commissionValue"] : path,
      }),
    ),
  );

/**
 * An update onto the stored settings: the flat commission keys go into commission.sale, then
 * the nested keys merge over them (unsent keys, at any depth, keep their value), and the result
 * is checked whole, errors keyed by program_settings.<path>.
 */
export function writeProgramSettings(stored: unknown, patch: ProgramSettingsPatch): StoredProgramSettings {
  const { commissionType, commissionValue, hasMultipleCommissions: _derived, ...rest } = patch;
  const flatSale = { type: commissionType, value: commissionValue };
  const merged = mergeSettings(mergeSettings(storedForm(readProgramSettings(stored)), { commission: { sale: flatSale } }), rest);
  const nestedValueSent = (rest.commission as { sale?: { value?: unknown } } | undefined)?.sale?.value != null;
  return parseInput(writeSchema(commissionValue !== undefined && !nestedValueSent), merged, "program_settings");
}

/** what the commission engine reads of a program */
export function commissionSettings(program: { currency: string; settings: unknown }): CommissionSettings {
  const s = readProgramSettings(program.settings);
  return { currency: program.currency, commission: s.commission, fraud: s.fraud, referralRewards: s.referralRewards, milestones: s.milestones };
}
export const readPortalSettings = readerOf(portalSettingsSchema);

export function describeCommission(s: Pick<ProgramSettings, "commissionType" | "commissionValue">, currency: string): string {
  return s.commissionType === "percent"
    ? `${s.commissionValue}% of each sale`
    : `${s.commissionValue} ${currency} per sale`;
}
