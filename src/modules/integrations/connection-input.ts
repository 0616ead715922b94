// What connecting each provider takes: which inputs are secrets (sealed, never shown again)
// and which are settings (stored in the clear and shown by every read).
import { z } from "zod";
import type { SyncProvider } from "../../generated/prisma/client.js";
import { snakeCase } from "../../core/case.js";
import { parseInput } from "../../core/input.js";
import { ValidationError } from "../../core/errors.js";
import { wooOrderInputs, wooOrderSettings } from "../woocommerce/woo-settings.js";

export const PROVIDERS = ["stripe", "shopify", "woocommerce", "paddle"] as const satisfies readonly SyncProvider[];

/** every input a connection may carry, across providers (GraphQL arguments, CLI options) */
export interface ConnectInput {
  provider?: string;
  secretKey?: string;
  shopDomain?: string;
  accessToken?: string;
  storeUrl?: string;
  consumerKey?: string;
  consumerSecret?: string;
  apiKey?: string;
  environment?: string;
  /** WooCommerce: the secret of the shop's order webhook, and how its orders are recorded */
  webhookSecret?: string;
  paidStatuses?: string | string[];
  trackAllOrders?: boolean | string;
  amountMode?: string;
}

export interface ConnectionParts {
  settings: Record<string, string>;
  secrets: Record<string, string>;
}

const required = (what: string) => z.string({ error: `The ${what} is required.` }).trim().min(1, `The ${what} is required.`).max(500);

const stripe = z.strictObject({
  secretKey: required("Stripe secret key").regex(/^(sk|rk)_(live|test)_\w+$/, "The Stripe secret key must be a secret (sk_) or restricted (rk_) key, live or test."),
});
const shopify = z.strictObject({
  shopDomain: required("shop domain")
    .transform((d) => d.toLowerCase().replace(/^https?:\/\//, "").replace(/\/+$/, ""))
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, "The shop domain must be the shop's myshopify.com domain (your-shop.myshopify.com).")),
  accessToken: required("Admin API access token"),
});
const woocommerce = z.strictObject({
  storeUrl: required("store URL")
    .pipe(z.url({ protocol: /^https?$/, message: "The store URL must be an http:// or https:// URL." }))
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  consumerKey: required("consumer key").optional(),
  consumerSecret: required("consumer secret").optional(),
  ...wooOrderInputs,
});
const paddle = z.strictObject({
  apiKey: required("Paddle API key"),
  environment: z.enum(["production", "sandbox"], { error: "The environment must be production or sandbox." }).optional(),
});

/** the provider named and its inputs, checked; errors keyed by the input's name */
/** what a stored connection holds, as inputs: a WooCommerce connection is updated in parts (the webhook secret alone, say) */
function previousOf(previous: ConnectionParts | undefined): Record<string, string> {
  return previous ? { ...previous.settings, ...previous.secrets } : {};
}

/**
 * WooCommerce: the REST credentials (coupon sync) and the webhook secret (orders) are each
 * optional, but one of them is needed, and the REST credentials come as a set of three.
 */
function wooConnection(input: z.output<typeof woocommerce>): ConnectionParts {
  const { storeUrl, consumerKey, consumerSecret, webhookSecret } = input;
  const rest = { storeUrl, consumerKey, consumerSecret };
  if (!webhookSecret || Object.values(rest).some((v) => v !== undefined)) {
    const missing = Object.entries(rest).filter(([, v]) => v === undefined);
    if (missing.length) {
      const names: Record<string, string> = { storeUrl: "store URL", consumerKey: "consumer key", consumerSecret: "consumer secret" };
      throw new ValidationError(
        Object.fromEntries(missing.map(([k]) => [snakeCase(k), [`The ${names[k]} is required${webhookSecret ? " with the other REST API credentials" : " (or a webhook_secret alone, for orders only)"}.`]])),
      );
    }
  }
  const secrets: Record<string, string> = {};
  if (consumerKey && consumerSecret) Object.assign(secrets, { consumerKey, consumerSecret });
  if (webhookSecret) secrets.webhookSecret = webhookSecret;
  // the order settings matter (and are shown) once orders arrive: with a webhook secret
  return { settings: { ...(storeUrl ? { storeUrl } : {}), ...(webhookSecret ? wooOrderSettings(input) : {}) }, secrets };
}

export function connectionParts(input: ConnectInput, previous?: ConnectionParts): { provider: SyncProvider } & ConnectionParts {
  const { provider, ...rest } = input;
  if (!provider) throw ValidationError.field("provider", "The provider is required.");
  if (!(PROVIDERS as readonly string[]).includes(provider)) {
    throw ValidationError.field("provider", `The provider must be one of ${PROVIDERS.join(", ")}.`);
  }
  const given = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  switch (provider as SyncProvider) {
    case "stripe": {
      const { secretKey } = parseInput(stripe, given);
      return { provider: "stripe", settings: { mode: secretKey.includes("_live_") ? "live" : "test" }, secrets: { secretKey } };
    }
    case "shopify": {
      const { shopDomain, accessToken } = parseInput(shopify, given);
      return { provider: "shopify", settings: { shopDomain }, secrets: { accessToken } };
    }
    case "woocommerce":
      return { provider: "woocommerce", ...wooConnection(parseInput(woocommerce, { ...previousOf(previous), ...given })) };
    case "paddle": {
      const { apiKey, environment } = parseInput(paddle, given);
      // Paddle's sandbox keys say so (pdl_sdbx_…); the environment given wins
      const env = environment ?? (apiKey.startsWith("pdl_sdbx_") ? "sandbox" : "production");
      return { provider: "paddle", settings: { environment: env }, secrets: { apiKey } };
    }
  }
}
