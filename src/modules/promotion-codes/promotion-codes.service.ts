// Promotion codes: codes attached to a coupon, each with its own restrictions,
// created alone or with their coupon. Deletion is permanent. A code of a deleted
// coupon is gone with it. Every query is scoped by the key's program.
import type { Coupon, Prisma, PromotionCode } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { randomId } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { pickByRef, refWhere, type RefSpec } from "../../core/lookup.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { requireFeature } from "../../core/features.js";
import { mergeMetadata, promotionCodeSchema, promotionCodeUpdateSchema, type PromotionCodeFields } from "../coupons/coupon-input.js";
import { redeem, withRedemption, type RedeemRefusal } from "../coupons/redemptions.js";
import { promotionCodeInclude, redeemableCodeInclude, type PromotionCodeWithView, type RedeemableCode } from "./promotion-code.view.js";

export interface PromotionCodeResult {
  data: PromotionCodeWithView;
  message: string;
  /** the redemption this request asked for: null when recorded, else why not */
  redemption?: RedeemRefusal | null;
}

export type PromotionCodeInput = Record<string, unknown> & { couponUuid?: string; couponId?: string };
export interface PromotionCodeUpdate {
  limitToSpecificPartner?: boolean;
  couponSpecificPartners?: { id?: string; fullName?: string };
  metadata?: unknown;
  redeem?: boolean;
  transactionKey?: string;
}

/** coupon_uuid is a uuid_code; coupon_id the numeric id first, then a uuid_code (a code may be digits too) */
const COUPON_REF: RefSpec = { couponUuid: ["code"], couponId: [{ int: "id" }, "code"] };
/** what a uuid_code or a numeric id may be: anything else is a 422, not a lookup */
const COUPON_REF_TEXT = /^[A-Za-z0-9_-]{1,255}$/;

const codeTaken = uniqueViolation({ code: ["code", "The code has already been taken."] });

/** codes the API still shows: those of live coupons */
const live = (ctx: ServiceContext) => ({ programId: ctx.program.id, coupon: { deletedAt: null } }) satisfies Prisma.PromotionCodeWhereInput;

/** the code with its whole coupon, so that a redemption can follow the coupon's rules without reading it again */
export async function findPromotionCode(ctx: ServiceContext, code: string | undefined): Promise<RedeemableCode> {
  requireFeature(ctx.program, "promotionCodes");
  if (!code?.trim()) throw ValidationError.field("code", "The code field is required.");
  const row = await ctx.db.promotionCode.findFirst({ where: { ...live(ctx), code: code.trim() }, include: redeemableCodeInclude });
  if (!row) throw new NotFoundError("Promotion code");
  return row;
}

/** a promotion code of a live coupon of the program by its primary key or code; null when there is none */
export async function findPromotionCodeWhere(ctx: ServiceContext, ref: { uid: string } | { code: string }, include: Prisma.PromotionCodeInclude = promotionCodeInclude) {
  requireFeature(ctx.program, "promotionCodes");
  return ctx.db.promotionCode.findFirst({ where: { ...live(ctx), ...ref }, include });
}

/** what GraphQL's filter narrows a list of promotion codes to (primary keys of the coupon and partner) */
export interface PromotionCodeFilter {
  couponUid?: string | null;
  partnerUid?: string | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export async function listPromotionCodes(
  ctx: ServiceContext,
  args: ListArgs & { couponUuid?: string; filter?: PromotionCodeFilter | null },
  include: Prisma.PromotionCodeInclude = promotionCodeInclude,
) {
  requireFeature(ctx.program, "promotionCodes");
  const where: Prisma.PromotionCodeWhereInput = live(ctx);
  if (args.couponUuid) where.coupon = { deletedAt: null, code: args.couponUuid };
  const filter = args.filter;
  if (filter) {
    if (filter.couponUid) where.couponUid = filter.couponUid;
    if (filter.partnerUid) where.partnerUid = filter.partnerUid;
    if (filter.createdAt?.from || filter.createdAt?.to) where.createdAt = { gte: filter.createdAt.from ?? undefined, lt: filter.createdAt.to ?? undefined };
  }
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.promotionCode.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.promotionCode.count({ where }),
    ]),
  );
}

