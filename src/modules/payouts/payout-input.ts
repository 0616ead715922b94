// Validation of payout input: the gateways and what each needs to pay a partner (a partner's
// saved choice and a request's own settings are checked by the same rules), and the request
// itself. Field paths are the REST client's.
import { z } from "zod";
import { currencyCode } from "../../core/currencies.js";
import { emailField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { ValidationError } from "../../core/errors.js";

export const GATEWAYS = ["paypal", "wise", "venmo", "crypto", "manual"] as const;
export type Gateway = (typeof GATEWAYS)[number];

const text = (what: string, max: number) => z.string({ error: `The ${what} must be a string.` }).trim().min(1, `The ${what} must not be empty.`).max(max, `The ${what} must be at most ${max} characters.`);
const handle = (what: string) => text(what, 100).regex(/^@?[A-Za-z0-9._-]+$/, `The ${what} may contain only letters, numbers, dots, dashes and underscores.`);
/** a PayPal account is often known by its email: clients (the workflow node) send it as the username */
const paypalUsername = z.union([emailField, handle("username")], { error: "The username must be a PayPal username or the account's email address." });
const phone = text("phone", 20).regex(/^\+?[0-9 ()-]{6,20}$/, "The phone must be a phone number.");

const oneOf = (keys: string[]) => (s: Record<string, unknown>) => keys.some((k) => s[k] !== undefined);

/** per gateway: what its settings must hold; unknown keys are refused, so a typo is named */
const SETTINGS: Record<Gateway, z.ZodType<Record<string, string>>> = {
  paypal: z
    .strictObject({ email: emailField.optional(), username: paypalUsername.optional() })
    .refine(oneOf(["email", "username"]), { message: "PayPal needs the recipient's email or username.", path: ["email"] }),
  wise: z.strictObject({ email: z.string({ error: "Wise needs the recipient's email." }).pipe(emailField), name: text("name", 200).optional() }),
  venmo: z
    .strictObject({ username: handle("username").optional(), phone: phone.optional(), email: emailField.optional() })
    .refine(oneOf(["username", "phone", "email"]), { message: "Venmo needs the recipient's username, phone or email.", path: ["username"] }),
  crypto: z.strictObject({
    wallet_address: z.string({ error: "The wallet_address field is required." }).trim().regex(/^[A-Za-z0-9:]{10,128}$/, "The wallet_address must be 10-128 letters and digits."),
    type: z.string({ error: "The type field is required." }).trim().regex(/^[A-Za-z0-9_-]{2,20}$/, "The type must be a coin or network name such as BTC or USDC-ERC20."),
  }),
  manual: z.strictObject({ note: text("note", 500).optional() }),
};

/** the gateway as sent: one of GATEWAYS (any letter case); undefined for "not given" */
export function parseGateway(value: string | undefined, field = "gateway"): Gateway | undefined {
  if (value === undefined || !value.trim()) return undefined;
  const g = value.trim().toLowerCase();
  if (!(GATEWAYS as readonly string[]).includes(g)) throw ValidationError.field(field, `The ${field} must be one of ${GATEWAYS.join(", ")}.`);
  return g as Gateway;
}

/** a gateway's settings, checked; errors name `${prefix}.<key>` */
export function parseSettings(gateway: Gateway, settings: unknown, prefix = "payout_settings"): Record<string, string> {
  if (settings !== undefined && (settings === null || typeof settings !== "object" || Array.isArray(settings))) {
    throw ValidationError.field(prefix, `The ${prefix} field must be an object.`);
  }
  // the JSON scalar keeps the client's keys: walletAddress and wallet_address mean the same
  const snake = Object.fromEntries(Object.entries((settings ?? {}) as object).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
  return parseInput(SETTINGS[gateway], snake, prefix);
}

const MAX_REWARDS = 1000;

export const createPayoutSchema = z.object({
  amountUnits: z
    .string({ error: "The amount_units field must be a currency code." })
    .transform((v, ctx) => currencyCode(v) ?? (ctx.addIssue({ code: "custom", message: "The amount_units must be an ISO 4217 currency code such as USD." }), z.NEVER))
    .optional(),
  rewardIds: z
    .array(z.string().trim().min(1, "A reward id must not be empty.").max(100))
    .min(1, "The reward_ids must name at least one reward.")
    .max(MAX_REWARDS, `At most ${MAX_REWARDS} rewards a request.`)
    .optional(),
});

/**
 * A partner's saved payout choice from its create or update input: undefined when neither field
 * was sent; settings sent alone are checked against the gateway already saved.
 */
export function partnerPayoutChoice(
  input: { payoutGateway?: string; payoutSettings?: unknown },
  current?: { payoutGateway: string | null; payoutSettings: unknown },
): { payoutGateway: Gateway; payoutSettings: Record<string, string> } | undefined {
  const given = parseGateway(input.payoutGateway, "payout_gateway");
  if (!given && input.payoutSettings === undefined) return undefined;
  const gateway = given ?? (current?.payoutGateway as Gateway | null | undefined);
  if (!gateway) throw ValidationError.field("payout_gateway", "The payout_gateway field is required with payout_settings.");
  const settings = input.payoutSettings ?? (gateway === current?.payoutGateway ? current.payoutSettings : undefined) ?? {};
  return { payoutGateway: gateway, payoutSettings: parseSettings(gateway, settings) };
}
