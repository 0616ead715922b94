// Redemptions: `redeem` with a transaction_key records that a transaction of the
// program used a coupon or promotion code. What cannot be recorded (an unknown key, one
// already recorded, a restriction the sale does not meet, the limit reached) is a silent
// no-op, as the public API makes unknown and repeated keys: the caller learns it from an unchanged
// times_redeemed. Concurrency: the Redemption row's unique index admits one row per key and
// object, and the counter moves only through `times_redeemed < limit` (a redemption that finds
// the limit reached removes its row again), so parallel redeems record each key once and never
// pass the limit.
import type { Coupon, PromotionCode, Transaction } from "../../generated/prisma/client.js";
import { inTransaction, type ServiceContext } from "../../core/context.js";
import { sameEmail } from "../../core/lookup.js";
import { couponEvent } from "./coupon.view.js";
import { countRedemption } from "./redemption-counter.js";
import { promotionCodeEvent } from "../promotion-codes/promotion-code.view.js";

export type RedeemTarget = { kind: "coupon"; coupon: Coupon } | { kind: "promotionCode"; code: PromotionCode; coupon: Coupon };

/** why a redemption was not recorded (GraphQL shows it; REST shows the unchanged count) */
export type RedeemRefusal = "unknown_transaction" | "inactive" | "expired" | "limit_reached" | "restricted" | "already_recorded";

/** a date-only expiry holds through the end of that day (UTC) */
const expiredAt = (expiresOn: Date | null, at: Date) => expiresOn !== null && at.getTime() >= expiresOn.getTime() + 86_400_000;

async function checkRestrictions(ctx: ServiceContext, target: RedeemTarget, sale: Transaction): Promise<RedeemRefusal | null> {
  const { coupon } = target;
  // the sale's own time decides expiry: a redeem call may come after the order
  if (!coupon.active || coupon.deletedAt) return "inactive";
  if (coupon.expirationEnabled && expiredAt(coupon.expiresOn, sale.occurredAt)) return "expired";
  if (target.kind === "coupon") return null;
  const code = target.code;
  if (code.expirationEnabled && expiredAt(code.expiresOn, sale.occurredAt)) return "expired";
  if (code.minimumOrderEnabled && code.minimumOrderValue !== null && (sale.grossAmount ?? sale.amount).lt(code.minimumOrderValue)) return "restricted";
  if (code.partnerUid && sale.partnerUid !== code.partnerUid) return "restricted";
  if (code.customerUid && sale.customerUid !== code.customerUid) return "restricted";
  if (code.subscriberUid) {
    const [subscriber, customer] = await Promise.all([
      ctx.db.subscriber.findUnique({ where: { uid: code.subscriberUid }, select: { email: true } }),
      sale.customerUid ? ctx.db.customer.findUnique({ where: { uid: sale.customerUid }, select: { email: true } }) : null,
    ]);
    if (!sameEmail(subscriber?.email, customer?.email)) return "restricted";
  }
  if (code.firstTimeOrder) {
    // a first order needs a known buyer with no live purchase before this one (refunds and signups are none)
    if (!sale.customerUid) return "restricted";
    const earlier = await ctx.db.transaction.count({
      where: { programId: ctx.program.id, customerUid: sale.customerUid, deletedAt: null, uid: { not: sale.uid }, amount: { gt: 0 }, action: { not: "refund" }, occurredAt: { lt: sale.occurredAt } },
    });
    if (earlier > 0) return "restricted";
  }
  return null;
}

/**
 * Records the redemption, its counter and its event in one database transaction (joining the
 * caller's, so an update's other changes commit with it); null when recorded, else why not.
 * A popular code has every redemption queue on its one row, so the row is locked as late and
 * as briefly as possible: the redemption's row goes in first (its unique index tells a key
 * already recorded apart, and makes a parallel repeat wait for this one), the view is read
 * with it, and only then one statement moves the counter under the limit and writes the event
 * (redemption-counter.ts), leaving just the commit under the lock. A limit reached takes the
 * redemption's row back out, so a refusal leaves nothing changed. The event's counters are the
 * ones just moved; its list of recent redemptions is as read before the lock, so a redemption
 * committing in that instant may be missing from it (the next event, and every read, has it).
 */
export async function redeem(ctx: ServiceContext, target: RedeemTarget, transactionKey: string): Promise<RedeemRefusal | null> {
  const sale = await ctx.db.transaction.findFirst({ where: { programId: ctx.program.id, key: transactionKey, deletedAt: null }, include: { partner: { select: { id: true } } } });
  if (!sale) return "unknown_transaction";
  const owner = target.kind === "coupon" ? { couponUid: target.coupon.uid } : { promotionCodeUid: target.code.uid };
  // the usual repeat is told apart by a read, so it writes nothing at all
  if (await ctx.db.redemption.findFirst({ where: { ...owner, transactionKey }, select: { id: true } })) return "already_recorded";
  const refused = await checkRestrictions(ctx, target, sale);
  if (refused) return refused;
  return inTransaction(ctx, async (tx) => {
    const { count } = await tx.db.redemption.createMany({
      data: [{ programId: ctx.program.id, ...owner, transactionUid: sale.uid, transactionKey, redeemedAt: ctx.now() }],
      skipDuplicates: true,
    });
    if (count === 0) return "already_recorded";
    const limitOf = (o: { redemptionLimitEnabled: boolean; redemptionLimit: number | null }) => (o.redemptionLimitEnabled ? o.redemptionLimit : null);
    // the live feed (redemptionRecorded) learns which sale it was and whose, beside the resource
    const detail = { transactionKey, partner: sale.partner?.id ?? null };
    const resource = target.kind === "coupon" ? await couponEvent(tx, target.coupon) : await promotionCodeEvent(tx, target.code);
    const additional = resource.view.additional_info as { redemptions?: unknown[] };
    const counted = await countRedemption(tx, {
      table: target.kind === "coupon" ? "Coupon" : "PromotionCode",
      uid: target.kind === "coupon" ? target.coupon.uid : target.code.uid,
      limit: limitOf(target.kind === "coupon" ? target.coupon : target.code),
      type: target.kind === "coupon" ? "coupon.redeemed" : "promotion_code.redeemed",
      resource: { ...resource, detail },
      recent: additional.redemptions?.length ?? 0,
    });
    if (counted === null) {
      await tx.db.redemption.deleteMany({ where: { ...owner, transactionKey } });
      return "limit_reached";
    }
    return null;
  });
}
