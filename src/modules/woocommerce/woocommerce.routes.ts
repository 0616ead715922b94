import { forFeature, type RestRoute } from "../../core/routes.js";

const tags = ["Customers"];

export const woocommerceRoutes: RestRoute[] = forFeature("customers", [
  {
    method: "POST",
    path: "/customers/woocommerce/sync",
    field: "Mutation.syncWooCommerceCustomer",
    tags,
    description: "WooCommerce: creates or updates a customer (customer_id, email, name) and links its woocommerce_id; idempotent",
  },
]);
