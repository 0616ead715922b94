-- DropIndex
DROP INDEX "Reward_partnerUid_idx";

-- CreateIndex
CREATE INDEX "Reward_partnerUid_status_holdUntil_idx" ON "Reward"("partnerUid", "status", "holdUntil");
