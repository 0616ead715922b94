// Shop-provider connections on GraphQL: list, connect, disconnect. No field of any type here
// can carry a credential: the view has none.
import { builder } from "../../graphql/builder.js";
import { given } from "../../core/input.js";
import { connectIntegration, disconnectIntegration, listIntegrations, type IntegrationView } from "./integrations.service.js";

const PROVIDER_DOC = "stripe, shopify, woocommerce or paddle";

const IntegrationStatusEnum = builder.enumType("IntegrationStatus", { values: ["connected", "disconnected"] as const });

export const IntegrationType = builder.objectRef<IntegrationView>("Integration").implement({
  description: "A shop provider connected to the program. Its credentials are never shown.",
  fields: (t) => ({
    provider: t.exposeString("provider", { description: PROVIDER_DOC }),
    status: t.field({ type: IntegrationStatusEnum, resolve: (i) => i.status }),
    connectedAt: t.expose("connectedAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    settings: t.field({
      type: "JSON",
      description: "Non-secret settings: Stripe mode (live or test), Shopify shopDomain, WooCommerce storeUrl (and with a webhook secret paidStatuses, trackAllOrders, amountMode), Paddle environment",
      resolve: (i) => i.settings,
    }),
  }),
});

builder.queryFields((t) => ({
  integrations: t.field({
    type: [IntegrationType],
    description: "The program's shop-provider connections",
    resolve: (_r, _a, ctx) => listIntegrations(ctx),
  }),
}));

builder.mutationFields((t) => ({
  connectIntegration: t.field({
    type: IntegrationType,
    description:
      "Connects a shop provider (or replaces its credentials). Stripe: secretKey. Shopify: shopDomain and accessToken (Admin API). " +
      "WooCommerce: storeUrl, consumerKey and consumerSecret (coupon sync) and/or webhookSecret (orders, with paidStatuses, trackAllOrders, amountMode); " +
      "a WooCommerce connection keeps what a later call leaves out. Paddle: apiKey (environment: production or sandbox). " +
      "Secrets are stored encrypted and never returned.",
    args: {
      provider: t.arg.string({ required: true, description: PROVIDER_DOC }),
      secretKey: t.arg.string({ description: "Stripe secret or restricted key" }),
      shopDomain: t.arg.string({ description: "Shopify: your-shop.myshopify.com" }),
      accessToken: t.arg.string({ description: "Shopify Admin API access token" }),
      storeUrl: t.arg.string({ description: "WooCommerce store URL" }),
      consumerKey: t.arg.string({ description: "WooCommerce REST API consumer key" }),
      consumerSecret: t.arg.string({ description: "WooCommerce REST API consumer secret" }),
      apiKey: t.arg.string({ description: "Paddle API key" }),
      environment: t.arg.string({ description: "Paddle: production (default) or sandbox" }),
      webhookSecret: t.arg.string({ description: "WooCommerce: the secret of the order webhook (Settings > Advanced > Webhooks); never returned" }),
      paidStatuses: t.arg.stringList({ description: "WooCommerce: order statuses that record a sale (default processing, completed)" }),
      trackAllOrders: t.arg.boolean({ description: "WooCommerce: record every order, whatever its status (default false)" }),
      amountMode: t.arg.string({ description: "WooCommerce: the commissionable amount: net (total minus tax and shipping, default), without_tax, or total" }),
    },
    resolve: (_r, args, ctx) => connectIntegration(ctx, given(args)),
  }),
  disconnectIntegration: t.field({
    type: IntegrationType,
    description: "Disconnects a shop provider and erases its credentials; coupons already synced keep their provider",
    args: { provider: t.arg.string({ required: true, description: PROVIDER_DOC }) },
    resolve: (_r, args, ctx) => disconnectIntegration(ctx, args.provider),
  }),
}));
