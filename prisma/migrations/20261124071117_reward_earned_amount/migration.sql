-- AlterTable
ALTER TABLE "Reward" ADD COLUMN     "earnedAmount" DECIMAL(19,4);

-- Rewards written before this column: a reward of a sale nobody refunded is as earned, and one
-- of a partly refunded sale is taken back to its whole-sale figure from what it stands at now
-- (its amount plus the refunds' adjustments of it), the best the rows can tell.
-- (No semicolon in these comments: the migration runner splits statements on them.)
UPDATE "Reward" r SET "earnedAmount" = r."amount" WHERE r."adjustsRewardId" IS NULL;
UPDATE "Reward" r
SET "earnedAmount" = ROUND(
  (r."amount" + COALESCE((SELECT SUM(a."amount") FROM "Reward" a WHERE a."adjustsRewardId" = r."id"), 0))
  * t."amount" / (t."amount" - t."refundedAmount"), 4)
FROM "Transaction" t
WHERE r."transactionUid" = t."uid" AND r."adjustsRewardId" IS NULL AND r."status" <> 'rejected'
  AND t."refundedAmount" > 0 AND t."refundedAmount" < t."amount";
