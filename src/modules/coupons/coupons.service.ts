// Coupons (affiliate programs): created with their promotion codes in one
// database transaction, updated (name, metadata merged, active, a redemption, a provider),
// deleted softly (deleted_at; the uuid_code stays taken). A shop provider is one-way:
// pushed to after the commit, never inside the transaction, and its outcome stored and
// answered; a provider that fails leaves the coupon saved and says so.
import { Prisma, type SyncProvider } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { NotFoundError, ValidationError, type FieldErrors } from "../../core/errors.js";
import { randomId } from "../../core/ids.js";
import { parseInput } from "../../core/input.js";
import { pickByRef, refSql, refWhere, type RefSpec } from "../../core/lookup.js";
import { paginate, PAGE_SIZES, type ListArgs } from "../../core/pagination.js";
import { uniqueViolation } from "../../core/prisma-errors.js";
import { requireFeature } from "../../core/features.js";
import { findAttributedPartner } from "../partners/partners.service.js";
import type { PartnerRef } from "../partners/partner-input.js";
import { providerConnected, syncCoupon, type CouponSyncOutcome } from "../integrations/coupon-sync.js";
import { insertCodes, listPromotionCodes, prepareCodes, type PreparedCode } from "../promotion-codes/promotion-codes.service.js";
import { couponSchema, couponUpdateSchema, mergeMetadata, syncField, type CouponChanges } from "./coupon-input.js";
import { couponInclude, type CouponWithView } from "./coupon.view.js";
import { redeem, saleToRedeemSql, withoutSale, withRedemption, type RedeemOutcome, type RedeemRefusal, type SaleColumns, type SaleToRedeem } from "./redemptions.js";

/** what create, update and delete answer: the coupon, a message and the sync outcome */
export interface CouponResult {
  data: CouponWithView;
  message: string;
  synchronizationEnabled: boolean;
  synchronizationSuccessful: boolean;
  synchronizationMessage: string;
  /** the redemption this request asked for: null when recorded, else why not */
  redemption?: RedeemRefusal | null;
}

export interface CouponInput extends Record<string, unknown> {
  promotionCodes?: unknown[];
  partner?: PartnerRef;
}

export interface CouponUpdate {
  name?: string;
  /** checked by the update's schema: an object, or the empty list */
  metadata?: unknown;
  active?: boolean;
  redeem?: boolean;
  transactionKey?: string;
  sync?: { provider?: string } | null;
  partner?: PartnerRef;
}

/**
 * The provider module, called through this object: a test stands in for a provider by
 * replacing a property (test files share loaded modules, so a module mock would not reach here).
 */
export const providers = { connected: providerConnected, sync: syncCoupon };

const uuidTaken = uniqueViolation({ code: ["uuid_code", "The uuid_code has already been taken."] });

const live = (ctx: ServiceContext) => ({ programId: ctx.program.id, deletedAt: null }) satisfies Prisma.CouponWhereInput;

/** a path's {uuid_code} is the uuid_code first, then the numeric id (a uuid_code may be digits too) */
const COUPON_PATH_REF: RefSpec = { ref: ["code", { int: "id" }] };

export async function findCoupon(ctx: ServiceContext, uuidCode: string | undefined): Promise<CouponWithView> {
  requireFeature(ctx.program, "coupons");
  if (!uuidCode?.trim()) throw ValidationError.field("uuid_code", "The uuid_code field is required.");
  const ref = { ref: uuidCode.trim() };
  const rows = await ctx.db.coupon.findMany({ where: { ...live(ctx), ...refWhere(ref, COUPON_PATH_REF) }, include: couponInclude, take: 2 });
  const row = pickByRef(rows, ref, COUPON_PATH_REF);
  if (!row) throw new NotFoundError("Coupon");
  return row;
}

/**
 * findCoupon for a redemption: the coupon and the sale the redemption names (redemptions.ts) in
 * one statement. The coupon's row comes back as Prisma's read of it (raw results carry the same
 * column types), its partner as couponInclude reads it.
 */
