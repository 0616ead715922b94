// POST /v1/customers/woocommerce/sync: the plugin tells Rally about a WooCommerce
// customer. customer_id names the Rally customer (its id or key; created with it as both),
// woocommerce_id the shop's customer, linked to it. Idempotent: the same call again changes
// nothing and answers the same customer.
import { z } from "zod";
import type { Customer } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { emailField, personNameField } from "../../core/fields.js";
import { parseInput } from "../../core/input.js";
import { requireFeature } from "../../core/features.js";
import { identifier } from "../partners/partner-input.js";
import { createWooCustomer, findWooCustomer, lockCustomer, splitName, updateWooCustomer } from "./woo-customers.js";

export interface WooCustomerSyncInput {
  customerId?: string | number;
  email?: string;
  name?: string;
  woocommerceId?: string | number;
}

const idText = (what: string) =>
  z.union([z.string(), z.number().int().nonnegative()], { error: `The ${what} field is required.` }).transform(String).pipe(identifier(what));

const syncSchema = z.object({
  customerId: idText("customer_id"),
  woocommerceId: idText("woocommerce_id"),
  email: emailField.optional(),
  name: personNameField("name").optional(),
});

export async function syncWooCommerceCustomer(ctx: ServiceContext, input: WooCustomerSyncInput): Promise<Customer> {
  requireFeature(ctx.program, "customers");
  const data = parseInput(syncSchema, input);
  const names = splitName(data.name);
  return inTransaction(ctx, async (tx) => {
    await lockCustomer(tx, `id:${data.woocommerceId}`);
    const found = await findWooCustomer(tx, { woocommerceId: data.woocommerceId, ref: data.customerId, email: data.email });
    if (!found) return createWooCustomer(tx, { key: data.customerId, woocommerceId: data.woocommerceId, email: data.email, ...names });
    // the customer found by customer_id or email may be linked to another WooCommerce customer: the shop's newest word wins
    return updateWooCustomer(tx, found, { woocommerceId: data.woocommerceId, email: data.email, ...names });
  });
}
