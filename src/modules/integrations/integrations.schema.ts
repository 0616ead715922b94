// Shop-provider connections on GraphQL: the Integration node (REST shows the same type under its
// REST names), the list, and connect/disconnect with one input and a payload; connecting takes
// exactly one provider's input (@oneOf), so each provider's fields are typed as it needs them.
// No field of any type here can carry a credential: the node selects none. The REST contract's
// own root fields are in integrations.rest-fields.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { valueEnum } from "../../graphql/enums.js";
import { inProgram, nodeId } from "../../graphql/node.js";
import { payload, payloadType } from "../../graphql/payload.js";
import { graphqlOnly, restOnly } from "../../graphql/surface.js";
import { readOrderSettings } from "../woocommerce/woo-settings.js";
import type { ConnectInput } from "./connection-input.js";
import { connectIntegration, disconnectIntegration, listIntegrations } from "./integrations.service.js";

export const IntegrationProviderEnum = valueEnum("IntegrationProvider", "A shop or payment provider a program can connect", {
  stripe: "Stripe: coupons synced as Stripe coupons and promotion codes",
  shopify: "Shopify: coupons synced as discount codes",
  woocommerce: "WooCommerce: coupons synced, and orders recorded as sales through the shop's order webhook",
  paddle: "Paddle: coupons synced as discounts",
});

export const IntegrationStatusEnum = valueEnum("IntegrationStatus", "Whether a provider is connected", {
  connected: "Connected: its credentials are stored and used",
  disconnected: "Disconnected: its credentials were erased",
});

const StripeModeEnum = valueEnum("StripeMode", "Which Stripe data a key reaches", {
  live: "Live data",
  test: "Test data",
});

const PaddleEnvironmentEnum = valueEnum("PaddleEnvironment", "Which Paddle environment a key belongs to", {
  production: "Paddle's live environment",
  sandbox: "Paddle's sandbox",
});

const WooAmountModeEnum = valueEnum("WooCommerceAmountMode", "Which part of a WooCommerce order's total earns commission", {
  net: "The total minus tax and shipping",
  without_tax: "The total minus tax",
  total: "The whole total",
});

type Settings = Record<string, string>;

const IntegrationSettingsType = builder.objectRef<{ provider: string; settings: Settings }>("IntegrationSettings").implement({
  description: "A connection's settings (never its credentials); each field is null for the providers it does not concern",
  fields: (t) => ({
    stripeMode: t.field({
      type: StripeModeEnum,
      nullable: true,
      description: "Stripe: whether the key is live or test",
      resolve: ({ settings }) => (settings.mode === "live" || settings.mode === "test" ? settings.mode : null),
    }),
    shopDomain: t.string({ nullable: true, description: "Shopify: the shop's myshopify.com domain", resolve: ({ settings }) => settings.shopDomain ?? null }),
    storeUrl: t.string({ nullable: true, description: "WooCommerce: the store's URL (with REST API credentials)", resolve: ({ settings }) => settings.storeUrl ?? null }),
    paidStatuses: t.stringList({
      nullable: true,
      description: "WooCommerce, with a webhook secret: the order statuses that record a sale",
      resolve: ({ provider, settings }) => (provider === "woocommerce" && settings.paidStatuses ? readOrderSettings(settings).paidStatuses : null),
    }),
    trackAllOrders: t.boolean({
      nullable: true,
      description: "WooCommerce, with a webhook secret: whether every order is recorded, whatever its status",
      resolve: ({ provider, settings }) => (provider === "woocommerce" && settings.trackAllOrders ? readOrderSettings(settings).trackAllOrders : null),
    }),
    amountMode: t.field({
      type: WooAmountModeEnum,
      nullable: true,
      description: "WooCommerce, with a webhook secret: which part of an order's total earns commission",
      resolve: ({ provider, settings }) => (provider === "woocommerce" && settings.amountMode ? readOrderSettings(settings).amountMode : null),
    }),
    paddleEnvironment: t.field({
      type: PaddleEnvironmentEnum,
      nullable: true,
      description: "Paddle: the environment of the key",
      resolve: ({ settings }) => (settings.environment === "production" || settings.environment === "sandbox" ? settings.environment : null),
    }),
  }),
});

