// The WooCommerce customer sync (REST: POST /v1/customers/woocommerce/sync), a REST-only field. The
// order webhook is not GraphQL: see webhook.route.ts.
import { builder } from "../../graphql/builder.js";
import { restRoute } from "../../graphql/surface.js";
import { given } from "../../core/input.js";
import { CustomerType } from "../customers/customers.schema.js";
import { syncWooCommerceCustomer } from "./customer-sync.js";

builder.mutationFields((t) => ({
  // REST's route; GraphQL makes and links customers with customerCreate/customerUpdate
  syncWooCommerceCustomer: t.field({
    extensions: restRoute,
    type: CustomerType,
    description:
      "Creates or updates the customer of a WooCommerce customer and links the two: customerId names the customer (its id or key), " +
      "woocommerceId is the shop's customer id; the same call again changes nothing",
    args: {
      customerId: t.arg.id({ required: true, description: "The customer's id (or key) in Rally; a new customer gets it as both" }),
      woocommerceId: t.arg.id({ required: true, description: "The WooCommerce customer id" }),
      email: t.arg.string({ description: "The customer's email" }),
      name: t.arg.string({ description: "The customer's full name (split into name and surname)" }),
    },
    resolve: (_r, args, ctx) => syncWooCommerceCustomer(ctx, given(args)),
  }),
}));
