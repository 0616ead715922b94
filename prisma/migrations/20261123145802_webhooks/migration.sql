-- AlterTable
ALTER TABLE "DeliveryAttempt" ADD COLUMN     "responseBody" TEXT;

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "lastAttemptAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "WebhookSubscription" ADD COLUMN     "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "previousSecret" TEXT,
ADD COLUMN     "previousSecretExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "WebhookDelivery_subscriptionUid_createdAt_idx" ON "WebhookDelivery"("subscriptionUid", "createdAt");