export const IntegrationType = builder.prismaNode("Integration", {
  name: "Integration",
  description: "A shop or payment provider connected to the program. Its credentials are never shown.",
  select: { id: true, provider: true, status: true, connectedAt: true, updatedAt: true, settings: true },
  id: nodeId("id"),
  findUnique: inProgram("id"),
  fields: (t) => ({
    provider: t.expose("provider", { type: IntegrationProviderEnum, description: "The provider" }),
    status: t.expose("status", { type: IntegrationStatusEnum, description: "Whether it is connected" }),
    connectedAt: t.expose("connectedAt", { type: "DateTime", description: "When it was last connected (or its credentials replaced)" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it last changed" }),
    restSettings: t.field({
      type: "JSON",
      extensions: restOnly("settings"),
      description: "Non-secret settings: Stripe mode (live or test), Shopify shopDomain, WooCommerce storeUrl (and with a webhook secret paidStatuses, trackAllOrders, amountMode), Paddle environment",
      resolve: (i) => i.settings ?? {},
    }),
    settings: t.field({
      type: IntegrationSettingsType,
      extensions: graphqlOnly,
      description: "Its settings (never its credentials)",
      resolve: (i) => ({ provider: i.provider, settings: (i.settings ?? {}) as Settings }),
    }),
  }),
});

builder.queryFields((t) => ({
  integrations: t.field({
    type: [IntegrationType],
    description: "The program's provider connections, by provider (at most one each)",
    resolve: (_r, _a, ctx) => listIntegrations(ctx),
  }),
}));

const StripeConnectionInput = builder.inputType("StripeConnectionInput", {
  description: "What connecting Stripe takes",
  fields: (t) => ({ secretKey: t.string({ required: true, description: "A secret (sk_) or restricted (rk_) key, live or test; stored encrypted, never shown" }) }),
});

const ShopifyConnectionInput = builder.inputType("ShopifyConnectionInput", {
  description: "What connecting Shopify takes",
  fields: (t) => ({
    shopDomain: t.string({ required: true, description: "The shop's domain: your-shop.myshopify.com" }),
    accessToken: t.string({ required: true, description: "An Admin API access token; stored encrypted, never shown" }),
  }),
});

const WooCommerceConnectionInput = builder.inputType("WooCommerceConnectionInput", {
  description:
    "What connecting WooCommerce takes: the REST API credentials (coupon sync, all three together) and/or the order webhook's secret (orders); " +
    "a later call keeps what it leaves out",
  fields: (t) => ({
    storeUrl: t.string({ description: "The store's URL (private and loopback addresses are refused)" }),
    consumerKey: t.string({ description: "The REST API consumer key; stored encrypted, never shown" }),
    consumerSecret: t.string({ description: "The REST API consumer secret; stored encrypted, never shown" }),
    webhookSecret: t.string({ description: "The secret of the shop's order webhook; stored encrypted, never shown" }),
    paidStatuses: t.stringList({ description: "The order statuses that record a sale; processing and completed when omitted" }),
    trackAllOrders: t.boolean({ description: "Record every order, whatever its status; false when omitted" }),
    amountMode: t.field({ type: WooAmountModeEnum, description: "Which part of an order's total earns commission; NET when omitted" }),
  }),
});

const PaddleConnectionInput = builder.inputType("PaddleConnectionInput", {
  description: "What connecting Paddle takes",
  fields: (t) => ({
    apiKey: t.string({ required: true, description: "A Paddle API key; stored encrypted, never shown" }),
    environment: t.field({ type: PaddleEnvironmentEnum, description: "The key's environment; told by the key when omitted (sandbox keys start pdl_sdbx_)" }),
  }),
});

const IntegrationConnectInput = builder.inputType("IntegrationConnectInput", {
  description: "The provider to connect, with what it takes: exactly one field",
  isOneOf: true,
  fields: (t) => ({
    stripe: t.field({ type: StripeConnectionInput, description: "Connect Stripe" }),
    shopify: t.field({ type: ShopifyConnectionInput, description: "Connect Shopify" }),
    woocommerce: t.field({ type: WooCommerceConnectionInput, description: "Connect WooCommerce" }),
    paddle: t.field({ type: PaddleConnectionInput, description: "Connect Paddle" }),
  }),
});

const IntegrationDisconnectInput = builder.inputType("IntegrationDisconnectInput", {
  description: "The provider to disconnect",
  fields: (t) => ({ provider: t.field({ type: IntegrationProviderEnum, required: true, description: "The provider" }) }),
});

const IntegrationConnectPayload = payloadType("IntegrationConnectPayload", "integration", IntegrationType, "The connection as it is now; null when the input was refused");
const IntegrationDisconnectPayload = payloadType("IntegrationDisconnectPayload", "integration", IntegrationType, "The connection, disconnected; null when the input was refused");

/** the one provider's input, in the form the service takes every provider's */
function connectInputOf(input: typeof IntegrationConnectInput.$inferInput): ConnectInput {
  if (input.stripe) return { provider: "stripe", ...given(input.stripe) };
  if (input.shopify) return { provider: "shopify", ...given(input.shopify) };
  if (input.woocommerce) return { provider: "woocommerce", ...given(input.woocommerce) };
  if (input.paddle) return { provider: "paddle", ...given(input.paddle) };
  return {};
}

/** the service's field names are the input's, in snake_case: the user errors point inside the provider's input */
const renamedFor = (provider: string | undefined): Record<string, string> =>
  provider
    ? Object.fromEntries(
        ["secret_key", "shop_domain", "access_token", "store_url", "consumer_key", "consumer_secret", "webhook_secret", "paid_statuses", "track_all_orders", "amount_mode", "api_key", "environment"].map(
          (f) => [f, `${provider}.${f}`],
        ),
      )
    : {};

const IDEMPOTENCY = " Over HTTP, an `Idempotency-Key` header makes a retry answer the first response instead of running again.";

builder.mutationFields((t) => ({
  integrationConnect: t.field({
    type: IntegrationConnectPayload,
    extensions: graphqlOnly,
    description: `Connects a provider, or replaces the credentials and settings of its connection. Credentials are stored encrypted and never shown.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: IntegrationConnectInput, required: true, description: "The provider and what it takes" }) },
    resolve: (_r, { input }, ctx) => {
      const connect = connectInputOf(input);
      return payload("integration", () => connectIntegration(ctx, connect), renamedFor(connect.provider));
    },
  }),
  integrationDisconnect: t.field({
    type: IntegrationDisconnectPayload,
    extensions: graphqlOnly,
    description: `Disconnects a provider and erases its credentials; coupons already synced keep their provider.${IDEMPOTENCY}`,
    args: { input: t.arg({ type: IntegrationDisconnectInput, required: true, description: "The provider" }) },
    resolve: (_r, { input }, ctx) => payload("integration", () => disconnectIntegration(ctx, input.provider)),
  }),
}));

