-- DropIndex
DROP INDEX "WebhookDelivery_status_nextAttemptAt_idx";

-- CreateIndex
CREATE INDEX "WebhookDelivery_programId_status_nextAttemptAt_idx" ON "WebhookDelivery"("programId", "status", "nextAttemptAt");
