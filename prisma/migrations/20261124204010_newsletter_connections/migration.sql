-- CreateEnum
CREATE TYPE "EspType" AS ENUM ('mailchimp', 'mailerlite', 'kit', 'beehiiv');

-- CreateTable
CREATE TABLE "NewsletterConnection" (
    "id" TEXT NOT NULL,
    "programId" INTEGER NOT NULL,
    "provider" "EspType" NOT NULL,
    "status" "IntegrationStatus" NOT NULL DEFAULT 'connected',
    "settings" JSONB NOT NULL DEFAULT '{}',
    "credentials" JSONB NOT NULL DEFAULT '{}',
    "syncState" TEXT NOT NULL DEFAULT 'idle',
    "syncCursor" TEXT,
    "syncSeen" INTEGER NOT NULL DEFAULT 0,
    "syncImported" INTEGER NOT NULL DEFAULT 0,
    "syncMessage" TEXT,
    "syncStartedAt" TIMESTAMP(3),
    "syncFinishedAt" TIMESTAMP(3),
    "pushState" TEXT NOT NULL DEFAULT 'idle',
    "pushMessage" TEXT,
    "pushAt" TIMESTAMP(3),
    "connectedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "NewsletterConnection_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NewsletterPendingRef" (
    "subscriberUid" TEXT NOT NULL,
    "connectionId" TEXT NOT NULL,
    "ref" TEXT NOT NULL,

    CONSTRAINT "NewsletterPendingRef_pkey" PRIMARY KEY ("subscriberUid")
);

-- CreateTable
CREATE TABLE "NewsletterPush" (
    "id" BIGSERIAL NOT NULL,
    "connectionId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "espId" TEXT,
    "tag" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "dueAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NewsletterPush_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "NewsletterConnection_programId_key" ON "NewsletterConnection"("programId");

-- CreateIndex
CREATE INDEX "NewsletterPendingRef_connectionId_idx" ON "NewsletterPendingRef"("connectionId");

-- CreateIndex
CREATE INDEX "NewsletterPush_connectionId_dueAt_idx" ON "NewsletterPush"("connectionId", "dueAt");

-- CreateIndex
CREATE INDEX "NewsletterPush_connectionId_email_idx" ON "NewsletterPush"("connectionId", "email");

-- AddForeignKey
ALTER TABLE "NewsletterConnection" ADD CONSTRAINT "NewsletterConnection_programId_fkey" FOREIGN KEY ("programId") REFERENCES "Program"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterPendingRef" ADD CONSTRAINT "NewsletterPendingRef_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "NewsletterConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NewsletterPush" ADD CONSTRAINT "NewsletterPush_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "NewsletterConnection"("id") ON DELETE CASCADE ON UPDATE CASCADE;
