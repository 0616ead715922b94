// Customers, both variants: affiliate programs attribute a customer to a partner,
// refer-a-friend programs to a referring customer. Scoped by the key's program.
import type { Customer, Prisma } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { randomId, randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { pickByRef, refWhere, type RefSpec } from "../../core/lookup.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { goneAs, uniqueViolation } from "../../core/prisma-errors.js";
import { isoDate } from "../../core/time.js";
import { transition } from "../../core/transition.js";
import { recordEvent } from "../../events/outbox.js";
import { requireFeature } from "../../core/features.js";
import { findAttributedPartner } from "../partners/partners.service.js";
import { customerEvent, customerEventOf, presentCustomer, type CustomerWithView } from "./customer.view.js";
import { rewardReferralSignup } from "../rewards/referral-signup.js";
import { forgetTrackedLinks, linkKeysOf } from "../tracking/tracking-state.js";
import { customerFieldsSchema, customerOptionsSchema, customerUpdateSchema, type CustomerFields, type CustomerUpdate } from "./customer-input.js";

export interface CustomerRef {
  /** the primary key, which GraphQL's global ids carry */
  uid?: string;
  id?: string;
  key?: string;
  email?: string;
}

export interface AttributionRef {
  /** the primary key, which GraphQL's global ids carry */
  uid?: string;
  id?: string;
  key?: string;
  email?: string;
}

export interface CreateCustomerInput extends CustomerFields {
  partner?: AttributionRef;
  referringCustomer?: AttributionRef;
}

export interface CustomerFilters {
  /** GraphQL's filter: the referring partner's or customer's primary key, the archive state, the creation time */
  partnerUid?: string;
  referringCustomerUid?: string;
  statuses?: readonly ("active" | "deleted")[] | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
  partnerId?: string;
  partnerKey?: string;
  partnerEmail?: string;
  referStatus?: "referred" | "non_referred";
}

/** a path value may be a customer's id, key or email (real clients use all three) */
export const CUSTOMER_REF: RefSpec = { uid: ["uid"], id: ["id", "key", "email"], key: ["key"], email: ["email"] };

/** finds a customer of the program by id, key or email; 404 when there is none */
export async function findCustomer(ctx: ServiceContext, ref: CustomerRef, include?: Prisma.CustomerInclude): Promise<Customer> {
  requireFeature(ctx.program, "customers");
  const where = refWhere(ref, CUSTOMER_REF);
  if (!where) throw new ValidationError({ key: ["One of key, id or email is required."] });
  const rows = await ctx.db.customer.findMany({ where: { ...where, programId: ctx.program.id }, include, orderBy: { createdAt: "asc" }, take: 10 });
  const customer = pickByRef(rows, ref, CUSTOMER_REF);
  if (!customer) throw new NotFoundError("Customer");
  return customer;
}

function metadataOf(meta: CustomerFields["metadata"]): Prisma.InputJsonValue | undefined {
  if (!meta) return undefined;
  const { dateOfBirth, ...rest } = meta;
  return { ...rest, dateOfBirth: dateOfBirth ? isoDate(dateOfBirth) : null } as Prisma.InputJsonValue;
}

/** a unique index that a parallel request won: the same 422 as the checks before writing */
const customerTaken = (prefix = "") =>
  uniqueViolation({ id: [`${prefix}id`, "Customer with this id already exists"], key: [`${prefix}key`, "Customer with this key already exists"] });

async function resolvePartner(ctx: ServiceContext, ref: AttributionRef | undefined) {
  if (ref?.uid) {
    const partner = await ctx.db.partner.findFirst({ where: { uid: ref.uid, programId: ctx.program.id, status: { not: "deleted" } } });
    // a global id (GraphQL's input) that names no partner of the program is that field's error
    if (!partner) throw ValidationError.field("partner", "No partner has this id in the program.");
    return partner;
  }
  if (!ref || !(ref.key || ref.id || ref.email)) throw ValidationError.field("partner", "A partner key, id or email is required.");
  return findAttributedPartner(ctx, ref);
}

async function resolveReferrer(ctx: ServiceContext, ref: AttributionRef | undefined) {
  if (!ref || !(ref.uid || ref.key || ref.id || ref.email)) return undefined;
  const spec: RefSpec = { uid: ["uid"], key: ["key"], id: ["id"], email: ["email"] };
  const rows = await ctx.db.customer.findMany({ where: { ...refWhere(ref, spec)!, programId: ctx.program.id }, take: 3 });
  const referrer = pickByRef(rows, ref, spec);
  // a global id (GraphQL's input) that names no customer of the program is that field's error
  if (!referrer && ref.uid) throw ValidationError.field("referring_customer", "No customer has this id in the program.");
  if (!referrer) throw new BadRequestError("Referring customer not found");
  return referrer;
}

export async function createCustomer(ctx: ServiceContext, input: CreateCustomerInput): Promise<Customer> {
  requireFeature(ctx.program, "customers");
  const { referralUrl, ...fields } = input;
  const data = parseInput(customerFieldsSchema, fields);
  const options = parseInput(customerOptionsSchema, { referralUrl }, "options");
  const affiliate = ctx.program.type === "Affiliate";
  if (affiliate && !data.key) throw ValidationError.field("key", "The key field is required.");
  const programId = ctx.program.id;

  const partner = affiliate ? await resolvePartner(ctx, input.partner) : undefined;
  const referrer = affiliate ? undefined : await resolveReferrer(ctx, input.referringCustomer);

  const key = data.key ?? randomKey(12);
  const id = data.id ?? randomId(12);
  // a key or id already taken is the insert's unique violation, answered as the 422 naming it (customerTaken)
  return inTransaction(ctx, async (tx) => {
    const customer = await tx.db.customer
      .create({
        data: {
          programId,
          id,
          key,
          email: data.email ?? null,
          name: data.name ?? "",
          surname: data.surname ?? "",
          approved: data.approved ?? true,
          tags: data.tags ?? [],
          metadata: metadataOf(data.metadata) ?? { dateOfBirth: null },
          customFields: (data.customFields ?? {}) as Prisma.InputJsonValue,
          partnerUid: partner?.uid,
          referringCustomerUid: referrer?.uid,
          referralUrl: options.referralUrl,
          createdAt: ctx.now(),
        },
      })
      .catch(customerTaken());
    // refer-a-friend customers share their own link
    const links = affiliate ? [] : [await tx.db.referralLink.create({ data: { programId, customerUid: customer.uid, key, isDefault: true, createdAt: ctx.now() } }).catch(customerTaken())];
    // the view from the rows just written: a new customer has referred nobody yet
    const view: CustomerWithView = { ...customer, referralLinks: links, partner: partner ? { key: partner.key } : null, referringCustomer: referrer ?? null };
    await recordEvent(tx, "customer.created", customerEventOf(tx, view, 0));
    // refer-a-friend rewards whose trigger is the signup (either side), with their events
    if (referrer) await rewardReferralSignup(tx, referrer, customer);
    return customer;
  });
}

export async function listCustomers(ctx: ServiceContext, args: ListArgs & CustomerFilters, include?: Prisma.CustomerInclude) {
  requireFeature(ctx.program, "customers");
  const where: Prisma.CustomerWhereInput = { programId: ctx.program.id };
  if (args.partnerId || args.partnerKey || args.partnerEmail) {
    where.partner = {
      ...(args.partnerId ? { id: args.partnerId } : {}),
      ...(args.partnerKey ? { key: args.partnerKey } : {}),
      ...(args.partnerEmail ? { email: args.partnerEmail.trim().toLowerCase() } : {}),
    };
  }
  if (args.referStatus === "referred") where.referringCustomerUid = { not: null };
  if (args.referStatus === "non_referred") where.referringCustomerUid = null;
  if (args.partnerUid) where.partnerUid = args.partnerUid;
  if (args.referringCustomerUid) where.referringCustomerUid = args.referringCustomerUid;
  if (args.statuses?.length === 1) where.deletedAt = args.statuses[0] === "deleted" ? { not: null } : null;
  if (args.createdAt) where.createdAt = { gte: args.createdAt.from ?? undefined, lt: args.createdAt.to ?? undefined };
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.customer.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.customer.count({ where }),
    ]),
  );
}