type Restrictions = Pick<Prisma.PromotionCodeUncheckedCreateInput, "partnerUid" | "customerUid" | "subscriberUid">;

/** the partner, customer and subscriber a code is restricted to; unknown ones are field errors under prefix */
async function restrictionsOf(ctx: ServiceContext, p: Partial<PromotionCodeFields>, prefix: string, errors: FieldErrors): Promise<Restrictions> {
  const programId = ctx.program.id;
  const path = (f: string) => `${prefix}${f}.id`;
  const out: Restrictions = {};
  if (p.limitToSpecificPartner && p.couponSpecificPartners) {
    const partner = await ctx.db.partner.findFirst({ where: { programId, id: p.couponSpecificPartners.id, status: { not: "deleted" } }, select: { uid: true } });
    if (partner) out.partnerUid = partner.uid;
    else errors[path("coupon_specific_partners")] = ["The selected partner does not exist."];
  }
  if (p.limitToSpecificCustomer && p.couponSpecificCustomers) {
    const id = p.couponSpecificCustomers.id;
    const customer = await ctx.db.customer.findFirst({ where: { programId, OR: [{ key: id }, { id }] }, orderBy: { createdAt: "asc" }, select: { uid: true } });
    if (customer) out.customerUid = customer.uid;
    else errors[path("coupon_specific_customers")] = ["The selected customer does not exist."];
  }
  if (p.limitToSpecificSubscriber && p.couponSpecificSubscribers) {
    const subscriber = await ctx.db.subscriber.findFirst({ where: { programId, id: p.couponSpecificSubscribers.id }, select: { uid: true } });
    if (subscriber) out.subscriberUid = subscriber.uid;
    else errors[path("coupon_specific_subscribers")] = ["The selected subscriber does not exist."];
  }
  return out;
}

const dataOf = (p: PromotionCodeFields, code: string, r: Restrictions) => ({
  code,
  firstTimeOrder: p.firstTimeOrder ?? false,
  ...r,
  minimumOrderEnabled: p.minimumOrderStatus ?? false,
  minimumOrderValue: p.minimumOrderValue ?? null,
  expirationEnabled: p.expirationDateStatus ?? false,
  expiresOn: p.expirationDateValue ?? null,
  redemptionLimitEnabled: p.redemptionTimesStatus ?? false,
  redemptionLimit: p.redemptionTimesValue ?? null,
  metadata: (p.metadata ?? {}) as Prisma.InputJsonValue,
});

export type PreparedCode = ReturnType<typeof dataOf>;

/**
 * Checks promotion codes before anything is written: fields, restrictions and codes free in
 * the program and within the request. Field errors are keyed under prefix ("promotion_codes.0.").
 */
export async function prepareCodes(ctx: ServiceContext, inputs: readonly unknown[], prefix: (i: number) => string, errors: FieldErrors): Promise<PreparedCode[]> {
  const prepared: PreparedCode[] = [];
  const seen = new Set<string>();
  for (const [i, input] of inputs.entries()) {
    let fields: PromotionCodeFields;
    try {
      fields = parseInput(promotionCodeSchema, input, prefix(i).replace(/\.$/, ""));
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      Object.assign(errors, err.fieldErrors);
      continue;
    }
    const restrictions = await restrictionsOf(ctx, fields, prefix(i), errors);
    const code = fields.code ?? randomId(10).toUpperCase();
    const taken = seen.has(code) || (await ctx.db.promotionCode.count({ where: { programId: ctx.program.id, code } })) > 0;
    if (taken) errors[`${prefix(i)}code`] = ["The code has already been taken."];
    seen.add(code);
    prepared.push(dataOf(fields, code, restrictions));
  }
  return prepared;
}

/** writes prepared codes of a coupon (inside the caller's transaction) */
export async function insertCodes(ctx: ServiceContext, coupon: Pick<Coupon, "uid">, codes: readonly PreparedCode[]): Promise<void> {
  for (const data of codes) {
    await ctx.db.promotionCode.create({ data: { ...data, programId: ctx.program.id, couponUid: coupon.uid, createdAt: ctx.now() } }).catch(codeTaken);
  }
}

