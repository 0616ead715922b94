import type { RestRoute, ExampleRequest } from "../../core/routes.js";

// what the examples (the reference's, run by `npm run examples`) make first
const wooCommerce: ExampleRequest = { method: "POST", path: "/integrations", body: { provider: "woocommerce", webhook_secret: "a-long-random-secret-of-yours" } };

const tags = ["Integrations"];

export const integrationRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/integrations",
    field: "Query.integrations",
    example: { given: [wooCommerce] },
    tags,
    description: "The program's shop-provider connections (never their credentials)",
  },
  {
    method: "POST",
    path: "/integrations",
    field: "Mutation.connectIntegration",
    example: { body: { provider: "woocommerce", webhook_secret: "a-long-random-secret-of-yours" } },
    tags,
    description: "Connects a shop provider: provider and its credentials (secret_key; shop_domain, access_token; store_url, consumer_key, consumer_secret and/or webhook_secret with paid_statuses, track_all_orders, amount_mode; api_key, environment)",
  },
  {
    method: "DELETE",
    path: "/integrations/{provider}",
    field: "Mutation.disconnectIntegration",
    example: { path: "/integrations/woocommerce", given: [wooCommerce] },
    tags,
    description: "Disconnects a shop provider and erases its credentials",
  },
];
