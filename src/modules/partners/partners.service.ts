// Partners (affiliate programs): create, invite, read, search, update, delete, archive, reward.
// Every query is scoped by the key's program; a partner of another program is "not found".
import { Prisma, type Partner, type PartnerStatus } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { BadRequestError, NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { randomId, randomKey } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { pickByRef, refSql, refWhere, type RefSpec } from "../../core/lookup.js";
import { Decimal } from "../../core/money.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { hashPassword } from "../../core/passwords.js";
import { endPartnerSessions } from "../accounts/sessions.service.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { transition } from "../../core/transition.js";
import { recordEvent } from "../../events/outbox.js";
import { mergePartnerCommission, partnerCommissionPatchSchema } from "../programs/commission-settings.js";
import { requireFeature } from "../../core/features.js";
import { createDefaultPartnerLink } from "../referral-links/referral-links.service.js";
import { forgetTrackedLinks, linkKeysOf } from "../tracking/tracking-state.js";
import {
  createPartnerSchema,
  inviteSchema,
  rewardSchema,
  searchSchema,
  updatePartnerSchema,
  type CreatePartnerInput,
  type PartnerRef,
  type UpdatePartnerInput,
} from "./partner-input.js";
import { sendPartnerInvitation } from "./partner-invitations.js";
import { loadPartnerViews, newPartnerEvent, partnerEvent, type PartnerWithLinks } from "./partner.view.js";
import type { PartnerFigures } from "./partner-figures.js";
import { partnerPayoutChoice } from "../payouts/payout-input.js";
import { rewardEvent, rewardViewInclude } from "../rewards/reward.view.js";

/** partners that the API still shows: deleted ones are kept for accounting but are gone to clients */
const visible = { status: { not: "deleted" as const } };

/** uid: the primary key, which GraphQL's global ids carry; the others as REST clients name a partner */
export const PARTNER_REF: RefSpec = { uid: ["uid"], id: ["id"], key: ["key"], email: ["email"] };

/** a unique index that a parallel request won: the same 422 as the checks before writing */
const partnerTaken = uniqueViolation({
  email: ["email", "Email already exists"],
  id: ["id", "ID already exists"],
  // the partner's key, or the key of its default referral link (one namespace per program)
  key: ["key", "Key already exists"],
});

/** finds a visible partner of the program by id, key or email; 404 when there is none */
const REF_REQUIRED = { id: ["One of id, key or email is required."] };

export async function findPartner(ctx: ServiceContext, ref: PartnerRef, include?: Prisma.PartnerInclude): Promise<Partner> {
  requireFeature(ctx.program, "partners");
  const where = refWhere(ref, PARTNER_REF);
  if (!where) throw new ValidationError(REF_REQUIRED);
  const rows = await ctx.db.partner.findMany({ where: { ...where, programId: ctx.program.id, ...visible }, include, take: 3 });
  const partner = pickByRef(rows, ref, PARTNER_REF);
  if (!partner) throw new NotFoundError("Partner");
  return partner;
}

/** the partner findPartner finds, with its links and all-time figures, in one statement: what its view shows */
export async function readPartner(ctx: ServiceContext, ref: PartnerRef): Promise<{ partner: PartnerWithLinks; figures: PartnerFigures }> {
  requireFeature(ctx.program, "partners");
  const where = refSql(ref, PARTNER_REF, "x");
  if (!where) throw new ValidationError(REF_REQUIRED);
  const reads = await loadPartnerViews(ctx.db, ctx.program.id, Prisma.sql`${where} AND x.status <> 'deleted'`, ctx.now());
  const partner = pickByRef(reads.map((r) => r.partner), ref, PARTNER_REF);
  const read = reads.find((r) => r.partner === partner);
  if (!read) throw new NotFoundError("Partner");
  return read;
}

/** the referring partner of a new partner, or of a customer or lead: 400 when there is none */
export async function findReferrer(ctx: ServiceContext, ref: PartnerRef, message: string): Promise<Partner> {
  try {
    return await findPartner(ctx, ref);
  } catch (err) {
    if (err instanceof NotFoundError) throw new BadRequestError(message);
    throw err;
  }
}

/**
 * The partner a customer or lead is attributed to, by key (a referral key may also be one of
 * the partner's additional links), id or email: 400 when the program has no such partner.
 */
export async function findAttributedPartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const spec: RefSpec = { key: ["key"], id: ["id"], email: ["email"] };
  const rows = await ctx.db.partner.findMany({ where: { ...refWhere(ref, spec)!, programId: ctx.program.id, ...visible }, take: 3 });
  let partner = pickByRef(rows, ref, spec);
  if (!partner && ref.key) {
    const link = await ctx.db.referralLink.findFirst({ where: { programId: ctx.program.id, key: ref.key, partnerUid: { not: null } }, include: { partner: true } });
    if (link?.partner && link.partner.status !== "deleted") partner = link.partner;
  }
  if (!partner) throw new BadRequestError(ref.key ? "Invalid partner key" : "Partner not found in this program");
  return partner;
}

