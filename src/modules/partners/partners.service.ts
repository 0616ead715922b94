// Partners (affiliate programs): create, invite, read, update, delete, archive, reward.
// Every query is scoped by the key's program; a partner of another program is "not found".
import { Prisma, type Partner } from "../../generated/prisma/client.js";
import type { ServiceContext } from "../../core/context.js";
import { inTransaction } from "../../core/context.js";
import { recordEvent } from "../../events/outbox.js";
import { BadRequestError, NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { randomId, randomKey } from "../../core/ids.js";
import { Decimal } from "../../core/money.js";
import { generatePassword, hashPassword } from "../../core/passwords.js";
import { parseInput } from "../../core/input.js";
import { requireFeature } from "../programs/program-types.js";
import { createDefaultPartnerLink, linkKeyTaken } from "../referral-links/referral-links.service.js";
import {
  createPartnerSchema,
  inviteSchema,
  rewardSchema,
  updatePartnerSchema,
  type CreatePartnerInput,
  type PartnerRef,
  type UpdatePartnerInput,
} from "./partner-input.js";
import { sendPartnerInvitation } from "./partner-invitations.js";

/** partners that the API still shows: deleted ones are kept for accounting but are gone to clients */
const visible = { status: { not: "deleted" as const } };

function refWhere(ref: PartnerRef): Prisma.PartnerWhereInput | null {
  if (ref.id) return { id: ref.id };
  if (ref.key) return { key: ref.key };
  if (ref.email) return { email: ref.email.trim().toLowerCase() };
  return null;
}

/** finds a visible partner of the program by id, key or email; 404 when there is none */
export async function findPartner(ctx: ServiceContext, ref: PartnerRef, include?: Prisma.PartnerInclude): Promise<Partner> {
  requireFeature(ctx.program, "partners");
  const where = refWhere(ref);
  if (!where) throw new ValidationError({ id: ["One of id, key or email is required."] });
  const partner = await ctx.db.partner.findFirst({ where: { ...where, programId: ctx.program.id, ...visible }, include });
  if (!partner) throw new NotFoundError("Partner");
  return partner;
}

async function uniquenessErrors(
  ctx: ServiceContext,
  fields: { email?: string; id?: string; key?: string },
  exceptUid?: string,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const programId = ctx.program.id;
  const others = exceptUid ? { uid: { not: exceptUid } } : {};
  const taken = async (where: Prisma.PartnerWhereInput) =>
    (await ctx.db.partner.count({ where: { programId, ...others, ...where } })) > 0;
  if (fields.email && (await taken({ email: fields.email }))) errors.email = ["Email already exists"];
  if (fields.id && (await taken({ id: fields.id }))) errors.id = ["ID already exists"];
  if (fields.key) {
    const ownDefault = exceptUid
      ? await ctx.db.referralLink.findFirst({ where: { partnerUid: exceptUid, key: fields.key }, select: { id: true } })
      : null;
    if ((await taken({ key: fields.key })) || (!ownDefault && (await linkKeyTaken(ctx, fields.key)))) {
      errors.key = ["Key already exists"];
    }
  }
  return errors;
}

/** the columns of a unique index named the Prisma way, `<Model>_<column>_<column>_key` */
function indexColumns(name: string): string[] {
  const m = /^[A-Za-z0-9]+_(.+)_key$/.exec(name);
  return m ? m[1]!.split("_") : [];
}

/**
 * The columns of the unique constraint a P2002 names. Where they are depends on the driver:
 * `target` (Prisma's own engines), `constraint.fields` (PGlite adapter) or `constraint.index`
 * (pg adapter); the constraint's name in the database message is the last resort. Matching
 * words in the serialized meta is not enough: every index name ends in `_key` and every
 * message says "duplicate key value".
 */
function violatedColumns(meta: Record<string, unknown> | undefined): Set<string> {
  const columns = new Set<string>();
  const target = meta?.target;
  if (Array.isArray(target)) target.forEach((c) => columns.add(String(c)));
  else if (typeof target === "string") indexColumns(target).forEach((c) => columns.add(c));
  const cause = (meta?.driverAdapterError as { cause?: { constraint?: { fields?: unknown[]; index?: string }; originalMessage?: string } } | undefined)
    ?.cause;
  cause?.constraint?.fields?.forEach((f) => columns.add(String(f).replace(/"/g, "")));
  if (cause?.constraint?.index) indexColumns(cause.constraint.index).forEach((c) => columns.add(c));
  const named = /unique constraint "([^"]+)"/.exec(cause?.originalMessage ?? "");
  if (named) indexColumns(named[1]!).forEach((c) => columns.add(c));
  return columns;
}

/** a unique constraint that a concurrent request won: the same 422 as the checks above */
function duplicateError(err: unknown): never {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
    const columns = violatedColumns(err.meta);
    if (columns.has("email")) throw ValidationError.field("email", "Email already exists");
    if (columns.has("id")) throw ValidationError.field("id", "ID already exists");
    // the partner's key, or the key of its default referral link (one namespace per program)
    if (columns.has("key")) throw ValidationError.field("key", "Key already exists");
  }
  throw err;
}

export async function createPartner(ctx: ServiceContext, input: CreatePartnerInput): Promise<Partner> {
  requireFeature(ctx.program, "partners");
  const data = parseInput(createPartnerSchema, input);
  const errors = await uniquenessErrors(ctx, data);
  if (Object.keys(errors).length) throw new ValidationError(errors);

  let referringPartnerUid: string | undefined;
  if (data.referringPartner) {
    const where = refWhere(data.referringPartner)!;
    const referrer = await ctx.db.partner.findFirst({ where: { ...where, programId: ctx.program.id, ...visible }, select: { uid: true } });
    if (!referrer) throw new BadRequestError("Referring partner not found");
    referringPartnerUid = referrer.uid;
  }

  const passwordHash = await hashPassword(data.password ?? generatePassword());
  return inTransaction(ctx, async (tx) => {
    const partner = await tx.db.partner
      .create({
        data: {
          programId: ctx.program.id,
          id: data.id ?? randomId(12),
          key: data.key ?? randomKey(10),
          email: data.email,
          name: data.name ?? "",
          surname: data.surname ?? "",
          passwordHash,
          tos: data.tos ?? false,
          approved: data.approved ?? true,
          tags: data.tags ?? [],
          customFields: (data.customFields ?? []) as Prisma.InputJsonValue,
          referringPartnerUid,
          createdAt: ctx.now(),
        },
      })
      .catch(duplicateError);
    await createDefaultPartnerLink(tx, partner.uid, partner.key).catch(duplicateError);
    await recordEvent(tx, "partner.created", "partner", partner.id, partner);
    return partner;
  });
}

export async function invitePartner(ctx: ServiceContext, input: { email?: string | null; name?: string | null; surname?: string | null }) {
  requireFeature(ctx.program, "partnerInvites");
  const data = parseInput(inviteSchema, input);
  const exists = await ctx.db.partner.count({ where: { programId: ctx.program.id, email: data.email } });
  if (exists) throw ValidationError.field("email", "Email already exists");
  return sendPartnerInvitation(ctx, data);
}

export async function listPartners(ctx: ServiceContext, args: ListArgs, include?: Prisma.PartnerInclude) {
  requireFeature(ctx.program, "partners");
  const where = { programId: ctx.program.id, ...visible };
  return paginate(args, PAGE_SIZES.standard, (w) =>
    Promise.all([
      ctx.db.partner.findMany({ where, include, skip: w.skip, take: w.take, orderBy: [{ createdAt: w.order }, { uid: w.order }] }),
      ctx.db.partner.count({ where }),
    ]),
  );
}

export async function updatePartner(ctx: ServiceContext, ref: PartnerRef, input: UpdatePartnerInput): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  const data = parseInput(updatePartnerSchema, input);
  const errors = await uniquenessErrors(ctx, data, partner.uid);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  return inTransaction(ctx, async (tx) => {
    const updated = await tx.db.partner
      .update({
        where: { uid: partner.uid },
        data: {
          email: data.email,
          name: data.name,
          surname: data.surname,
          passwordHash,
          key: data.key,
          tags: data.tags,
          approved: data.approved,
          tos: data.tos,
          customFields: data.customFields as Prisma.InputJsonValue | undefined,
        },
      })
      .catch(duplicateError);
    if (data.key && data.key !== partner.key) {
      // the default link follows the partner key it was created with
      // (a link of the partner's own may hold the new key already: that is a taken key too)
      await tx.db.referralLink
        .updateMany({ where: { partnerUid: partner.uid, isDefault: true, key: partner.key }, data: { key: data.key } })
        .catch(duplicateError);
    }
    await recordEvent(tx, "partner.updated", "partner", updated.id, updated);
    if (data.approved === true && !partner.approved) await recordEvent(tx, "partner.approved", "partner", updated.id, updated);
    return updated;
  });
}