export async function updateCustomer(ctx: ServiceContext, ref: CustomerRef, input: CustomerUpdate): Promise<Customer> {
  const customer = await findCustomer(ctx, ref);
  const data = parseInput(customerUpdateSchema, input, "update");
  if (data.key && data.key !== customer.key) {
    const taken = await ctx.db.customer.count({ where: { programId: ctx.program.id, key: data.key } });
    if (taken) throw ValidationError.field("update.key", "Customer with this key already exists");
  }
  // a new customer key changes the default link's key and the cookie every link of the customer sets
  let retracked: string[] = [];
  const result = await inTransaction(ctx, async (tx) => {
    const updated = await tx.db.customer
      .update({
        where: { uid: customer.uid },
        data: {
          key: data.key,
          email: data.email,
          name: data.name,
          surname: data.surname,
          tags: data.tags,
          approved: data.approved,
          customFields: data.customFields as Prisma.InputJsonValue | undefined,
          metadata: data.metadata ? ({ ...(customer.metadata as object), ...(metadataOf(data.metadata) as object) } as Prisma.InputJsonValue) : undefined,
        },
      })
      .catch(customerTaken("update."))
      .catch(goneAs("Customer"));
    if (data.key && data.key !== customer.key) {
      // the default link follows the customer key it was created with, as a partner's does
      await tx.db.referralLink
        .updateMany({ where: { customerUid: customer.uid, isDefault: true, key: customer.key }, data: { key: data.key } })
        .catch(customerTaken("update."));
      retracked = [customer.key, ...(await linkKeysOf(tx.db, { customerUid: customer.uid }))];
    }
    await recordEvent(tx, "customer.updated", await customerEvent(tx, updated));
    return updated;
  });
  forgetTrackedLinks(ctx.app, ctx.program.id, retracked);
  return result;
}

