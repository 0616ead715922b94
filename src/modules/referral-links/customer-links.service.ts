// Customer referral links (refer-a-friend programs, as the official PHP SDK
// calls them): the links of an owner (owner-links.service.ts) where the owner is a customer.
import type { ServiceContext } from "../../core/context.js";
import { requireFeature } from "../../core/features.js";
import { findCustomer, type CustomerRef } from "../customers/customers.service.js";
import { createLink, deleteLink, findLink, ownerLinks, updateLinkKey, type LinkOwnerKind, type LinkQuery, type NewLink } from "./owner-links.service.js";

export const CUSTOMER_LINKS: LinkOwnerKind = {
  feature: "customerReferralLinks",
  name: "customer",
  column: "customerUid",
  visible: { customerUid: { not: null } },
  find: (ctx, ref) => {
    requireFeature(ctx.program, "customerReferralLinks");
    return findCustomer(ctx, ref);
  },
  /** a customer's default link carries its key: no other customer's link may take it */
  keyOfAnotherOwner: async (ctx, key, customerUid) =>
    (await ctx.db.customer.findFirst({ where: { programId: ctx.program.id, key, uid: { not: customerUid } }, select: { uid: true } })) !== null,
  lock: (db, uid) => db.$queryRaw`SELECT 1 FROM "Customer" WHERE "uid" = ${uid} FOR UPDATE`,
};

export type NewCustomerReferralLink = NewLink & { customer?: CustomerRef };

export const findCustomerReferralLink = (ctx: ServiceContext, ref: { id?: string; key?: string; customer?: CustomerRef }, query?: LinkQuery) =>
  findLink(ctx, CUSTOMER_LINKS, { id: ref.id, key: ref.key, owner: ref.customer }, query);

export const createCustomerReferralLink = (ctx: ServiceContext, { customer, ...input }: NewCustomerReferralLink, query?: LinkQuery) =>
  createLink(ctx, CUSTOMER_LINKS, customer, input, query);

export const updateCustomerReferralLinkKey = (ctx: ServiceContext, id: string, key: string | null | undefined, query?: LinkQuery) =>
  updateLinkKey(ctx, CUSTOMER_LINKS, id, key, query);

export const deleteCustomerReferralLink = (ctx: ServiceContext, id: string) => deleteLink(ctx, CUSTOMER_LINKS, id);

export const customerReferralLinks = (ctx: ServiceContext, ref: CustomerRef, query?: LinkQuery) => ownerLinks(ctx, CUSTOMER_LINKS, ref, query);