export async function createPromotionCode(ctx: ServiceContext, input: PromotionCodeInput): Promise<PromotionCodeResult> {
  requireFeature(ctx.program, "promotionCodes");
  const { couponUuid, couponId, ...fields } = input;
  // coupon_uuid wins when both are sent, as before coupon_id took numeric ids
  const ref = couponUuid?.trim() ? { couponUuid: couponUuid.trim() } : { couponId: couponId?.trim() };
  const errors: FieldErrors = {};
  if (!refWhere(ref, COUPON_REF)) errors.coupon_uuid = ["The coupon_uuid field is required."];
  else if (!COUPON_REF_TEXT.test(ref.couponUuid ?? ref.couponId!)) {
    errors[ref.couponUuid ? "coupon_uuid" : "coupon_id"] = ["It must be a coupon's uuid_code (A-Z a-z 0-9 - _, at most 255) or numeric id."];
  }
  const [prepared] = await prepareCodes(ctx, [fields], () => "", errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const rows = await ctx.db.coupon.findMany({ where: { ...refWhere(ref, COUPON_REF)!, programId: ctx.program.id, deletedAt: null }, take: 2 });
  const coupon = pickByRef(rows, ref, COUPON_REF);
  if (!coupon) throw new NotFoundError("Coupon");
  const created = await inTransaction(ctx, async (tx) => {
    await insertCodes(tx, coupon, [prepared!]);
    return tx.db.promotionCode.findFirstOrThrow({ where: { programId: ctx.program.id, code: prepared!.code }, include: promotionCodeInclude });
  });
  return { data: created, message: "promotion code created" };
}

export async function updatePromotionCode(ctx: ServiceContext, code: string | undefined, update: PromotionCodeUpdate): Promise<PromotionCodeResult> {
  const found = await findPromotionCode(ctx, code);
  const changes = parseInput(promotionCodeUpdateSchema, update);
  const errors: FieldErrors = {};
  const restrictions = await restrictionsOf(ctx, changes, "", errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const data: Prisma.PromotionCodeUncheckedUpdateInput = {};
  if (changes.limitToSpecificPartner !== undefined) data.partnerUid = changes.limitToSpecificPartner ? restrictions.partnerUid : null;
  if (changes.metadata) data.metadata = mergeMetadata(found.metadata, changes.metadata) as Prisma.InputJsonValue;
  const redeeming = changes.redeem && changes.transactionKey ? changes.transactionKey : undefined;
  if (!Object.keys(data).length) {
    // nothing but a redemption (one statement of its own): the code as read, as the redemption left it
    const redeemed = redeeming ? await redeem(ctx, { kind: "promotionCode", code: found }, redeeming) : undefined;
    return { data: redeemed?.refusal === null ? withRedemption(found, redeemed) : found, message: "promotion code updated", redemption: redeemed?.refusal };
  }
  return inTransaction(ctx, async (tx) => {
    await tx.db.promotionCode.update({ where: { uid: found.uid }, data });
    // the code as this update left it, and as the redemption then left it
    const current = await tx.db.promotionCode.findUniqueOrThrow({ where: { uid: found.uid }, include: redeemableCodeInclude });
    const redeemed = redeeming ? await redeem(tx, { kind: "promotionCode", code: current }, redeeming) : undefined;
    return { data: redeemed?.refusal === null ? withRedemption(current, redeemed) : current, message: "promotion code updated", redemption: redeemed?.refusal };
  });
}

export async function redeemPromotionCode(ctx: ServiceContext, code: string | undefined, transactionKey: string | undefined) {
  return updatePromotionCode(ctx, code, { redeem: true, transactionKey });
}

/** permanent; coupon.uuid_code, when given, must be the code's coupon */
export async function deletePromotionCode(ctx: ServiceContext, code: string | undefined, couponUuid?: string): Promise<PromotionCodeResult> {
  const found = await findPromotionCode(ctx, code);
  if (couponUuid !== undefined && couponUuid.trim() !== found.coupon.code) throw new NotFoundError("Promotion code");
  await ctx.db.promotionCode.deleteMany({ where: { uid: found.uid, programId: ctx.program.id } });
  return { data: found, message: "promotion code deleted" };
}

export type { PromotionCode };