export async function findCouponToRedeem(ctx: ServiceContext, uuidCode: string | undefined, transactionKey: string): Promise<{ coupon: CouponWithView; sale: SaleToRedeem | null }> {
  requireFeature(ctx.program, "coupons");
  if (!uuidCode?.trim()) throw ValidationError.field("uuid_code", "The uuid_code field is required.");
  const ref = { ref: uuidCode.trim() };
  const rows = await ctx.db.$queryRaw<(CouponWithView & SaleColumns)[]>(Prisma.sql`
    SELECT c.*, (SELECT json_build_object('id', p.id) FROM "Partner" p WHERE p.uid = c."partnerUid") AS partner, sale.*
      FROM "Coupon" c ${saleToRedeemSql("couponUid", Prisma.sql`c.uid`, ctx.program.id, transactionKey)}
     WHERE c."programId" = ${ctx.program.id} AND c."deletedAt" IS NULL AND ${refSql(ref, COUPON_PATH_REF, "c")!}
     LIMIT 2`);
  const row = pickByRef(rows, ref, COUPON_PATH_REF);
  if (!row) throw new NotFoundError("Coupon");
  const [coupon, sale] = withoutSale(row);
  return { coupon, sale };
}

/** the transaction key of an update that is a redemption and nothing else (the usual one) */
function redemptionOnly(changes: CouponChanges, partnerRef: PartnerRef | undefined): string | undefined {
  if (partnerRef || changes.redeem !== true || !changes.transactionKey) return undefined;
  return Object.entries(changes).every(([k, v]) => k === "redeem" || k === "transactionKey" || v === undefined) ? changes.transactionKey : undefined;
}

/** a live coupon of the program by its primary key or uuid_code; null when there is none */
export async function findCouponWhere(ctx: ServiceContext, ref: { uid: string } | { code: string }, include: Prisma.CouponInclude = couponInclude) {
  requireFeature(ctx.program, "coupons");
  return ctx.db.coupon.findFirst({ where: { ...live(ctx), ...ref }, include });
}

/** what GraphQL's filter narrows a list of coupons to (partnerUid: the partner's primary key) */
export interface CouponFilter {
  active?: boolean | null;
  search?: string | null;
  partnerUid?: string | null;
  createdAt?: { from?: Date | null; to?: Date | null } | null;
}

export async function listCoupons(ctx: ServiceContext, args: ListArgs & { active?: boolean; filter?: CouponFilter | null }, include: Prisma.CouponInclude = couponInclude) {
  requireFeature(ctx.program, "coupons");
  const where: Prisma.CouponWhereInput = live(ctx);
  if (args.active !== undefined) where.active = args.active;
  const filter = args.filter;
  if (filter) {
    if (filter.active != null) where.active = filter.active;
    if (filter.search) where.OR = [{ code: { contains: filter.search, mode: "insensitive" } }, { name: { contains: filter.search, mode: "insensitive" } }];
    if (filter.partnerUid) where.partnerUid = filter.partnerUid;
    if (filter.createdAt?.from || filter.createdAt?.to) where.createdAt = { gte: filter.createdAt.from ?? undefined, lt: filter.createdAt.to ?? undefined };
  }
  return paginate(args, PAGE_SIZES.standard, "uid", (w) =>
    Promise.all([
      ctx.db.coupon.findMany({ where: w.where(where), include, skip: w.skip, take: w.take, orderBy: w.orderBy }),
      ctx.db.coupon.count({ where }),
    ]),
  );
}

/** a provider must be connected, and a coupon's provider never changes */
async function checkProvider(ctx: ServiceContext, wanted: SyncProvider | undefined, current: SyncProvider | null, errors: FieldErrors) {
  if (!wanted) return;
  if (current && current !== wanted) {
    errors["sync.provider"] = [`The coupon is already synchronized with ${current}; its provider cannot be changed.`];
  } else if (!current && !(await providers.connected(ctx, wanted))) {
    errors["sync.provider"] = [`The ${wanted} provider is not connected to this program.`];
  }
}

