// Program and portal settings: stored as JSON on the program, validated here on every write,
// read back with defaults so older rows gain new settings without a migration.
import { z } from "zod";
import { settingAmountField, webUrlField } from "../../core/fields.js";

export const webUrl = webUrlField();

export const programSettingsSchema = z.object({
  cookieLifetime: z.number().int().min(1).max(3650).default(30),
  commissionType: z.enum(["percent", "static"]).default("percent"),
  commissionValue: settingAmountField("commission value").default(20),
  hasMultipleCommissions: z.boolean().default(false),
  payoutThreshold: settingAmountField("payout threshold").default(50),
  payoutAutomationEnabled: z.boolean().default(false),
  payoutAutomationSchedule: z.string().max(100).nullable().default(null),
  welcomeEmailEnabled: z.boolean().default(true),
  onboardingEnabled: z.boolean().default(false),
  partnerEmailNotificationsEnabled: z.boolean().default(true),
  /** query parameter that carries the referral key in links */
  linkParameter: z.enum(["aff", "ref", "via"]).default("aff"),
});

export const portalSettingsSchema = z.object({
  partnerPortalUrl: z.string().max(2048).default(""),
  programPageEnabled: z.boolean().default(true),
  leadsPageEnabled: z.boolean().default(false),
  registrationDisabled: z.boolean().default(false),
  googleLoginEnabled: z.boolean().default(false),
  passwordlessLoginEnabled: z.boolean().default(false),
  subAccountsEnabled: z.boolean().default(false),
  widgetEnabled: z.boolean().default(false),
  signupPopupEnabled: z.boolean().default(false),
  embeddableFormEnabled: z.boolean().default(false),
});

/**
 * The form of an update: only the keys sent, no defaults. (partial() of the schemas above
 * would fill every missing key with its default and so reset the settings not sent.)
 */
function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([k, v]) => [k, ((v instanceof z.ZodDefault ? v.unwrap() : v) as z.ZodType).optional()]),
  );
  return z.object(shape).strict() as unknown as z.ZodType<Partial<z.output<z.ZodObject<S>>>>;
}

export const programSettingsPatchSchema = patchOf(programSettingsSchema);
// reads stay lenient (a stored value never makes the program unreadable); writes are checked
export const portalSettingsPatchSchema = patchOf(
  portalSettingsSchema.extend({ partnerPortalUrl: z.union([z.literal(""), webUrl]).default("") }),
);

export type ProgramSettings = z.infer<typeof programSettingsSchema>;
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

export const readProgramSettings = readerOf(programSettingsSchema);
export const readPortalSettings = readerOf(portalSettingsSchema);

export function describeCommission(s: ProgramSettings, currency: string): string {
  return s.commissionType === "percent"
    ? `${s.commissionValue}% of each sale`
    : `${s.commissionValue} ${currency} per sale`;
}
