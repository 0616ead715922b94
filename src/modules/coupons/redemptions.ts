// Redemptions: `redeem` with a transaction_key records that a transaction of the
// program used a coupon or promotion code. What cannot be recorded (an unknown key, one
// already recorded, a restriction the sale does not meet, the limit reached) is a silent
// no-op, as the public API makes unknown and repeated keys: the caller learns it from an unchanged
// times_redeemed. Concurrency: the Redemption row's unique index admits one row per key and
// object, and the row goes in only while `times_redeemed < limit` under the coupon's (or code's)
// row lock, so parallel redeems record each key once and never pass the limit.
import { Prisma, type Transaction } from "../../generated/prisma/client.js";
import { atomicWrite, type ServiceContext } from "../../core/context.js";
import { sameEmail } from "../../core/lookup.js";
import { couponView, type CouponWithView, type RecentRedemption } from "./coupon.view.js";
import { writeRedemptions, type RedemptionWrite } from "./redemption-statement.js";
import { redemptionWriterOf } from "./redemption-writer.js";
import { promotionCodeView, type RedeemableCode } from "../promotion-codes/promotion-code.view.js";

/** the coupon or code as its view reads it (the code with its whole coupon, whose rules it follows too) */
export type RedeemTarget = { kind: "coupon"; coupon: CouponWithView } | { kind: "promotionCode"; code: RedeemableCode };

/** why a redemption was not recorded (GraphQL shows it; REST shows the unchanged count) */
export type RedeemRefusal = "unknown_transaction" | "inactive" | "expired" | "limit_reached" | "restricted" | "already_recorded";

/** a date-only expiry holds through the end of that day (UTC) */
const expiredAt = (expiresOn: Date | null, at: Date) => expiresOn !== null && at.getTime() >= expiresOn.getTime() + 86_400_000;

/** what the restrictions look at in the sale; `partnerId` is for the event, `recorded` whether the coupon or code has the sale already */
export type SaleToRedeem = Pick<Transaction, "uid" | "occurredAt" | "amount" | "grossAmount" | "partnerUid" | "customerUid"> & { partnerId: string | null; recorded: boolean };

/** the sale's columns as saleToRedeemSql reads them beside another row */
export interface SaleColumns {
  saleUid: string | null;
  saleOccurredAt: Date | null;
  saleAmount: Prisma.Decimal | null;
  saleGrossAmount: Prisma.Decimal | null;
  salePartnerUid: string | null;
  saleCustomerUid: string | null;
  salePartnerId: string | null;
  saleRecorded: boolean | null;
}

/**
 * The sale a redemption names, joined to whatever row a statement reads (`ownerUid`: the
 * coupon's or code's uid, a value or that row's column), so that the coupon and the sale can
 * be read together: SaleColumns, all null when no live sale of the program has the key.
 */
export function saleToRedeemSql(owner: "couponUid" | "promotionCodeUid", ownerUid: Prisma.Sql, programId: number, transactionKey: string): Prisma.Sql {
  return Prisma.sql`LEFT JOIN LATERAL (
      SELECT t.uid AS "saleUid", t."occurredAt" AS "saleOccurredAt", t.amount AS "saleAmount", t."grossAmount" AS "saleGrossAmount",
             t."partnerUid" AS "salePartnerUid", t."customerUid" AS "saleCustomerUid", sp.id AS "salePartnerId",
             EXISTS (SELECT FROM "Redemption" r WHERE ${Prisma.raw(`r."${owner}"`)} = ${ownerUid} AND r."transactionKey" = ${transactionKey}) AS "saleRecorded"
        FROM "Transaction" t LEFT JOIN "Partner" sp ON sp.uid = t."partnerUid"
       WHERE t."programId" = ${programId} AND t.key = ${transactionKey} AND t."deletedAt" IS NULL
    ) sale ON true`;
}

/** a row read with saleToRedeemSql, apart from its sale */
export function withoutSale<R extends SaleColumns>(row: R): [Omit<R, keyof SaleColumns>, SaleToRedeem | null] {
  const { saleUid, saleOccurredAt, saleAmount, saleGrossAmount, salePartnerUid, saleCustomerUid, salePartnerId, saleRecorded, ...rest } = row;
  const sale =
    saleUid === null
      ? null
      : { uid: saleUid, occurredAt: saleOccurredAt!, amount: saleAmount!, grossAmount: saleGrossAmount, partnerUid: salePartnerUid, customerUid: saleCustomerUid, partnerId: salePartnerId, recorded: saleRecorded! };
  return [rest, sale];
}