/** pushes the coupon and its codes after the commit; a throw is a failed push, never a 500 */
async function push(ctx: ServiceContext, uid: string, provider: SyncProvider): Promise<CouponSyncOutcome> {
  const coupon = await ctx.db.coupon.findUniqueOrThrow({ where: { uid }, include: { promoCodes: true } });
  let outcome: CouponSyncOutcome;
  try {
    outcome = await providers.sync(ctx, provider, coupon);
  } catch (err) {
    outcome = { successful: false, message: err instanceof Error && err.message ? err.message : `${provider} synchronization failed`, externalId: null };
  }
  const message = outcome.message ?? (outcome.successful ? `Coupon synchronized with ${provider}` : `${provider} synchronization failed`);
  await ctx.db.coupon.update({
    where: { uid },
    data: { syncSuccessful: outcome.successful, syncMessage: message, syncedAt: ctx.now(), ...(outcome.externalId ? { syncExternalId: outcome.externalId } : {}) },
  });
  return { ...outcome, message };
}

async function answer(ctx: ServiceContext, uid: string, message: string, pushed: CouponSyncOutcome | null, redemption?: RedeemRefusal | null): Promise<CouponResult> {
  return result(await ctx.db.coupon.findUniqueOrThrow({ where: { uid }, include: couponInclude }), message, pushed, redemption);
}

function result(data: CouponWithView, message: string, pushed: CouponSyncOutcome | null, redemption?: RedeemRefusal | null): CouponResult {
  return {
    data,
    message,
    synchronizationEnabled: data.syncProvider !== null,
    synchronizationSuccessful: data.syncSuccessful ?? false,
    synchronizationMessage: pushed?.message ?? "",
    redemption,
  };
}

/** gathers the field errors of several checks, so one 422 names them all */
async function collect(errors: FieldErrors, check: () => unknown) {
  try {
    await check();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    Object.assign(errors, err.fieldErrors);
  }
}

export async function createCoupon(ctx: ServiceContext, input: CouponInput): Promise<CouponResult> {
  requireFeature(ctx.program, "coupons");
  const { promotionCodes, partner: partnerRef, ...fields } = input;
  const errors: FieldErrors = {};
  let c: ReturnType<typeof couponSchema.parse> | undefined;
  await collect(errors, () => (c = parseInput(couponSchema, fields)));
  let codes: PreparedCode[] = [];
  if (promotionCodes !== undefined && !Array.isArray(promotionCodes)) errors.promotion_codes = ["The promotion_codes must be a list."];
  else if (promotionCodes) codes = await prepareCodes(ctx, promotionCodes, (i) => `promotion_codes.${i}.`, errors);
  const uuidCode = c?.uuidCode ?? randomId(16);
  if (c && (await ctx.db.coupon.count({ where: { programId: ctx.program.id, code: uuidCode } }))) errors.uuid_code = ["The uuid_code has already been taken."];
  // checked even when other fields failed, so one 422 names every problem
  const provider = c ? c.sync?.provider : syncField.safeParse(fields.sync).data?.provider;
  await checkProvider(ctx, provider, null, errors);
  if (Object.keys(errors).length || !c) throw new ValidationError(errors);
  const partner = partnerRef ? await findAttributedPartner(ctx, partnerRef) : null;
  const coupon = await inTransaction(ctx, async (tx) => {
    const row = await tx.db.coupon
      .create({
        data: {
          programId: ctx.program.id,
          code: uuidCode,
          name: c!.name || uuidCode,
          discountType: c!.couponDiscountType,
          discountAmount: c!.couponDiscountAmount,
          durationType: c!.couponDurationType,
          durationValue: c!.couponDurationValue ?? null,
          expirationEnabled: c!.redemptionSpecificDateStatus ?? false,
          expiresOn: c!.redemptionSpecificDateValue ?? null,
          redemptionLimitEnabled: c!.redemptionTimesStatus ?? false,
          redemptionLimit: c!.redemptionTimesValue ?? null,
          metadata: (c!.metadata ?? {}) as Prisma.InputJsonValue,
          partnerUid: partner?.uid ?? null,
          syncProvider: provider ?? null,
          createdAt: ctx.now(),
        },
      })
      .catch(uuidTaken);
    await insertCodes(tx, row, codes);
    return row;
  });
  const pushed = provider ? await push(ctx, coupon.uid, provider) : null;
  return answer(ctx, coupon.uid, "coupon created", pushed);
}

