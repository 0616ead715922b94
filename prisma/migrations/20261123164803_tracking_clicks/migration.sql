-- AlterTable
ALTER TABLE "Click" ADD COLUMN     "day" DATE,
ADD COLUMN     "ipHash" TEXT,
ADD COLUMN     "paidClickId" TEXT;

-- CreateIndex
CREATE INDEX "Click_programId_ipHash_createdAt_idx" ON "Click"("programId", "ipHash", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Click_programId_referralLinkId_visitorId_day_key" ON "Click"("programId", "referralLinkId", "visitorId", "day");