/**
 * which of the email, id and key are another partner's (deleted ones included) or, for the key,
 * another link's: one statement, the four lookups each on its unique index
 */
async function uniquenessErrors(ctx: ServiceContext, fields: { email?: string; id?: string; key?: string }, exceptUid?: string): Promise<FieldErrors> {
  if (!fields.email && !fields.id && !fields.key) return {};
  const programId = ctx.program.id;
  const other = Prisma.sql`"programId" = ${programId} AND uid IS DISTINCT FROM ${exceptUid ?? null}`;
  const [taken] = await ctx.db.$queryRaw<{ email: boolean; id: boolean; key: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Partner" WHERE ${other} AND email = ${fields.email ?? null}) AS email,
           EXISTS (SELECT 1 FROM "Partner" WHERE ${other} AND id = ${fields.id ?? null}) AS id,
           EXISTS (SELECT 1 FROM "Partner" WHERE ${other} AND key = ${fields.key ?? null})
             OR (EXISTS (SELECT 1 FROM "ReferralLink" WHERE "programId" = ${programId} AND key = ${fields.key ?? null})
                 AND NOT EXISTS (SELECT 1 FROM "ReferralLink" WHERE "partnerUid" = ${exceptUid ?? null} AND key = ${fields.key ?? null})) AS key`;
  const errors: FieldErrors = {};
  if (taken!.email) errors.email = ["Email already exists"];
  if (taken!.id) errors.id = ["ID already exists"];
  if (taken!.key) errors.key = ["Key already exists"];
  return errors;
}

export async function createPartner(ctx: ServiceContext, input: CreatePartnerInput): Promise<Partner> {
  requireFeature(ctx.program, "partners");
  const { payoutGateway, payoutSettings, ...fields } = input;
  const data = parseInput(createPartnerSchema, fields);
  const payout = partnerPayoutChoice({ payoutGateway, payoutSettings });
  const errors = await uniquenessErrors(ctx, data);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const referrer = data.referringPartner ? await findReferrer(ctx, data.referringPartner, "Referring partner not found") : undefined;

  // no password given, none stored: a random one nobody knows would cost an Argon2 hash (tens of
  // ms of CPU) per partner an integration creates, and protect nothing
  const passwordHash = data.password ? await hashPassword(data.password) : null;
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
          referringPartnerUid: referrer?.uid,
          ...payout,
          ipHash: data.ip ? ctx.app.hashIp(data.ip) : undefined,
          createdAt: ctx.now(),
        },
      })
      .catch(partnerTaken);
    const link = await createDefaultPartnerLink(tx, partner.uid, partner.key).catch(partnerTaken);
    await recordEvent(tx, "partner.created", newPartnerEvent(ctx.program, partner, link));
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

/** what a console narrows the partner list by */
export interface PartnerFilter {
  statuses?: readonly PartnerStatus[] | null;
  /** part of the id or key, or the whole email */
  search?: string | null;
  /** true: neither approved nor rejected yet; false: the others */
  awaitingApproval?: boolean | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export async function listPartners(ctx: ServiceContext, args: ListArgs & { filter?: PartnerFilter | null }, include?: Prisma.PartnerInclude) {
  requireFeature(ctx.program, "partners");
  const f = args.filter ?? {};
  const search = f.search?.trim();
  const where: Prisma.PartnerWhereInput = {
    programId: ctx.program.id,
    ...(f.statuses?.length ? { status: { in: f.statuses.filter((s) => s !== "deleted") } } : visible),
    ...(f.createdAt ? { createdAt: { gte: f.createdAt.from ?? undefined, lt: f.createdAt.to ?? undefined } } : {}),
    ...(f.awaitingApproval === true ? { approved: false, rejectedAt: null } : f.awaitingApproval === false ? { NOT: { approved: false, rejectedAt: null } } : {}),
    ...(search
      ? { OR: [{ id: { contains: search, mode: "insensitive" } }, { key: { contains: search, mode: "insensitive" } }, { email: search.toLowerCase() }] }
      : {}),
  };
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.partner.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.partner.count({ where }),
    ]),
  );
}

/**
 * Partners whose id or key contains the given text, or whose email is the given one (emails
 * stay an exact match: a partial email search would let a key holder enumerate addresses no
 * faster than listing, but clients expect the public API's exact lookup).
 */
export async function searchPartners(ctx: ServiceContext, args: ListArgs & PartnerRef, include?: Prisma.PartnerInclude) {
  requireFeature(ctx.program, "partners");
  const ref = parseInput(searchSchema, { id: args.id, key: args.key, email: args.email });
  const conditions: Prisma.PartnerWhereInput[] = [];
  if (ref.id) conditions.push({ id: { contains: ref.id, mode: "insensitive" } });
  if (ref.key) conditions.push({ key: { contains: ref.key, mode: "insensitive" } });
  if (ref.email) conditions.push({ email: ref.email });
  const where: Prisma.PartnerWhereInput = { programId: ctx.program.id, ...visible, AND: conditions };
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.partner.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.partner.count({ where }),
    ]),
  );
}

export async function updatePartner(ctx: ServiceContext, ref: PartnerRef, input: UpdatePartnerInput): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  const { commission: commissionInput, payoutGateway, payoutSettings, ...rest } = input;
  const data = parseInput(updatePartnerSchema, rest);
  const payout = partnerPayoutChoice({ payoutGateway, payoutSettings }, partner);
  // keyed update.commission.* as program_settings names them
  const commission = commissionInput === undefined ? undefined : parseInput(partnerCommissionPatchSchema, commissionInput, "update.commission");
  const errors = await uniquenessErrors(ctx, data, partner.uid);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const passwordHash = data.password ? await hashPassword(data.password) : undefined;
  // a new partner key changes the default link's key and the cookie every link of the partner sets
  let retracked: string[] = [];
  const result = await inTransaction(ctx, async (tx) => {
    const changes = {
      email: data.email,
      name: data.name,
      surname: data.surname,
      passwordHash,
      key: data.key,
      tags: data.tags,
      approved: data.approved,
      // approving clears a rejection (partner-approval.ts)
      ...(data.approved === true ? { rejectedAt: null, rejectionReason: null } : {}),
      tos: data.tos,
      customFields: data.customFields as Prisma.InputJsonValue | undefined,
      commission: commission === undefined ? undefined : (mergePartnerCommission(partner.commission, commission) ?? Prisma.DbNull),
      payoutGateway: payout?.payoutGateway,
      payoutSettings: payout?.payoutSettings,
      ipHash: data.ip ? ctx.app.hashIp(data.ip) : undefined,
    };
    // the write is conditional on the partner still being visible: a parallel delete wins.
    // Prisma skips an updateMany with nothing to set and counts 0 rows (an update whose
    // fields all came as "" is one), so then the partner's visibility is counted instead.
    const changed = Object.values(changes).some((v) => v !== undefined)
      ? await tx.db.partner.updateMany({ where: { uid: partner.uid, ...visible }, data: changes }).catch(partnerTaken)
      : { count: await tx.db.partner.count({ where: { uid: partner.uid, ...visible } }) };
    if (changed.count === 0) throw new NotFoundError("Partner");
    // a new password signs the partner out everywhere
    if (passwordHash) await endPartnerSessions(tx.db, partner.uid, ctx.now());
    if (data.key && data.key !== partner.key) {
      // the default link follows the partner key it was created with
      // (a link of the partner's own may hold the new key already: that is a taken key too)
      await tx.db.referralLink
        .updateMany({ where: { partnerUid: partner.uid, isDefault: true, key: partner.key }, data: { key: data.key } })
        .catch(partnerTaken);
      retracked = [partner.key, ...(await linkKeysOf(tx.db, { partnerUid: partner.uid }))];
    }
    const updated = await tx.db.partner.findUniqueOrThrow({ where: { uid: partner.uid } });
    const event = await partnerEvent(tx, updated);
    await recordEvent(tx, "partner.updated", event);
    if (data.approved === true && !partner.approved) await recordEvent(tx, "partner.approved", event);
    return updated;
  });
  forgetTrackedLinks(ctx.app, ctx.program.id, retracked);
  return result;
}

/** deletion keeps the row for accounting; from any visible state, once */
export async function deletePartner(ctx: ServiceContext, ref: PartnerRef): Promise<void> {
  const partner = await findPartner(ctx, ref);
  await transition(ctx, {
    claim: (db) => db.partner.updateMany({ where: { uid: partner.uid, ...visible }, data: { status: "deleted", deletedAt: ctx.now() } }),
    reload: (db) => db.partner.findUniqueOrThrow({ where: { uid: partner.uid } }),
    refused: "Partner not found",
    then: async (tx, deleted) => {
      await endPartnerSessions(tx.db, deleted.uid, ctx.now());
      await recordEvent(tx, "partner.deleted", await partnerEvent(tx, deleted));
    },
  }).catch((err: unknown) => {
    // the one who lost the race finds no partner, as a later request would
    if (err instanceof BadRequestError) throw new NotFoundError("Partner");
    throw err;
  });
  // a deleted partner's links lead nowhere
  forgetTrackedLinks(ctx.app, ctx.program.id, await linkKeysOf(ctx.db, { partnerUid: partner.uid }));
}

export async function archivePartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  return transition(ctx, {
    claim: (db) =>
      db.partner.updateMany({
        where: { uid: partner.uid, status: { in: ["active", "pending"] } },
        data: { status: "archived", statusBeforeArchive: partner.status, archivedAt: ctx.now() },
      }),
    reload: (db) => db.partner.findUniqueOrThrow({ where: { uid: partner.uid } }),
    refused: "Action failed",
    then: async (tx, archived) => {
      await endPartnerSessions(tx.db, archived.uid, ctx.now());
      await recordEvent(tx, "partner.archived", await partnerEvent(tx, archived));
    },
  });
}

export async function restorePartner(ctx: ServiceContext, ref: PartnerRef): Promise<Partner> {
  const partner = await findPartner(ctx, ref);
  return transition(ctx, {
    claim: (db) =>
      db.partner.updateMany({
        where: { uid: partner.uid, status: "archived" },
        data: { status: partner.statusBeforeArchive ?? "active", statusBeforeArchive: null, archivedAt: null },
      }),
    reload: (db) => db.partner.findUniqueOrThrow({ where: { uid: partner.uid } }),
    refused: "Action failed",
    then: async (tx, restored) => recordEvent(tx, "partner.updated", await partnerEvent(tx, restored)),
  });
}

/** a one-off bonus: an approved reward in the program's currency */
export async function rewardPartner(ctx: ServiceContext, ref: PartnerRef, input: { amount?: Decimal | number | null; date?: Date | null; note?: string | null }) {
  const partner = await findPartner(ctx, ref);
  const data = parseInput(rewardSchema, { amount: input.amount ?? undefined, date: input.date ?? undefined, note: input.note ?? undefined });
  // one instant for the reward: given, approved and created at once
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const reward = await tx.db.reward.create({
      data: {
        programId: ctx.program.id,
        kind: "bonus",
        status: "approved",
        approvedAt: now,
        amount: new Decimal(data.amount),
        currency: ctx.program.currency,
        note: data.note ?? "",
        partnerUid: partner.uid,
        earnedAt: data.date ?? now,
        createdAt: now,
      },
      include: rewardViewInclude,
    });
    // the event carries the one Reward view, as every reward.created does (GET /v1/rewards/{key})
    await recordEvent(tx, "reward.created", rewardEvent(reward, now));
    return { reward, partner };
  });
}
