-- CreateEnum
CREATE TYPE "PayoutStatus" AS ENUM ('requested', 'approved', 'rejected', 'paid');

-- AlterTable
ALTER TABLE "Partner" ADD COLUMN     "payoutGateway" TEXT,
ADD COLUMN     "payoutSettings" JSONB;

-- AlterTable
ALTER TABLE "Reward" ADD COLUMN     "payoutRequestId" INTEGER;

-- CreateTable
CREATE TABLE "PayoutRequest" (
    "id" SERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "partnerUid" TEXT NOT NULL,
    "status" "PayoutStatus" NOT NULL DEFAULT 'requested',
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" TEXT NOT NULL,
    "gateway" TEXT NOT NULL,
    "payoutSettings" JSONB NOT NULL DEFAULT '{}',
    "rewardIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "approvedAt" TIMESTAMP(3),
    "rejectedAt" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),

    CONSTRAINT "PayoutRequest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PayoutRequest_programId_createdAt_idx" ON "PayoutRequest"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "PayoutRequest_programId_status_idx" ON "PayoutRequest"("programId", "status");

-- CreateIndex
CREATE INDEX "PayoutRequest_partnerUid_idx" ON "PayoutRequest"("partnerUid");

-- CreateIndex
CREATE INDEX "Reward_payoutRequestId_idx" ON "Reward"("payoutRequestId");

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_payoutRequestId_fkey" FOREIGN KEY ("payoutRequestId") REFERENCES "PayoutRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRequest" ADD CONSTRAINT "PayoutRequest_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PayoutRequest" ADD CONSTRAINT "PayoutRequest_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;
