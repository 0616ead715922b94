-- AlterEnum
ALTER TYPE "RewardKind" ADD VALUE 'milestone';

-- AlterEnum
ALTER TYPE "RewardStatus" ADD VALUE 'in_review';

-- DropIndex
DROP INDEX "Transaction_customerUid_idx";

-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "commission" JSONB;

-- AlterTable
ALTER TABLE "Reward" ADD COLUMN     "action" TEXT NOT NULL DEFAULT 'sale',
ADD COLUMN     "adjustsRewardId" TEXT,
ADD COLUMN     "approvedAt" TIMESTAMP(3),
ADD COLUMN     "archivedAt" TIMESTAMP(3),
ADD COLUMN     "holdUntil" TIMESTAMP(3),
ADD COLUMN     "milestoneReferrals" INTEGER,
ADD COLUMN     "productId" TEXT,
ADD COLUMN     "productType" TEXT,
ADD COLUMN     "rejectedAt" TIMESTAMP(3),
ADD COLUMN     "reviewReason" TEXT,
ADD COLUMN     "tier" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "Transaction" ADD COLUMN     "credit" DECIMAL(19,4),
ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "discountAmount" DECIMAL(19,4),
ADD COLUMN     "discountCode" TEXT,
ADD COLUMN     "grossAmount" DECIMAL(19,4),
ADD COLUMN     "isCurrency" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "referralUrl" TEXT,
ADD COLUMN     "referringCustomerUid" TEXT,
ADD COLUMN     "refundOfUid" TEXT,
ADD COLUMN     "refundedAmount" DECIMAL(19,4) NOT NULL DEFAULT 0,
ADD COLUMN     "rewardable" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" TEXT NOT NULL,
    "apiKeyId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requestHash" TEXT NOT NULL,
    "status" INTEGER,
    "headers" JSONB,
    "body" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMP(3),

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_apiKeyId_key_key" ON "IdempotencyKey"("apiKeyId", "key");

-- CreateIndex
CREATE INDEX "Reward_programId_status_holdUntil_idx" ON "Reward"("programId", "status", "holdUntil");

-- CreateIndex
CREATE UNIQUE INDEX "Reward_subscriberUid_milestoneReferrals_key" ON "Reward"("subscriberUid", "milestoneReferrals");

-- CreateIndex
CREATE INDEX "Transaction_customerUid_occurredAt_idx" ON "Transaction"("customerUid", "occurredAt");

-- CreateIndex
CREATE INDEX "Transaction_referringCustomerUid_idx" ON "Transaction"("referringCustomerUid");

-- CreateIndex
CREATE INDEX "Transaction_refundOfUid_idx" ON "Transaction"("refundOfUid");

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_apiKeyId_fkey" FOREIGN KEY ("apiKeyId") REFERENCES "ApiKey"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_referringCustomerUid_fkey" FOREIGN KEY ("referringCustomerUid") REFERENCES "Customer"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_refundOfUid_fkey" FOREIGN KEY ("refundOfUid") REFERENCES "Transaction"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_adjustsRewardId_fkey" FOREIGN KEY ("adjustsRewardId") REFERENCES "Reward"("id") ON DELETE SET NULL ON UPDATE CASCADE;