/** permanent deletion; customers it referred keep existing, without a referrer */
export async function deleteCustomer(ctx: ServiceContext, ref: CustomerRef): Promise<void> {
  const customer = await findCustomer(ctx, ref);
  // its links go with it
  const keys = await inTransaction(ctx, async (tx) => {
    const keys = await linkKeysOf(tx.db, { customerUid: customer.uid });
    // the payload is the customer as it was: after the delete there is nothing to show
    const view = await presentCustomer(tx, customer).catch(goneAs("Customer"));
    await tx.db.customer.delete({ where: { uid: customer.uid } }).catch(goneAs("Customer"));
    await recordEvent(tx, "customer.deleted", { type: "customer" as const, id: customer.key, view });
    return keys;
  });
  forgetTrackedLinks(ctx.app, ctx.program.id, keys);
}

/** archive (a soft delete) and its revocation: each from the other state only, once */
export async function archiveCustomer(ctx: ServiceContext, ref: CustomerRef, archived: boolean): Promise<Customer> {
  const customer = await findCustomer(ctx, ref);
  const result = await transition(ctx, {
    claim: (db) =>
      db.customer.updateMany({ where: { uid: customer.uid, deletedAt: archived ? null : { not: null } }, data: { deletedAt: archived ? ctx.now() : null } }),
    reload: (db) => db.customer.findUniqueOrThrow({ where: { uid: customer.uid } }),
    refused: "Action failed",
    then: async (tx, updated) => recordEvent(tx, "customer.updated", await customerEvent(tx, updated)),
  });
  // an archived customer's links lead nowhere; restored, they lead again
  forgetTrackedLinks(ctx.app, ctx.program.id, await linkKeysOf(ctx.db, { customerUid: customer.uid }));
  return result;
}
