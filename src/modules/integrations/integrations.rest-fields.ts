// The connection fields only REST runs (its routes name them): connect with every provider's
// arguments side by side, and disconnect by provider name, with bare results. GraphQL has its
// own forms in integrations.schema.ts.
import { given } from "../../core/input.js";
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { IntegrationType } from "./integrations.schema.js";
import { connectIntegration, disconnectIntegration } from "./integrations.service.js";

const PROVIDER_DOC = "stripe, shopify, woocommerce or paddle";

builder.mutationFields((t) => ({
  connectIntegration: t.field({
    extensions: restRoute,
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
    extensions: restRoute,
    type: IntegrationType,
    description: "Disconnects a shop provider and erases its credentials; coupons already synced keep their provider",
    args: { provider: t.arg.string({ required: true, description: PROVIDER_DOC }) },
    resolve: (_r, args, ctx) => disconnectIntegration(ctx, args.provider),
  }),
}));
