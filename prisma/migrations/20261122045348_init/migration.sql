-- CreateEnum
CREATE TYPE "ProgramType" AS ENUM ('Affiliate', 'Referral', 'Newsletter');

-- CreateEnum
CREATE TYPE "PartnerStatus" AS ENUM ('active', 'pending', 'archived', 'deleted');

-- CreateEnum
CREATE TYPE "SubscriberStatus" AS ENUM ('active', 'rejected', 'suspended');

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('submitted', 'converted', 'rejected');

-- CreateEnum
CREATE TYPE "DiscountType" AS ENUM ('percent', 'static');

-- CreateEnum
CREATE TYPE "DurationType" AS ENUM ('once', 'hours', 'days', 'months', 'years', 'lifetime');

-- CreateEnum
CREATE TYPE "SyncProvider" AS ENUM ('stripe', 'shopify', 'woocommerce', 'paddle');

-- CreateEnum
CREATE TYPE "RewardKind" AS ENUM ('commission', 'bonus', 'lead', 'referral');

-- CreateEnum
CREATE TYPE "RewardStatus" AS ENUM ('pending', 'approved', 'paid', 'rejected');

-- CreateEnum
CREATE TYPE "BalanceReason" AS ENUM ('credit', 'reward', 'payout', 'spend');

-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "IntegrationStatus" AS ENUM ('connected', 'disconnected');

-- CreateEnum
CREATE TYPE "EmailKind" AS ENUM ('partner_invite', 'customer_invite');

