-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "recentRedemptions" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "PromotionCode" ADD COLUMN     "recentRedemptions" JSONB NOT NULL DEFAULT '[]';

-- Each coupon's and code's 50 most recent redemptions, oldest first (then by id, as the redemptions list), as the API shows them with their ids
WITH ranked AS (
  SELECT "couponUid", "promotionCodeUid", "redeemedAt", id,
         jsonb_build_object('id', id, 'redeemed_at', to_char("redeemedAt", 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'transaction_key', "transactionKey") AS entry,
         row_number() OVER (PARTITION BY "couponUid", "promotionCodeUid" ORDER BY "redeemedAt" DESC, id DESC) AS k
    FROM "Redemption"
), lists AS (
  SELECT "couponUid", "promotionCodeUid", jsonb_agg(entry ORDER BY "redeemedAt", id) AS list
    FROM ranked WHERE k <= 50
   GROUP BY "couponUid", "promotionCodeUid"
), coupons AS (
  UPDATE "Coupon" c SET "recentRedemptions" = l.list FROM lists l WHERE l."couponUid" = c.uid AND l."promotionCodeUid" IS NULL
)
UPDATE "PromotionCode" p SET "recentRedemptions" = l.list FROM lists l WHERE l."promotionCodeUid" = p.uid AND l."couponUid" IS NULL;

-- The list is rewritten by every redemption, and a popular code's row by hundreds a second: kept
-- out of line (compressed, in the TOAST table), the row stays small enough for PostgreSQL to
-- update it in place (a HOT update) instead of spreading its versions over new pages
ALTER TABLE "Coupon" SET (toast_tuple_target = 128);
ALTER TABLE "PromotionCode" SET (toast_tuple_target = 128);
