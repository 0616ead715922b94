import type { RestRoute } from "../../core/routes.js";

const tags = ["Integrations"];

export const integrationRoutes: RestRoute[] = [
  { method: "GET", path: "/integrations", field: "Query.integrations", tags, description: "The program's shop-provider connections (never their credentials)" },
  {
    method: "POST",
    path: "/integrations",
    field: "Mutation.connectIntegration",
    tags,
    description: "Connects a shop provider: provider and its credentials (secret_key; shop_domain, access_token; store_url, consumer_key, consumer_secret and/or webhook_secret with paid_statuses, track_all_orders, amount_mode; api_key, environment)",
  },
  { method: "DELETE", path: "/integrations/{provider}", field: "Mutation.disconnectIntegration", tags, description: "Disconnects a shop provider and erases its credentials" },
];