-- CreateTable
CREATE TABLE "Program" (
    "id" SERIAL NOT NULL,
    "publicId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" "ProgramType" NOT NULL,
    "website" TEXT NOT NULL DEFAULT '',
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "portalSettings" JSONB NOT NULL DEFAULT '{}',
    "leadForm" JSONB NOT NULL DEFAULT '[]',
    "leadCommission" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Program_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Partner" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "surname" TEXT NOT NULL DEFAULT '',
    "passwordHash" TEXT NOT NULL,
    "tos" BOOLEAN NOT NULL DEFAULT false,
    "approved" BOOLEAN NOT NULL DEFAULT true,
    "status" "PartnerStatus" NOT NULL DEFAULT 'active',
    "statusBeforeArchive" "PartnerStatus",
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "customFields" JSONB NOT NULL DEFAULT '[]',
    "referringPartnerUid" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "archivedAt" TIMESTAMP(3),
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Partner_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "ReferralLink" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "partnerUid" TEXT,
    "customerUid" TEXT,
    "subscriberUid" TEXT,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "isAdditional" BOOLEAN NOT NULL DEFAULT false,
    "destinationUrl" TEXT,
    "directTracking" BOOLEAN NOT NULL DEFAULT false,
    "directTrackingRedirect" BOOLEAN NOT NULL DEFAULT false,
    "directTrackingRedirectUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ReferralLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Customer" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "email" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "surname" TEXT NOT NULL DEFAULT '',
    "approved" BOOLEAN NOT NULL DEFAULT true,
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "customFields" JSONB NOT NULL DEFAULT '{}',
    "partnerUid" TEXT,
    "referringCustomerUid" TEXT,
    "referralUrl" TEXT,
    "externalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Customer_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "Subscriber" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "tos" BOOLEAN NOT NULL DEFAULT false,
    "marketingConsent" BOOLEAN NOT NULL DEFAULT false,
    "status" "SubscriberStatus" NOT NULL DEFAULT 'active',
    "approved" BOOLEAN NOT NULL DEFAULT true,
    "referringSubscriberUid" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscriber_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "Lead" (
    "id" SERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "partnerUid" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "status" "LeadStatus" NOT NULL DEFAULT 'submitted',
    "answers" JSONB NOT NULL DEFAULT '{}',
    "convertedCustomerUid" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "convertedAt" TIMESTAMP(3),
    "rejectedAt" TIMESTAMP(3),

    CONSTRAINT "Lead_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Coupon" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "discountType" "DiscountType" NOT NULL,
    "discountAmount" DECIMAL(19,4) NOT NULL,
    "durationType" "DurationType" NOT NULL,
    "durationValue" INTEGER,
    "expiresOn" DATE,
    "expirationEnabled" BOOLEAN NOT NULL DEFAULT false,
    "redemptionLimit" INTEGER,
    "redemptionLimitEnabled" BOOLEAN NOT NULL DEFAULT false,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "timesRedeemed" INTEGER NOT NULL DEFAULT 0,
    "partnerUid" TEXT,
    "syncProvider" "SyncProvider",
    "syncExternalId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "deletedAt" TIMESTAMP(3),

    CONSTRAINT "Coupon_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "PromotionCode" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "couponUid" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "firstTimeOrder" BOOLEAN NOT NULL DEFAULT false,
    "partnerUid" TEXT,
    "customerUid" TEXT,
    "subscriberUid" TEXT,
    "minimumOrderEnabled" BOOLEAN NOT NULL DEFAULT false,
    "minimumOrderValue" INTEGER,
    "expirationEnabled" BOOLEAN NOT NULL DEFAULT false,
    "expiresOn" DATE,
    "redemptionLimitEnabled" BOOLEAN NOT NULL DEFAULT false,
    "redemptionLimit" INTEGER,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "timesRedeemed" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PromotionCode_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "Redemption" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "couponUid" TEXT,
    "promotionCodeUid" TEXT,
    "transactionUid" TEXT,
    "transactionKey" TEXT NOT NULL,
    "redeemedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Redemption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Transaction" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" TEXT NOT NULL,
    "customerUid" TEXT,
    "partnerUid" TEXT,
    "productIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "productTypes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "occurredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "archivedAt" TIMESTAMP(3),

    CONSTRAINT "Transaction_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "Reward" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "kind" "RewardKind" NOT NULL,
    "status" "RewardStatus" NOT NULL DEFAULT 'pending',
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" TEXT NOT NULL,
    "isCurrency" BOOLEAN NOT NULL DEFAULT true,
    "note" TEXT NOT NULL DEFAULT '',
    "partnerUid" TEXT,
    "customerUid" TEXT,
    "subscriberUid" TEXT,
    "transactionUid" TEXT,
    "leadId" INTEGER,
    "earnedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Reward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BalanceEntry" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "partnerUid" TEXT,
    "customerUid" TEXT,
    "subscriberUid" TEXT,
    "reason" "BalanceReason" NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "currency" TEXT NOT NULL,
    "isCurrency" BOOLEAN NOT NULL DEFAULT true,
    "rewardId" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BalanceEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookSubscription" (
    "uid" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "url" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "events" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "secret" TEXT NOT NULL,
    "failingSince" TIMESTAMP(3),
    "disabledAt" TIMESTAMP(3),
    "disabledReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookSubscription_pkey" PRIMARY KEY ("uid")
);

-- CreateTable
CREATE TABLE "OutboxEvent" (
    "id" BIGSERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "resourceType" TEXT NOT NULL,
    "resourceId" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dispatchedAt" TIMESTAMP(3),

    CONSTRAINT "OutboxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookDelivery" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "eventId" BIGINT NOT NULL,
    "subscriptionUid" TEXT NOT NULL,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'pending',
    "attemptCount" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryAttempt" (
    "id" TEXT NOT NULL,
    "deliveryId" TEXT NOT NULL,
    "attemptedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "statusCode" INTEGER,
    "error" TEXT,
    "durationMs" INTEGER NOT NULL,

    CONSTRAINT "DeliveryAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Integration" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "provider" "SyncProvider" NOT NULL,
    "status" "IntegrationStatus" NOT NULL DEFAULT 'connected',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "credentials" JSONB NOT NULL DEFAULT '{}',
    "connectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Integration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Click" (
    "id" BIGSERIAL NOT NULL,
    "programId" INTEGER NOT NULL,
    "referralLinkId" TEXT,
    "partnerUid" TEXT,
    "customerUid" TEXT,
    "subscriberUid" TEXT,
    "visitorId" TEXT,
    "landingUrl" TEXT,
    "referrer" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Click_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailMessage" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "kind" "EmailKind" NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Program_publicId_key" ON "Program"("publicId");

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "ApiKey_programId_idx" ON "ApiKey"("programId");

-- CreateIndex
CREATE INDEX "ApiKey_prefix_idx" ON "ApiKey"("prefix");

-- CreateIndex
CREATE INDEX "Partner_programId_createdAt_idx" ON "Partner"("programId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_programId_id_key" ON "Partner"("programId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_programId_key_key" ON "Partner"("programId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "Partner_programId_email_key" ON "Partner"("programId", "email");

-- CreateIndex
CREATE INDEX "ReferralLink_partnerUid_idx" ON "ReferralLink"("partnerUid");

-- CreateIndex
CREATE INDEX "ReferralLink_customerUid_idx" ON "ReferralLink"("customerUid");

-- CreateIndex
CREATE INDEX "ReferralLink_subscriberUid_idx" ON "ReferralLink"("subscriberUid");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralLink_programId_key_key" ON "ReferralLink"("programId", "key");

-- CreateIndex
CREATE INDEX "Customer_programId_createdAt_idx" ON "Customer"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Customer_programId_email_idx" ON "Customer"("programId", "email");

-- CreateIndex
CREATE INDEX "Customer_partnerUid_idx" ON "Customer"("partnerUid");

-- CreateIndex
CREATE INDEX "Customer_referringCustomerUid_idx" ON "Customer"("referringCustomerUid");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_programId_id_key" ON "Customer"("programId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Customer_programId_key_key" ON "Customer"("programId", "key");

-- CreateIndex
CREATE INDEX "Subscriber_programId_createdAt_idx" ON "Subscriber"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Subscriber_referringSubscriberUid_idx" ON "Subscriber"("referringSubscriberUid");

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_programId_id_key" ON "Subscriber"("programId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "Subscriber_programId_email_key" ON "Subscriber"("programId", "email");

-- CreateIndex
CREATE INDEX "Lead_programId_createdAt_idx" ON "Lead"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_partnerUid_idx" ON "Lead"("partnerUid");

-- CreateIndex
CREATE INDEX "Coupon_programId_createdAt_idx" ON "Coupon"("programId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_programId_code_key" ON "Coupon"("programId", "code");

-- CreateIndex
CREATE INDEX "PromotionCode_couponUid_idx" ON "PromotionCode"("couponUid");

-- CreateIndex
CREATE UNIQUE INDEX "PromotionCode_programId_code_key" ON "PromotionCode"("programId", "code");

-- CreateIndex
CREATE INDEX "Redemption_programId_redeemedAt_idx" ON "Redemption"("programId", "redeemedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Redemption_couponUid_transactionKey_key" ON "Redemption"("couponUid", "transactionKey");

-- CreateIndex
CREATE UNIQUE INDEX "Redemption_promotionCodeUid_transactionKey_key" ON "Redemption"("promotionCodeUid", "transactionKey");

-- CreateIndex
CREATE INDEX "Transaction_programId_createdAt_idx" ON "Transaction"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Transaction_customerUid_idx" ON "Transaction"("customerUid");

-- CreateIndex
CREATE INDEX "Transaction_partnerUid_idx" ON "Transaction"("partnerUid");

-- CreateIndex
CREATE UNIQUE INDEX "Transaction_programId_key_key" ON "Transaction"("programId", "key");

-- CreateIndex
CREATE INDEX "Reward_programId_createdAt_idx" ON "Reward"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Reward_partnerUid_idx" ON "Reward"("partnerUid");

-- CreateIndex
CREATE INDEX "Reward_customerUid_idx" ON "Reward"("customerUid");

-- CreateIndex
CREATE INDEX "Reward_subscriberUid_idx" ON "Reward"("subscriberUid");

-- CreateIndex
CREATE INDEX "Reward_transactionUid_idx" ON "Reward"("transactionUid");

-- CreateIndex
CREATE INDEX "Reward_leadId_idx" ON "Reward"("leadId");

-- CreateIndex
CREATE INDEX "BalanceEntry_customerUid_idx" ON "BalanceEntry"("customerUid");

-- CreateIndex
CREATE INDEX "BalanceEntry_partnerUid_idx" ON "BalanceEntry"("partnerUid");

-- CreateIndex
CREATE INDEX "BalanceEntry_subscriberUid_idx" ON "BalanceEntry"("subscriberUid");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookSubscription_programId_key_key" ON "WebhookSubscription"("programId", "key");

-- CreateIndex
CREATE INDEX "OutboxEvent_dispatchedAt_id_idx" ON "OutboxEvent"("dispatchedAt", "id");

-- CreateIndex
CREATE INDEX "OutboxEvent_programId_id_idx" ON "OutboxEvent"("programId", "id");

-- CreateIndex
CREATE INDEX "WebhookDelivery_status_nextAttemptAt_idx" ON "WebhookDelivery"("status", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_eventId_subscriptionUid_key" ON "WebhookDelivery"("eventId", "subscriptionUid");

-- CreateIndex
CREATE INDEX "DeliveryAttempt_deliveryId_idx" ON "DeliveryAttempt"("deliveryId");

-- CreateIndex
CREATE UNIQUE INDEX "Integration_programId_provider_key" ON "Integration"("programId", "provider");

-- CreateIndex
CREATE INDEX "Click_programId_createdAt_idx" ON "Click"("programId", "createdAt");

-- CreateIndex
CREATE INDEX "Click_partnerUid_idx" ON "Click"("partnerUid");

-- CreateIndex
CREATE INDEX "Click_customerUid_idx" ON "Click"("customerUid");

-- CreateIndex
CREATE INDEX "Click_subscriberUid_idx" ON "Click"("subscriberUid");

-- CreateIndex
CREATE INDEX "EmailMessage_programId_createdAt_idx" ON "EmailMessage"("programId", "createdAt");

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Partner" ADD CONSTRAINT "Partner_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Partner" ADD CONSTRAINT "Partner_referringPartnerUid_fkey" FOREIGN KEY ("referringPartnerUid") REFERENCES "Partner"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralLink" ADD CONSTRAINT "ReferralLink_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralLink" ADD CONSTRAINT "ReferralLink_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralLink" ADD CONSTRAINT "ReferralLink_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReferralLink" ADD CONSTRAINT "ReferralLink_subscriberUid_fkey" FOREIGN KEY ("subscriberUid") REFERENCES "Subscriber"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Customer" ADD CONSTRAINT "Customer_referringCustomerUid_fkey" FOREIGN KEY ("referringCustomerUid") REFERENCES "Customer"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscriber" ADD CONSTRAINT "Subscriber_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscriber" ADD CONSTRAINT "Subscriber_referringSubscriberUid_fkey" FOREIGN KEY ("referringSubscriberUid") REFERENCES "Subscriber"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Lead" ADD CONSTRAINT "Lead_convertedCustomerUid_fkey" FOREIGN KEY ("convertedCustomerUid") REFERENCES "Customer"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_couponUid_fkey" FOREIGN KEY ("couponUid") REFERENCES "Coupon"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PromotionCode" ADD CONSTRAINT "PromotionCode_subscriberUid_fkey" FOREIGN KEY ("subscriberUid") REFERENCES "Subscriber"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_couponUid_fkey" FOREIGN KEY ("couponUid") REFERENCES "Coupon"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_promotionCodeUid_fkey" FOREIGN KEY ("promotionCodeUid") REFERENCES "PromotionCode"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_transactionUid_fkey" FOREIGN KEY ("transactionUid") REFERENCES "Transaction"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_subscriberUid_fkey" FOREIGN KEY ("subscriberUid") REFERENCES "Subscriber"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_transactionUid_fkey" FOREIGN KEY ("transactionUid") REFERENCES "Transaction"("uid") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Reward" ADD CONSTRAINT "Reward_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_subscriberUid_fkey" FOREIGN KEY ("subscriberUid") REFERENCES "Subscriber"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BalanceEntry" ADD CONSTRAINT "BalanceEntry_rewardId_fkey" FOREIGN KEY ("rewardId") REFERENCES "Reward"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookSubscription" ADD CONSTRAINT "WebhookSubscription_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OutboxEvent" ADD CONSTRAINT "OutboxEvent_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "OutboxEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_subscriptionUid_fkey" FOREIGN KEY ("subscriptionUid") REFERENCES "WebhookSubscription"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryAttempt" ADD CONSTRAINT "DeliveryAttempt_deliveryId_fkey" FOREIGN KEY ("deliveryId") REFERENCES "WebhookDelivery"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Integration" ADD CONSTRAINT "Integration_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_referralLinkId_fkey" FOREIGN KEY ("referralLinkId") REFERENCES "ReferralLink"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_partnerUid_fkey" FOREIGN KEY ("partnerUid") REFERENCES "Partner"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_customerUid_fkey" FOREIGN KEY ("customerUid") REFERENCES "Customer"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Click" ADD CONSTRAINT "Click_subscriberUid_fkey" FOREIGN KEY ("subscriberUid") REFERENCES "Subscriber"("uid") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;
