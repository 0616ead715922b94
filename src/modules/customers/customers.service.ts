// Customers, both variants: affiliate programs attribute a customer to a partner (spec 4.1),
// refer-a-friend programs to a referring customer (spec 4.2). Scoped by the key's program.
import { Prisma, type Customer } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { inTransaction } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { BadRequestError, NotFoundError, ValidationError } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { randomId, randomKey } from "../../core/ids.js";
import { isoDate } from "../../core/time.js";
import { parseInput } from "../../core/input.js";
import { requireFeature } from "../programs/program-types.js";
import { customerFieldsSchema, customerOptionsSchema, customerUpdateSchema, type CustomerFields, type CustomerUpdate } from "./customer-input.js";

export interface CustomerRef {
  id?: string;
  key?: string;
  email?: string;
}

export interface AttributionRef {
  id?: string;
  key?: string;
  email?: string;
}

export interface CreateCustomerInput extends CustomerFields {
  partner?: AttributionRef;
  referringCustomer?: AttributionRef;
}

export interface CustomerFilters {
  partnerKey?: string;
  partnerEmail?: string;
  referStatus?: "referred" | "non_referred";
}

/** finds a customer of the program by id or key (a path value may be either), or by email */
export async function findCustomer(ctx: ServiceContext, ref: CustomerRef, include?: Prisma.CustomerInclude): Promise<Customer> {
  requireFeature(ctx.program, "customers");
  const programId = ctx.program.id;
  const tries: Prisma.CustomerWhereInput[] = [];
  if (ref.id) tries.push({ id: ref.id }, { key: ref.id });
  if (ref.key) tries.push({ key: ref.key });
  if (ref.email) tries.push({ email: ref.email.trim().toLowerCase() });
  if (!tries.length) throw new ValidationError({ key: ["One of key, id or email is required."] });
  for (const where of tries) {
    const found = await ctx.db.customer.findFirst({ where: { ...where, programId }, include, orderBy: { createdAt: "asc" } });
    if (found) return found;
  }
  throw new NotFoundError("Customer");
}

function metadataOf(meta: CustomerFields["metadata"]): Prisma.InputJsonValue | undefined {
  if (!meta) return undefined;
  const { dateOfBirth, ...rest } = meta;
  return { ...rest, dateOfBirth: dateOfBirth ? isoDate(dateOfBirth) : null } as Prisma.InputJsonValue;
}

/** the columns of the unique index a P2002 names (where they are depends on the driver) */
function violatedColumns(meta: Record<string, unknown> | undefined): string[] {
  const cause = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown[]; index?: string }; originalMessage?: string } } | undefined)?.cause;
  const fields = cause?.constraint?.fields?.map((f) => String(f).replace(/"/g, "")) ?? [];
  const target = Array.isArray(meta?.target) ? meta.target.map(String) : [];
  // index names are <Model>_<column>_<column>_key: every one of them ends in "key"
  const index =
    cause?.constraint?.index ?? (typeof meta?.target === "string" ? meta.target : undefined) ?? /unique constraint "([^"]+)"/.exec(cause?.originalMessage ?? "")?.[1];
  const fromIndex = index ? (/^[A-Za-z0-9]+_(.+)_key$/.exec(index)?.[1]?.split("_") ?? []) : [];
  return [...fields, ...target, ...fromIndex];
}

/** a unique constraint that a parallel request won: the same 422 as the checks before writing */
function duplicateKey(err: unknown, prefix = ""): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
    if (violatedColumns(err.meta).includes("id")) throw ValidationError.field(`${prefix}id`, "Customer with this id already exists");
    throw ValidationError.field(`${prefix}key`, "Customer with this key already exists");
  }
  throw err;
}

async function resolvePartner(ctx: ServiceContext, ref: AttributionRef | undefined) {
  if (!ref || !(ref.key || ref.id || ref.email)) {
    throw ValidationError.field("partner", "A partner key, id or email is required.");
  }
  const where: Prisma.PartnerWhereInput = ref.key ? { key: ref.key } : ref.id ? { id: ref.id } : { email: ref.email!.trim().toLowerCase() };
  let partner = await ctx.db.partner.findFirst({ where: { ...where, programId: ctx.program.id, status: { not: "deleted" } } });
  if (!partner && ref.key) {
    // a referral key may be one of the partner's additional links
    const link = await ctx.db.referralLink.findFirst({ where: { programId: ctx.program.id, key: ref.key, partnerUid: { not: null } }, include: { partner: true } });
    if (link?.partner && link.partner.status !== "deleted") partner = link.partner;
  }
  if (!partner) throw new BadRequestError(ref.key ? "Invalid partner key" : "Partner not found in this program");
  return partner;
}

