// Customers that WooCommerce knows: found by the shop's customer id (woocommerceId) or their
// email, created from an order or the customer sync, and linked to the partner (affiliate) or
// referring customer (refer-a-friend) that brought them. Writers take an advisory lock on the
// customer first, so two deliveries of one buyer's orders never create the customer twice.
import type { Customer, Prisma } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { customerEvent } from "../customers/customer.view.js";
import { createCustomer } from "../customers/customers.service.js";

export interface NewWooCustomer {
  key: string;
  woocommerceId?: string;
  email?: string;
  name?: string;
  surname?: string;
  /** affiliate: the partner who brought the customer */
  partnerUid?: string;
  /** refer-a-friend: the key of the customer who referred this one */
  referrerKey?: string;
}

/** serializes writers of one customer until the end of the database transaction */
export async function lockCustomer(tx: ServiceContext, what: string): Promise<void> {
  await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`rally:woocommerce:customer:${tx.program.id}:${what.toLowerCase()}`}))`;
}

export async function findWooCustomer(ctx: ServiceContext, by: { woocommerceId?: string; ref?: string; email?: string }): Promise<Customer | null> {
  const programId = ctx.program.id;
  const first = { orderBy: { createdAt: "asc" as const } };
  if (by.woocommerceId) {
    const linked = await ctx.db.customer.findUnique({ where: { programId_woocommerceId: { programId, woocommerceId: by.woocommerceId } } });
    if (linked) return linked;
  }
  if (by.ref) {
    const named = await ctx.db.customer.findFirst({ ...first, where: { programId, OR: [{ id: by.ref }, { key: by.ref }] } });
    if (named) return named;
  }
  if (by.email) return ctx.db.customer.findFirst({ ...first, where: { programId, email: { equals: by.email, mode: "insensitive" } } });
  return null;
}

/**
 * A new customer. Refer-a-friend customers go through the customers service (their own link,
 * the signup rewards of a referral); affiliate customers are written here, because the
 * service requires a partner and a WooCommerce buyer may have none.
 */
export async function createWooCustomer(tx: ServiceContext, c: NewWooCustomer): Promise<Customer> {
  if (tx.program.type === "Referral") {
    const created = await createCustomer(tx, {
      key: c.key,
      id: c.key,
      email: c.email,
      name: c.name,
      surname: c.surname,
      referringCustomer: c.referrerKey ? { key: c.referrerKey } : undefined,
    });
    return c.woocommerceId ? tx.db.customer.update({ where: { uid: created.uid }, data: { woocommerceId: c.woocommerceId } }) : created;
  }
  const customer = await tx.db.customer.create({
    data: {
      programId: tx.program.id,
      key: c.key,
      id: c.key,
      woocommerceId: c.woocommerceId,
      email: c.email || null,
      name: c.name ?? "",
      surname: c.surname ?? "",
      metadata: { dateOfBirth: null },
      partnerUid: c.partnerUid,
      createdAt: tx.now(),
    },
  });
  await recordEvent(tx, "customer.created", await customerEvent(tx, customer));
  return customer;
}

/** applies the changes that differ from the customer's row, with customer.updated; none: the row as it was */
export async function updateWooCustomer(tx: ServiceContext, customer: Customer, data: Prisma.CustomerUncheckedUpdateInput): Promise<Customer> {
  const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => v !== undefined && (customer as Record<string, unknown>)[k] !== v));
  if (!Object.keys(changed).length) return customer;
  const updated = await tx.db.customer.update({ where: { uid: customer.uid }, data: changed });
  await recordEvent(tx, "customer.updated", await customerEvent(tx, updated));
  return updated;
}

/** "John Doe" as name John, surname Doe: WooCommerce sends one display name */
export function splitName(full: string | undefined): { name?: string; surname?: string } {
  if (full === undefined) return {};
  const [name = "", ...rest] = full.trim().split(/\s+/);
  return { name, surname: rest.join(" ") };
}