export async function deletePartner(ctx: ServiceContext, ref: PartnerRef): Promise<void> {
  const partner = await findPartner(ctx, ref);
  await inTransaction(ctx, async (tx) => {
    const deleted = await tx.db.partner.update({ where: { uid: partner.uid }, data: { status: "deleted", deletedAt: ctx.now() } });
    await recordEvent(tx, "partner.deleted", "partner", deleted.id, deleted);
  });
}

export async function archivePartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  if (partner.status === "archived") throw new BadRequestError("Action failed");
  return inTransaction(ctx, async (tx) => {
    const archived = await tx.db.partner.update({
      where: { uid: partner.uid },
      data: { status: "archived", statusBeforeArchive: partner.status, archivedAt: ctx.now() },
    });
    await recordEvent(tx, "partner.archived", "partner", archived.id, archived);
    return archived;
  });
}

export async function restorePartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  if (partner.status !== "archived") throw new BadRequestError("Action failed");
  return inTransaction(ctx, async (tx) => {
    const restored = await tx.db.partner.update({
      where: { uid: partner.uid },
      data: { status: partner.statusBeforeArchive ?? "active", statusBeforeArchive: null, archivedAt: null },
    });
    await recordEvent(tx, "partner.updated", "partner", restored.id, restored);
    return restored;
  });
}

