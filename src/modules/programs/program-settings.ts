// Program and portal settings: stored as JSON on the program, validated here on every write,
// read back with defaults so older rows gain new settings without a migration.
import { z } from "zod";

export const programSettingsSchema = z.object({
  cookieLifetime: z.number().int().min(1).max(3650).default(30),
  commissionType: z.enum(["percent", "static"]).default("percent"),
  commissionValue: z.number().min(0).default(20),
  hasMultipleCommissions: z.boolean().default(false),
  payoutThreshold: z.number().min(0).default(50),
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

export type ProgramSettings = z.infer<typeof programSettingsSchema>;
export type PortalSettings = z.infer<typeof portalSettingsSchema>;

export const readProgramSettings = (json: unknown): ProgramSettings => programSettingsSchema.parse(json ?? {});
export const readPortalSettings = (json: unknown): PortalSettings => portalSettingsSchema.parse(json ?? {});

export function describeCommission(s: ProgramSettings, currency: string): string {
  return s.commissionType === "percent"
    ? `${s.commissionValue}% of each sale`
    : `${s.commissionValue} ${currency} per sale`;
}