export async function updateCoupon(ctx: ServiceContext, uuidCode: string | undefined, update: CouponUpdate): Promise<CouponResult> {
  const { partner: partnerRef, ...rest } = update;
  const parsed = couponUpdateSchema.safeParse(rest);
  // a redemption alone reads the coupon and the sale together
  const redemptionKey = parsed.success ? redemptionOnly(parsed.data, partnerRef) : undefined;
  const { coupon: found, sale } = redemptionKey ? await findCouponToRedeem(ctx, uuidCode, redemptionKey) : { coupon: await findCoupon(ctx, uuidCode), sale: undefined };
  // a coupon that is not found answers 404 before the input's field errors
  const changes = parsed.success ? parsed.data : parseInput(couponUpdateSchema, rest);
  const errors: FieldErrors = {};
  const wanted = changes.sync?.provider;
  await checkProvider(ctx, wanted, found.syncProvider, errors);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const partner = partnerRef ? await findAttributedPartner(ctx, partnerRef) : undefined;
  const data: Prisma.CouponUncheckedUpdateInput = {};
  if (changes.name !== undefined) data.name = changes.name;
  if (changes.active !== undefined) data.active = changes.active;
  if (changes.metadata) data.metadata = mergeMetadata(found.metadata, changes.metadata) as Prisma.InputJsonValue;
  if (partner) data.partnerUid = partner.uid;
  if (wanted && !found.syncProvider) data.syncProvider = wanted;
  const redeeming = changes.redeem && changes.transactionKey ? changes.transactionKey : undefined;
  const changed = Object.keys(data).length > 0;
  let redeemed: RedeemOutcome | undefined;
  if (changed) {
    redeemed = await inTransaction(ctx, async (tx) => {
      const { count } = await tx.db.coupon.updateMany({ where: { uid: found.uid, deletedAt: null }, data });
      if (count === 0) throw new NotFoundError("Coupon");
      if (!redeeming) return undefined;
      // the coupon as this update left it
      const current = await tx.db.coupon.findUniqueOrThrow({ where: { uid: found.uid }, include: couponInclude });
      return redeem(tx, { kind: "coupon", coupon: current }, redeeming);
    });
  } else if (redeeming) {
    // a redemption alone writes in one statement of its own, which checks again, under the
    // coupon's lock, that the coupon is live and under its limit
    redeemed = await redeem(ctx, { kind: "coupon", coupon: found }, redeeming, sale !== undefined ? { sale } : undefined);
  }
  // a coupon with a provider is pushed again when what the provider shows changed
  const provider = wanted ?? found.syncProvider;
  const shown = data.name !== undefined || data.active !== undefined || data.metadata !== undefined || data.syncProvider !== undefined;
  const pushed = provider && (wanted || shown) ? await push(ctx, found.uid, provider) : null;
  if (changed || pushed) return answer(ctx, found.uid, "coupon updated", pushed, redeemed?.refusal);
  // nothing but a redemption: the coupon as read, as the redemption left it
  return result(redeemed?.refusal === null ? withRedemption(found, redeemed) : found, "coupon updated", null, redeemed?.refusal);
}

export async function redeemCoupon(ctx: ServiceContext, uuidCode: string | undefined, transactionKey: string | undefined) {
  return updateCoupon(ctx, uuidCode, { redeem: true, transactionKey });
}

/** soft: deleted_at is set, reads answer 404, and the uuid_code stays taken; a synced coupon is pushed as deleted */
export async function deleteCoupon(ctx: ServiceContext, uuidCode: string | undefined): Promise<CouponResult> {
  const found = await findCoupon(ctx, uuidCode);
  const { count } = await ctx.db.coupon.updateMany({ where: { uid: found.uid, deletedAt: null }, data: { deletedAt: ctx.now() } });
  if (count === 0) throw new NotFoundError("Coupon");
  const pushed = found.syncProvider ? await push(ctx, found.uid, found.syncProvider) : null;
  return answer(ctx, found.uid, "coupon deleted", pushed);
}

/** a coupon's promotion codes, newest first (the public API never listed them) */
export async function couponPromotionCodes(ctx: ServiceContext, uuidCode: string | undefined, args: ListArgs) {
  const coupon = await findCoupon(ctx, uuidCode);
  return listPromotionCodes(ctx, { ...args, couponUuid: coupon.code });
}
