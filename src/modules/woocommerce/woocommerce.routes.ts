import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Customers"];

export const woocommerceRoutes: RestRoute[] = forFeature("customers", [
  {
    method: "POST",
    path: "/customers/woocommerce/sync",
    field: "Mutation.syncWooCommerceCustomer",
    example: { body: { customer_id: 42, email: "mia@example.com", name: "Mia Jones", woocommerce_id: "42" } },
    tags,
    description: "WooCommerce: creates or updates a customer (customer_id, email, name) and links its woocommerce_id; idempotent",
  },
]);