async function resolveReferrer(ctx: ServiceContext, ref: AttributionRef | undefined) {
  if (!ref || !(ref.key || ref.id || ref.email)) return undefined;
  const where: Prisma.CustomerWhereInput = ref.key ? { key: ref.key } : ref.id ? { id: ref.id } : { email: ref.email!.trim().toLowerCase() };
  const referrer = await ctx.db.customer.findFirst({ where: { ...where, programId: ctx.program.id } });
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
  const clash = await ctx.db.customer.findFirst({ where: { programId, OR: [{ key }, { id }] }, select: { key: true } });
  if (clash) {
    throw clash.key === key
      ? ValidationError.field("key", "Customer with this key already exists")
      : ValidationError.field("id", "Customer with this id already exists");
  }

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
      .catch(duplicateKey);
    if (!affiliate) {
      // refer-a-friend customers share their own link
      await tx.db.referralLink.create({ data: { programId, customerUid: customer.uid, key, isDefault: true, createdAt: ctx.now() } }).catch(duplicateKey);
    }
    await recordEvent(tx, "customer.created", "customer", customer.key, { ...customer, partner: partner?.key ?? null });
    return customer;
  });
}

export async function listCustomers(ctx: ServiceContext, args: ListArgs & CustomerFilters, include?: Prisma.CustomerInclude) {
  requireFeature(ctx.program, "customers");
  const where: Prisma.CustomerWhereInput = { programId: ctx.program.id };
  if (args.partnerKey || args.partnerEmail) {
    where.partner = { ...(args.partnerKey ? { key: args.partnerKey } : {}), ...(args.partnerEmail ? { email: args.partnerEmail.trim().toLowerCase() } : {}) };
  }
  if (args.referStatus === "referred") where.referringCustomerUid = { not: null };
  if (args.referStatus === "non_referred") where.referringCustomerUid = null;
  return paginate(args, PAGE_SIZES.standard, (w) =>
    Promise.all([
      ctx.db.customer.findMany({ where, include, skip: w.skip, take: w.take, orderBy: [{ createdAt: w.order }, { uid: w.order }] }),
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
  return inTransaction(ctx, async (tx) => {
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
      .catch((err: unknown) => duplicateKey(err, "update."));
    if (data.key && data.key !== customer.key) {
      // the default link follows the customer key it was created with, as a partner's does
      await tx.db.referralLink
        .updateMany({ where: { customerUid: customer.uid, isDefault: true, key: customer.key }, data: { key: data.key } })
        .catch((err: unknown) => duplicateKey(err, "update."));
    }
    await recordEvent(tx, "customer.updated", "customer", updated.key, updated);
    return updated;
  });
}

/** permanent deletion; customers it referred keep existing, without a referrer */
export async function deleteCustomer(ctx: ServiceContext, ref: CustomerRef): Promise<void> {
  const customer = await findCustomer(ctx, ref);
  await inTransaction(ctx, async (tx) => {
    await tx.db.customer.delete({ where: { uid: customer.uid } });
    await recordEvent(tx, "customer.deleted", "customer", customer.key, customer);
  });
}

export async function archiveCustomer(ctx: ServiceContext, ref: CustomerRef, archived: boolean): Promise<Customer> {
  const customer = await findCustomer(ctx, ref);
  if ((customer.deletedAt !== null) === archived) throw new BadRequestError("Action failed");
  return inTransaction(ctx, async (tx) => {
    // the state condition makes a parallel second archive (or restore) change nothing
    const claimed = await tx.db.customer.updateMany({
      where: { uid: customer.uid, deletedAt: archived ? null : { not: null } },
      data: { deletedAt: archived ? ctx.now() : null },
    });
    if (claimed.count === 0) throw new BadRequestError("Action failed");
    const updated = await tx.db.customer.findUniqueOrThrow({ where: { uid: customer.uid } });
    await recordEvent(tx, "customer.updated", "customer", updated.key, updated);
    return updated;
  });
}