async function saleToRedeem(ctx: ServiceContext, owner: "couponUid" | "promotionCodeUid", ownerUid: string, transactionKey: string): Promise<SaleToRedeem | null> {
  const rows = await ctx.db.$queryRaw<SaleColumns[]>(Prisma.sql`SELECT sale.* FROM (SELECT 1) one ${saleToRedeemSql(owner, Prisma.sql`${ownerUid}`, ctx.program.id, transactionKey)}`);
  return withoutSale(rows[0]!)[1];
}

async function checkRestrictions(ctx: ServiceContext, target: RedeemTarget, sale: SaleToRedeem): Promise<RedeemRefusal | null> {
  const coupon = target.kind === "coupon" ? target.coupon : target.code.coupon;
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

/** what a recorded redemption changed in the coupon's or code's row */
export interface RedeemedRow {
  timesRedeemed: number;
  updatedAt: Date;
  recentRedemptions: RecentRedemption[];
}

/** recorded: the row's fields as the redemption left them; else why not */
export type RedeemOutcome = { refusal: RedeemRefusal } | { refusal: null; row: RedeemedRow };

/** the coupon's or code's row as read before the redemption, with what it changed */
export const withRedemption = <R extends { timesRedeemed: number }>(row: R, redeemed: { row: RedeemedRow }): R => ({ ...row, ...redeemed.row });

/**
 * Records the redemption, its counter and its event (redemption-statement.ts); when refused,
 * why. Before the write, one read finds the sale and whether the key is recorded already (the
 * usual repeat then writes nothing; `read`: the caller read them with the coupon), and the rules
 * are checked against it. The write is one statement: in the caller's transaction when there is
 * one (an update's other changes commit with it), else shared with the redemptions that meet it
 * (redemption-writer.ts). The row's lock is taken in that statement only, so a popular code's
 * redemptions wait for each other's statement and commit, never for a round trip.
 */
export async function redeem(ctx: ServiceContext, target: RedeemTarget, transactionKey: string, read?: { sale: SaleToRedeem | null }): Promise<RedeemOutcome> {
  const coupon = target.kind === "coupon";
  const row = coupon ? target.coupon : target.code;
  const sale = read ? read.sale : await saleToRedeem(ctx, coupon ? "couponUid" : "promotionCodeUid", row.uid, transactionKey);
  if (!sale) return { refusal: "unknown_transaction" };
  if (sale.recorded) return { refusal: "already_recorded" };
  const refused = await checkRestrictions(ctx, target, sale);
  if (refused) return { refusal: refused };
  const write: RedemptionWrite = {
    programId: ctx.program.id,
    ownerUid: row.uid,
    limit: row.redemptionLimitEnabled ? row.redemptionLimit : null,
    saleUid: sale.uid,
    transactionKey,
    redeemedAt: ctx.now(),
    // as Prisma's @updatedAt: the wall clock at the write; the view says the same
    updatedAt: new Date(),
    resourceId: row.code,
    view: coupon ? couponView(target.coupon) : promotionCodeView(target.code),
    // the live feed (redemptionRecorded) learns which sale it was and whose, beside the resource
    detail: { transactionKey, partner: sale.partnerId },
  };
  const table = coupon ? "Coupon" : "PromotionCode";
  // outside every transaction, concurrent redemptions share one statement (redemption-writer.ts)
  const written = await atomicWrite(ctx, async (tx, alone) => {
    const [w] = alone ? [await redemptionWriterOf(ctx.app, table).write(write)] : await writeRedemptions(tx.db, table, [write], ctx.app.events.id);
    if (w!.recorded) ctx.app.events.wrote(w!.event);
    return w!;
  });
  if (!written.recorded) return { refusal: written.why === "gone" ? "inactive" : written.why };
  return { refusal: null, row: { timesRedeemed: written.timesRedeemed, updatedAt: write.updatedAt, recentRedemptions: written.recentRedemptions } };
}