/** a one-off bonus: an approved reward in the program's currency */
export async function rewardPartner(ctx: ServiceContext, ref: PartnerRef, input: { amount?: number | null; date?: Date | null; note?: string | null }) {
  const partner = await findPartner(ctx, ref);
  const data = parseInput(rewardSchema, { amount: input.amount ?? undefined, date: input.date ?? undefined, note: input.note ?? undefined });
  return inTransaction(ctx, async (tx) => {
    const reward = await tx.db.reward.create({
      data: {
        programId: ctx.program.id,
        kind: "bonus",
        status: "approved",
        amount: new Decimal(data.amount),
        currency: ctx.program.currency,
        note: data.note ?? "",
        partnerUid: partner.uid,
        earnedAt: data.date ?? ctx.now(),
        createdAt: ctx.now(),
      },
    });
    await recordEvent(tx, "reward.created", "reward", reward.id, { ...reward, partner: { id: partner.id, key: partner.key, email: partner.email } });
    return { reward, partner };
  });
}

export async function partnerReferralLinks(ctx: ServiceContext, ref: PartnerRef) {
  const partner = await findPartner(ctx, ref);
  return ctx.db.referralLink.findMany({
    where: { programId: ctx.program.id, partnerUid: partner.uid },
    orderBy: [{ isDefault: "desc" }, { createdAt: "asc" }],
  });
}
