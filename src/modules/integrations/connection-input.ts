// What connecting each provider takes: which inputs are secrets (sealed, never shown again)
// and which are settings (stored in the clear and shown by every read).
import { z } from "zod";
import type { SyncProvider } from "../../generated/prisma/client.js";
import { parseInput } from "../../core/input.js";
import { ValidationError } from "../../core/errors.js";

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
    .transform((u) => u.replace(/\/+$/, "")),
  consumerKey: required("consumer key"),
  consumerSecret: required("consumer secret"),
});
const paddle = z.strictObject({
  apiKey: required("Paddle API key"),
  environment: z.enum(["production", "sandbox"], { error: "The environment must be production or sandbox." }).optional(),
});

/** the provider named and its inputs, checked; errors keyed by the input's name */
export function connectionParts(input: ConnectInput): { provider: SyncProvider } & ConnectionParts {
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
    case "woocommerce": {
      const { storeUrl, consumerKey, consumerSecret } = parseInput(woocommerce, given);
      return { provider: "woocommerce", settings: { storeUrl }, secrets: { consumerKey, consumerSecret } };
    }
    case "paddle": {
      const { apiKey, environment } = parseInput(paddle, given);
      // Paddle's sandbox keys say so (pdl_sdbx_…); the environment given wins
      const env = environment ?? (apiKey.startsWith("pdl_sdbx_") ? "sandbox" : "production");
      return { provider: "paddle", settings: { environment: env }, secrets: { apiKey } };
    }
  }
}
